import type { Block } from '../model/clipboard.ts';
import { fillArea, fillDirection, fillDownLimit, planFill } from '../model/fill.ts';
import { planPaste } from '../model/paste.ts';
import * as sel from '../model/selection.ts';
import { planWrites, type CellTarget } from './cellWrites.ts';
import type { BulkHost } from './host.ts';
import { MAX_CELLS_PER_CHANGE } from './limits.ts';

// Changes to many cells at once: paste, clear, fill. Each is one undo step, one state change
// and one queued write, however many cells it touches.

export async function paste<Row>(c: BulkHost<Row>, block: Block): Promise<void> {
  if (!c.selection || !c.guardSiteUpdating()) return;
  const plan = planPaste(block, sel.rectOf(c.selection), c.bounds());
  if (!plan) return;
  const { target } = plan;
  // The pasted area ends up selected, as in a spreadsheet (set before the one re-render).
  const selectAfter =
    sel.rectSize(target).cells > 1
      ? {
          active: { row: target.top, col: target.left },
          anchor: { row: target.top, col: target.left },
          focus: { row: target.bottom, col: target.right },
        }
      : null;
  await writeRect(
    c,
    (row, col) => ({ row, col, text: plan.textAt(row, col) }),
    true,
    target,
    selectAfter,
  );
}

export async function clearSelection<Row>(c: BulkHost<Row>): Promise<void> {
  if (!c.selection || !c.guardSiteUpdating()) return;
  await writeRect(c, (row, col) => ({ row, col, text: '' }), true);
}

export async function fillSelectionWithActive<Row>(c: BulkHost<Row>): Promise<void> {
  if (!c.selection || !c.guardSiteUpdating()) return;
  const { row, col } = c.selection.active;
  await c.model.ensure(row, row);
  const value = c.valueAt(row, col);
  const text = c.textAt(row, col);
  await writeRect(
    c,
    (r, k) => (k === col ? { row: r, col: k, value } : { row: r, col: k, text }),
    true,
  );
}

/** The fill handle was released over (row, col). */
export async function fillTo<Row>(c: BulkHost<Row>, row: number, col: number): Promise<void> {
  if (!c.selection || !c.guardSiteUpdating()) return;
  const rect = sel.rectOf(c.selection);
  const direction = fillDirection(rect, row, col);
  if (!direction) return;
  const area = fillArea(rect, direction, row, col);
  if (sel.rectSize(area).cells > MAX_CELLS_PER_CHANGE) return c.tooMany();
  await c.model.ensure(area.top, area.bottom);
  const cells = planFill(rect, direction, area, (r, k) => c.valueAt(r, k));
  const targets: CellTarget[] = cells.map((cell) =>
    cell.fromCol === cell.col
      ? { row: cell.row, col: cell.col, value: cell.value }
      : {
          row: cell.row,
          col: cell.col,
          text: c.columns[cell.fromCol]?.rule.format(cell.value as never) ?? '',
        },
  );
  c.commit(planWrites(targets, c.writeContext()), true);
  c.select({
    ...c.selection,
    anchor: { row: area.top, col: area.left },
    focus: { row: area.bottom, col: area.right },
  });
}

/** Double-click on the fill handle: down as far as the neighbouring column goes. */
export async function fillDownToNeighbour<Row>(c: BulkHost<Row>): Promise<void> {
  if (!c.selection) return;
  const rect = sel.rectOf(c.selection);
  let end = rect.bottom + 100;
  let limit: number;
  // Load a page at a time until the neighbouring column runs out.
  for (;;) {
    await c.model.ensure(rect.bottom + 1, Math.min(end, c.model.count - 1));
    limit = fillDownLimit(rect, c.columns.length, c.model.count, (r, k) =>
      c.model.rowAt(r) ? c.valueAt(r, k) : null,
    );
    if (limit < end || end >= c.model.count - 1) break;
    end += 100;
  }
  if (limit > rect.bottom) await c.fillTo(limit, rect.left);
}

/** Writes every cell of a rectangle (the selection by default) as one undo step. */
export async function writeRect<Row>(
  c: BulkHost<Row>,
  targetOf: (row: number, col: number) => CellTarget,
  sealed: boolean,
  rect: sel.Rect | null = c.selection ? sel.rectOf(c.selection) : null,
  selectAfter: sel.Selection | null = null,
): Promise<void> {
  if (!rect) return;
  if (sel.rectSize(rect).cells > MAX_CELLS_PER_CHANGE) return c.tooMany();
  await c.model.ensure(rect.top, rect.bottom);
  const targets = function* (): Generator<CellTarget> {
    for (let row = rect.top; row <= rect.bottom; row++)
      for (let col = rect.left; col <= rect.right; col++) yield targetOf(row, col);
  };
  if (selectAfter) c.selection = sel.clampToBounds(selectAfter, c.bounds());
  c.commit(planWrites(targets(), c.writeContext()), sealed);
}
