// The transport failure waiting to be shown (spec 000 §8 / 001 §8): the latest 5xx or
// no-response event of the REST client. Listening starts when the app loads, before the
// dialog's code has arrived, so no failure is missed.
import { api, type ApiClient, type TransportEvent } from '../api/client.ts';

export type ShownTransportEvent = Exclude<TransportEvent, { kind: 'unauthorized' }>;

export function createTransportErrorStore(client: ApiClient) {
  let current: ShownTransportEvent | null = null;
  const listeners = new Set<() => void>();
  const set = (next: ShownTransportEvent | null) => {
    current = next;
    for (const listener of listeners) listener();
  };
  client.onTransportEvent((event) => {
    if (event.kind !== 'unauthorized') set(event);
  });
  return {
    current: () => current,
    dismiss: () => set(null),
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type TransportErrorStore = ReturnType<typeof createTransportErrorStore>;

export const transportErrorStore = createTransportErrorStore(api);
