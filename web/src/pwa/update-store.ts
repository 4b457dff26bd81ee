// "A new version is ready" state, set by the service worker registration, read by the prompt.
type Listener = () => void;

let waiting = false;
let apply: (() => void | Promise<void>) | null = null;
const listeners = new Set<Listener>();

export const updateStore = {
  isWaiting: () => waiting,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the registration when a new service worker waits; `activate` switches to it. */
  offer(activate: () => void | Promise<void>): void {
    waiting = true;
    apply = activate;
    for (const listener of listeners) listener();
  },
  dismiss(): void {
    waiting = false;
    for (const listener of listeners) listener();
  },
  apply(): void {
    void apply?.();
  },
};
