// Spec 001 §3 "tracking record (with an action)", issue text: a sample's history says who moved
// it, from which bin to which, its quantity changes and its transfer. One function turns a
// change of a sample into its records, so a grid edit on the device (web samples/writes.ts) and
// a REST PATCH/PUT/batch on the server (sync-server routes/sample-inventory-docs.ts) leave the
// same history. Pure. Decision 0050.
import { ENTITY_LIMITS, type IsoDateTime } from '../entities/common.ts';
import type { SampleTrackingRecord } from '../entities/sample-inventory.ts';
import type { SampleLibrary } from '../entities/values.ts';
import { SAMPLE_LOCATION_FIELDS } from './filter-bar.ts';

/**
 * The actions our records use (the spec names none; decision 0050). A record written over
 * POST /sampleInventoryTracking may carry any other action text (a check out, a return, …).
 * 'Transferred to Production' is the transfer command's (sync-server commands/samples.ts).
 */
export const TRACKING_ACTIONS = {
  moved: 'Moved',
  quantityChanged: 'Quantity changed',
  statusChanged: 'Status changed',
  transferred: 'Transferred to Production',
} as const;
export type TrackingAction = (typeof TRACKING_ACTIONS)[keyof typeof TRACKING_ACTIONS];

/** The quantity fields of spec 001 §3 (quantity is Production's). */
export const SAMPLE_QUANTITY_FIELDS = ['totalQty', 'onHandQty', 'quantity'] as const;

/** Each tracked field of a library's samples with the action its change records: the
 * library's location fields (Production: bin; Sales: region … newBin), the quantities, status. */
export function trackedSampleFields(library: SampleLibrary): ReadonlyMap<string, TrackingAction> {
  return new Map<string, TrackingAction>([
    ...SAMPLE_LOCATION_FIELDS[library].map((f): [string, TrackingAction] => [
      f,
      TRACKING_ACTIONS.moved,
    ]),
    ...SAMPLE_QUANTITY_FIELDS.filter((f) => library === 'Production' || f !== 'quantity').map(
      (f): [string, TrackingAction] => [f, TRACKING_ACTIONS.quantityChanged],
    ),
    ['status', TRACKING_ACTIONS.statusChanged],
  ]);
}

/** A field's value as the record's text; blank (none, null, spaces) is no value. */
function valueText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}

type SampleFields = Readonly<Record<string, unknown>>;

export interface TrackingContext {
  /** Who made the change (the signed-in user; the server's user for REST). */
  readonly userCode?: string | undefined;
  /** When, ISO date-time. */
  readonly now: string;
  /** A new record id (crypto.randomUUID on both sides; tests pass their own). */
  readonly newId: () => string;
}

/**
 * The records of one change of a sample: one per tracked field whose value changed (as text:
 * 3 → '3'), in the library's field order. A new sample (`before` null) or a change of other
 * fields has none. A quantity record's `quantity` is the new count; a move's the count moved
 * (on hand, else total).
 */
export function sampleTrackingRecords(
  before: SampleFields | null,
  after: SampleFields,
  { userCode, now, newId }: TrackingContext,
): SampleTrackingRecord[] {
  if (!before) return [];
  const library = after.library as SampleLibrary;
  if (!(library in SAMPLE_LOCATION_FIELDS)) return [];
  const records: SampleTrackingRecord[] = [];
  for (const [field, action] of trackedSampleFields(library)) {
    const from = valueText(before[field]);
    const to = valueText(after[field]);
    if (from === to) continue;
    const count =
      action === TRACKING_ACTIONS.quantityChanged
        ? after[field]
        : action === TRACKING_ACTIONS.moved
          ? (after.onHandQty ?? after.totalQty)
          : undefined;
    records.push({
      id: newId(),
      action,
      field,
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
      ...(typeof count === 'number' ? { quantity: count } : {}),
      ...(userCode ? { userCode } : {}),
      // An ISO date-time by the context's contract (the entity schema checks it on write).
      createdDate: now as IsoDateTime,
    });
  }
  return records;
}

/**
 * The history with `records` appended, oldest first as stored. The entity holds at most
 * ENTITY_LIMITS.tracking records: past that the oldest give way (a write is never refused
 * for a long history; decision 0050).
 */
export function appendTracking<T>(history: readonly T[] | undefined, records: readonly T[]): T[] {
  const all = [...(history ?? []), ...records];
  return all.length > ENTITY_LIMITS.tracking ? all.slice(-ENTITY_LIMITS.tracking) : all;
}

/**
 * The sample after a change, with the change's records appended to its history (`after`
 * itself when nothing tracked changed). The one call both writers use.
 */
export function withTracking<T extends SampleFields>(
  before: SampleFields | null,
  after: T,
  context: TrackingContext,
): T {
  const records = sampleTrackingRecords(before, after, context);
  if (records.length === 0) return after;
  const history = Array.isArray(after.tracking)
    ? (after.tracking as SampleTrackingRecord[])
    : undefined;
  return { ...after, tracking: appendTracking(history, records) };
}

/** A sample's history newest first (by createdDate; records without one last, stored order
 * kept among equals): the side panel's and GET /sampleInventoryTracking's order. */
export function newestFirst<T extends { readonly createdDate?: string | undefined }>(
  records: readonly T[],
): T[] {
  return records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => {
      const x = a.record.createdDate ?? '';
      const y = b.record.createdDate ?? '';
      return x === y ? b.index - a.index : x < y ? 1 : -1;
    })
    .map(({ record }) => record);
}

/**
 * Why a write's history may not be stored, or null: a history only grows (decision 0050).
 * Records the sample had stay as they were — only the oldest may give way, when the history is
 * full — and a new record names its writer or no one, so no device or REST client can rewrite
 * who moved a sample. The sync policy judges every write with it (server-made records, the
 * transfer's, are written by the command, not judged here).
 */
export function trackingWriteProblem(
  current: readonly SampleTrackingRecord[] | undefined,
  next: readonly SampleTrackingRecord[] | undefined,
  writerCode: string | undefined,
): string | null {
  const before = current ?? [];
  const after = next ?? [];
  const had = new Map(before.map((r) => [r.id, r]));
  const kept = after.filter((r) => had.has(r.id));
  for (const record of kept)
    if (JSON.stringify(record) !== JSON.stringify(had.get(record.id)))
      return `Tracking record ${record.id} cannot be changed`;
  const dropped = before.length - kept.length;
  // Only the oldest give way, and only to make room (appendTracking).
  const oldestDropped = before.slice(0, dropped).every((r) => !after.some((a) => a.id === r.id));
  if (dropped > 0 && (after.length < ENTITY_LIMITS.tracking || !oldestDropped))
    return 'Tracking records cannot be removed';
  const added = after.filter((r) => !had.has(r.id));
  if (added.some((r) => r.userCode !== undefined && r.userCode !== writerCode))
    return 'A new tracking record must name its writer';
  return null;
}
