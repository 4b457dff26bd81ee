// The page's side of device data (docs/decisions/0027-live-device-data.md): typed reads,
// writes and commands over the host's API (service.ts, across comlink in the app). Loads
// neither RxDB nor zod. Live reads of the same request share one subscription in the host.
import type { CommandPayload, CommandResult, CommandType } from '@portal/shared';
import type { DeviceCollectionName } from '../collections.ts';
import type { DeviceInputOf, DevicePatchOf } from '../device-docs.ts';
import type {
  CommandView,
  DeviceDataApi,
  DeviceWrite,
  LiveAnswer,
  LiveRequest,
  WriteIssue,
} from './protocol.ts';

/** A write the device refused: the zod issues (or a missing id), nothing stored but `written`. */
export class DeviceWriteError extends Error {
  readonly issues: readonly WriteIssue[];
  readonly written: readonly string[];
  constructor(issues: readonly WriteIssue[], written: readonly string[] = []) {
    const first = issues[0];
    super(
      first
        ? `The device refused the write: ${first.path.join('.') || first.id || ''} ${first.message}`.trim()
        : 'The device refused the write',
    );
    this.name = 'DeviceWriteError';
    this.issues = issues;
    this.written = written;
  }
}

/** How a command ended: executed by the server, or refused (why in `message`). */
export type CommandOutcome =
  | { readonly state: 'done'; readonly result?: CommandResult }
  | { readonly state: 'refused'; readonly message?: string; readonly result?: CommandResult };

export interface RunningCommand {
  /** The command document's id (for `useCommandStatus`, `<CommandStatusChip>`). */
  readonly id: string;
  /** Resolves when the result is on the device. While the device is offline it waits; it
   * never settles if the user signs out first (the command waits for their next login). */
  readonly outcome: Promise<CommandOutcome>;
}

type Many<T> = T | readonly T[];
const list = <T>(value: Many<T>): readonly T[] =>
  Array.isArray(value) ? (value as readonly T[]) : [value as T];

export interface DeviceData {
  /** A live read; the answer repeats on every change. Returns the stop function. */
  watch(request: LiveRequest, onAnswer: (answer: LiveAnswer) => void): () => void;
  /** Inserts new documents (an id that exists is refused). Answers the ids written. */
  insert<N extends DeviceCollectionName>(
    name: N,
    docs: Many<DeviceInputOf<N>>,
  ): Promise<readonly string[]>;
  /** Inserts or replaces whole documents. */
  upsert<N extends DeviceCollectionName>(
    name: N,
    docs: Many<DeviceInputOf<N>>,
  ): Promise<readonly string[]>;
  /** Sets fields of one or many documents; each merged document is validated. */
  patch<N extends DeviceCollectionName>(
    name: N,
    ids: Many<string>,
    changes: DevicePatchOf<N>,
  ): Promise<readonly string[]>;
  /** Removes documents (tombstones: the removal replicates). */
  remove(name: DeviceCollectionName, ids: Many<string>): Promise<readonly string[]>;
  /** Writes a command offline; its outcome resolves when the server's result arrives. */
  runCommand<T extends CommandType>(type: T, payload: CommandPayload<T>): Promise<RunningCommand>;
  /** Live reads running in the host (tests). */
  watching(): Promise<number>;
}

interface Shared {
  readonly listeners: Set<(answer: LiveAnswer) => void>;
  last: LiveAnswer | undefined;
  stop(): void;
}

export interface DeviceDataClientOptions {
  /** New command ids (default `crypto.randomUUID()`). */
  readonly newId?: () => string;
}

export function createDeviceDataClient(
  api: DeviceDataApi,
  options: DeviceDataClientOptions = {},
): DeviceData {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const shared = new Map<string, Shared>();

  const start = (request: LiveRequest): Shared => {
    let watchId: number | undefined;
    let stopped = false;
    const entry: Shared = {
      listeners: new Set(),
      last: undefined,
      stop() {
        stopped = true;
        if (watchId !== undefined) void api.unwatch(watchId).catch(() => undefined);
      },
    };
    const deliver = (answer: LiveAnswer) => {
      if (stopped) return;
      entry.last = answer;
      for (const listener of [...entry.listeners]) listener(answer);
    };
    api.watch(request, deliver).then(
      (id) => {
        watchId = id;
        // Stopped before the host answered (React StrictMode mounts, unmounts, mounts).
        if (stopped) void api.unwatch(id).catch(() => undefined);
      },
      (error: unknown) => deliver({ ok: false, error: String(error) }),
    );
    return entry;
  };

  const watch: DeviceData['watch'] = (request, onAnswer) => {
    const key = JSON.stringify(request);
    let entry = shared.get(key);
    if (!entry) {
      entry = start(request);
      shared.set(key, entry);
    }
    const current = entry;
    current.listeners.add(onAnswer);
    if (current.last) onAnswer(current.last);
    return () => {
      if (!current.listeners.delete(onAnswer) || current.listeners.size > 0) return;
      if (shared.get(key) === current) shared.delete(key);
      current.stop();
    };
  };

  const write = async (request: DeviceWrite): Promise<readonly string[]> => {
    const answer = await api.write(request);
    if (!answer.ok) throw new DeviceWriteError(answer.issues, answer.written);
    return answer.ids;
  };

  /** The outcome of a command, from its live view; the read stops once it is known. */
  const outcomeOf = (id: string): Promise<CommandOutcome> =>
    new Promise((resolve) => {
      let settled = false;
      // The first answer may come while `watch` runs (a shared read replays its last one).
      const read: { stop?: () => void } = {};
      const settle = (outcome: CommandOutcome) => {
        if (settled) return;
        settled = true;
        resolve(outcome);
        read.stop?.();
      };
      read.stop = watch({ kind: 'command', id }, (answer) => {
        const view = answer.ok ? (answer.value as CommandView | null) : null;
        const result = view?.result ? { result: view.result } : {};
        if (view?.state === 'done') settle({ state: 'done', ...result });
        else if (view?.state === 'refused')
          settle({
            state: 'refused',
            ...(view.message ? { message: view.message } : {}),
            ...result,
          });
      });
      if (settled) read.stop();
    });

  return {
    watch,
    insert: (name, docs) => write({ op: 'insert', collection: name, docs: list(docs) }),
    upsert: (name, docs) => write({ op: 'upsert', collection: name, docs: list(docs) }),
    patch: (name, ids, changes) =>
      write({ op: 'patch', collection: name, ids: list(ids), changes }),
    remove: (name, ids) => write({ op: 'remove', collection: name, ids: list(ids) }),
    async runCommand(type, payload) {
      const id = newId();
      await write({ op: 'command', id, type, payload });
      return { id, outcome: outcomeOf(id) };
    },
    watching: () => api.watching(),
  };
}
