// Sample inventory bulk add, the last step of the import (spec 001 §2 import flow, §4 'only
// fully valid rows are added'; spec 000 §5 Excel import: totalQty copied to onHandQty). Each
// addition becomes a stored sample document (new id, the library, created/modified now, values
// parsed through the shared entity schema, blanks dropped) and is inserted in chunks, yielding
// to the event loop between chunks so no task holds the UI thread for long (decision 0053).
import {
  SIDES,
  sampleInventoryItemSchema,
  type ImportValue,
  type SampleAddition,
  type SampleLibrary,
} from '@portal/shared';
import type { DeviceInputOf } from '../../../db/device-docs.ts';

/** A stored sample as written: the entity without `_deleted` (device index fields are derived). */
export type NewSampleDocument = DeviceInputOf<'sampleInventory'>;

/**
 * Where the samples go: the RxDB `sampleInventory` collection itself (a test, a benchmark, the
 * sync host) or the page's device-data writer (`deviceSampleTarget`). Only `bulkInsert` is used.
 */
export interface SampleInsertTarget {
  bulkInsert(
    docs: NewSampleDocument[],
  ): Promise<{ readonly success: readonly unknown[]; readonly error: readonly unknown[] }>;
}

export interface AddSamplesOptions {
  readonly library: SampleLibrary;
  /** ISO date-time stamped as createdDate and modifiedDate. */
  readonly now: string;
  readonly signal?: AbortSignal;
  readonly onProgress?: (done: number, total: number) => void;
}

/** A row whose document the entity schema refused: nothing was added (decision 0053). */
export class SampleAdditionRefused extends Error {
  readonly rowNumber: number;
  readonly field: string;
  constructor(rowNumber: number, field: string) {
    super(`Row ${rowNumber}: the sample's ${field || 'document'} is not valid`);
    this.name = 'SampleAdditionRefused';
    this.rowNumber = rowNumber;
    this.field = field;
  }
}

/** Documents per bulkInsert: small enough that one chunk's work stays well under 50 ms. */
export const ADD_CHUNK_SIZE = 100;
/** Time budget for preparing documents before yielding (the UI thread's long-task limit is 50 ms). */
const SLICE_MS = 10;

const SIDE_BY_KEY = new Map<string, string>(SIDES.map((s) => [s.toUpperCase(), s]));

/** Give the event loop a turn (input, paint) before the next chunk. */
function yieldToEventLoop(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const isBlank = (value: ImportValue | undefined): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The stored document of one addition, or the field the entity schema refused. Blank cells are
 * left out (the entity has no nulls); the side is matched case-insensitively to its enum value;
 * text is trimmed.
 */
export function sampleDocument(
  addition: SampleAddition,
  library: SampleLibrary,
  now: string,
): { ok: true; doc: NewSampleDocument } | { ok: false; field: string } {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(addition.values)) {
    if (isBlank(value)) continue;
    fields[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (typeof fields.side === 'string')
    fields.side = SIDE_BY_KEY.get(fields.side.toUpperCase()) ?? fields.side;
  const parsed = sampleInventoryItemSchema.safeParse({
    ...fields,
    id: crypto.randomUUID(),
    library,
    tracking: [],
    createdDate: now,
    modifiedDate: now,
    _deleted: false,
  });
  if (!parsed.success) return { ok: false, field: String(parsed.error.issues[0]?.path[0] ?? '') };
  const { _deleted: _ignored, ...doc } = parsed.data;
  return { ok: true, doc: doc as NewSampleDocument };
}

/**
 * Adds the fully valid import rows as samples of `library`. Every document is checked first
 * (a refused one throws `SampleAdditionRefused` before anything is stored), then inserted
 * `ADD_CHUNK_SIZE` at a time with a yield between chunks. Resolves with the count added; an
 * abort stops between chunks (the chunks already stored stay: they are whole samples).
 */
export async function addImportedSamples(
  collection: SampleInsertTarget,
  additions: readonly SampleAddition[],
  options: AddSamplesOptions,
): Promise<number> {
  const { library, now, signal, onProgress } = options;
  const total = additions.length;
  const docs: NewSampleDocument[] = [];
  let sliceStart = performance.now();
  for (const addition of additions) {
    const prepared = sampleDocument(addition, library, now);
    if (!prepared.ok) throw new SampleAdditionRefused(addition.rowNumber, prepared.field);
    docs.push(prepared.doc);
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToEventLoop();
      signal?.throwIfAborted();
      sliceStart = performance.now();
    }
  }
  let added = 0;
  onProgress?.(0, total);
  for (let start = 0; start < docs.length; start += ADD_CHUNK_SIZE) {
    signal?.throwIfAborted();
    const result = await collection.bulkInsert(docs.slice(start, start + ADD_CHUNK_SIZE));
    added += result.success.length;
    if (result.error.length > 0)
      throw new Error(`The device could not store ${result.error.length} sample(s)`);
    onProgress?.(added, total);
    await yieldToEventLoop();
  }
  return added;
}
