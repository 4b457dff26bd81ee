// What each replicated collection lets a user pull and push (spec 001 §4 Lists, §6; 000 §6):
// one CollectionPolicy per collection, in policies/. The pull and push code is generic over it.
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RejectionReason, SessionUser, SyncCollection } from '@portal/shared';
import type { Database } from '../db/client.ts';
import type { Doc, Mapping } from '../db/mapping/index.ts';

/** The signed-in user a replication request runs for. */
export type SyncUser = SessionUser;

/** A transaction handle (drizzle's transaction object has the query builder of Database). */
export type Tx = Database;

export class Refusal extends Error {
  readonly reason: RejectionReason;
  constructor(reason: RejectionReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

export const refuse = (reason: RejectionReason, message: string): Refusal =>
  new Refusal(reason, message);

export interface WriteContext {
  readonly tx: Tx;
  readonly user: SyncUser;
  readonly now: Date;
  /** The pushing session (its own device needs no hint for what it wrote). */
  readonly sessionId?: string;
  /** File keys the request moves between items of one library (library write rule, 0045). */
  readonly movingFileKeys?: ReadonlySet<string>;
}

/**
 * The rules of one collection. Documents here are the server's documents (mapping.fromRow);
 * `project` turns one into what the user may see, `prepareWrite` turns what the user sent
 * back into a full document (restoring what the projection hid).
 */
export interface CollectionPolicy {
  readonly name: SyncCollection;
  readonly mapping: Mapping<Doc>;
  /** Parses a pushed document; null when devices may not write this collection. */
  readonly schema: z.ZodType<Doc> | null;
  /** Fields only the server sets (besides seq): never taken from a device. */
  readonly serverOwned: readonly string[];
  /**
   * SQL narrowing what may concern the user (a cheap prefilter on indexed columns):
   * 'none' when the user has nothing here, undefined for the whole table. Rows it passes but
   * `visible` refuses are sent as tombstones (they may have left the user's scope).
   */
  area(user: SyncUser): SQL | undefined | 'none';
  /** Whether the user may see the document (their scope). */
  visible(doc: Doc, user: SyncUser): boolean;
  /** The document as the user may see it. */
  project(doc: Doc, user: SyncUser): Doc;
  /**
   * The projection as SQL, for collections whose `visible` is true for every document `area`
   * passes and whose `project` only drops child rows: per child field, the condition on the
   * child rows the user may see (undefined keeps them all). The pull then has the database
   * build the documents' JSON (db/mapping/json-sql.ts) instead of mapping rows in JavaScript.
   */
  projectSql?(user: SyncUser): Readonly<Record<string, SQL | undefined>>;
  /**
   * When every user with the same key pulls exactly the same documents (same `area`, `visible`
   * and `project`), that key: the server then shares recorded pull pages between them
   * (pull-cache.ts). Undefined for collections whose documents depend on the user.
   */
  shareKey?(user: SyncUser): string;
  /**
   * Refuses a write (throws a Refusal) by the collection's rules; `current` is the stored
   * document (null for a new one), `next` the state about to be written (after any merge).
   */
  checkWrite(current: Doc | null, next: Doc, ctx: WriteContext): void | Promise<void>;
  /** The full document to store for `next`, given the stored one (restores hidden parts). */
  prepareWrite?(next: Doc, current: Doc | null, ctx: WriteContext): Doc;
}

/** Identity projection and write preparation for collections without hidden parts. */
export const identity = (doc: Doc): Doc => doc;

/** A shallow copy of a document without the given fields. */
export function omit(doc: Doc, fields: readonly string[]): Doc {
  const out: Doc = { ...doc };
  for (const f of fields) delete out[f];
  return out;
}

/** Fields that must not change in an update (identity, ownership). */
export function assertUnchanged(
  current: Doc | null,
  next: Doc,
  fields: readonly string[],
  message: string,
): void {
  if (!current) return;
  for (const f of fields) {
    if (JSON.stringify(current[f] ?? null) !== JSON.stringify(next[f] ?? null)) {
      throw refuse('forbidden', `${message} (${f})`);
    }
  }
}
