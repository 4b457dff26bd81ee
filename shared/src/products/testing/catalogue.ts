// A generated catalogue and random bar states for the index's property test and bench (not
// exported from the package): every field a filter reads is varied, missing now and then,
// with accents, shared style suffixes, equal names and dates, rows outside the permitted
// locations and line statuses outside A, R, O. Seeded: the same seed gives the same data.
import { addDays } from '../../filters/presets.ts';
import type { FilterDefinition, FilterParameter, FilterState } from '../../filters/definition.ts';
import { enabledFilters } from '../../filters/definition.ts';
import { DATE_PRESET_OPTIONS } from '../../filters/presets.ts';
import type { Product } from '../../entities/product.ts';
import { PRODUCT_FILTER_BAR } from '../filter-bar.ts';
import { PRODUCT_SELECT_FIELDS } from '../fields.ts';
import { product, type ProductFixture } from './product.ts';

/** mulberry32: a small seeded generator (shared has no Math.random). */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.next() * list.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  sample<T>(list: readonly T[], n: number): T[] {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length > 0)
      out.push(...copy.splice(this.int(0, copy.length - 1), 1));
    return out;
  }
  maybe<T>(p: number, make: () => T): T | undefined {
    return this.chance(p) ? make() : undefined;
  }
}

export const CATALOGUE_TODAY = '2025-06-15';
export const CATALOGUE_CODES = ['US', 'EU', 'CA', 'MX', 'JP'] as const;

const WORDS = [
  'Summit',
  'Café',
  'Trail',
  'Runner',
  'Élan',
  'Metro',
  'Glide',
  'Pro',
  'Knit',
  'Zoë',
  'Boot',
  'Slide',
];
const COLORS = ['Black', 'White', 'Navy', 'Gray', 'Olive', 'Red', 'Blue', 'Beige'];
const MATERIALS = ['Mesh', 'Leather', 'Suede', 'Canvas', 'Knit', 'Rubber'];
const FEATURES = [
  'Lightweight',
  'Arch Support',
  'Water Resistant',
  'Memory Foam',
  'Wide Fit',
  'Recycled',
];
const SIZES = ['7', '8', '9', '9H', '10', '11', 'S', 'M', 'L', 'XL', 'OS'];
const STATUSES = ['A', 'A', 'R', 'O', 'D', 'X'];
const TYPES = ['Footwear', 'Footwear', 'Apparel', 'POP'] as const;

/** One random product; `n` makes the id unique. */
export function randomProduct(rng: Rng, n: number, today = CATALOGUE_TODAY): Product {
  const productType = rng.pick(TYPES);
  // Style numbers share endings (suffix search) and colours repeat across styles.
  const style = `${rng.int(1, 40)}${String(n % 997).padStart(4, '0')}`;
  const color = `C${n}`;
  const day = (min: number, max: number) => addDays(today, rng.int(min, max));
  const pickOr = <T>(p: number, list: readonly T[]) => rng.maybe(p, () => rng.pick(list));
  const codes = rng.sample(CATALOGUE_CODES, rng.int(0, 3));
  const fixture: ProductFixture = {
    style,
    color,
    productType,
    name: `${rng.pick(WORDS)} ${rng.pick(WORDS)}`,
    description: rng.maybe(
      0.8,
      () => `${rng.pick(WORDS)} for ${rng.pick(WORDS).toLowerCase()} days`,
    ),
    outsole: pickOr(0.6, ['Vibram', 'EVA', 'Rubber', 'Lug']),
    upper: pickOr(0.6, MATERIALS),
    createdDate: rng.maybe(
      0.9,
      () =>
        `${day(-900, 0)}T${String(rng.int(0, 23)).padStart(2, '0')}:00:00${rng.pick(['Z', '+02:00', '-07:00'])}`,
    ),
    dueDate: rng.maybe(0.8, () => day(-30, 120)),
    keyInitiative: rng.maybe(
      0.8,
      () =>
        `${rng.pick(['Wholesale', 'Retail'])}_${rng.pick(['Spring', 'Fall'])}_${rng.int(2024, 2026)}_Domestic_${productType}`,
    ),
    division: pickOr(0.9, ['ACT', 'SPT', 'CSL', 'KDS']),
    gender: pickOr(0.9, ['Mens', 'Womens', 'Unisex']),
    features: rng.maybe(0.8, () => rng.sample(FEATURES, rng.int(0, 3))),
    components: {
      color1: pickOr(0.9, COLORS),
      color2: pickOr(0.5, COLORS),
      color3: pickOr(0.3, COLORS),
      material1: pickOr(0.8, MATERIALS),
      material2: pickOr(0.4, MATERIALS),
      material3: pickOr(0.2, MATERIALS),
    },
    categories: {
      type: pickOr(0.8, ['Sneaker', 'Boot', 'Sandal']),
      shape: pickOr(0.6, ['Round Toe', 'Square Toe']),
      height: pickOr(0.6, ['Low', 'Mid', 'High']),
      closure: pickOr(0.6, ['Lace', 'Slip-On']),
      sport: pickOr(0.6, ['Running', 'Court', 'None']),
      lighted: pickOr(0.6, ['Yes', 'No']),
      vegan: pickOr(0.6, ['Yes', 'No']),
      apparelType: pickOr(0.7, ['Tops', 'Bottoms']),
      apparelSubType: pickOr(0.7, ['Tee', 'Polo', 'Jogger']),
    },
    width: pickOr(0.5, ['M', 'W', 'XW']),
    popType: pickOr(0.8, ['Permanent', 'Seasonal']),
    popCategory: pickOr(0.8, ['Signage', 'Floor Display', 'Wall Fixture']),
    popGender: pickOr(0.8, ['Mens', 'Womens', 'Kids']),
    usage: pickOr(0.8, ['In-Store', 'Window']),
    materials: rng.maybe(0.8, () => rng.sample(MATERIALS, rng.int(1, 2))),
    locations: codes.map((code) => ({
      code,
      lineStatus: rng.maybe(0.95, () => rng.pick(STATUSES)),
      firstAvailDate: rng.maybe(0.85, () => day(-60, 220)),
      lastProdDate: rng.maybe(0.6, () => day(-400, 5)),
      wholesalePrice: rng.maybe(0.9, () => rng.int(500, 12000)),
      suggestedRetail: rng.maybe(0.9, () => rng.int(1000, 25000)),
      availability: rng
        .sample(SIZES, rng.int(0, 4))
        .map((size) => ({ size, inventory: rng.int(0, 3) })),
    })),
  };
  return product(fixture);
}

