// The product library's view settings (spec 000 §2, §3 library view preferences): the sort
// (Newest, Name, Style; default Newest, -createdDate) in the URL beside the filter, so a copied
// link and back/forward keep it; the view type (grid or tiles, default grid) remembered per
// user on this device (a device preference: localStorage, no sync; decision 0035).
import { PRODUCT_SORTS, type ProductSort } from '@portal/shared';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The URL parameter of the sort (not a filter key: the bar keeps it as it is). */
export const SORT_PARAM = 'sort';
export const DEFAULT_SORT: ProductSort = 'newest';

export function parseSort(value: string | null): ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '')
    ? (value as ProductSort)
    : DEFAULT_SORT;
}

/** `[sort, setSort]` kept in the URL; the default leaves the parameter out. */
export function useProductSort(): readonly [ProductSort, (sort: ProductSort) => void] {
  const [search, setSearch] = useSearchParams();
  const sort = parseSort(search.get(SORT_PARAM));
  const setSort = useCallback(
    (next: ProductSort) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (next === DEFAULT_SORT) params.delete(SORT_PARAM);
        else params.set(SORT_PARAM, next);
        return params;
      }),
    [setSearch],
  );
  return [sort, setSort] as const;
}

export const VIEW_TYPES = ['grid', 'tiles'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];
export const DEFAULT_VIEW_TYPE: ViewType = 'grid';

export const viewTypeKey = (userId: string) => `portal.products.viewType.${userId}`;

export function readViewType(userId: string, storage = globalThis.localStorage): ViewType {
  try {
    const stored = storage?.getItem(viewTypeKey(userId));
    return (VIEW_TYPES as readonly string[]).includes(stored ?? '')
      ? (stored as ViewType)
      : DEFAULT_VIEW_TYPE;
  } catch {
    return DEFAULT_VIEW_TYPE; // storage disabled: the default
  }
}

function writeViewType(userId: string, view: ViewType, storage = globalThis.localStorage): void {
  try {
    storage?.setItem(viewTypeKey(userId), view);
  } catch {
    // full or disabled: not remembered
  }
}

/** `[viewType, setViewType]`, remembered for this user on this device. */
export function useViewType(userId: string): readonly [ViewType, (view: ViewType) => void] {
  const [state, setState] = useState(() => ({ userId, view: readViewType(userId) }));
  const view = state.userId === userId ? state.view : readViewType(userId);
  const setView = useCallback(
    (next: ViewType) => {
      writeViewType(userId, next);
      setState({ userId, view: next });
    },
    [userId],
  );
  return [view, setView] as const;
}
