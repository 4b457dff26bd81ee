// The request bodies of the sample calls (shared api/sample-inventory.ts) turned into sample
// documents: what a new sample holds, and how a PATCH or PUT changes a stored one. Shapes only:
// the scope, the library rule and the required fields are the policy's (policies/samples.ts),
// judged when the document is written.
import { randomUUID } from 'node:crypto';
import { SAMPLE_OWN_FIELDS, withTracking, type SampleLibrary } from '@portal/shared';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';

/** Request keys that are not sample fields (ids, the library, a batch row's delete flag). */
const NOT_FIELDS = new Set(['id', '_id', 'library', 'delete']);

/** The sample fields a body sets or clears (`null`), without the keys of NOT_FIELDS. */
export function fieldsOf(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(([k, v]) => v !== undefined && !NOT_FIELDS.has(k)),
  );
}

/**
 * 400 when the body sets a field the library's samples do not hold (spec 001 §3: bin and moulds
 * are Production's, aisle … newBin Sales'); the entity schema would drop it without a word.
 * Clearing one (`null`) is harmless. `where` names the row of a batch.
 */
export function assertOwnFields(
  library: SampleLibrary,
  fields: Readonly<Record<string, unknown>>,
  where = '',
): void {
  const own = new Set<string>(SAMPLE_OWN_FIELDS[library]);
  const foreign = Object.entries(fields)
    .filter(([k, v]) => v !== null && !own.has(k))
    .map(([k]) => k);
  if (foreign.length === 0) return;
  const message = `${foreign.join(', ')} ${foreign.length > 1 ? 'are not fields' : 'is not a field'} of ${library} samples`;
  throw new ApiError(400, 'invalid_request', `${where}${message}`, [
    { path: foreign[0]!, message },
  ]);
}

/** `fields` over `doc`: a value sets a field, `null` removes it. */
function merged(doc: Doc, fields: Readonly<Record<string, unknown>>): Doc {
  const next: Doc = { ...doc };
  for (const [k, v] of Object.entries(fields)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next;
}

/** A new sample of `library`: totalQty copied to onHandQty (spec 001 §3), no history yet. */
export function newSample(
  library: SampleLibrary,
  fields: Readonly<Record<string, unknown>>,
  now: Date,
  id: string = randomUUID(),
): Doc {
  assertOwnFields(library, fields);
  const stamp = now.toISOString();
  const doc = merged({ id, library, _deleted: false, tracking: [] }, fields);
  if (typeof doc.totalQty === 'number') doc.onHandQty = doc.totalQty;
  return { ...doc, createdDate: stamp, modifiedDate: stamp };
}

/** The change's tracking records appended (bin, quantities, status: shared samples/tracking.ts,
 * the same the device's grid writes; decision 0050), made by `userCode`. */
const tracked = (current: Doc, next: Doc, now: Date, userCode: string | undefined): Doc =>
  withTracking(current, next, { userCode, now: now.toISOString(), newId: randomUUID });

/** PATCH: the stored sample with the sent fields set or cleared. */
export function patchedSample(
  current: Doc,
  fields: Readonly<Record<string, unknown>>,
  now: Date,
  userCode?: string,
) {
  assertOwnFields(current.library as SampleLibrary, fields);
  return tracked(
    current,
    { ...merged(current, fields), modifiedDate: now.toISOString() },
    now,
    userCode,
  );
}

/** What a PUT keeps of the stored sample: identity, library, history, on-hand count, creation. */
const KEPT = ['id', 'library', 'tracking', 'onHandQty', 'createdDate', 'seq'] as const;

/**
 * PUT: the sample's writable state replaced by the body (fields left out are cleared). A
 * `library` other than the stored one is passed on, so the policy refuses the move (samples
 * move by the transfer).
 */
export function replacedSample(
  current: Doc,
  body: Readonly<Record<string, unknown>>,
  now: Date,
  userCode?: string,
): Doc {
  const library = (body.library ?? current.library) as SampleLibrary;
  const fields = fieldsOf(body);
  assertOwnFields(library, fields);
  const kept = Object.fromEntries(KEPT.filter((k) => k in current).map((k) => [k, current[k]]));
  const next = {
    ...merged({ ...kept, _deleted: false }, fields),
    library,
    modifiedDate: now.toISOString(),
  };
  return tracked(current, next, now, userCode);
}
