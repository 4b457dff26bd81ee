// A library view's settings (spec 000 §3 library view preferences, §4 library grid toggles):
// the view type (grid or tiles, default grid) remembered per user and library on this device
// (localStorage, like the product library: decision 0035); the toggles includeWorkingFiles,
// showWorkingFilesOnly and showNewStylesOnly in the URL beside the filter, so a shared link and
// back/forward keep them (they are not filter keys: the bar leaves them alone).
import type { LibraryItemType, LibraryViewToggles } from '@portal/shared';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

export const VIEW_TYPES = ['grid', 'tiles'] as const;
export type ViewType = (typeof VIEW_TYPES)[number];
export const DEFAULT_VIEW_TYPE: ViewType = 'grid';

export const viewTypeKey = (userId: string, type: LibraryItemType) =>
  `portal.libraries.viewType.${type}.${userId}`;

function readViewType(key: string): ViewType {
  try {
    const stored = globalThis.localStorage?.getItem(key);
    return (VIEW_TYPES as readonly string[]).includes(stored ?? '')
      ? (stored as ViewType)
      : DEFAULT_VIEW_TYPE;
  } catch {
    return DEFAULT_VIEW_TYPE; // storage disabled: the default
  }
}

/** `[viewType, setViewType]`, remembered for this user and library on this device. */
export function useViewType(
  userId: string,
  type: LibraryItemType,
): readonly [ViewType, (view: ViewType) => void] {
  const key = viewTypeKey(userId, type);
  const [state, setState] = useState(() => ({ key, view: readViewType(key) }));
  const view = state.key === key ? state.view : readViewType(key);
  const setView = useCallback(
    (next: ViewType) => {
      try {
        globalThis.localStorage?.setItem(key, next);
      } catch {
        // full or disabled: not remembered
      }
      setState({ key, view: next });
    },
    [key],
  );
  return [view, setView] as const;
}

export const TOGGLES = [
  'includeWorkingFiles',
  'showWorkingFilesOnly',
  'showNewStylesOnly',
] as const;
export type ToggleName = (typeof TOGGLES)[number];

/** The toggles from the URL (`?showNewStylesOnly=1`), all off by default. */
export function useViewToggles(): readonly [
  LibraryViewToggles,
  (name: ToggleName, on: boolean) => void,
] {
  const [search, setSearch] = useSearchParams();
  const key = TOGGLES.map((t) => search.get(t)).join();
  const toggles = useMemo(
    () => Object.fromEntries(TOGGLES.map((t) => [t, search.get(t) === '1'])) as LibraryViewToggles,
    // keyed by the toggles' own parameters: a filter change keeps the same object
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  const set = useCallback(
    (name: ToggleName, on: boolean) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (on) params.set(name, '1');
        else params.delete(name);
        return params;
      }),
    [setSearch],
  );
  return [toggles, set] as const;
}

/** The item open in the preview (`?item=`), in the URL so it can be shared and goes back. */
export const ITEM_PARAM = 'item';
