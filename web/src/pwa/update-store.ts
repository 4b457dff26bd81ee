// "A new version is ready" state, set by the service worker registration, read by the prompt;
// and "the site is updating", from the user's Reload until the page reloads (spec 001 §4 Order
// actions: row adds, deletes and updates are blocked then, so no edit starts that the reload cuts).
type Listener = () => void;

let waiting = false;
let updating = false;
let apply: (() => void | Promise<void>) | null = null;
const listeners = new Set<Listener>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const updateStore = {
  isWaiting: () => waiting,
  isUpdating: () => updating,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the registration when a new service worker waits; `activate` switches to it. */
  offer(activate: () => void | Promise<void>): void {
    waiting = true;
    apply = activate;
    notify();
  },
  dismiss(): void {
    waiting = false;
    notify();
  },
  apply(): void {
    if (!apply || updating) return;
    updating = true;
    notify();
    void apply();
  },
};
