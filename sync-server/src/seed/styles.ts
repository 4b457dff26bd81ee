// The style table: every style of the catalogue with its colours and the attributes other areas
// need (orders, samples and assortments reference real products through it). Small enough to
// hold at any scale (about 40,000 styles for 100,000 products); the full product documents are
// built from it chunk by chunk (products.ts).
import type { ProductType } from '@portal/shared';
import type { Clock } from './random.ts';
import { Random } from './random.ts';
import {
  APPAREL_TYPES,
  DIVISIONS,
  FOOTWEAR_TYPES,
  GENDERS,
  NAME_MODIFIERS,
  NAME_PREFIXES,
  PILLARS,
  POP_ITEMS,
  PRODUCT_COLORS,
  SEASON_NAMES,
  sizesFor,
  type SeasonName,
} from './vocabulary.ts';

export interface StyleRecord {
  readonly index: number;
  /** Digits, leading zeros kept ('004217'). */
  readonly style: string;
  readonly productType: ProductType;
  readonly name: string;
  readonly division: string;
  readonly gender: string;
  readonly pillar: string;
  /** Footwear type, apparel type or POP category. */
  readonly category: string;
  /** Footwear noun, apparel subtype or POP item name. */
  readonly subCategory: string;
  readonly colors: readonly string[];
  readonly sizes: readonly string[];
  readonly season: SeasonName;
  readonly year: number;
  /** Suggested retail and cost in US cents; cost < suggested retail. */
  readonly suggestedRetail: number;
  readonly cost: number;
  readonly createdDaysAgo: number;
}

const TYPE_MIX: readonly (readonly [ProductType, number])[] = [
  ['Footwear', 55],
  ['Apparel', 30],
  ['POP', 15],
];
/** First style number and the widest step per type: footwear codes keep leading zeros. */
const CODE_START: Readonly<Record<ProductType, number>> = {
  Footwear: 1000,
  Apparel: 300_000,
  POP: 900_000,
};
const COLORS_PER_STYLE: Readonly<Record<ProductType, readonly (readonly [number, number])[]>> = {
  Footwear: [
    [1, 2],
    [2, 4],
    [3, 4],
    [4, 2],
  ],
  Apparel: [
    [2, 3],
    [3, 4],
    [4, 2],
  ],
  POP: [
    [1, 4],
    [2, 2],
    [3, 1],
  ],
};
const PRICE_RANGE: Readonly<Record<ProductType, readonly [number, number]>> = {
  Footwear: [45, 160],
  Apparel: [18, 90],
  POP: [25, 400],
};

function describeStyle(rng: Random, productType: ProductType, gender: string) {
  if (productType === 'Footwear') {
    const category = rng.pick(Object.keys(FOOTWEAR_TYPES)) as keyof typeof FOOTWEAR_TYPES;
    const noun = rng.pick(FOOTWEAR_TYPES[category]);
    const modifier = rng.pick(NAME_MODIFIERS);
    const name = [rng.pick(NAME_PREFIXES), modifier, noun].filter(Boolean).join(' ');
    const division =
      gender === 'Boys' || gender === 'Girls'
        ? 'KDS'
        : category === 'Boot' && rng.chance(0.5)
          ? rng.pick(['WRK', 'OUT'])
          : rng.pick(['ACT', 'SPT', 'CSL', 'OUT']);
    const pillar =
      division === 'KDS'
        ? 'Kids'
        : division === 'WRK'
          ? 'Work'
          : division === 'OUT'
            ? 'Outdoor'
            : rng.pick(['Performance', 'Lifestyle', 'Comfort']);
    return { category, subCategory: noun, name, division, pillar };
  }
  if (productType === 'Apparel') {
    const category = rng.pick(Object.keys(APPAREL_TYPES)) as keyof typeof APPAREL_TYPES;
    const noun = rng.pick(APPAREL_TYPES[category]);
    const name = `${rng.pick(NAME_PREFIXES)} ${noun}`;
    const division = rng.pick(DIVISIONS.Apparel).code;
    const pillar = division === 'APP' ? 'Performance' : rng.pick(['Lifestyle', 'Comfort']);
    return { category, subCategory: noun, name, division, pillar };
  }
  const category = rng.pick(Object.keys(POP_ITEMS)) as keyof typeof POP_ITEMS;
  const item = rng.pick(POP_ITEMS[category]);
  return {
    category,
    subCategory: item,
    name: item,
    division: rng.pick(DIVISIONS.POP).code,
    pillar: rng.pick(PILLARS),
  };
}

/**
 * The styles holding exactly `products` style-colours, deterministic for a given count and
 * clock year.
 *
 * @example buildStyleTable(1000, new Clock(now)).reduce((n, s) => n + s.colors.length, 0) === 1000
 */
export function buildStyleTable(products: number, clock: Clock): StyleRecord[] {
  const rng = new Random('styles');
  const next: Record<ProductType, number> = { ...CODE_START };
  const styles: StyleRecord[] = [];
  let remaining = products;
  while (remaining > 0) {
    const productType = rng.weighted(TYPE_MIX);
    const code = next[productType] + rng.int(1, 4);
    next[productType] = code;
    const gender = rng.weighted(GENDERS[productType]);
    const wanted = Math.min(remaining, rng.weighted(COLORS_PER_STYLE[productType]));
    const colors = rng.sample(PRODUCT_COLORS[productType], wanted);
    const [low, high] = PRICE_RANGE[productType];
    const suggestedRetail = rng.retail(low, high);
    const costShare = rng.int(38, 55) / 100;
    const season = rng.pick(SEASON_NAMES);
    const year =
      clock.year +
      rng.weighted([
        [-1, 2],
        [0, 5],
        [1, 3],
      ]);
    styles.push({
      index: styles.length,
      style: String(code).padStart(6, '0'),
      productType,
      gender,
      ...describeStyle(rng, productType, gender),
      colors,
      sizes: sizesFor(productType, gender),
      season,
      year,
      suggestedRetail,
      cost: Math.round((suggestedRetail * costShare) / 5) * 5,
      createdDaysAgo: rng.int(1, 900),
    });
    remaining -= colors.length;
  }
  return styles;
}

/** One style-colour of the table, as orders, samples and assortments reference it. */
export interface StyleColor {
  readonly style: StyleRecord;
  readonly color: string;
}

/** Every style-colour, in table order. */
export function styleColors(styles: readonly StyleRecord[]): StyleColor[] {
  return styles.flatMap((style) => style.colors.map((color) => ({ style, color })));
}
