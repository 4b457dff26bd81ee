// Writes from forms and actions, where the device sync runs: every document is validated with
// its shared zod schema before it is stored, so a bad document is refused on the device with
// the zod issues and never reaches the outbox (the server would refuse it later, visibly but
// late). Offline like every write: replication sends what was stored.
import type { z } from 'zod';
import { collectionSpec, type DeviceCollectionName } from '../collections.ts';
import { plainCollection, type DeviceCollection, type DeviceDatabase } from '../database.ts';
import { commandDocument } from './commands.ts';
import type { DeviceWrite, WriteAnswer, WriteIssue } from './protocol.ts';

type Plain = Record<string, unknown>;

const refused = (issues: WriteIssue[], written: string[] = []): WriteAnswer => ({
  ok: false,
  issues,
  written,
});

function issuesOf(issues: readonly z.core.$ZodIssue[], id: string | undefined): WriteIssue[] {
  return issues.map((issue) => ({
    ...(id !== undefined ? { id } : {}),
    path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
    code: issue.code,
    message: issue.message,
  }));
}

const idOf = (doc: Plain): string | undefined => (typeof doc.id === 'string' ? doc.id : undefined);

/** Optional fields set to undefined are left out (a patch clears a field that way). */
function withoutUndefined(doc: Plain): Plain {
  return Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined));
}

/** The shared entity of a stored document: device-only index fields and RxDB's own removed. */
function entityOf(name: DeviceCollectionName, stored: Plain): Plain {
  const out: Plain = { ...stored };
  for (const field of Object.keys(collectionSpec(name).derived)) delete out[field];
  for (const meta of ['_rev', '_meta', '_attachments']) delete out[meta];
  return out;
}

type Checked = { ok: true; doc: Plain } | { ok: false; issues: WriteIssue[] };

/** A document as its shared schema stores it (defaults applied), or why not. */
function check(name: DeviceCollectionName, doc: Plain): Checked {
  const parsed = collectionSpec(name).source.safeParse({ ...doc, _deleted: false });
  return parsed.success
    ? { ok: true, doc: withoutUndefined(parsed.data as Plain) }
    : { ok: false, issues: issuesOf(parsed.error.issues, idOf(doc)) };
}

function storageIssues(errors: readonly { documentId: string; status: number }[]): WriteIssue[] {
  return errors.map((e) => ({
    id: e.documentId,
    path: [],
    code: e.status === 409 ? 'exists' : 'storage',
    message:
      e.status === 409
        ? `A document with the id ${e.documentId} exists already`
        : `The device could not store ${e.documentId} (${e.status})`,
  }));
}

async function insertOrUpsert(
  collection: DeviceCollection,
  name: DeviceCollectionName,
  docs: readonly Plain[],
  upsert: boolean,
): Promise<WriteAnswer> {
  const checked = docs.map((doc) => check(name, doc));
  const issues = checked.flatMap((c) => (c.ok ? [] : c.issues));
  if (issues.length > 0) return refused(issues);
  const valid = checked.flatMap((c) => (c.ok ? [c.doc as Plain & { id: string }] : []));
  const result = upsert ? await collection.bulkUpsert(valid) : await collection.bulkInsert(valid);
  const written = result.success.map((d) => d.primary);
  return result.error.length > 0
    ? refused(storageIssues(result.error), written)
    : { ok: true, ids: written };
}

const notFound = (ids: readonly string[]): WriteIssue[] =>
  ids.map((id) => ({
    id,
    path: [],
    code: 'not_found',
    message: `No document ${id} on the device`,
  }));

/** Patches each document with the same changes; all or nothing as far as validation goes. */
async function patch(
  collection: DeviceCollection,
  name: DeviceCollectionName,
  ids: readonly string[],
  changes: Plain,
): Promise<WriteAnswer> {
  const found = await collection.findByIds([...ids]).exec();
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) return refused(notFound(missing));
  const merge = (stored: Plain, id: string) => ({ ...entityOf(name, stored), ...changes, id });
  const checked = ids.map((id) => check(name, merge(found.get(id)!.toJSON() as Plain, id)));
  const issues = checked.flatMap((c) => (c.ok ? [] : c.issues));
  if (issues.length > 0) return refused(issues);
  // Many documents (mark all of a type read): one bulk write from the state just checked, so a
  // hundred patches are one storage write and one change event, not a hundred.
  if (ids.length > 1) {
    const docs = checked.flatMap((c) => (c.ok ? [c.doc as Plain & { id: string }] : []));
    const result = await collection.bulkUpsert(docs);
    const written = result.success.map((d) => d.primary);
    return result.error.length > 0
      ? refused(storageIssues(result.error), written)
      : { ok: true, ids: written };
  }
  const written: string[] = [];
  for (const id of ids) {
    try {
      // Checked again on the document as it is when written (another write may have come).
      await found.get(id)!.incrementalModify((current: Plain) => {
        const c = check(name, merge(current, id));
        if (!c.ok) throw new RefusedPatch(c.issues);
        return c.doc as never;
      });
      written.push(id);
    } catch (error) {
      if (error instanceof RefusedPatch) return refused(error.issues, written);
      throw error;
    }
  }
  return { ok: true, ids: written };
}

class RefusedPatch extends Error {
  readonly issues: WriteIssue[];
  constructor(issues: WriteIssue[]) {
    super('refused');
    this.issues = issues;
  }
}

async function remove(collection: DeviceCollection, ids: readonly string[]): Promise<WriteAnswer> {
  const found = await collection.findByIds([...ids]).exec();
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) return refused(notFound(missing));
  // Tombstones (`_deleted`): replication tells the server, other devices drop the document.
  const result = await collection.bulkRemove([...ids]);
  const written = result.success.map((d) => d.primary);
  return result.error.length > 0
    ? refused(storageIssues(result.error), written)
    : { ok: true, ids: written };
}

/** Applies a write from a screen to the device database. */
export async function applyWrite(
  db: DeviceDatabase,
  write: DeviceWrite,
  now: () => Date,
): Promise<WriteAnswer> {
  const name: DeviceCollectionName = write.op === 'command' ? 'commands' : write.collection;
  const collection = plainCollection(db, name);
  if (!collection) {
    return refused([
      { path: [], code: 'not_open', message: `The collection ${name} is not open on this device` },
    ]);
  }
  switch (write.op) {
    case 'insert':
    case 'upsert':
      return insertOrUpsert(collection, name, write.docs, write.op === 'upsert');
    case 'patch':
      return patch(collection, name, write.ids, write.changes);
    case 'remove':
      return remove(collection, write.ids);
    case 'command': {
      const command = commandDocument(write.id, write.type, write.payload, now());
      if (!command.ok) return refused(issuesOf(command.issues, write.id));
      return insertOrUpsert(collection, name, [command.doc], false);
    }
  }
}
