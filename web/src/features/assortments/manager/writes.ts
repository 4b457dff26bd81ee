// The manager's writes, each a device write the sync pushes (offline like every write): the
// grid's payload rule, New Assortment and New Folder, state changes after 'Are You Sure?'
// (spec 000 §4), archive and unarchive, delete after the prompt of §8, Duplicate for yourself
// and the move of rows between folders.
import { assortmentSchema, type AssortmentInput } from '@portal/shared';
import type { DeviceInputOf } from '../../../db/device-docs.ts';
import { insertDocuments, patchDocuments } from '../../../db/actions.ts';
import { confirmAction } from '../../../ui/confirm/confirm-store.ts';
import type { UiText } from '../../../ui/text.ts';
import {
  folderPath,
  isFolder,
  promptName,
  startsWith,
  type AssortmentCollection,
  type AssortmentRow,
} from './rows.ts';

/** Who writes and when: every change records them (spec 000 §3 modifiedDate, lastEditedByUser). */
export interface Editor {
  readonly userCode: string;
  readonly now: string;
}

/** A grid write the shared schema refuses (a title left empty…): nothing is stored. */
export class AssortmentWriteRefused extends Error {
  constructor() {
    super('The assortment does not match the shared schema');
    this.name = 'AssortmentWriteRefused';
  }
}

/** The grid's payload rule: the time and the editor of the change, the shared schema last. */
export function prepareAssortment(doc: AssortmentRow, editor: Editor): AssortmentRow {
  const next = { ...doc, modifiedDate: editor.now, lastEditedByUser: editor.userCode };
  if (!assortmentSchema.safeParse({ ...next, _deleted: false }).success)
    throw new AssortmentWriteRefused();
  return next as AssortmentRow;
}

/** The fields of the New Assortment dialog (spec 000 §2 "Select Assortment Type"). */
export type NewAssortmentFields = Pick<
  AssortmentInput,
  | 'title'
  | 'method'
  | 'channel'
  | 'region'
  | 'season'
  | 'year'
  | 'gender'
  | 'productType'
  | 'locationId'
>;

/** The new regular assortment, owned by the editor, published (the default state, §4). */
export function newAssortment(
  id: string,
  fields: NewAssortmentFields,
  hierarchy: readonly string[],
  editor: Editor,
): DeviceInputOf<'assortments'> {
  const present = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined && v !== ''),
  ) as NewAssortmentFields;
  return {
    ...present,
    id,
    type: 'item',
    hierarchy: [...hierarchy],
    kind: fields.method === 'dynamic' ? 'DynamicAssortment' : 'StaticAssortment',
    orgType: 'regular',
    state: 'published',
    ownerCode: editor.userCode,
    createdDate: editor.now,
    modifiedDate: editor.now,
    lastEditedByUser: editor.userCode,
  };
}

/** A folder row (type folder; its title is its name, its hierarchy the parent's path). */
export function newFolder(
  id: string,
  title: string,
  hierarchy: readonly string[],
  editor: Editor,
): AssortmentRow {
  const { _deleted: _gone, ...folder } = assortmentSchema.parse({
    _deleted: false,
    id,
    title,
    type: 'folder',
    hierarchy: [...hierarchy],
    orgType: 'regular',
    ownerCode: editor.userCode,
    createdDate: editor.now,
    modifiedDate: editor.now,
    lastEditedByUser: editor.userCode,
  });
  return folder as AssortmentRow;
}

/** spec 000 §4 state: published, unpublished, archived; archive sets the archived flag too. */
export type StateChange = 'published' | 'unpublished' | 'archived' | 'unarchive';

const CONFIRM_TEXT: Readonly<Record<StateChange, { title: UiText; description: UiText }>> = {
  published: {
    title: { id: 'labels.assortments.areYouSure' },
    description: { id: 'labels.assortments.stateWarning' },
  },
  unpublished: {
    title: { id: 'labels.assortments.areYouSure' },
    description: { id: 'labels.assortments.stateWarning' },
  },
  // spec 000 §8 confirmations of archive and unarchive.
  archived: {
    title: { id: 'labels.assortments.areYouSure' },
    description: { id: 'labels.assortments.archiveWarning' },
  },
  unarchive: {
    title: { id: 'labels.assortments.areYouSure' },
    description: { id: 'labels.assortments.unarchiveWarning' },
  },
};

/**
 * Changes the state of the chosen assortments (items only; folders have none to show) after
 * the user agreed (spec 000 §4: applies only after confirmation). Answers how many changed.
 */
