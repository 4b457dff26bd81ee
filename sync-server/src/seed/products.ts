// Product documents (spec 000 §3 Product) from the style table: one per style-colour, with its
// locations (prices in minor units of the location's currency, line status A/R/O, availability
// by size and date) and the generated image keys. Pure: same styles and clock, same documents.
import { styleColorId, type ProductInput } from '@portal/shared';
import { productImageKeys } from './image-keys.ts';
import type { Clock } from './random.ts';
import { Random } from './random.ts';
import type { StyleRecord } from './styles.ts';
import {
  APPAREL_FEATURES,
  APPAREL_MATERIALS,
  COLORS,
  COLOR_BY_CODE,
  FOOTWEAR_CLOSURES,
  FOOTWEAR_COMPONENT_MATERIALS,
  FOOTWEAR_FEATURES,
  FOOTWEAR_HEIGHTS,
  FOOTWEAR_WIDTHS,
  FOOTWEAR_SHAPES,
  FOOTWEAR_SPORTS,
  LOCATION_BY_CODE,
  ORIGIN_COUNTRIES,
  OUTSOLES,
  POP_MATERIALS,
  POP_TYPES,
  POP_USAGES,
  TERRITORIES,
  UPPERS,
  keyInitiative,
  seasonCode,
} from './vocabulary.ts';

/** A location as written (input type: plain strings and numbers for dates and money). */
type Location = NonNullable<ProductInput['locations']>[number];
type Writable<T> = { -readonly [K in keyof T]: T[K] };

const round2 = (n: number) => Math.round(n * 100) / 100;
const percent = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);
/** A local price: the US amount at the demo rate, ending in 99 cents for retail prices. */
const localPrice = (usCents: number, rate: number, retail: boolean) => {
  const amount = Math.round(usCents * rate);
  return retail ? Math.max(99, Math.round(amount / 100) * 100 - 1) : amount;
};

/** A window of day offsets from today (negative: past) and its weight. */
type DayWindow = readonly [from: number, to: number, weight: number];

/** A day offset drawn from one of the windows, by weight. */
function dayIn(rng: Random, windows: readonly DayWindow[]): number {
  const [from, to] = rng.weighted(windows.map(([a, b, w]) => [[a, b] as const, w] as const));
  return rng.int(from, to);
}

// Dates spread over every preset window of spec 000 §2 / §9 and beyond each, so that every
// preset choice finds products and leaves others out (the filters' demo, issue 15 scope 7).
/** First availability: windows open 3 days back; At Once 29 days, Next 60, 90, 6 Months 181. */
const FIRST_AVAILABILITY: readonly DayWindow[] = [
  [-200, -4, 20],
  [-3, 29, 25],
  [30, 60, 15],
  [61, 90, 12],
  [91, 181, 15],
  [182, 300, 13],
];
/** Due date: Next 15, 30, 60, 90 days, opening 2 days back. */
const DUE_DATE: readonly DayWindow[] = [
  [-60, -3, 10],
  [-2, 15, 20],
  [16, 30, 15],
  [31, 60, 15],
  [61, 90, 15],
  [91, 200, 25],
];
/** Days since last produced: Last 30, 90 days, 6 Months (182), Year (366), and older. */
const LAST_PRODUCED_DAYS_AGO: readonly DayWindow[] = [
  [0, 30, 20],
  [31, 90, 20],
  [91, 182, 20],
  [183, 366, 20],
  [367, 720, 20],
];
/** Line statuses: A, R, O are what the location filter's ALL means (000 §4); D (discontinued)
 * is one it leaves out. */
const LINE_STATUSES = [
  ['A', 65],
  ['R', 18],
  ['O', 10],
  ['D', 7],
] as const;

/** Sizes with stock at a location: active lines all five core sizes (footwear half the time
 * with their half sizes, '9H', the size filter's placeholder), reorder lines three, the rest
 * what is left. */
function stockedSizes(s: StyleRecord, lineStatus: string, rng: Random): readonly string[] {
  const middle = Math.max(0, Math.floor((s.sizes.length - 5) / 2));
  const core = s.sizes.slice(middle, middle + 5);
  if (lineStatus === 'R') return core.slice(1, 4);
  if (lineStatus !== 'A') return core.slice(2, 2 + rng.int(0, 1));
  if (s.productType !== 'Footwear' || !rng.chance(0.5)) return core;
  return core.flatMap((size, i) => (i < core.length - 1 ? [size, `${size}H`] : [size]));
}

