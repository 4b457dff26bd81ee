// The product library's query path for a screen inside an assortment (spec 000 §2 search tab,
// §3 dynamic `query`): the user's product index worker, its ProductIndexSource (ids and total
// from the worker, records from the Dexie catalogue), the query context of the library and the
// filter bar's option counts. Started only when `enabled`, so a screen that does not search
// starts no index. Used by a dynamic assortment's rows and a static assortment's search panel.
import type { PermissionUser, ProductQueryContext } from '@portal/shared';
import { useMemo, useSyncExternalStore } from 'react';
import { productIndexFor } from '../../../../products/client.ts';
import { INITIAL_INDEX_STATUS, type IndexStatus } from '../../../../products/protocol.ts';
import type { OptionLookup } from '../../../../ui/filter-bar/index.ts';
import type { LocationEntry } from '../../../products/locations.ts';
import { productOptionLookup } from '../../../products/options.ts';
import { ProductIndexSource } from '../../../products/source.ts';
import { useProductQueryContext } from '../../../products/useProductQueryContext.ts';
import { useCatalogue, useDeviceSync } from '../../../sync/useDeviceSync.ts';

export interface ProductSearch {
  readonly source: ProductIndexSource | undefined;
  readonly lookup: OptionLookup | undefined;
  readonly ctx: ProductQueryContext;
  readonly status: IndexStatus;
}

const NO_SUBSCRIBE = () => () => undefined;
const NO_STATUS = (): IndexStatus => INITIAL_INDEX_STATUS;

export function useProductSearch(
  enabled: boolean,
  user: PermissionUser | null | undefined,
  entries: readonly LocationEntry[],
): ProductSearch {
  const sync = useDeviceSync();
  const catalogue = useCatalogue();
  const index = useMemo(
    () => (enabled && sync ? productIndexFor(sync) : undefined),
    [enabled, sync],
  );
  const status = useSyncExternalStore(
    index?.subscribe ?? NO_SUBSCRIBE,
    index?.status ?? NO_STATUS,
    index?.status ?? NO_STATUS,
  );
  // Screens read the user from the device's local copy on every render: one object per user,
  // or every render would be a new query context and a new query.
  const userKey = JSON.stringify(user ?? null);
  const sameUser = useMemo(() => JSON.parse(userKey) as PermissionUser | null, [userKey]);
  const { ctx } = useProductQueryContext({ user: sameUser, status, entries });
  const source = useMemo(
    () => (index && catalogue ? new ProductIndexSource(index, catalogue) : undefined),
    [index, catalogue],
  );
  const lookup = useMemo(
    () => (index ? productOptionLookup(index, ctx, entries) : undefined),
    [index, ctx, entries],
  );
  return { source, lookup, ctx, status };
}
