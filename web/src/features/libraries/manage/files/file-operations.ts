// Manage file operations (spec 000 §2 dialogs 'Working File Merge (advertising logo says Source
// File Merge)'; §7 library updates deleteFiles, moveFiles, updateFiles, deleteAsset; 001 §7
// PATCH /assets/{manageType}/batch/many). The spec shows no more than the names, so the
// semantics are ours (decision 0046):
// - merge: the first selected item keeps its files; every file of the other selected items
//   moves into it as a Working File (a logo's source files), and the emptied items are deleted;
// - move: files go to another item of the same library with their usage type;
// - delete: files leave the item; set usage: Primary or Working File.
// Everything is a device write on `libraryItems` (offline; the sync pushes it and the library
// policy checks it again). Pure planning here, the writes in `applyFileSteps`.
//
// Order and ids matter to the server: a file id is one row of its files table, and a file's
// blob key may only appear in an item when it is the writer's upload or already held by an
// item of the library (decision 0045). So a moved file takes a NEW id in its new item, and the
// item taking files is written BEFORE the item giving them away: at every moment the key is
// held by some item, and no id is in two items.
import {
  publishProblems,
  type FileUsageType,
  type LibraryFile,
  type LibraryItemType,
  type PublishProblem,
} from '@portal/shared';
import { patchDocuments, removeDocuments } from '../../../../db/actions.ts';
import type { DeviceDocOf } from '../../../../db/device-docs.ts';

/** A manage screen's row (columns.ts ManageRow): the device's library item. */
type ManageRow = DeviceDocOf<'libraryItems'>;

type Item = Pick<ManageRow, 'id' | 'name' | 'libraryType' | 'status' | 'files'> &
  Partial<ManageRow>;

/** One device write, in order: new files of an item, or an item removed. */
export type FileStep =
  | {
      readonly kind: 'files';
      readonly id: string;
      readonly files: readonly LibraryFile[];
    }
  | { readonly kind: 'remove'; readonly id: string };

export interface FilePlan {
  readonly steps: readonly FileStep[];
  /** Published items the plan would leave lacking a publish requirement (spec 000 §5). */
  readonly refused: readonly { readonly item: Item; readonly problems: PublishProblem[] }[];
}

export interface PlanContext {
  readonly now: string;
  readonly newId: () => string;
}

const problemKey = (p: PublishProblem) => `${p.field} ${p.reason}`;

/**
 * What a Published item would newly lack with these files (the server refuses it: a Published
 * global retail asset keeps a primary file). Problems it already had do not count, as on the
 * server (sync-server/src/sync/policies/library.ts assertPublishable).
 */
function newProblems(item: Item, files: readonly LibraryFile[]): PublishProblem[] {
  if (item.status !== 'Published') return [];
  const type = item.libraryType as LibraryItemType;
  const before = new Set(publishProblems(type, item as never).map(problemKey));
  return publishProblems(type, { ...item, files } as never).filter(
    (p) => !before.has(problemKey(p)),
  );
}

function plan(
  changes: readonly { item: Item; files: readonly LibraryFile[] }[],
  removed: string[],
) {
  const refused = changes.flatMap(({ item, files }) => {
    const problems = newProblems(item, files);
    return problems.length > 0 ? [{ item, problems }] : [];
  });
  const steps: FileStep[] = [
    ...changes.map(({ item, files }) => ({ kind: 'files' as const, id: item.id, files })),
    ...removed.map((id) => ({ kind: 'remove' as const, id })),
  ];
  return { steps, refused };
}

/** A file arriving in another item: a new id, the time of the move, the usage given. */
const arrived = (file: LibraryFile, usageType: FileUsageType, ctx: PlanContext): LibraryFile => ({
  ...file,
  id: ctx.newId(),
  usageType,
  modifiedDate: ctx.now as LibraryFile['modifiedDate'],
});

/** Working File Merge / Source File Merge: into the first item; the others are deleted. */
export function planMerge(items: readonly Item[], ctx: PlanContext): FilePlan {
  const [keeper, ...others] = items;
  if (keeper === undefined || others.length === 0) return { steps: [], refused: [] };
  const moved = others.flatMap((o) => o.files.map((f) => arrived(f, 'Working File', ctx)));
  return plan(
    [{ item: keeper, files: [...keeper.files, ...moved] }],
    others.map((o) => o.id),
  );
}

/** Moves files of `source` to `target` (same library), keeping their usage type. */
export function planMoveFiles(
  source: Item,
  target: Item,
  fileIds: readonly string[],
  ctx: PlanContext,
): FilePlan {
  if (source.id === target.id || source.libraryType !== target.libraryType)
    return { steps: [], refused: [] };
  const moving = new Set(fileIds);
  const taken = source.files.filter((f) => moving.has(f.id));
  if (taken.length === 0) return { steps: [], refused: [] };
  return plan(
    [
      // The taker first (see the file's head).
      { item: target, files: [...target.files, ...taken.map((f) => arrived(f, f.usageType, ctx))] },
      { item: source, files: source.files.filter((f) => !moving.has(f.id)) },
    ],
    [],
  );
}

export function planDeleteFiles(item: Item, fileIds: readonly string[]): FilePlan {
  const gone = new Set(fileIds);
  if (!item.files.some((f) => gone.has(f.id))) return { steps: [], refused: [] };
  return plan([{ item, files: item.files.filter((f) => !gone.has(f.id)) }], []);
}

export function planUsageType(
  item: Item,
  fileId: string,
  usageType: FileUsageType,
  ctx: Pick<PlanContext, 'now'>,
): FilePlan {
  const file = item.files.find((f) => f.id === fileId);
  if (!file || file.usageType === usageType) return { steps: [], refused: [] };
  const files = item.files.map((f) =>
    f.id === fileId ? { ...f, usageType, modifiedDate: ctx.now as LibraryFile['modifiedDate'] } : f,
  );
  return plan([{ item, files }], []);
}

export interface FileWriter {
  readonly files: (id: string, files: readonly LibraryFile[], now: string) => Promise<unknown>;
  readonly remove: (id: string) => Promise<unknown>;
}

/** The signed-in user's device (validated by the shared schema, replicated by the sync). */
export const deviceFileWriter: FileWriter = {
  files: (id, files, now) =>
    patchDocuments('libraryItems', id, {
      files: [...files],
      modifiedDate: now,
    } as never),
  remove: (id) => removeDocuments('libraryItems', id),
};

/** Runs the steps one after the other, in the plan's order (the sync pushes them so). */
export async function applyFileSteps(
  steps: readonly FileStep[],
  now: string,
  writer: FileWriter = deviceFileWriter,
): Promise<void> {
  for (const step of steps) {
    if (step.kind === 'files') await writer.files(step.id, step.files, now);
    else await writer.remove(step.id);
  }
}
