// What a product query needs besides the bar's state (shared ProductQueryContext): the user's
// calendar day, the locations they may see (an administrator's = the catalogue's codes, as the
// index reports them) and each location's currency decimals. The product library and a dynamic
// assortment's manage screen ask the same index with the same context.
import type { PermissionUser, ProductQueryContext } from '@portal/shared';
import { useMemo } from 'react';
import type { IndexStatus } from '../../products/protocol.ts';
import { localToday } from '../../ui/filter-bar/index.ts';
import { useUserLocations, type LocationEntry } from './locations.ts';

export interface ProductQueryContextView {
  readonly ctx: ProductQueryContext;
  /** The user's permitted location codes (spec 001 §6). */
  readonly userLocations: readonly string[];
}

export function useProductQueryContext(args: {
  readonly user: PermissionUser | null;
  readonly status: IndexStatus;
  readonly entries: readonly LocationEntry[];
}): ProductQueryContextView {
  const { user, status, entries } = args;
  const userLocations = useUserLocations(user, status.locationCodes);
  const today = localToday();
  const ctx = useMemo<ProductQueryContext>(() => {
    const decimals: Record<string, number> = {};
    for (const e of entries)
      if (typeof e.decimalPlaces === 'number') decimals[e.code] = e.decimalPlaces;
    return { today, locations: userLocations, currencyDecimals: decimals };
  }, [today, userLocations, entries]);
  return { ctx, userLocations };
}
