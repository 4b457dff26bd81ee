// The app bar and toolbar every screen shares. spec 000 §2: every route change resets the
// toolbar and app bar; the app bar shows unless the route disables it.
// A screen puts its toolbar in with <ScreenToolbar> (a portal into the shell's toolbar slot),
// so the toolbar goes when the screen goes. Hiding the app bar is stored with the path it was
// asked on, so a new path starts with the app bar shown — no reset effect racing the new
// screen's own effects.
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';

interface ChromeApi {
  readonly toolbarSlot: HTMLElement | null;
  readonly setToolbarSlot: (element: HTMLElement | null) => void;
  readonly appBarHidden: boolean;
  readonly hideAppBar: (path: string, hidden: boolean) => void;
}

const ChromeContext = createContext<ChromeApi | null>(null);

export function ChromeProvider({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  const [toolbarSlot, setToolbarSlot] = useState<HTMLElement | null>(null);
  const [hiddenOn, setHiddenOn] = useState<string | null>(null);
  const hideAppBar = useCallback((path: string, hidden: boolean) => {
    setHiddenOn((prev) => (hidden ? path : prev === path ? null : prev));
  }, []);
  const value = useMemo<ChromeApi>(
    () => ({ toolbarSlot, setToolbarSlot, appBarHidden: hiddenOn === pathname, hideAppBar }),
    [toolbarSlot, hiddenOn, pathname, hideAppBar],
  );
  return <ChromeContext value={value}>{children}</ChromeContext>;
}

export function useChrome(): ChromeApi {
  const value = use(ChromeContext);
  if (!value) throw new Error('useChrome() outside <ChromeProvider>');
  return value;
}

/** The screen's toolbar content; gone with the screen. */
export function ScreenToolbar({ children }: { readonly children: ReactNode }) {
  const { toolbarSlot } = useChrome();
  return toolbarSlot ? createPortal(children, toolbarSlot) : null;
}

/** For screens that need the full height (showroom, microsites). */
export function useHideAppBar(hidden = true): void {
  const { hideAppBar } = useChrome();
  const { pathname } = useLocation();
  useEffect(() => {
    hideAppBar(pathname, hidden);
    return () => hideAppBar(pathname, false);
  }, [hideAppBar, pathname, hidden]);
}
