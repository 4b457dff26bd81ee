// The demo catalogue gives every filter and preset of the product library (spec 000 §2) data
// to find and data to leave out, at scale 1 on a fixed clock: each preset window, each value
// of each category, component colour and material, feature, POP field and size, line statuses
// inside and outside the location filter's ALL, and prices per location.
import {
  DATE_PRESET_OPTIONS,
  PRODUCT_FILTER_BAR,
  PRODUCT_SELECT_FIELDS,
  PRODUCT_TYPES,
  addParameter,
  datePresetRange,
  enabledFilters,
  productMatches,
  productSchema,
  type FilterState,
  type ProductInput,
} from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { productChunks } from './generate.ts';
import { seedPlan } from './plan.ts';
import { Clock } from './random.ts';
import { buildStyleTable } from './styles.ts';

const NOW = new Date('2025-09-15T12:00:00.000Z');
const clock = new Clock(NOW);
const today = clock.day(0);
const products: ProductInput[] = [
  ...productChunks(buildStyleTable(seedPlan(1).products, clock), clock),
].flat();
const ofType = (type: string) => products.filter((p) => p.productType === type);
const locationsOf = (p: ProductInput) => p.locations ?? [];

/** Some of `items` pass and some do not. */
function findsAndExcludes<T>(items: readonly T[], test: (item: T) => boolean, what: string) {
  const found = items.filter(test).length;
  expect(found, `${what} finds something`).toBeGreaterThan(0);
  expect(found, `${what} excludes something`).toBeLessThan(items.length);
}

/** Every distinct value of a field appears on some and not on all of `items`, and there are at
 * least two of them (a choice to make). */
function everyValueFindsAndExcludes<T>(
  items: readonly T[],
  values: (item: T) => readonly (string | undefined)[],
  what: string,
) {
  const all = new Set(items.flatMap((i) => values(i)).filter((v) => v !== undefined));
  expect(all.size, `${what}: values`).toBeGreaterThan(1);
  for (const value of all)
    findsAndExcludes(items, (i) => values(i).includes(value), `${what} ${value}`);
}

const within = (day: string | undefined, range: { from: string; to: string } | null) =>
  day !== undefined && range !== null && day >= range.from && day <= range.to;

describe('[000 §2 filter presets] the demo catalogue fills every preset window and leaves some out', () => {
  it.each(DATE_PRESET_OPTIONS.dueDate.map((o) => [o.value]))('due date %s', (value) => {
    const range = datePresetRange('dueDate', value, today);
    findsAndExcludes(products, (p) => within(p.dueDate, range), `due date ${value}`);
  });

  it.each(DATE_PRESET_OPTIONS.firstAvailability.map((o) => [o.value]))(
    'first availability %s (per location)',
    (value) => {
      const range = datePresetRange('firstAvailability', value, today);
      for (const code of ['US', 'EU', 'CA'])
        findsAndExcludes(
          products.filter((p) => locationsOf(p).some((l) => l.code === code)),
          (p) => within(locationsOf(p).find((l) => l.code === code)?.firstAvailDate, range),
          `first availability ${value} in ${code}`,
        );
    },
  );

  it.each(DATE_PRESET_OPTIONS.lastProduced.map((o) => [o.value]))('last produced %s', (value) => {
    const range = datePresetRange('lastProduced', value, today);
    findsAndExcludes(
      products,
      (p) => locationsOf(p).some((l) => within(l.lastProdDate, range)),
      `last produced ${value}`,
    );
  });

  it('availability dates lie in the past, at once and months ahead', () => {
    const dates = products.flatMap((p) =>
      locationsOf(p).flatMap((l) => (l.availability ?? []).map((a) => a.date!)),
    );
    expect(dates.some((d) => d < clock.day(-3))).toBe(true);
    expect(dates.some((d) => d >= clock.day(-3) && d <= clock.day(29))).toBe(true);
    expect(dates.some((d) => d > clock.day(90) && d <= clock.day(181))).toBe(true);
    expect(dates.some((d) => d > clock.day(181))).toBe(true);
  });
});

