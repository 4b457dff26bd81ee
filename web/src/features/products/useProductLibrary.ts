// The product library's query state in one place: the bar's state and the sort from the URL,
// the user's context (today, permitted locations, currency decimals), the index worker's
// status, and what the grid, the tiles and the bar's option counts run on.
import {
  PRODUCT_FILTER_BAR,
  productFilterBarFor,
  type FilterBarDefinition,
  type FilterState,
  type PermissionUser,
  type Product,
  type ProductQueryContext,
  type ProductSort,
} from '@portal/shared';
import { DEBOUNCE_MS } from '@portal/shared/constants.ts';
import { useMemo, useSyncExternalStore } from 'react';
import type { CatalogueDatabase } from '../../db/catalogue.ts';
import type { GridDataSource } from '../../grid/index.ts';
import type { ProductIndexClient } from '../../products/client.ts';
import type { IndexStatus } from '../../products/protocol.ts';
import {
  useFilterState,
  useSettledValue,
  type OptionLookup,
  type SetFilterState,
} from '../../ui/filter-bar/index.ts';
import {
  locationEntry,
  priceLocation,
  useLocationEntries,
  type LocationEntry,
} from './locations.ts';
import { productOptionLookup } from './options.ts';
import { ProductIndexSource, type ProductQuery } from './source.ts';
import { useProductQueryContext } from './useProductQueryContext.ts';
import { useProductSort } from './view-settings.ts';

export interface ProductLibrary {
  /** The bar as shown for the chosen product type (no Location for POP). */
  readonly bar: FilterBarDefinition;
  readonly state: FilterState;
  readonly setState: SetFilterState;
  readonly sort: ProductSort;
  readonly setSort: (sort: ProductSort) => void;
  readonly status: IndexStatus;
  readonly ctx: ProductQueryContext;
  /** The grid's and the tiles' filter: settled 200 ms after the last change (spec 000 §9). */
  readonly query: ProductQuery;
  readonly source: GridDataSource<Product, ProductQuery> & ProductIndexSource;
  readonly lookup: OptionLookup;
  /** The location whose prices and dates the list shows, and its currency. */
  readonly priceCode: string | undefined;
  readonly priceEntry: LocationEntry | undefined;
}

export function useProductLibrary(args: {
  readonly user: PermissionUser & { readonly id: string };
  readonly index: ProductIndexClient;
  readonly catalogue: CatalogueDatabase;
}): ProductLibrary {
  const { user, index, catalogue } = args;
  const [state, setState] = useFilterState(PRODUCT_FILTER_BAR);
  const [sort, setSort] = useProductSort();
  const status = useSyncExternalStore(index.subscribe, index.status, index.status);
  const entries = useLocationEntries(user.id);
  const { ctx, userLocations } = useProductQueryContext({ user, status, entries });
  const settled = useSettledValue(state, DEBOUNCE_MS.filterQueryRefresh);
  const query = useMemo<ProductQuery>(() => ({ state: settled, sort, ctx }), [settled, sort, ctx]);
  const source = useMemo(() => new ProductIndexSource(index, catalogue), [index, catalogue]);
  const lookup = useMemo(() => productOptionLookup(index, ctx, entries), [index, ctx, entries]);
  const chosen = state.parameters.find((p) => p.key === 'location')?.value;
  const priceCode = priceLocation(state.module === 'POP' ? undefined : chosen, userLocations);
  return {
    bar: productFilterBarFor(state.module),
    state,
    setState,
    sort,
    setSort,
    status,
    ctx,
    query,
    source,
    lookup,
    priceCode,
    priceEntry: locationEntry(entries, priceCode),
  };
}
