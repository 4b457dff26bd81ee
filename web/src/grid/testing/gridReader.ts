// A rendered grid read as the user sees it (tests only): the column headers, each row's cell
// texts, rows named by their Style and Color cells, and one cell by row id and header or by
// position. The screens' tests pass how they find their grid.
import { within } from '@testing-library/react';

/** A grid as the user reads it: headers, rows of cell texts, `STYLE_COLOR` ids, one cell. */
export function gridReader(grid: () => HTMLElement) {
  const headers = () =>
    within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace('⋮', '') ?? '');
  const rows = () =>
    [...grid().querySelectorAll('[data-r]')].map((row) =>
      [...row.querySelectorAll('[data-c]')].map((cell) => cell.textContent ?? ''),
    );
  const ids = () => {
    const [s, c] = [headers().indexOf('Style'), headers().indexOf('Color')];
    return rows().map((r) => `${r[s]}_${r[c]}`);
  };
  /** The cell at row `r` and column `c` as rendered (0-based). */
  const cellAt = (r: number, c: number): HTMLElement =>
    grid().querySelector(`[data-r="${r}"] [data-c="${c}"]`) as HTMLElement;
  /** The cell of the row `STYLE_COLOR` under the column `header`. */
  const cellOf = (id: string, header: string): HTMLElement =>
    cellAt(ids().indexOf(id), headers().indexOf(header));
  return { headers, rows, ids, cellOf, cellAt };
}
