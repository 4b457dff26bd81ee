import type { TreeOptions } from '../types.ts';

// Folders and items from flat rows with hierarchy paths (spec 000 §3 assortment: type item
// or folder, hierarchy = folder path). A row whose folder has no folder row stays at the top
// level, so nothing disappears when a folder row is missing (the spec's "tree repair").

export interface Tree<Row> {
  roots: Row[];
  children: Map<Row, Row[]>;
}

const SEPARATOR = '\u0001';

export function buildTree<Row>(rows: readonly Row[], tree: TreeOptions<Row>): Tree<Row> {
  const folders = new Map<string, Row>();
  for (const row of rows) {
    if (tree.isFolder(row))
      folders.set([...tree.path(row), tree.folderName(row)].join(SEPARATOR), row);
  }
  const roots: Row[] = [];
  const children = new Map<Row, Row[]>();
  for (const row of rows) {
    const parent =
      tree.path(row).length > 0 ? folders.get(tree.path(row).join(SEPARATOR)) : undefined;
    if (parent === undefined || parent === row) {
      roots.push(row);
      continue;
    }
    let list = children.get(parent);
    if (!list) children.set(parent, (list = []));
    list.push(row);
  }
  return { roots, children };
}

/** The folder path new rows get when created inside `row` (a folder) or beside it (an item). */
export function pathForNew<Row>(row: Row | undefined, tree: TreeOptions<Row>): string[] {
  if (row === undefined) return [];
  return tree.isFolder(row) ? [...tree.path(row), tree.folderName(row)] : [...tree.path(row)];
}