export async function changeState(
  rows: readonly AssortmentRow[],
  change: StateChange,
  editor: Editor,
): Promise<number> {
  const state = change === 'unarchive' ? 'published' : change;
  const changing = rows.filter((row) => !isFolder(row) && row.state !== state);
  if (changing.length === 0) return 0;
  const text = CONFIRM_TEXT[change];
  if (
    !(await confirmAction({
      ...text,
      labelYes: { id: 'buttons.yes' },
      labelNo: { id: 'buttons.no' },
    }))
  )
    return 0;
  await patchDocuments(
    'assortments',
    changing.map((row) => row.id),
    {
      state,
      archived: state === 'archived',
      modifiedDate: editor.now,
      lastEditedByUser: editor.userCode,
    },
  );
  return changing.length;
}

/** Stars or unstars (spec 000 §4 "Assortments can also be starred"). */
export async function setStarred(
  rows: readonly AssortmentRow[],
  starred: boolean,
  editor: Editor,
): Promise<void> {
  const ids = rows.filter((r) => !isFolder(r) && r.starred !== starred).map((r) => r.id);
  if (ids.length > 0)
    await patchDocuments('assortments', ids, {
      starred,
      modifiedDate: editor.now,
      lastEditedByUser: editor.userCode,
    });
}

/**
 * spec 000 §8 'You are about to delete one assortment' (or n of them) plus a warning; §9 the
 * name in the title cut to 50 characters. Resolves true when the user agreed.
 */
export function confirmDelete(rows: readonly AssortmentRow[]): Promise<boolean> {
  const [only] = rows;
  const title: UiText =
    rows.length === 1 && only
      ? { id: 'labels.assortments.deleteOne', values: { name: promptName(only.title) } }
      : { id: 'labels.assortments.deleteMany', values: { count: rows.length } };
  return confirmAction({
    title,
    description: { id: 'labels.assortments.deleteWarning' },
    labelYes: { id: 'buttons.assortments.delete' },
    labelNo: { id: 'buttons.cancel' },
    tone: 'danger',
  });
}

/**
 * After folders were deleted, what they held moves up to the deleted folder's parent, so
 * nothing is lost with a folder (our reading: the spec names no cascade).
 */
export async function liftContents(
  collection: AssortmentCollection,
  folders: readonly AssortmentRow[],
  editor: Editor,
): Promise<void> {
  for (const folder of folders.filter(isFolder)) {
    const path = folderPath(folder);
    const docs = (await collection.find({ selector: { idxOwner: folder.ownerCode ?? '' } }).exec())
      .map((d) => d.toMutableJSON() as AssortmentRow)
      .filter((row) => row.id !== folder.id && startsWith(row.hierarchy ?? [], path));
    for (const row of docs)
      await patchDocuments('assortments', row.id, {
        hierarchy: [...(folder.hierarchy ?? []), ...(row.hierarchy ?? []).slice(path.length)],
        modifiedDate: editor.now,
        lastEditedByUser: editor.userCode,
      });
  }
}

/**
 * Moves rows into the folder at `target` ([] = the top level). A folder takes what it holds
 * along (their paths follow its new one); a folder is never moved into itself.
 */
export async function moveRows(
  collection: AssortmentCollection,
  rows: readonly AssortmentRow[],
  target: readonly string[],
  editor: Editor,
): Promise<number> {
  const stamp = { modifiedDate: editor.now, lastEditedByUser: editor.userCode };
  let moved = 0;
  for (const row of rows) {
    if (isFolder(row) && startsWith(target, folderPath(row))) continue;
    if (isFolder(row)) {
      const from = folderPath(row);
      const to = [...target, row.title];
      const inside = (await collection.find({ selector: { idxOwner: row.ownerCode ?? '' } }).exec())
        .map((d) => d.toMutableJSON() as AssortmentRow)
        .filter((r) => r.id !== row.id && startsWith(r.hierarchy ?? [], from));
      for (const child of inside)
        await patchDocuments('assortments', child.id, {
          hierarchy: [...to, ...(child.hierarchy ?? []).slice(from.length)],
          ...stamp,
        });
    }
    await patchDocuments('assortments', row.id, { hierarchy: [...target], ...stamp });
    moved++;
  }
  return moved;
}

/** Duplicate for yourself (spec 000 §2 Copy Assortment): a copy owned by the editor. */
export async function duplicateForYourself(
  source: AssortmentRow,
  newId: string,
  title: string,
  editor: Editor,
): Promise<void> {
  const {
    _deleted: _d,
    idxModified: _m,
    idxOwner: _o,
    ...fields
  } = source as AssortmentRow & {
    _deleted?: boolean;
    idxModified?: string;
    idxOwner?: string;
  };
  await insertDocuments('assortments', {
    ...fields,
    id: newId,
    title,
    ownerCode: editor.userCode,
    starred: false,
    createdDate: editor.now,
    modifiedDate: editor.now,
    lastEditedByUser: editor.userCode,
    // Display group ids are keys of their own: the copy gets its own (as the server's copy).
    displayGroups: (source.displayGroups ?? []).map((g, i) => ({ ...g, id: `${newId}-g${i + 1}` })),
  } as DeviceInputOf<'assortments'>);
}
