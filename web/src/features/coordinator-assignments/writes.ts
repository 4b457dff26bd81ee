// The screen's writes, each a device write that the sync pushes (offline like every write):
// the grid's payload rule (modifiedDate, 'Both' stored as no subtype, the shared schema), the
// duplicate rule checked on the device before a change (shared duplicatesInBatch, decision
// 0033), the status change of a row action, and the delete prompt of spec 000 §4 / §8.
import {
  coordinatorAssignmentSchema,
  duplicatesInBatch,
  type AssignmentCoverage,
  type CoordinatorAssignment,
} from '@portal/shared';
import { patchDocuments } from '../../db/actions.ts';
import type { GridWrite } from '../../grid/index.ts';
import { confirmAction } from '../../ui/confirm/confirm-store.ts';
import type { UiText } from '../../ui/text.ts';
import { assignmentName, personLabel, promptName, subtypeOfChoice } from './labels.ts';
import type { AssignmentCollection, AssignmentRow } from './user-lookup.ts';

/** A change the duplicate rule refuses: the candidate and the Active assignment it repeats. */
export interface Duplicate {
  readonly candidate: AssignmentCoverage;
  readonly duplicate: AssignmentCoverage & Partial<CoordinatorAssignment>;
}

/** A grid write the device refused before storing anything; `text` says why, translated. */
export class AssignmentWriteRefused extends Error {
  readonly text: UiText;
  constructor(text: UiText) {
    super('id' in text ? text.id : text.text);
    this.name = 'AssignmentWriteRefused';
    this.text = text;
  }
}

const OPTIONAL_TEXT = ['coordinatorName', 'requesterName'] as const;

/**
 * The grid's payload rule for every document it stores: the time of the change, the order
 * type's 'Both' (or a cleared cell) as no subtype, blank names left out, and the shared schema
 * as the last word (the same the sync server applies).
 */
export function prepareAssignment(doc: AssignmentRow, now: string): AssignmentRow {
  const next: Record<string, unknown> = { ...doc, modifiedDate: now };
  const subtype = subtypeOfChoice(next.orderSubtype);
  if (subtype) next.orderSubtype = subtype;
  else delete next.orderSubtype;
  for (const field of OPTIONAL_TEXT) {
    const value = next[field];
    if (value === null || (typeof value === 'string' && value.trim() === '')) delete next[field];
  }
  const checked = coordinatorAssignmentSchema.safeParse({ ...next, _deleted: false });
  if (!checked.success)
    throw new AssignmentWriteRefused({ id: 'orders.coordinatorAssignments.invalidRow' });
  return next as AssignmentRow;
}

/** The stored spellings a typed requester code may have (the selector compares exactly). */
const codeVariants = (codes: readonly string[]) => [
  ...new Set(codes.flatMap((c) => [c, c.trim(), c.trim().toUpperCase(), c.trim().toLowerCase()])),
];

/** The candidates that would repeat an Active assignment on the device (the shared rule). */
export async function findDuplicates(
  collection: AssignmentCollection,
  candidates: readonly AssignmentCoverage[],
): Promise<Duplicate[]> {
  const active = candidates.filter((c) => (c.status ?? 'Active') === 'Active');
  if (active.length === 0) return [];
  const stored = await collection
    .find({
      selector: { requesterCode: { $in: codeVariants(active.map((c) => c.requesterCode)) } },
    })
    .exec();
  const existing = stored.map((doc) => doc.toMutableJSON() as AssignmentRow);
  return duplicatesInBatch(candidates, existing).map(({ candidate, duplicate }) => ({
    candidate,
    duplicate: duplicate as Duplicate['duplicate'],
  }));
}

/** The translated refusal of a duplicate, naming the requester and the coordinator it has. */
export function duplicateText(found: Duplicate): UiText {
  const d = found.duplicate;
  return {
    id: 'orders.coordinatorAssignments.duplicate',
    values: {
      requester: personLabel(d.requesterCode, d.requesterName),
      coordinator: personLabel(d.coordinatorCode ?? '', d.coordinatorName),
    },
  };
}

/** The documents a grid write would leave behind, for the rules that look at whole documents. */
async function afterGridWrite(
  collection: AssignmentCollection,
  write: GridWrite<AssignmentRow>,
): Promise<AssignmentCoverage[]> {
  const changes = new Map<string, Record<string, unknown>>();
  for (const update of write.updates) {
    if (update.columnId !== 'status' && update.columnId !== 'orderSubtype') continue;
    const change = changes.get(update.rowId) ?? {};
    change[update.columnId] = update.value;
    changes.set(update.rowId, change);
  }
  if (changes.size === 0) return [];
  const current = await collection.findByIds([...changes.keys()]).exec();
  return [...current].map(([id, doc]) => {
    const merged = { ...(doc.toMutableJSON() as AssignmentRow), ...changes.get(id) };
    return { ...merged, orderSubtype: subtypeOfChoice(merged.orderSubtype) };
  });
}

/** Refuses a grid write that would make a duplicate (the grid then shows the cells as before). */
export async function checkGridWrite(
  collection: AssignmentCollection,
  write: GridWrite<AssignmentRow>,
): Promise<void> {
  const [found] = await findDuplicates(collection, await afterGridWrite(collection, write));
  if (found) throw new AssignmentWriteRefused(duplicateText(found));
}

/**
 * Sets the status of the rows (a row action; spec 001 §7 "patch can change status"). Resolves
 * with how many changed, or throws `AssignmentWriteRefused` when one would be a duplicate.
 */
export async function setAssignmentStatus(
  collection: AssignmentCollection,
  rows: readonly AssignmentRow[],
  status: CoordinatorAssignment['status'],
  now: string,
): Promise<number> {
  const changing = rows.filter((row) => row.status !== status);
  if (changing.length === 0) return 0;
  const [found] = await findDuplicates(
    collection,
    changing.map((row) => ({ ...row, status })),
  );
  if (found) throw new AssignmentWriteRefused(duplicateText(found));
  await patchDocuments(
    'coordinatorAssignments',
    changing.map((row) => row.id),
    { status, modifiedDate: now },
  );
  return changing.length;
}

/**
 * spec 000 §4 confirmation prompt, §8 'You are about to delete one …' (or n of them) plus a
 * warning; §9 the name in the title cut to 50 characters. Resolves true when the user agreed.
 */
export function confirmDeleteAssignments(rows: readonly AssignmentRow[]): Promise<boolean> {
  const [only] = rows;
  const title: UiText =
    rows.length === 1 && only
      ? {
          id: 'orders.coordinatorAssignments.deleteOne',
          values: { name: promptName(assignmentName(only)) },
        }
      : { id: 'orders.coordinatorAssignments.deleteMany', values: { count: rows.length } };
  return confirmAction({
    title,
    description: { id: 'orders.coordinatorAssignments.deleteWarning' },
    labelYes: { id: 'buttons.coordinatorAssignments.delete' },
    labelNo: { id: 'buttons.cancel' },
    tone: 'danger',
  });
}
