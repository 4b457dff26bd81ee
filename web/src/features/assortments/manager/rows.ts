// An assortment as the manager's grids hold it (the device document, spec 000 §3 Assortment),
// and the tree the "all" grid draws from it (type folder or item, hierarchy = folder path).
import { GRID } from '@portal/shared/constants.ts';
import type { RxCollection } from 'rxdb';
import type { DeviceDocOf } from '../../../db/device-docs.ts';
import type { TreeOptions } from '../../../grid/index.ts';

export type AssortmentRow = DeviceDocOf<'assortments'>;
export type AssortmentCollection = RxCollection<AssortmentRow>;

export const isFolder = (row: Pick<AssortmentRow, 'type'>) => row.type === 'folder';

/** spec 000 §2 "the assortments list is a tree of folders and items". */
export const ASSORTMENT_TREE: TreeOptions<AssortmentRow> = {
  isFolder,
  path: (row) => row.hierarchy ?? [],
  folderName: (row) => row.title,
};

/** The path of the folder a folder row stands for (its parent's path and its own name). */
export const folderPath = (row: AssortmentRow): string[] => [...(row.hierarchy ?? []), row.title];

/** spec 000 §9: delete-prompt titles truncate names to 50 characters. */
export function promptName(name: string): string {
  const chars = Array.from(name);
  const max = GRID.deletePromptNameMaxChars;
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}

/** True when `path` starts with `prefix`. */
export function startsWith(path: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length <= path.length && prefix.every((part, i) => path[i] === part);
}

/**
 * spec 000 §2 Delete is offered for folders and for regular static assortments (a dynamic
 * one follows its query; internal ones belong to the internal screens), and only on the
 * lists that own rows: all and archived.
 */
export function canDeleteRows(rows: readonly AssortmentRow[], list: string): boolean {
  if (list !== 'all' && list !== 'archived') return false;
  return rows.every(
    (row) => isFolder(row) || (row.orgType === 'regular' && row.method === 'static'),
  );
}

/** A folder name not used beside it yet: 'New Folder', 'New Folder 2', … */
export function freeFolderName(
  base: string,
  path: readonly string[],
  folders: readonly Pick<AssortmentRow, 'title' | 'hierarchy'>[],
): string {
  const taken = new Set(
    folders
      .filter((f) => (f.hierarchy ?? []).join('\u0001') === path.join('\u0001'))
      .map((f) => f.title),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} ${n}`)) n++;
  return `${base} ${n}`;
}