function locationsFor(
  s: StyleRecord,
  rng: Random,
  clock: Clock,
  styleLastProducedDaysAgo: number,
): Location[] {
  const codes = ['US'];
  if (rng.chance(s.productType === 'POP' ? 0.3 : 0.5)) codes.push('EU');
  if (s.productType !== 'POP' && rng.chance(0.4)) codes.push('CA');
  if (s.productType !== 'POP' && rng.chance(0.15)) codes.push('MX');
  const firstAvail = dayIn(rng, FIRST_AVAILABILITY);
  return codes.map((code, i): Location => {
    const loc = LOCATION_BY_CODE.get(code)!;
    const lineStatus = rng.weighted(LINE_STATUSES);
    const wholesalePrice = localPrice(s.cost, loc.rate, false);
    const suggestedRetail = localPrice(s.suggestedRetail, loc.rate, true);
    // Other locations receive the line up to two weeks after the first.
    const available = i === 0 ? firstAvail : firstAvail + rng.int(0, 14);
    const sizes = stockedSizes(s, lineStatus, rng);
    const availability = sizes.flatMap((size) => {
      const rows = [{ size, inventory: rng.int(0, 400), date: clock.day(available) }];
      if (lineStatus === 'A' && rng.chance(0.2))
        rows.push({ size, inventory: rng.int(50, 600), date: clock.day(available + 45) });
      return rows.map((row) => (code === 'US' ? { ...row, upc: `0${rng.digits(11)}` } : row));
    });
    const location: Location = {
      code,
      lineStatus,
      sizeRange: sizes.length ? `${s.sizes[0]}-${s.sizes[s.sizes.length - 1]}` : 'OS',
      wholesalePrice,
      originalCost: wholesalePrice,
      suggestedRetail,
      markupPercent: percent(suggestedRetail - wholesalePrice, suggestedRetail),
      statusDate: clock.day(-rng.int(5, 200)),
      addDate: clock.day(-s.createdDaysAgo),
      firstAvailDate: clock.day(available),
      totalInventory: availability.reduce((n, a) => n + a.inventory, 0),
      availability,
    };
    // Lines out of active production always have a last produced date, active ones sometimes
    // (a reorder run); the style's is the latest of its colours'.
    if (lineStatus !== 'A' || rng.chance(0.4)) {
      location.lastProdDate = clock.day(-(styleLastProducedDaysAgo + rng.int(0, 20)));
      location.styleLastProdDate = clock.day(-styleLastProducedDaysAgo);
    }
    return location;
  });
}

interface StyleDetails {
  readonly base: Partial<Writable<ProductInput>>;
  readonly quantities: readonly number[];
  readonly onHand: readonly number[];
  /** Days since the style was last produced (its colours' lines were produced before). */
  readonly lastProducedDaysAgo: number;
  /** Materials of the components after the first (material 2 and 3 where the style has them). */
  readonly materials: readonly string[];
}

