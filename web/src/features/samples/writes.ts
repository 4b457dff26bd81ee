// The sample screens' writes, each a device write the sync pushes (offline like every write):
// the grid's payload rule (modifiedDate, cleared cells as no field, spec 001 §5 required
// fields, the tracking records of the change, the shared entity schema last) and the delete
// prompt of spec 000 §4 / §8 (Add is AddSampleDialog.tsx). Decisions 0049, 0050.
import {
  SAMPLE_REQUIRED_MESSAGE_IDS,
  missingSampleFields,
  sampleInventoryItemSchema,
  withTracking,
  type SampleLibrary,
} from '@portal/shared';
import type { SessionUser } from '@portal/shared/api/users.ts';
import type { DocumentChange } from '../../grid/index.ts';
import { LOCAL_KEYS, readLocalNow } from '../session/offline-store.ts';
import { confirmAction } from '../../ui/confirm/confirm-store.ts';
import type { UiText } from '../../ui/text.ts';
import type { SampleRow } from './columns.ts';

/** A write the device refused before storing anything (the cells go back); `text` says why. */
export class SampleWriteRefused extends Error {
  readonly text: UiText;
  /** The field whose value the entity schema refused (its label goes in the toast). */
  readonly field: string | undefined;
  constructor(text: UiText, field?: string) {
    super('id' in text ? text.id : text.text);
    this.name = 'SampleWriteRefused';
    this.text = text;
    this.field = field;
  }
}

/** Spec 001 §8: 'Status, Side, Quantity, and Bin are Required', the library's variant. */
export const requiredText = (library: SampleLibrary): UiText => ({
  id: SAMPLE_REQUIRED_MESSAGE_IDS[library],
});

const fields = (row: unknown) => row as Readonly<Record<string, unknown>>;

/**
 * Spec 001 §5 on the device: a new sample must have every required field; an edit may not
 * leave blank a required field the sample had. A sample already incomplete when it reached
 * the device (another device, an import) can still be completed one cell at a time.
 */
export function refusedFields(
  library: SampleLibrary,
  doc: SampleRow,
  before: SampleRow | null,
): string[] {
  const missing = missingSampleFields(library, fields(doc));
  if (!before) return missing;
  const missingBefore = new Set(missingSampleFields(library, fields(before)));
  return missing.filter((field) => !missingBefore.has(field));
}

/**
 * The signed-in user's code as the device keeps it: the session stores its user at every
 * sign-in and reads it back for an offline start (session/boot.ts keepUser), and removes it at
 * sign-out, so a grid write knows its author without a connection or a React context.
 */
export function deviceUserCode(): string | undefined {
  return readLocalNow<Pick<SessionUser, 'userCode'>>(LOCAL_KEYS.user)?.userCode;
}

/**
 * The grid's payload rule for every sample it stores: the time of the change, a cleared cell
 * as no field (the entity has no nulls), the required fields, the change's tracking records
 * (bin, quantities, status: shared samples/tracking.ts, the same the REST updates write), and
 * the shared schema as the last word (the same the sync server applies). `userCode` names the
 * author (default: the device's signed-in user).
 */
export function prepareSample(
  doc: SampleRow,
  change: Pick<DocumentChange<SampleRow>, 'before'>,
  now: string,
  userCode: string | undefined = deviceUserCode(),
): SampleRow {
  const cleaned: Record<string, unknown> = { ...doc, modifiedDate: now };
  for (const [key, value] of Object.entries(cleaned))
    if (value === null || (typeof value === 'string' && value.trim() === '')) delete cleaned[key];
  const library = doc.library;
  if (refusedFields(library, cleaned as SampleRow, change.before).length > 0)
    throw new SampleWriteRefused(requiredText(library));
  const next = withTracking(change.before ? fields(change.before) : null, cleaned, {
    userCode,
    now,
    newId: () => crypto.randomUUID(),
  });
  const checked = sampleInventoryItemSchema.safeParse({ ...next, _deleted: false });
  if (!checked.success) {
    const field = String(checked.error.issues[0]?.path[0] ?? '');
    throw new SampleWriteRefused({ id: 'labels.samples.invalidRow' }, field);
  }
  return next as SampleRow;
}

/**
 * spec 000 §4 confirmation prompt, §8 'You are about to delete one …' (or n of them) plus a
 * warning; one sample is named by its style/colour. Resolves true when the user agreed.
 */
export function confirmDeleteSamples(rows: readonly SampleRow[]): Promise<boolean> {
  const [only] = rows;
  const title: UiText =
    rows.length === 1 && only
      ? {
          id: 'labels.samples.deleteOne',
          values: { name: `${only.style}/${only.color}${only.size ? ` ${only.size}` : ''}` },
        }
      : { id: 'labels.samples.deleteMany', values: { count: rows.length } };
  return confirmAction({
    title,
    description: { id: 'labels.samples.deleteWarning' },
    labelYes: { id: 'buttons.samples.delete' },
    labelNo: { id: 'buttons.cancel' },
    tone: 'danger',
  });
}
