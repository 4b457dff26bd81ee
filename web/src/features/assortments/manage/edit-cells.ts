// Edit Cells applied (spec 000 §2 dialogs; §4 pricing and style-wide rules; §5 discount
// percentage; §8 message): the typed text parsed by the column's cell rule, the shared
// `editCells` deciding each selected row (pricing through `applyPricingEdit`, a refused row
// skipped with the spec's message; style-wide fields to every colour), then one grid write.
import {
  ASSORTMENT_EDITABLE_FIELDS,
  editCells,
  type AssortmentEditableField,
  type CellRejection,
} from '@portal/shared';
import type { GridController } from '../../../grid/index.ts';
import {
  cellsRowOf,
  selectedRowIds,
  shownRow,
  toastRefusals,
  writeCells,
  type CellChange,
} from './cells.ts';
import type { AssortmentGridRow, ProductPrices } from './rows.ts';

const MONEY = new Set<string>(['discountAmount', 'netCost']);

export const isEditableField = (id: string): id is AssortmentEditableField =>
  (ASSORTMENT_EDITABLE_FIELDS as readonly string[]).includes(id);

export interface EditCellsInput {
  readonly controller: GridController<AssortmentGridRow>;
  /** Every row of the assortment. */
  readonly rows: readonly AssortmentGridRow[];
  /** Cost and suggested retail per row id, minor units. */
  readonly prices: ReadonlyMap<string, ProductPrices>;
  readonly decimals: number;
}

/**
 * Writes `text` into `columnId` of the selected rows as one undo step. Returns why the text
 * itself is refused (nothing written), else null.
 */
export async function applyEditCells(
  { controller, rows, prices, decimals }: EditCellsInput,
  columnId: string,
  text: string,
): Promise<CellRejection | null> {
  const column = controller.allColumns.get(columnId);
  if (!column || column.readOnly || !isEditableField(columnId)) return null;
  const parsed = column.rule.parse(text);
  if (!parsed.ok) {
    // 000 §5: out of 0–100 every row would be skipped: the spec's message, nothing written.
    if (parsed.reason.code === 'outOfRange' && parsed.reason.clears)
      toastRefusals(['discountPercentRange']);
    return parsed.reason;
  }
  const value = parsed.value as string | number | null;
  const money = MONEY.has(columnId);
  const given = money && typeof value === 'number' ? Math.round(value * 10 ** decimals) : value;
  const ids = await selectedRowIds(controller);
  const shown = rows.map((row) => shownRow(controller, row));
  const outcome = editCells(
    shown.map((row) => cellsRowOf(row, prices.get(row.id), decimals)),
    ids,
    columnId,
    given,
  );
  toastRefusals(outcome.refused.map((r) => r.reason));
  // Money goes to the grid in the location's major units, as typed.
  const changes: CellChange[] = outcome.patches.map((patch) => ({
    rowId: patch.rowId,
    columnId: patch.field,
    value: money ? value : patch.value,
  }));
  await writeCells(controller, new Map(shown.map((row) => [row.id, row])), changes);
  return null;
}