/** What all colours of a style share (description, construction, planning, quantities). */
function styleDetails(s: StyleRecord, clock: Clock): StyleDetails {
  const rng = new Random(`style:${s.style}`);
  const quantities = s.colors.map(() => rng.int(24, 2400));
  const onHand = quantities.map((q) => rng.int(0, Math.round(q / 2)));
  const ki = keyInitiative(
    rng.pick(['Wholesale', 'Retail']),
    s.season,
    s.year,
    rng.pick(['Domestic', 'International']),
    s.productType,
  );
  const base: Partial<Writable<ProductInput>> = {
    division: s.division,
    gender: s.gender,
    seasonCodes: [seasonCode(s.season, s.year)],
    keyInitiative: ki,
    territories: rng.sample(TERRITORIES, rng.int(2, 5)).map((t) => t.territory),
    country: rng.pick(ORIGIN_COUNTRIES),
    pillar: s.pillar,
    lifeCycle: rng.weighted([
      ['New', 3],
      ['Carryover', 5],
      ['Closeout', 1],
    ]),
    dueDate: clock.day(dayIn(rng, DUE_DATE)),
    focusStyle: rng.chance(0.15),
    storeType: rng.pick(['Full Price', 'Outlet', 'Concept']),
    usaDc: rng.pick(['RVS', 'MVL', 'NJ1']),
    boughtStatus: rng.pick(['Bought', 'Not Bought', 'Pending']),
    inSampleOrders: s.productType !== 'POP',
    inWholesaleOrders: s.productType !== 'POP',
    styleQuantity: quantities.reduce((a, b) => a + b, 0),
    styleQuantityOnHand: onHand.reduce((a, b) => a + b, 0),
    units: s.productType === 'POP' ? 1 : rng.pick([6, 12, 12, 24]),
  };
  const lastProducedDaysAgo = dayIn(rng, LAST_PRODUCED_DAYS_AGO);
  let materials: string[] = [];
  base.styleSellThru = percent(
    base.styleQuantity!,
    base.styleQuantity! + base.styleQuantityOnHand!,
  );
  if (s.productType === 'Footwear') {
    const outsole = rng.pick(OUTSOLES);
    const upper = rng.pick(UPPERS);
    const vegan = !['Leather', 'Suede', 'Nubuck'].includes(upper) && rng.chance(0.6);
    const others = FOOTWEAR_COMPONENT_MATERIALS.filter((m) => m !== upper);
    materials = [upper, ...rng.sample(others, rng.int(0, 2))];
    Object.assign(base, {
      description: `${s.gender} ${s.subCategory.toLowerCase()} with a ${upper.toLowerCase()} upper and a ${outsole} outsole.`,
      features: rng.sample(FOOTWEAR_FEATURES, rng.int(2, 4)),
      sizeScale: s.gender === 'Womens' ? 'W5-11' : s.sizes.length === 6 ? 'K11-3' : 'M7-13',
      outsole,
      upper,
      vegan,
      boxCategory: rng.pick(['A', 'B', 'C']),
      dutyCode: rng.pick(['6404.11.90', '6403.99.60', '6402.99.31']),
      categories: {
        type: s.category,
        shape: rng.pick(FOOTWEAR_SHAPES),
        height: s.category === 'Boot' ? rng.pick(['Mid', 'High']) : rng.pick(FOOTWEAR_HEIGHTS),
        closure: rng.pick(FOOTWEAR_CLOSURES),
        sport: s.category === 'Sneaker' ? rng.pick(FOOTWEAR_SPORTS) : 'None',
        lighted: s.division === 'KDS' && rng.chance(0.3) ? 'Yes' : 'No',
        vegan: vegan ? 'Yes' : 'No',
        // From the style, not the generator: adding it left every other seeded value as it was.
        width: FOOTWEAR_WIDTHS[s.index % FOOTWEAR_WIDTHS.length],
      },
      eCommerce: {
        description: `The ${s.name} keeps you moving all day.`,
        details: `${upper} upper, ${outsole} outsole, cushioned footbed.`,
        construction: rng.pick(['Cemented', 'Stitched', 'Vulcanized', 'Injected']),
      },
    });
  } else if (s.productType === 'Apparel') {
    materials = rng.sample(APPAREL_MATERIALS, rng.int(1, 3));
    Object.assign(base, {
      description: `${s.gender} ${s.subCategory.toLowerCase()} in ${materials.join(' and ').toLowerCase()}.`,
      features: rng.sample(APPAREL_FEATURES, rng.int(1, 3)),
      sizeScale: 'XS-XXL',
      dutyCode: rng.pick(['6109.10.00', '6110.20.20', '6203.42.40']),
      categories: { apparelType: s.category, apparelSubType: s.subCategory },
      eCommerce: {
        description: `The ${s.name}: an everyday essential.`,
        details: `${materials.join('/')} blend.`,
      },
    });
  } else {
    const width = rng.int(12, 48);
    const depth = rng.int(8, 30);
    const height = s.category === 'Floor Display' ? rng.int(48, 84) : rng.int(6, 30);
    const cm = (inches: number) => Math.round(inches * 2.54);
    Object.assign(base, {
      description: `${s.category} for in-store presentation: ${s.name.toLowerCase()}.`,
      capacity: s.category === 'Signage' ? rng.int(1, 12) : rng.int(6, 48),
      capacityUnit: s.category === 'Signage' ? 'pieces' : 'pairs',
      capacityType: rng.pick(['Footwear', 'Apparel', 'Mixed']),
      dimensions: `${width} x ${depth} x ${height} in`,
      metricDimensions: `${cm(width)} x ${cm(depth)} x ${cm(height)} cm`,
      expirationDate: clock.day(rng.int(60, 540)),
      popCategory: s.category,
      popType: rng.pick(POP_TYPES),
      popGender: s.gender,
      usage: rng.pick(POP_USAGES),
      materials: rng.sample(POP_MATERIALS, rng.int(1, 3)),
    });
  }
  return { base, quantities, onHand, lastProducedDaysAgo, materials };
}

