// Live device data for React (issue 14 scope 2; docs/decisions/0027-live-device-data.md).
// Each hook's query runs where the device sync runs (the sync worker; in the page where there
// is no Worker), so no RxDB is parsed on the main thread and a query never blocks the UI. Each
// is reactive (local writes, other tabs' writes, replicated changes), stops on unmount, is
// StrictMode-safe (the host keeps one read per distinct request: client.ts shares them), and
// keyed by the request's JSON, so an equal query object passed each render changes nothing.
// Before the device sync is open they stay loading; after sign-out they start over.
import { useMemo, useSyncExternalStore } from 'react';
import { currentDeviceSync, deviceSync$, type DeviceSync } from '../sync/runtime.ts';
import type { DeviceCollectionName } from './collections.ts';
import type { DeviceData } from './device-data/client.ts';
import type { CommandState, CommandView, LiveRequest } from './device-data/protocol.ts';
import type { DeviceDocOf, DeviceQuery, DeviceSelector } from './device-docs.ts';

interface Snapshot {
  readonly value: unknown;
  readonly loading: boolean;
  readonly error: Error | undefined;
}

interface Store {
  subscribe(onChange: () => void): () => void;
  get(): Snapshot;
}

const LOADING: Snapshot = { value: undefined, loading: true, error: undefined };
const NOTHING: Snapshot = { value: undefined, loading: false, error: undefined };
const constant = (snapshot: Snapshot): Store => ({
  subscribe: () => () => undefined,
  get: () => snapshot,
});
/** No device sync open (yet, or any more): loading. */
const WAITING = constant(LOADING);
/** Nothing asked (no id): nothing to wait for. */
const NONE = constant(NOTHING);

function subscribeSync(onChange: () => void): () => void {
  const sub = deviceSync$.subscribe(onChange);
  return () => sub.unsubscribe();
}

/** The signed-in user's device sync, or undefined while none is open. */
function useCurrentSync(): DeviceSync | undefined {
  return useSyncExternalStore(subscribeSync, currentDeviceSync, currentDeviceSync);
}

function liveStore(data: DeviceData, request: LiveRequest): Store {
  let snapshot = LOADING;
  return {
    subscribe: (onChange) =>
      data.watch(request, (answer) => {
        snapshot = answer.ok
          ? { value: answer.value, loading: false, error: undefined }
          : { value: snapshot.value, loading: false, error: new Error(answer.error) };
        onChange();
      }),
    get: () => snapshot,
  };
}

function useLive(request: LiveRequest | null): Snapshot {
  const sync = useCurrentSync();
  const key = request ? JSON.stringify(request) : '';
  const store = useMemo(
    () => (!sync ? WAITING : request ? liveStore(sync.data, request) : NONE),
    // Keyed by the request's JSON: a new but equal query object keeps the same read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sync, key],
  );
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export interface LiveState {
  /** True until the first answer (and while no device sync is open). */
  readonly loading: boolean;
  /** Why the read cannot run (an unknown collection, a bad selector); the last value stays. */
  readonly error: Error | undefined;
}

export interface LiveQueryState<N extends DeviceCollectionName> extends LiveState {
  readonly docs: readonly DeviceDocOf<N>[];
}

const NO_DOCS: readonly never[] = [];

/**
 * The documents of a Mango query, live. Use the collection's indexes (collections.ts): a
 * descending order sorts ascending on its inverted `idx*` key.
 *
 * @example
 * const { docs: unread } = useLiveQuery('notifications', {
 *   selector: { notificationType: 'sample', state: 'New' },
 *   sort: [{ notificationType: 'asc' }, { state: 'asc' }, { idxCreated: 'asc' }], // newest first
 *   limit: 20,
 * });
 */
export function useLiveQuery<N extends DeviceCollectionName>(
  name: N,
  /** null asks nothing yet (a read that waits for an earlier one): not loading, no documents. */
  query: DeviceQuery<N> | null = {},
): LiveQueryState<N> {
  const live = useLive(
    query === null ? null : { kind: 'query', collection: name, query: query as LiveQueryPlain },
  );
  return {
    docs: (live.value as readonly DeviceDocOf<N>[] | undefined) ?? NO_DOCS,
    loading: live.loading,
    error: live.error,
  };
}
type LiveQueryPlain = Extract<LiveRequest, { kind: 'query' }>['query'];

export interface LiveDocumentState<N extends DeviceCollectionName> extends LiveState {
  /** Null while loading, when there is no such document, or it was removed. */
  readonly doc: DeviceDocOf<N> | null;
}

/** One document by id, live; no id asks for nothing. */
export function useLiveDocument<N extends DeviceCollectionName>(
  name: N,
  id: string | null | undefined,
): LiveDocumentState<N> {
  const live = useLive(id ? { kind: 'document', collection: name, id } : null);
  return {
    doc: (live.value as DeviceDocOf<N> | null | undefined) ?? null,
    loading: live.loading,
    error: live.error,
  };
}

export interface LiveCountState extends LiveState {
  /** 0 while loading. */
  readonly count: number;
}

const countState = (live: Snapshot): LiveCountState => ({
  count: typeof live.value === 'number' ? live.value : 0,
  loading: live.loading,
  error: live.error,
});

/** How many documents match a selector, live (counted from an index when one serves it). */
export function useLiveCount<N extends DeviceCollectionName>(
  name: N,
  /** null asks nothing yet: not loading, 0. */
  selector: DeviceSelector<N> | null = {},
): LiveCountState {
  return countState(
    useLive(
      selector === null
        ? null
        : { kind: 'count', collection: name, selector: selector as Record<string, unknown> },
    ),
  );
}

/** Products in the device's catalogue (Dexie), live while the sync fills it. */
export function useCatalogueCount(): LiveCountState {
  return countState(useLive({ kind: 'catalogueCount' }));
}

export interface CommandStatusState extends LiveState {
  /** Null while loading, or when the device holds no such command. */
  readonly command: CommandView | null;
  readonly status: CommandState | undefined;
}

/** A command's state, live: queued, running, done or refused (protocol.ts `CommandState`). */
export function useCommandStatus(id: string | null | undefined): CommandStatusState {
  const live = useLive(id ? { kind: 'command', id } : null);
  const command = (live.value as CommandView | null | undefined) ?? null;
  return { command, status: command?.state, loading: live.loading, error: live.error };
}

/** The device's writes and commands for the signed-in user; undefined while none is open. */
export function useDeviceData(): DeviceData | undefined {
  return useCurrentSync()?.data;
}
