// Edit Cells and Find & Replace write through the grid (000 §2 dialogs; issue 17 "one undo
// step", over all the assortment's rows): their patches become cell edits keyed by row id,
// checked by each column's cell rule (the grid's `planWrites`), committed as ONE sealed
// history step and ONE queued write; the screen's `applyGridWrite` then writes the dependent
// pricing fields and style-wide copies onto the document as for any grid edit. Rows need not
// be loaded or rendered: edits are keyed by id, undo reads rows from the source by id.
import { ASSORTMENT_EDITABLE_FIELDS, type CellsRefusal, type CellsRow } from '@portal/shared';
import type { GridColumn, GridController } from '../../../grid/index.ts';
import { planWrites, type CellTarget } from '../../../grid/controller/cellWrites.ts';
import type { DisplayRow } from '../../../grid/controller/displayModel.ts';
import { showToast } from '../../../ui/toasts/queue.ts';
import type { AssortmentGridRow, ProductPrices } from './rows.ts';

type Controller = GridController<AssortmentGridRow>;

/** A cell to write: typed text (parsed by the column's rule) or a value already valid for it. */
export interface CellChange {
  readonly rowId: string;
  readonly columnId: string;
  readonly text?: string;
  readonly value?: unknown;
}

/** The row as the grid shows it now: the data with this grid's unsaved edits over it. */
export function shownRow(controller: Controller, row: AssortmentGridRow): AssortmentGridRow {
  let shown = row;
  for (const field of ASSORTMENT_EDITABLE_FIELDS) {
    const pending = controller.queue.overlayValue(row.id, field);
    if (pending) shown = { ...shown, [field]: pending.value ?? undefined };
  }
  return shown;
}

const toMinor = (major: number | undefined, decimals: number) =>
  major === undefined ? undefined : Math.round(major * 10 ** decimals);

/** A grid row as the shared rules read it: money in minor units, prices of the location. */
export function cellsRowOf(
  row: AssortmentGridRow,
  prices: ProductPrices | undefined,
  decimals: number,
): CellsRow {
  return {
    id: row.id,
    style: row.style,
    label: row.label,
    styleNote: row.styleNote,
    collectionStyleNote: row.collectionStyleNote,
    pillar: row.pillar,
    cost: prices?.cost,
    suggestedRetail: prices?.suggestedRetail,
    discountPercent: row.discountPercent,
    discountAmount: toMinor(row.discountAmount, decimals),
    netCost: toMinor(row.netCost, decimals),
    initialMarkup: row.initialMarkup,
  };
}

const entryOf = (row: AssortmentGridRow): DisplayRow<AssortmentGridRow> => ({
  kind: 'row',
  key: row.id,
  id: row.id,
  row,
  depth: 0,
  isFolder: false,
  canExpand: false,
  expanded: false,
});

/**
 * Writes the changes as one undo step and one write burst. Cells a column's rule refuses are
 * marked and counted by the grid ('cellsRefused'); returns how many cells changed.
 */
export async function writeCells(
  controller: Controller,
  rows: ReadonlyMap<string, AssortmentGridRow>,
  changes: readonly CellChange[],
): Promise<number> {
  if (changes.length === 0 || !controller.guardSiteUpdating()) return 0;
  const base = controller.writeContext();
  const plan = planWrites<AssortmentGridRow>(
    changes.map((change, i): CellTarget => ({
      row: i,
      col: i,
      ...(change.text !== undefined ? { text: change.text } : { value: change.value }),
    })),
    {
      ...base,
      rowAt: (i) => {
        const row = rows.get(changes[i]?.rowId ?? '');
        return row ? entryOf(row) : undefined;
      },
      columnAt: (i) => controller.allColumns.get(changes[i]?.columnId ?? ''),
    },
  );
  controller.commit(plan, true);
  await controller.queue.flush();
  return plan.edits.length;
}

/** Ids of every row the selection covers, loading the rows it spans first. */
export async function selectedRowIds(controller: Controller): Promise<string[]> {
  const selection = controller.selection;
  if (!selection) return [];
  const top = Math.min(selection.anchor.row, selection.focus.row);
  const bottom = Math.max(selection.anchor.row, selection.focus.row);
  await controller.model.ensure(top, bottom);
  const ids: string[] = [];
  for (let r = top; r <= bottom; r++) {
    const entry = controller.model.rowAt(r);
    if (entry?.kind === 'row') ids.push(String(entry.id));
  }
  return ids;
}

/** Where each row is shown (its display index), loading every row of the grid first. */
export async function displayPositions(controller: Controller): Promise<Map<string, number>> {
  const count = controller.model.count;
  if (count > 0) await controller.model.ensure(0, count - 1);
  const positions = new Map<string, number>();
  for (let r = 0; r < controller.model.count; r++) {
    const entry = controller.model.rowAt(r);
    if (entry?.kind === 'row') positions.set(String(entry.id), r);
  }
  return positions;
}

/** The cell's text as the grid shows it (a label by its name). */
export function shownText(
  column: GridColumn<AssortmentGridRow> | undefined,
  row: AssortmentGridRow,
  field: string,
): string {
  const value = (row as unknown as Record<string, unknown>)[field];
  if (value === undefined || value === null) return '';
  return column ? column.rule.format(value as never) : String(value);
}

const REFUSAL_TEXT: Record<CellsRefusal, string> = {
  discountPercentRange: 'msgCodes.grid.discountRange',
  markupNeedsRetail: 'msgCodes.assortmentGrid.markupNeedsRetail',
};

/** One error toast per reason (000 §8 'Discount Percentage must be between 0-100'). */
export function toastRefusals(reasons: Iterable<CellsRefusal>): void {
  for (const reason of new Set(reasons)) showToast('error', { id: REFUSAL_TEXT[reason] });
}

/** Moves the grid's scroller so the row shows (the grid scrolls only for its own keys). */
export function revealRow(area: HTMLElement | null, row: number): void {
  const scroller = area?.querySelector<HTMLElement>('.pg-scroll');
  const frame = area?.querySelector<HTMLElement>('.pg-grid');
  if (!scroller || !frame || typeof scroller.scrollTo !== 'function') return;
  const rowHeight = Number.parseFloat(getComputedStyle(frame).getPropertyValue('--pg-row-h')) || 36;
  const header = Math.max(44, rowHeight + 4);
  const top = row * rowHeight;
  const viewport = scroller.clientHeight - header;
  if (top < scroller.scrollTop) scroller.scrollTo({ top });
  else if (top + rowHeight > scroller.scrollTop + viewport)
    scroller.scrollTo({ top: top + rowHeight - viewport });
}
