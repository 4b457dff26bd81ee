// Stand-in for the `unload` package that broadcast-channel's leader election imports (through
// RxDB's leader-election plugin). The package listens to `unload`, which is deprecated and
// keeps the page out of the back/forward cache; here the same hooks run on `pagehide` when the
// page is really going away. A page kept in the back/forward cache keeps its leadership: with
// Web Locks (every supported browser) a discarded page releases it anyway. Aliased in
// vite.config.ts for the web build only.
type Listener = () => unknown;

const listeners = new Set<Listener>();
let listening = false;

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', (event) => {
    if (!event.persisted) void runAll();
  });
}

export function add(fn: Listener) {
  if (typeof fn !== 'function') throw new Error('Listener is no function');
  listen();
  listeners.add(fn);
  return {
    remove: () => listeners.delete(fn),
    run: () => {
      listeners.delete(fn);
      return fn();
    },
  };
}

export function runAll(): Promise<unknown[]> {
  const results = [...listeners].map((fn) => fn());
  listeners.clear();
  return Promise.all(results);
}

export function removeAll(): void {
  listeners.clear();
}

export function getSize(): number {
  return listeners.size;
}
