// The options of the product bar's looked-up selects, with counts (spec 000 §2 filter bar;
// issue 15 "options with counts"): each option of the open panel shows how many products of
// the current result it would give, computed on the device by the index (ProductIndex.facets:
// the filter's own parameters left out). Location offers ALL and the user's permitted
// locations only (spec 001 §6); Status and POP Category lead with their "all" choice.
import {
  keyInitiativeLabel,
  POP_CATEGORY_ALL,
  PRODUCT_LOCATION_ALL,
  PRODUCT_STATUS_ALL,
  type FilterOption,
  type ProductQueryContext,
} from '@portal/shared';
import type { OptionLookup } from '../../ui/filter-bar/index.ts';
import type { ProductIndexService } from '../../products/protocol.ts';
import type { LocationEntry } from './locations.ts';

/** The "all" choice leading a select, by filter key (its label is the bar's own text). */
const ALL_CHOICES: Readonly<Record<string, FilterOption>> = {
  location: { value: PRODUCT_LOCATION_ALL, labelId: 'products.filterBar.locationAll' },
  status: { value: PRODUCT_STATUS_ALL, labelId: 'products.filterBar.statusAll' },
  popCategory: { value: POP_CATEGORY_ALL, labelId: 'products.filterBar.popCategoryAll' },
};

const byText = (typed: string) => {
  const wanted = typed.trim().toLowerCase();
  return (o: FilterOption) =>
    wanted === '' || `${o.label ?? ''} ${o.value}`.toLowerCase().includes(wanted);
};

/** The label a looked-up value shows (a key initiative drops its channel, spec 000 §3). */
export function optionLabel(
  key: string,
  value: string,
  locations: readonly LocationEntry[],
): string {
  if (key === 'keyInitiative') return keyInitiativeLabel(value);
  if (key === 'location') {
    const name = locations.find((l) => l.code === value)?.name;
    return name ? `${value} – ${name}` : value;
  }
  return value;
}

export function productOptionLookup(
  index: Pick<ProductIndexService, 'facets'>,
  ctx: ProductQueryContext,
  locations: readonly LocationEntry[],
): OptionLookup {
  return async (filter, state, query) => {
    const key = filter.key;
    const counts = (await index.facets({ state, keys: [key], ctx }))[key] ?? [];
    const all = ALL_CHOICES[key];
    let options: FilterOption[] = counts
      .filter((c) => c.value !== all?.value)
      .map(({ value, count }) => ({ value, label: optionLabel(key, value, locations), count }));
    if (key === 'location') {
      // Every permitted location, also one without products in the current result (count 0).
      const counted = new Map(options.map((o) => [o.value, o]));
      options = ctx.locations.map(
        (code) =>
          counted.get(code) ?? { value: code, label: optionLabel(key, code, locations), count: 0 },
      );
    }
    const listed = all ? [all, ...options] : options;
    return listed.filter(byText(query.text ?? ''));
  };
}
