import { cellRefusal, type CellParse } from './types.ts';

// Who may edit which cell.
// spec 000 §5: style/color cells are editable only on rows with no created date; folder rows
// are not editable; required library columns cannot be cleared except in the pending view.
// spec 000 §4: while the site is updating, row add, delete and update are blocked.

export type EditBlock = 'readOnly' | 'folderRow' | 'createdRow' | 'siteUpdating' | 'groupRow';

export interface EditableColumn {
  readOnly?: boolean;
  /** Style and colour: the identity of a product row. */
  identity?: boolean;
  /** A publish requirement (spec 000 §5 library publish requirements). */
  required?: boolean;
}

export interface EditableRow {
  isFolder?: boolean;
  isGroup?: boolean;
  createdDate?: string | null;
}

export interface EditView {
  /** The library pending view: the only place required columns may be cleared. */
  pendingView?: boolean;
  siteUpdating?: boolean;
}

export function editBlock(
  column: EditableColumn,
  row: EditableRow,
  view: EditView = {},
): EditBlock | null {
  if (view.siteUpdating) return 'siteUpdating';
  if (row.isGroup) return 'groupRow';
  if (row.isFolder) return 'folderRow';
  if (column.readOnly) return 'readOnly';
  if (column.identity && row.createdDate) return 'createdRow';
  return null;
}

export function canClear(column: EditableColumn, view: EditView = {}): boolean {
  return !column.required || view.pendingView === true;
}

/** Applies the clearing rule to a setter's result: an empty value on a required column is refused. */
export function guardClear<T>(
  result: CellParse<T>,
  column: EditableColumn,
  view: EditView = {},
): CellParse<T> {
  if (result.ok && result.value === null && !canClear(column, view))
    return cellRefusal({ code: 'notClearable' });
  return result;
}
