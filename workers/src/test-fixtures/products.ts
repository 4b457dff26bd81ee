// Demo products shared by tests and benchmarks: realistic footwear, apparel and POP items
// with the fields imports and exports read. Deterministic (no Math.random), so documents
// rendered from them are stable.
import type { ExportProduct, ImportProduct } from '@portal/shared';

export type FixtureProduct = ImportProduct & ExportProduct;

const FOOTWEAR = [
  ['Trail Runner', 'Mens', 'Lightweight trail shoe with a grippy lug outsole.'],
  ['Cloud Walker', 'Womens', 'All-day walking shoe with memory foam insole.'],
  ['Harbor Boat Shoe', 'Mens', 'Hand-sewn leather boat shoe with siped sole.'],
  ['Summit Hiker', 'Womens', 'Waterproof mid-cut hiker for rough terrain.'],
  ['Street Court', 'Unisex', 'Low-top court sneaker in premium leather.'],
  ['Little Racer', 'Kids', 'Light-up runner with easy hook-and-loop closure.'],
  ['Metro Loafer', 'Mens', 'Slip-on loafer with cushioned footbed.'],
  ['Breeze Sandal', 'Womens', 'Adjustable sport sandal with quick-dry straps.'],
  ['Work Guard', 'Mens', 'Slip-resistant safety toe work shoe.'],
  ['Glide Slip-On', 'Womens', 'Stretch knit slip-on with arch fit insole.'],
] as const;

const COLORS = [
  ['BLK', 'Black', '#1d1d1f'],
  ['NVY', 'Navy', '#22345a'],
  ['GRY', 'Charcoal Grey', '#5b5e63'],
  ['RED', 'Red', '#b3261e'],
  ['TAN', 'Tan', '#b8875a'],
  ['WHT', 'White', '#f2f2ee'],
  ['OLV', 'Olive', '#5e6b3a'],
  ['BLU', 'Royal Blue', '#2a5db0'],
] as const;

/** Hex colour of a colour code, for generated product images. */
export function colorHex(code: string): string {
  return COLORS.find(([c]) => c === code)?.[2] ?? '#777777';
}

function location(code: string, i: number, price: number) {
  return {
    code,
    lineStatus: i % 9 === 8 ? 'R' : 'A',
    sizeRange: i % 3 === 0 ? '7-13' : '5-11',
    wholesalePrice: price,
    originalCost: price,
    suggestedRetail: Math.round(price * 2) - 0.01,
    firstAvailDate: `2026-0${(i % 6) + 1}-15`,
    lastProdDate: `2025-1${i % 3}-01T08:00:00.000Z`,
    totalInventory: 120 + ((i * 37) % 900),
  };
}

/** `count` footwear products (styles '0' + 4 digits, so codes carry a leading zero). */
export function makeFootwear(count: number, offset = 0): FixtureProduct[] {
  const products: FixtureProduct[] = [];
  for (let n = 0; n < count; n += 1) {
    const i = n + offset;
    const model = FOOTWEAR[Math.floor(i / COLORS.length) % FOOTWEAR.length]!;
    const color = COLORS[i % COLORS.length]!;
    const cost = 30 + ((i * 7) % 45) + 0.5;
    const retail = Math.round(cost * 2) - 0.01;
    products.push({
      style: String(10000 + Math.floor(i / COLORS.length)).padStart(6, '0'),
      color: color[0],
      name: model[0],
      productType: 'Footwear',
      gender: model[1],
      division: model[1] === 'Kids' ? 'Kids' : 'Active',
      colorDescription: color[1],
      description: model[2],
      cost,
      netCost: cost,
      suggestedRetail: retail,
      initialMarkup: Math.round(((retail - cost) / retail) * 10000) / 100,
      pillar: i % 2 === 0 ? 'Performance' : 'Lifestyle',
      features: ['Memory Foam', 'Machine Washable'].slice(0, (i % 2) + 1),
      sizeScale: model[1] === 'Womens' ? 'W5-11' : 'M7-13',
      boxCategory: 'Standard',
      dutyCode: '6404.11',
      territories: ['NA', 'EU'],
      locations: [location('US', i, cost), location('EU', i, Math.round(cost * 0.92 * 100) / 100)],
    });
  }
  return products;
}

export const FIXTURE_APPAREL: FixtureProduct[] = [
  {
    style: '770010',
    color: 'WHT',
    name: 'Logo Tee',
    productType: 'Apparel',
    gender: 'Unisex',
    colorDescription: 'White',
    cost: 8.5,
    suggestedRetail: 24.99,
    seasonCodes: ['SP26'],
    locations: [{ code: 'US', lineStatus: 'A', sizeRange: 'S-XXL' }],
  },
];

export const FIXTURE_POP: FixtureProduct[] = [
  {
    style: 'POP100',
    color: 'AST',
    name: 'Counter Display',
    productType: 'POP',
    popCategory: 'Fixtures',
    dimensions: '24 x 12 x 18 in',
    materials: ['Acrylic', 'Steel'],
    usage: 'In-store',
    capacityUnit: 'Pairs',
    units: 6,
    cost: 45,
    suggestedRetail: 0,
    locations: [{ code: 'US', lineStatus: 'A' }],
  },
];

/** The catalogue tests validate against: 80 footwear colourways, apparel and POP. */
export const FIXTURE_PRODUCTS: FixtureProduct[] = [
  ...makeFootwear(80),
  ...FIXTURE_APPAREL,
  ...FIXTURE_POP,
];
