import {
  editBlock,
  guardClear,
  type CellParse,
  type CellRejection,
  type EditBlock,
  type EditView,
} from '@portal/shared';
import type { CellEdit } from '../model/history.ts';
import { sameValue } from '../model/replay.ts';
import type { GridColumn } from '../types.ts';
import type { DisplayRow } from './displayModel.ts';

// Turns "put this text (or value) in these cells" into cell edits: each cell through its
// column's setter and the editable rules; refused cells are reported with their reason and
// the rest applied.

export type Refusal = CellRejection | { code: EditBlock };

export interface CellTarget {
  row: number;
  col: number;
  /** Typed or pasted text, parsed by the column's setter... */
  text?: string;
  /** ...or a value already valid for its column (fill down, undo). */
  value?: unknown;
}

export interface WriteContext<Row> {
  rowAt: (index: number) => DisplayRow<Row> | undefined;
  columnAt: (index: number) => GridColumn<Row> | undefined;
  valueOf: (entry: DisplayRow<Row> & { kind: 'row' }, column: GridColumn<Row>) => unknown;
  view: EditView;
  createdDate: (row: Row) => string | null | undefined;
}

export interface WritePlan {
  edits: CellEdit[];
  refused: { row: number; col: number; rowId: string | null; columnId: string; reason: Refusal }[];
  /** Cells emptied by a rule that clears instead of refusing (spec 000 §5 discount). */
  clearedOutOfRange: number;
}

export function blockOf<Row>(
  entry: DisplayRow<Row> | undefined,
  column: GridColumn<Row>,
  view: EditView,
  createdDate: (row: Row) => string | null | undefined,
): EditBlock | null {
  if (!entry) return 'readOnly';
  if (entry.kind === 'group') return editBlock(column, { isGroup: true }, view);
  return editBlock(
    column,
    { isFolder: entry.isFolder, createdDate: createdDate(entry.row) ?? null },
    view,
  );
}

export function planWrites<Row>(
  targets: Iterable<CellTarget>,
  context: WriteContext<Row>,
): WritePlan {
  const plan: WritePlan = { edits: [], refused: [], clearedOutOfRange: 0 };
  for (const target of targets) {
    const column = context.columnAt(target.col);
    if (!column) continue;
    const entry = context.rowAt(target.row);
    const block = blockOf(entry, column, context.view, context.createdDate);
    if (block || !entry || entry.kind !== 'row') {
      plan.refused.push({
        row: target.row,
        col: target.col,
        rowId: entry?.kind === 'row' ? entry.id : null,
        columnId: column.id,
        reason: { code: block ?? 'readOnly' },
      });
      continue;
    }
    let result: CellParse<unknown> =
      target.text !== undefined
        ? column.rule.parse(target.text)
        : { ok: true, value: target.value ?? null };
    result = guardClear(result, column, context.view);
    if (!result.ok && result.reason.code === 'outOfRange' && result.reason.clears) {
      result = guardClear({ ok: true, value: null }, column, context.view);
      if (result.ok) plan.clearedOutOfRange++;
    }
    if (!result.ok) {
      plan.refused.push({
        row: target.row,
        col: target.col,
        rowId: entry.id,
        columnId: column.id,
        reason: result.reason,
      });
      continue;
    }
    const before = context.valueOf(entry, column);
    if (!sameValue(before, result.value)) {
      plan.edits.push({
        rowId: entry.id,
        columnId: column.id,
        before: before ?? null,
        after: result.value,
      });
    }
  }
  return plan;
}
