// The sync status the UI shows (issue 5 scope 7): online or offline, pending changes, last
// sync time, errors, the catalogue's progress. A small observable store; the replicating tab
// (the leader) also writes it to a local document so every tab shows the same.
import { BehaviorSubject, type Observable } from 'rxjs';
import type { CatalogueProgress } from './catalogue-sync.ts';

export interface SyncErrorInfo {
  readonly at: string;
  readonly collection?: string;
  readonly message: string;
}

export interface PendingChange {
  readonly collection: string;
  readonly id: string;
  readonly deleted: boolean;
  /** A human label: the document's title, name, order number or id. */
  readonly label: string;
}

export interface SyncStatus {
  /** The server answered recently (or the stream is connected). */
  readonly online: boolean;
  /** The SSE stream of change hints is connected. */
  readonly streaming: boolean;
  /** A pull or push is running. */
  readonly active: boolean;
  readonly pending: number;
  /** The first pending changes (for the logout prompt), at most 50. */
  readonly pendingSample: readonly PendingChange[];
  /** When everything last was in sync (ISO). */
  readonly lastSyncAt: string | null;
  /** Recent errors, newest first (at most 10). */
  readonly errors: readonly SyncErrorInfo[];
  /** The session has ended: changes wait for the same user's next login. */
  readonly authRequired: boolean;
  readonly catalogue: CatalogueProgress;
  /** The user's own orders and assortments and the products they reference are on the device. */
  readonly firstScreenReady: boolean;
}

export const INITIAL_SYNC_STATUS: SyncStatus = {
  online: false,
  streaming: false,
  active: false,
  pending: 0,
  pendingSample: [],
  lastSyncAt: null,
  errors: [],
  authRequired: false,
  catalogue: { loaded: 0, total: null, done: false },
  firstScreenReady: false,
};

export class SyncStatusStore {
  private readonly subject: BehaviorSubject<SyncStatus>;
  constructor(initial: SyncStatus = INITIAL_SYNC_STATUS) {
    this.subject = new BehaviorSubject(initial);
  }
  get value(): SyncStatus {
    return this.subject.getValue();
  }
  get $(): Observable<SyncStatus> {
    return this.subject.asObservable();
  }
  update(patch: Partial<SyncStatus>): void {
    this.subject.next({ ...this.value, ...patch });
  }
  error(message: string, collection: string | undefined, now: Date): void {
    const entry: SyncErrorInfo = {
      at: now.toISOString(),
      message,
      ...(collection ? { collection } : {}),
    };
    this.update({ errors: [entry, ...this.value.errors].slice(0, 10) });
  }
}
