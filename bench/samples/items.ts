// bench:samples' device library: deterministic samples of both libraries (spec 001 §3 fields),
// Production and Sales interleaved (3 in 5 Production), values in the shapes the demo seed uses
// (sync-server/src/seed/samples.ts): footwear/apparel divisions, the five statuses weighted
// 6:2:1:1:… , genders, bins B-1..B-60, Sales aisle/direction/level/shelf/region, style codes of
// six digits with a colour code each; style + colour + size + side unique per library, mold
// numbers unique per library (the import's duplicate rules compare against them).
import type { SampleInventoryItemInput, SampleLibrary } from '@portal/shared';

export const VOCABULARY = {
  divisions: ['ACT', 'SPT', 'CSL', 'OUT', 'WRK', 'KDS', 'APP', 'LFS'],
  statuses: ['Available', 'Checked Out', 'Reserved', 'Damaged', 'Retired'],
  genders: ['Mens', 'Womens', 'Boys', 'Girls', 'Unisex'],
  colors: ['BLK', 'WHT', 'NVY', 'GRY', 'BRN', 'TAN', 'RED', 'OLV'],
  regions: ['West', 'East', 'Central', 'South', 'EMEA'],
  directions: ['N', 'S', 'E', 'W'],
  shelves: ['A', 'B', 'C', 'D'],
  sizes: ['9', '7', '4', '2', 'M'],
} as const;

/** Where each library's styles start: the import adds styles from IMPORT_STYLE_BASE up. */
export const STYLE_BASE = 100_000;
export const IMPORT_STYLE_BASE = 500_000;

export function mix(i: number, salt: number): number {
  let h = Math.imul(i ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
const pick = <T>(list: readonly T[], i: number, salt: number): T =>
  list[mix(i, salt) % list.length]!;

/** The demo seed's weights: the first status six times as often as the rare ones. */
function status(i: number): string {
  const w = mix(i, 3) % 12;
  const s = VOCABULARY.statuses;
  return w < 6 ? s[0] : w < 8 ? s[1] : w < 10 ? s[2] : w < 11 ? s[3] : s[4];
}

export const libraryOf = (i: number): SampleLibrary => (i % 5 < 3 ? 'Production' : 'Sales');

/** The index of sample `i` within its library (0, 1, 2, … per library). */
export function indexInLibrary(i: number): number {
  const block = Math.floor(i / 5);
  const at = i % 5;
  return libraryOf(i) === 'Production' ? block * 3 + at : block * 2 + (at - 3);
}

/** Sample `i` of the device (0 ≤ i < items), dated a day within the last 500 before `now`. */
export function benchSample(i: number, now: number): SampleInventoryItemInput {
  const library = libraryOf(i);
  const j = indexInLibrary(i);
  const size = VOCABULARY.sizes[j % 5]!;
  const totalQty = 1 + (mix(i, 1) % 4);
  const day = new Date(now - (1 + (mix(i, 2) % 500)) * 86_400_000);
  const base = {
    id: `bench-sample-${i}`,
    _deleted: false,
    division: pick(VOCABULARY.divisions, Math.floor(j / 40), 4),
    // Eight colourways of a style, five sizes each: one style holds 40 samples per library.
    style: String(STYLE_BASE + Math.floor(j / 40)),
    color: VOCABULARY.colors[Math.floor(j / 5) % 8]!,
    size,
    // A pair, except one in ten (size M) a single shoe: left or right.
    side: (j % 10 === 9 ? (mix(i, 5) % 2 === 0 ? 'Left' : 'Right') : 'Pair') as
      'Left' | 'Right' | 'Pair',
    status: status(i),
    gender: pick(VOCABULARY.genders, Math.floor(j / 40), 6),
    subtype: pick(['Salesman Sample', 'Fit Sample', 'Photo Sample'], i, 7),
    origin: pick(['SR', 'DC', 'VN', 'SHOW'], i, 8),
    totalQty,
    onHandQty: totalQty,
    tracking: [],
    createdDate: day.toISOString(),
    modifiedDate: day.toISOString(),
  };
  return library === 'Production'
    ? {
        ...base,
        library,
        bin: `B-${1 + (mix(i, 9) % 60)}`,
        moldNum: `M-${String(10_000 + j)}`,
        moldDate: new Date(day.getTime() - 90 * 86_400_000).toISOString().slice(0, 10),
        quantity: totalQty,
      }
    : {
        ...base,
        library,
        region: pick(VOCABULARY.regions, i, 10),
        aisle: String(1 + (mix(i, 11) % 24)),
        direction: pick(VOCABULARY.directions, i, 12),
        level: String(1 + (mix(i, 13) % 5)),
        shelf: pick(VOCABULARY.shelves, i, 14),
        ...(mix(i, 15) % 5 === 0 ? { newBin: `NB-${1 + (mix(i, 16) % 40)}` } : {}),
      };
}
