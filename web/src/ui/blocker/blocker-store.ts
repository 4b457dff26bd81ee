// The global blocker 'Loading: Please wait...' (spec 000 §2, 001 §2): shown while at least
// one blocking task runs; nested tasks keep it up until the last one ends.
type Listener = () => void;

let count = 0;
const listeners = new Set<Listener>();

function set(next: number): void {
  count = next;
  for (const listener of listeners) listener();
}

export const blockerStore = {
  isBlocking: (): boolean => count > 0,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Blocks the UI until the task settles; returns the task's result. */
export async function withBlocker<T>(task: Promise<T> | (() => Promise<T>)): Promise<T> {
  set(count + 1);
  try {
    return await (typeof task === 'function' ? task() : task);
  } finally {
    set(count - 1);
  }
}
