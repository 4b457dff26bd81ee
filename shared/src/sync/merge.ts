// Field-level three-way merge for replication conflicts (ARCHITECTURE.md "Replication rules
// of thumb"): fields only the device changed are kept, fields only the server changed are
// taken, and where both changed one field differently the server wins and the device's value
// is reported as a losing value, kept on the device in its conflicts record.

export type Json =
  null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
export type JsonObject = { readonly [key: string]: Json };

export interface LosingValue {
  /** Top-level field name (nested objects merge as whole values, see below). */
  readonly field: string;
  /** What the device wrote and lost. */
  readonly localValue: Json | undefined;
  /** What the server kept. */
  readonly serverValue: Json | undefined;
}

export interface MergeResult {
  readonly merged: JsonObject;
  readonly losing: readonly LosingValue[];
  /** True when the merge took at least one field from the device. */
  readonly tookLocal: boolean;
}

/** Structural equality for JSON values; key order does not matter. */
export function jsonEqual(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (a === null || b === null || a === undefined || b === undefined) return false;
  if (typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as readonly Json[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], bb[i])) return false;
    return true;
  }
  const ao = a as JsonObject;
  const bo = b as JsonObject;
  const ak = Object.keys(ao).filter((k) => ao[k] !== undefined);
  const bk = Object.keys(bo).filter((k) => bo[k] !== undefined);
  if (ak.length !== bk.length) return false;
  for (const k of ak) if (!jsonEqual(ao[k], bo[k])) return false;
  return true;
}

/**
 * Merges `local` (the device's new state) and `server` (the current master state) against
 * `base` (the master state the device last saw). Top-level fields are the unit of merge:
 * an embedded list (order lines, locations) is one value, so two people editing the same list
 * conflict visibly instead of interleaving into a state nobody wrote. Fields listed in
 * `serverOwned` (sequence, timestamps set by the server) always come from the server.
 * With no base (the device created a document the server already has), every differing
 * field is a conflict the server wins.
 */
export function threeWayMerge(
  base: JsonObject | null | undefined,
  local: JsonObject,
  server: JsonObject,
  serverOwned: readonly string[] = [],
): MergeResult {
  const owned = new Set(serverOwned);
  const merged: Record<string, Json> = { ...server };
  const losing: LosingValue[] = [];
  let tookLocal = false;
  const fields = new Set([
    ...Object.keys(local),
    ...Object.keys(server),
    ...Object.keys(base ?? {}),
  ]);
  for (const field of fields) {
    if (owned.has(field)) continue;
    const l = local[field];
    const s = server[field];
    if (jsonEqual(l, s)) continue;
    const b = base ? base[field] : undefined;
    const localChanged = base ? !jsonEqual(l, b) : true;
    const serverChanged = base ? !jsonEqual(s, b) : true;
    if (localChanged && !serverChanged) {
      if (l === undefined) delete merged[field];
      else merged[field] = l;
      tookLocal = true;
    } else if (localChanged && serverChanged) {
      losing.push({ field, localValue: l, serverValue: s });
    }
  }
  return { merged, losing, tookLocal };
}

/**
 * The merge of a pushed write (three-way, as above) with the tombstone rule: when the server
 * has deleted the document and the device edited it without deleting, the tombstone stays and
 * every field the device changed is a losing value, so an edit never vanishes into a deleted
 * document unseen. A device delete against server edits deletes (an explicit user action).
 */
export function mergePush(
  base: JsonObject | null | undefined,
  local: JsonObject,
  server: JsonObject,
  serverOwned: readonly string[] = [],
): MergeResult {
  if (server._deleted === true && local._deleted !== true) {
    const owned = new Set([...serverOwned, '_deleted']);
    const losing: LosingValue[] = [];
    for (const field of Object.keys(local)) {
      if (owned.has(field)) continue;
      const l = local[field];
      const changed = base ? !jsonEqual(l, base[field]) : l !== undefined;
      if (changed && !jsonEqual(l, server[field])) {
        losing.push({ field, localValue: l, serverValue: server[field] });
      }
    }
    return { merged: server, losing, tookLocal: false };
  }
  return threeWayMerge(base, local, server, serverOwned);
}