const COMPONENT_COLORS = COLORS.filter((c) => c.code !== 'AST').map((c) => c.name);

/** Colour and material of the primary, secondary and tertiary components (000 §3 components):
 * the colourway's colour first, accents on most, a third on some; the style's materials. */
function components(
  color: string,
  materials: readonly string[],
  rng: Random,
): NonNullable<ProductInput['components']> {
  const accents = rng.sample(
    COMPONENT_COLORS.filter((name) => name !== color),
    rng.weighted([
      [0, 3],
      [1, 4],
      [2, 3],
    ]),
  );
  const out: Writable<NonNullable<ProductInput['components']>> = { color1: color };
  if (accents[0] !== undefined) out.color2 = accents[0];
  if (accents[1] !== undefined) out.color3 = accents[1];
  if (materials[0] !== undefined) out.material1 = materials[0];
  if (materials[1] !== undefined) out.material2 = materials[1];
  if (materials[2] !== undefined) out.material3 = materials[2];
  return out;
}

/** The product documents of these styles (every colour of each). */
export function buildProducts(styles: readonly StyleRecord[], clock: Clock): ProductInput[] {
  const out: ProductInput[] = [];
  for (const s of styles) {
    const { base, quantities, onHand, lastProducedDaysAgo, materials } = styleDetails(s, clock);
    s.colors.forEach((color, i) => {
      const rng = new Random(`product:${s.style}_${color}`);
      const c = COLOR_BY_CODE.get(color)!;
      const discountPercent = rng.weighted([
        [0, 6],
        [5, 2],
        [10, 2],
        [15, 1],
      ] as const);
      const discountAmount = Math.round((s.cost * discountPercent) / 100);
      const netCost = s.cost - discountAmount;
      const created = s.createdDaysAgo - i;
      const modified = rng.int(0, Math.max(0, created));
      const quantity = quantities[i]!;
      const quantityOnHand = onHand[i]!;
      const product: ProductInput = {
        id: styleColorId(s.style, color),
        _deleted: false,
        style: s.style,
        color,
        productType: s.productType,
        name: s.name,
        ...productImageKeys(s.productType, color),
        createdDate: clock.ago(created),
        updatedDate: clock.ago(modified),
        modifiedDate: clock.ago(modified),
        ...base,
        nrf: c.nrf,
        colorDescription: c.name,
        cost: s.cost,
        netCost,
        suggestedRetail: s.suggestedRetail,
        discountPercent,
        discountAmount,
        firstCost: Math.round(s.cost * 0.8),
        quantity,
        quantityOnHand,
        initialMarkup: percent(s.suggestedRetail - netCost, s.suggestedRetail),
        sellThru: percent(quantity, quantity + quantityOnHand),
        percentage: percent(quantityOnHand, base.styleQuantityOnHand!),
        colorPercent: percent(quantity, base.styleQuantity!),
        samples: rng.int(0, 6),
        rushSamples: rng.chance(0.1) ? rng.int(1, 2) : 0,
        newColor: rng.chance(0.25),
        carryover: base.lifeCycle === 'Carryover',
        starred: false,
        selected: false,
        components: components(c.name, materials, rng),
        locations: locationsFor(s, rng, clock, lastProducedDaysAgo),
      };
      if (rng.chance(0.1)) product.colorNote = `${c.name} is a top seller in ${s.season}.`;
      if (i === 0 && rng.chance(0.15)) product.styleNote = 'Key style: feature in the window.';
      if (rng.chance(0.1)) product.label = rng.pick(['#2e7d32', '#f9a825', '#c62828']);
      if (s.colors.length > 1 && rng.chance(0.2))
        product.relationships = s.colors
          .filter((x) => x !== color)
          .map((x) => styleColorId(s.style, x));
      out.push(product);
    });
  }
  return out;
}