export function randomCatalogue(count: number, seed: number, today = CATALOGUE_TODAY): Product[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, (_, n) => randomProduct(rng, n, today));
}

/** A value a filter could take, drawn from the catalogue where the filter reads data. */
export function randomValue(
  rng: Rng,
  filter: FilterDefinition,
  catalogue: readonly Product[],
): string | undefined {
  const key = filter.key;
  if (filter.kind === 'datePreset') return rng.pick(DATE_PRESET_OPTIONS[filter.preset]).value;
  const someone = rng.pick(catalogue);
  switch (key) {
    case 'location':
      return rng.pick([...CATALOGUE_CODES, 'ALL']);
    case 'status':
      return rng.pick([...STATUSES, 'All']);
    case 'priceBasis':
      return rng.pick(['wholesale', 'retail']);
    case 'price': {
      const from = rng.maybe(0.7, () => rng.int(0, 120));
      const to = rng.maybe(0.7, () => (from ?? 0) + rng.int(0, 150));
      return from === undefined && to === undefined ? '10..60' : `${from ?? ''}..${to ?? ''}`;
    }
    case 'size':
      return rng.pick(SIZES).toLowerCase();
    case 'ids': {
      const ids = rng
        .sample(catalogue, rng.int(1, 30))
        .map((p) =>
          rng.chance(0.3)
            ? p.style
            : rng.chance(0.3)
              ? p.style.slice(-rng.int(2, 4))
              : p.id.toLowerCase(),
        );
      return ids.join(',');
    }
    case 'keyword':
    case 'name': {
      const word = rng.pick(WORDS);
      const part = rng.chance(0.5) ? word.slice(rng.int(0, 2), rng.int(3, word.length)) : word;
      return rng.chance(0.2) ? `${part} ${rng.pick(WORDS)}` : part;
    }
  }
  if (filter.kind === 'toggle') return 'true';
  const read = PRODUCT_SELECT_FIELDS[key];
  if (read) return rng.pick([...read(someone), 'Nothing']);
  return undefined;
}

/** A random state of the product bar: a module and 0–5 parameters of its enabled filters. */
export function randomState(rng: Rng, catalogue: readonly Product[]): FilterState {
  const module = rng.pick(['Footwear', 'Footwear', 'Apparel', 'POP']);
  const filters = enabledFilters(PRODUCT_FILTER_BAR, { module });
  const parameters: FilterParameter[] = [];
  const count = rng.int(0, 5);
  for (let i = 0; i < count; i++) {
    const { module: m, group, filter } = rng.pick(filters);
    const value = randomValue(rng, filter, catalogue);
    if (value !== undefined)
      parameters.push({ module: m.id, group: group.id, key: filter.key, value });
  }
  return { module, parameters };
}
