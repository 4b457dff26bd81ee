// The project's grid as a test finds it (web/src/grid: role="grid", aria-colindex on headers,
// data-r / data-c on cells).
import type { Locator, Page } from 'playwright-core';

/**
 * The cell of a row (the first by default) under the column whose header starts with
 * `header`, in `scope`: the page when it shows one grid, else the grid's locator.
 */
export async function firstRowCell(
  scope: Page | Locator,
  header: string,
  row = 0,
): Promise<Locator> {
  const headers = scope.locator('[role="columnheader"][aria-colindex]');
  await headers.first().waitFor();
  const index = await headers.evaluateAll(
    (cells, name) =>
      Number(
        cells.find((c) => c.textContent?.trim().startsWith(name))?.getAttribute('aria-colindex') ??
          0,
      ) - 1,
    header,
  );
  if (index < 0) throw new Error(`no column headed ${header}`);
  return scope.locator(`[role="row"][data-r="${row}"] [role="gridcell"][data-c="${index}"]`);
}
