// The project's grid as a test finds it (web/src/grid: role="grid", aria-colindex on headers,
// data-r / data-c on cells).
import type { Locator, Page } from 'playwright-core';

/** The grid cell of the first row under the column whose header starts with `header`. */
export async function firstRowCell(page: Page, header: string): Promise<Locator> {
  const headers = page.locator('[role="columnheader"][aria-colindex]');
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
  return page.locator(`[role="row"][data-r="0"] [role="gridcell"][data-c="${index}"]`);
}