describe('[000 §2 footwear and apparel filters] every value finds products and leaves others out', () => {
  const footwear = ofType('Footwear');
  const apparel = ofType('Apparel');

  it.each(['type', 'shape', 'height', 'closure', 'sport', 'lighted', 'vegan'] as const)(
    'footwear category %s',
    (key) => everyValueFindsAndExcludes(footwear, (p) => [p.categories?.[key]], key),
  );

  it.each(['apparelType', 'apparelSubType'] as const)('apparel category %s', (key) =>
    everyValueFindsAndExcludes(apparel, (p) => [p.categories?.[key]], key),
  );

  it.each([
    ['Footwear', footwear],
    ['Apparel', apparel],
  ] as const)('%s: division, gender, features, key initiative', (_type, items) => {
    everyValueFindsAndExcludes(items, (p) => [p.division], 'division');
    everyValueFindsAndExcludes(items, (p) => [p.gender], 'gender');
    everyValueFindsAndExcludes(items, (p) => p.features ?? [], 'feature');
    everyValueFindsAndExcludes(items, (p) => [p.keyInitiative], 'key initiative');
  });

  it.each(['color1', 'color2', 'color3', 'material1', 'material2', 'material3'] as const)(
    'component %s (primary, secondary, tertiary groups)',
    (key) => {
      for (const items of [footwear, apparel])
        everyValueFindsAndExcludes(items, (p) => [p.components?.[key]], key);
    },
  );

  it('keyword fields: outsole and upper on footwear, descriptions everywhere', () => {
    everyValueFindsAndExcludes(footwear, (p) => [p.outsole], 'outsole');
    everyValueFindsAndExcludes(footwear, (p) => [p.upper], 'upper');
    expect(products.every((p) => p.description && p.name)).toBe(true);
  });

  it('sizes: the placeholders 9H (footwear) and M (apparel) find some products, not all', () => {
    const stocks = (p: ProductInput, size: string) =>
      locationsOf(p).some((l) => (l.availability ?? []).some((a) => a.size === size));
    findsAndExcludes(footwear, (p) => stocks(p, '9H'), 'size 9H');
    findsAndExcludes(apparel, (p) => stocks(p, 'M'), 'size M');
  });
});

describe('[000 §2 POP filters] type, material, category, gender and usage', () => {
  const pop = ofType('POP');
  it.each([
    ['popType', (p: ProductInput) => [p.popType]],
    ['materials', (p: ProductInput) => p.materials ?? []],
    ['popCategory', (p: ProductInput) => [p.popCategory]],
    ['popGender', (p: ProductInput) => [p.popGender]],
    ['usage', (p: ProductInput) => [p.usage]],
  ] as const)('%s', (what, values) => everyValueFindsAndExcludes(pop, values, what));
});

describe('[000 §2 location, status and price] per location', () => {
  it('the location filter ALL (line statuses A, R, O) leaves out lines of other statuses', () => {
    const inAll = (p: ProductInput) =>
      locationsOf(p).some((l) => ['A', 'R', 'O'].includes(l.lineStatus ?? ''));
    findsAndExcludes(products, inAll, 'location ALL');
    for (const status of ['A', 'R', 'O', 'D'])
      findsAndExcludes(
        products,
        (p) => locationsOf(p).some((l) => l.lineStatus === status),
        `line status ${status}`,
      );
  });

  it.each(['US', 'EU', 'CA'])('prices in %s spread over a range (cost and retail)', (code) => {
    const rows = products.flatMap((p) => locationsOf(p).filter((l) => l.code === code));
    for (const field of ['wholesalePrice', 'suggestedRetail'] as const) {
      const prices = rows.map((l) => l[field]!).sort((a, b) => a - b);
      const median = prices[Math.floor(prices.length / 2)]!;
      findsAndExcludes(rows, (l) => l[field]! <= median, `${code} ${field} up to the median`);
    }
    // Every product is carried in the US (the default location, 000 §9); EU and CA carry some.
    const carries = (p: ProductInput) => locationsOf(p).some((l) => l.code === code);
    if (code === 'US') expect(products.every(carries)).toBe(true);
    else findsAndExcludes(products, carries, code);
  });
});

describe('[000 §2 product filter bar] by the shared predicate, each filter value and preset finds and excludes', () => {
  const parsed = products.map((p) => productSchema.parse(p));
  const ctx = { today, locations: ['CA', 'EU', 'MX', 'US'] };
  const stateWith = (module: string, key: string, value: string): FilterState =>
    addParameter(PRODUCT_FILTER_BAR, { module, parameters: [] }, key, value).state;

  it.each(PRODUCT_TYPES.map((t) => [t]))('%s', (productType) => {
    const ofType = parsed.filter((p) => p.productType === productType);
    for (const { filter } of enabledFilters(PRODUCT_FILTER_BAR, { module: productType })) {
      const read = PRODUCT_SELECT_FIELDS[filter.key];
      const values =
        filter.kind === 'datePreset'
          ? DATE_PRESET_OPTIONS[filter.preset].map((o) => o.value)
          : read
            ? [...new Set(ofType.flatMap((p) => read(p)))]
            : [];
      if (read || filter.kind === 'datePreset')
        expect(values.length, `${productType} ${filter.key}`).toBeGreaterThan(1);
      for (const value of values)
        findsAndExcludes(
          ofType,
          (p) => productMatches(p, stateWith(productType, filter.key, value), ctx),
          `${productType} ${filter.key}=${value}`,
        );
    }
  });
});
