// Product-like rows for the demo screen and the benchmark: seeded, so every run (and the
// end-to-end test) sees the same data. 30 columns, like a wide product library grid.

export interface DemoProduct {
  id: string;
  thumbnail: string;
  style: string;
  color: string;
  name: string;
  gender: string;
  division: string;
  pillar: string;
  cost: number;
  suggestedRetail: number;
  discountPercent: number | null;
  netCost: number;
  dueDate: string | null;
  firstAvailDate: string | null;
  label: string | null;
  features: string[] | null;
  sku: string;
  colorDescription: string;
  outsole: string;
  upper: string;
  lifeCycle: string;
  seasonCodes: string;
  boxCategory: string;
  dutyCode: string;
  units: number;
  quantity: number;
  sellThru: number;
  styleNote: string | null;
  carryover: string;
  createdDate: string | null;
  sortOrder: number;
}

export const GENDERS = ['Mens', 'Womens', 'Kids', 'Unisex'];
export const DIVISIONS = ['Sport', 'Work', 'Casual', 'Performance', 'Kids'];
export const PILLARS = ['Core', 'Fashion', 'Seasonal', 'Key Initiative'];
export const FEATURES = [
  'Waterproof',
  'Vegan',
  'Lighted',
  'Slip Resistant',
  'Memory Foam',
  'Machine Washable',
];
export const LIFE_CYCLES = ['New', 'Carryover', 'Closeout'];
export const YES_NO = ['Yes', 'No'];
export const DEMO_LABELS = [
  { color: '#d93025', name: 'Hot' },
  { color: '#1a73e8', name: 'Core' },
  { color: '#188038', name: 'New' },
  { color: '#f29900', name: 'Review' },
];

const COLORS = ['BLK', 'WHT', 'NVY', 'GRY', 'RED', 'TAN', 'OLV', 'PNK', 'BLU', 'BRN'];
const COLOR_NAMES = [
  'Black',
  'White',
  'Navy',
  'Gray',
  'Red',
  'Tan',
  'Olive',
  'Pink',
  'Blue',
  'Brown',
];
const WORDS = [
  'Arch',
  'Fit',
  'Glide',
  'Street',
  'Trail',
  'Flex',
  'Ultra',
  'Go',
  'Walk',
  'Run',
  'Max',
  'Cushion',
  'Breeze',
  'Summit',
  'Relaxed',
  'Sport',
];
const KINDS = ['Sneaker', 'Boot', 'Slip-On', 'Sandal', 'Runner', 'Clog', 'Loafer', 'Trainer'];
const OUTSOLES = ['Rubber', 'EVA', 'TPR', 'Phylon'];
const UPPERS = ['Mesh', 'Leather', 'Knit', 'Suede', 'Canvas'];
const SWATCHES = [
  '#2b2f36',
  '#f1f1ee',
  '#23395d',
  '#8d939b',
  '#c0392b',
  '#c8a47e',
  '#6b7043',
  '#e8a0b4',
  '#3d7dd8',
  '#6e4b33',
];

/** A tiny seeded generator (mulberry32): the same rows on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 32"><rect width="48" height="32" rx="4" fill="#f4f5f7"/><path d="M6 22c6 0 10-8 16-8 4 0 6 3 10 4s10 1 10 4v2H6z" fill="${fill}"/><rect x="6" y="24" width="36" height="3" rx="1" fill="#c9ccd1"/></svg>`;
// Short blob: addresses in the browser (like the short image URLs real rows carry), data
// addresses elsewhere.
const thumbs = SWATCHES.map((fill) =>
  typeof Blob === 'function' && typeof URL.createObjectURL === 'function'
    ? URL.createObjectURL(new Blob([svg(fill)], { type: 'image/svg+xml' }))
    : `data:image/svg+xml,${encodeURIComponent(svg(fill))}`,
);

const pick = <T>(list: readonly T[], r: () => number): T =>
  list[Math.floor(r() * list.length)] as T;
const round2 = (n: number) => Math.round(n * 100) / 100;
const date = (r: () => number) => {
  const month = 1 + Math.floor(r() * 12);
  const day = 1 + Math.floor(r() * 28);
  return `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

export function demoProduct(index: number, seed = 1): DemoProduct {
  const r = random(seed * 1_000_003 + index);
  const styleNumber = 10000 + Math.floor(index / 3);
  const colorIndex = (index * 7 + Math.floor(r() * 3)) % COLORS.length;
  const cost = round2(8 + r() * 60);
  const retail = round2(cost * (1.8 + r() * 0.8));
  const discount = r() < 0.3 ? round2(r() * 30) : null;
  return {
    id: `${styleNumber}_${COLORS[colorIndex]}_${index}`,
    thumbnail: thumbs[colorIndex] as string,
    style: String(styleNumber),
    color: COLORS[colorIndex] as string,
    name: `${pick(WORDS, r)} ${pick(WORDS, r)} ${pick(KINDS, r)}`,
    gender: pick(GENDERS, r),
    division: pick(DIVISIONS, r),
    pillar: pick(PILLARS, r),
    cost,
    suggestedRetail: retail,
    discountPercent: discount,
    netCost: round2(cost * (1 - (discount ?? 0) / 100)),
    dueDate: r() < 0.8 ? date(r) : null,
    firstAvailDate: r() < 0.6 ? date(r) : null,
    label: r() < 0.25 ? pick(DEMO_LABELS, r).color : null,
    features: r() < 0.5 ? [pick(FEATURES, r)] : null,
    sku: `${styleNumber}-${COLORS[colorIndex]}`,
    colorDescription: COLOR_NAMES[colorIndex] as string,
    outsole: pick(OUTSOLES, r),
    upper: pick(UPPERS, r),
    lifeCycle: pick(LIFE_CYCLES, r),
    seasonCodes: `S${26 + Math.floor(r() * 2)}`,
    boxCategory: `B${1 + Math.floor(r() * 5)}`,
    dutyCode: `64${String(Math.floor(r() * 100)).padStart(2, '0')}`,
    units: 1 + Math.floor(r() * 12),
    quantity: Math.floor(r() * 5000),
    sellThru: round2(r() * 100),
    styleNote: r() < 0.1 ? 'Check fit' : null,
    carryover: pick(YES_NO, r),
    createdDate: index % 10 === 9 ? null : '2025-06-01',
    sortOrder: index,
  };
}

export function demoProducts(count: number, seed = 1): DemoProduct[] {
  return Array.from({ length: count }, (_, i) => demoProduct(i, seed));
}
