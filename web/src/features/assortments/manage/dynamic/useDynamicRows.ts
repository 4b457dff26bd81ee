// The manage screen's rows of a dynamic assortment (spec 000 §3, §4, §7, §9; decision 0067):
// the assortment's filters (useDynamicQuery) run on the device through the product library's
// query path (its index worker, its ProductIndexSource, its option counts, the same query
// context), settled 200 ms after a change (§9 filter query refresh), re-run when the catalogue
// changes (the assortment follows the catalogue), joined with the assortment's own values.
// A static assortment passes through untouched (and starts no index).
import {
  hasDynamicFilters,
  withEntriesForEdits,
  type AssortmentProduct,
  type PermissionUser,
} from '@portal/shared';
import { DEBOUNCE_MS } from '@portal/shared/constants.ts';
import { useEffect, useMemo, useState } from 'react';
import type { GridWrite } from '../../../../grid/index.ts';
import { useSettledValue, type OptionLookup } from '../../../../ui/filter-bar/index.ts';
import type { LocationEntry } from '../../../products/locations.ts';
import { useProductSearch } from '../search/useProductSearch.ts';
import type { AssortmentGridRow } from '../rows.ts';
import type { AssortmentRows } from '../useAssortmentRows.ts';
import {
  dynamicProductQuery,
  dynamicProducts,
  joinDynamicRows,
  type DynamicResult,
} from './dynamic-rows.ts';
import { useDynamicQuery, type DynamicQuery } from './useDynamicQuery.ts';

/** What the screen's filter bar and grid need of a dynamic assortment. */
export interface DynamicView extends DynamicQuery {
  readonly lookup: OptionLookup | undefined;
  /** The device index's version: the bar's option lists ask again when it changes. */
  readonly optionsVersion: number;
  /** Rows shown and every product the filters find (undefined while the index is built). */
  readonly shown: number;
  readonly total: number | undefined;
  /** The first answer of the current filters is still on its way. */
  readonly loading: boolean;
  /** §8: no filter set → 'select filters above'; filters finding nothing → 'No results …'. */
  readonly emptyMessage: 'noProductsFilters' | 'noResultsLocation';
  /** The products a grid write starts from: an edited row's entry is created (§4 no sorts). */
  withEntries(
    products: readonly AssortmentProduct[],
    write: Pick<GridWrite<AssortmentGridRow>, 'updates'>,
  ): AssortmentProduct[];
}

export function useDynamicRows(
  data: AssortmentRows,
  user: (PermissionUser & { readonly userCode?: string }) | null | undefined,
  entries: readonly LocationEntry[],
): AssortmentRows & { readonly dynamic?: DynamicView } {
  const { assortment, locationCode, decimals } = data;
  const isDynamic = assortment?.method === 'dynamic';
  const { source, lookup, ctx, status } = useProductSearch(isDynamic, user, entries);
  const query = useDynamicQuery(assortment, user?.userCode);
  const settled = useSettledValue(query.state, DEBOUNCE_MS.filterQueryRefresh);
  const productQuery = useMemo(() => dynamicProductQuery(settled, ctx), [settled, ctx]);
  const [result, setResult] = useState<(DynamicResult & { for: unknown }) | null>(null);
  useEffect(() => {
    if (!source) return undefined;
    let live = true;
    let asked = 0;
    const run = () => {
      const ask = ++asked;
      void dynamicProducts(source, productQuery).then((found) => {
        if (live && ask === asked) setResult({ ...found, for: productQuery });
      });
    };
    run();
    const unsubscribe = source.subscribe(run); // the index changed: a stored page, a tombstone
    return () => {
      live = false;
      unsubscribe();
    };
  }, [source, productQuery]);

  const own = assortment?.products;
  const joined = useMemo(
    () => joinDynamicRows(result?.products ?? [], own ?? [], locationCode, decimals),
    [result, own, locationCode, decimals],
  );
  const { rows } = joined;
  const dynamic = useMemo<DynamicView>(
    () => ({
      ...query,
      lookup,
      optionsVersion: status.version,
      shown: rows.length,
      total: result?.total,
      loading: result?.for !== productQuery,
      emptyMessage: hasDynamicFilters(query.state) ? 'noResultsLocation' : 'noProductsFilters',
      withEntries: (products, write) =>
        withEntriesForEdits(
          products,
          rows,
          write.updates.map((u) => ({ rowId: String(u.rowId), columnId: u.columnId })),
        ),
    }),
    [query, lookup, status.version, rows, result, productQuery],
  );
  if (!isDynamic) return data;
  return { ...data, rows: joined.rows, prices: joined.prices, dynamic };
}
