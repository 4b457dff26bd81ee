// What crosses between the page and where the device sync runs (the sync worker; in-page where
// there is no Worker), for screens: live reads, writes and commands (docs/decisions/
// 0027-live-device-data.md). Plain, structured-cloneable data and types only: the page never
// loads RxDB to read device data, the host (service.ts) runs the queries.
import type { CommandResult, CommandType } from '@portal/shared';
import type { DeviceCollectionName } from '../collections.ts';

/** A live read. Answers repeat on every change (local writes, other tabs, replication). */
export type LiveRequest =
  | {
      readonly kind: 'query';
      readonly collection: DeviceCollectionName;
      readonly query: PlainQuery;
    }
  | { readonly kind: 'document'; readonly collection: DeviceCollectionName; readonly id: string }
  | {
      readonly kind: 'count';
      readonly collection: DeviceCollectionName;
      readonly selector: PlainSelector;
    }
  /** Products in the Dexie catalogue (decision 0011). */
  | { readonly kind: 'catalogueCount' }
  /** One command's state (commands.ts). */
  | { readonly kind: 'command'; readonly id: string };

/** A Mango selector as plain data (typed per collection by the page's API, device-docs.ts). */
export type PlainSelector = Readonly<Record<string, unknown>>;

export interface PlainQuery {
  readonly selector?: PlainSelector;
  readonly sort?: readonly Readonly<Record<string, 'asc' | 'desc'>>[];
  readonly limit?: number;
  readonly skip?: number;
}

/** One answer of a live read: its value (documents, a document or null, a count, a command
 * view or null), or why the read cannot run (an unknown field in a selector, a closed sync). */
export type LiveAnswer =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

/** A write from a form or an action; every document is validated with its shared schema. */
export type DeviceWrite =
  | {
      readonly op: 'insert' | 'upsert';
      readonly collection: DeviceCollectionName;
      readonly docs: readonly Readonly<Record<string, unknown>>[];
    }
  | {
      readonly op: 'patch';
      readonly collection: DeviceCollectionName;
      readonly ids: readonly string[];
      readonly changes: Readonly<Record<string, unknown>>;
    }
  | {
      readonly op: 'remove';
      readonly collection: DeviceCollectionName;
      readonly ids: readonly string[];
    }
  /** A command document (shared/src/sync/commands.ts), written offline like any document. */
  | {
      readonly op: 'command';
      readonly id: string;
      readonly type: CommandType;
      readonly payload: Readonly<Record<string, unknown>>;
    };

/** Why a document was refused on the device (a zod issue, a missing or existing id). */
export interface WriteIssue {
  /** The document's id, when the write names one. */
  readonly id?: string;
  /** The field path inside the document ([] for the whole document). */
  readonly path: readonly (string | number)[];
  /** zod's issue code, or `not_found`, `exists`, `not_open`, `storage`. */
  readonly code: string;
  readonly message: string;
}

export type WriteAnswer =
  | { readonly ok: true; readonly ids: readonly string[] }
  /** Nothing is stored when a document is invalid; `written` lists what the storage took
   * before it refused another (an insert of an id that exists). */
  | {
      readonly ok: false;
      readonly issues: readonly WriteIssue[];
      readonly written: readonly string[];
    };

/**
 * A command as a screen sees it:
 * - `queued`: written on the device, not yet accepted by the server;
 * - `running`: a push carrying it is on its way to a reachable server, or its answer is being
 *   applied (command-pushes.ts);
 * - `done`: the server executed it (`result`);
 * - `refused`: the server could not execute it (status failed) or refused the document (a
 *   sync rejection of it); `message` says why.
 */
export type CommandState = 'queued' | 'running' | 'done' | 'refused';

export interface CommandView {
  readonly id: string;
  /** Unknown only for a refused document the device no longer holds and whose rejection does
   * not name a command type. */
  readonly type?: CommandType;
  readonly state: CommandState;
  readonly result?: CommandResult;
  readonly message?: string;
}

/** The host's side of device data, exposed with the sync host (sync/sync-host.ts). */
export interface DeviceDataApi {
  /** Starts a live read; `onAnswer` gets the first answer and one per change. */
  watch(request: LiveRequest, onAnswer: (answer: LiveAnswer) => void): Promise<number>;
  /** Stops a live read. */
  unwatch(watchId: number): Promise<void>;
  write(request: DeviceWrite): Promise<WriteAnswer>;
  /** How many live reads are running in the host (tests: none is left behind). */
  watching(): Promise<number>;
}
