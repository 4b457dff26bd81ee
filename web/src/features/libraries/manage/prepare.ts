// The grid's payload rule for every item it stores (web/CONTEXT.md "A new list screen" step 5):
// the time of the change, a cleared optional cell as no field (the entity has no nulls), and
// the shared entity schema as the last word (the sync server applies the same).
import { libraryItemSchema } from '@portal/shared';
import type { ManageRow } from './columns.ts';

/** A grid write the device refused before storing anything (the cells go back). */
export class LibraryWriteRefused extends Error {
  readonly field: string;
  constructor(field: string) {
    super(`Invalid value for ${field}`);
    this.field = field;
    this.name = 'LibraryWriteRefused';
  }
}

export function prepareLibraryItem(doc: ManageRow, now: string): ManageRow {
  const next: Record<string, unknown> = { ...doc, modifiedDate: now };
  // The name is the one text the entity always has: cleared (pending view only) it is empty.
  if (next.name === null || next.name === undefined) next.name = '';
  for (const [key, value] of Object.entries(next))
    if (value === null || (Array.isArray(value) && value.length === 0 && key !== 'files'))
      delete next[key];
  const checked = libraryItemSchema.safeParse({ ...next, _deleted: false });
  if (!checked.success)
    throw new LibraryWriteRefused(String(checked.error.issues[0]?.path[0] ?? ''));
  return next as ManageRow;
}
