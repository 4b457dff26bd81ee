import '../testing/domSetup.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProducts } from '../testing/fixtures.ts';
import { renderGrid } from '../testing/renderGrid.tsx';

/** A paste event as the browser delivers it, with whatever the clipboard holds. */
function paste(target: HTMLElement, data: Record<string, string>) {
  fireEvent.paste(target, { clipboardData: { getData: (type: string) => data[type] ?? '' } });
}

/** A copy event; returns what the grid put on the clipboard. */
function copy(target: HTMLElement): Record<string, string> {
  const put: Record<string, string> = {};
  fireEvent.copy(target, {
    clipboardData: { setData: (type: string, value: string) => (put[type] = value) },
  });
  return put;
}

const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));

describe('Grid: structure and accessibility', () => {
  it('renders an ARIA grid with headers, row and column counts and labelled controls', () => {
    const g = renderGrid(makeProducts(300));
    const grid = g.grid();
    expect(grid).toHaveAttribute('aria-label', 'Products');
    expect(grid).toHaveAttribute('aria-rowcount', '301');
    expect(grid).toHaveAttribute('aria-colcount', '11');
    expect(grid).toHaveAttribute('tabindex', '0');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Gender⋮');
    expect(within(grid).getAllByRole('row').length).toBeGreaterThan(10);
    expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
    expect(screen.getByRole('button', { name: 'Options for Gender' })).toBeInTheDocument();
    expect(screen.getByRole('separator', { name: 'Resize Gender' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByRole('toolbar', { name: 'Grid tools' })).toBeInTheDocument();
    expect(screen.getByText('300 rows')).toBeInTheDocument();
  });

  it('shows the spec’s empty-grid message', () => {
    renderGrid([], { emptyMessage: 'noProductsAdd' });
    expect(
      screen.getByText('No products added. To get started add your products above'),
    ).toBeInTheDocument();
  });
});

describe('Grid: keyboard map', () => {
  it('moves the cursor with arrows, Tab, Home/End and PageDown; shift extends; Ctrl+A and Ctrl+D', async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(300));
    const grid = g.grid();
    await user.click(g.cell(0, 3));
    expect(grid).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-0-3$/));
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(g.controller().selection?.active).toEqual({ row: 1, col: 4 });
    expect(grid.getAttribute('aria-activedescendant')).toMatch(/-1-4$/);
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowRight}{/Shift}');
    expect(g.cell(3, 5)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('3 rows × 2 columns selected')).toBeInTheDocument();
    await user.keyboard('{Tab}');
    expect(g.controller().selection?.active).toEqual({ row: 1, col: 5 });
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(g.controller().selection?.active).toEqual({ row: 1, col: 4 });
    await user.keyboard('{End}');
    expect(g.controller().selection?.active).toEqual({ row: 1, col: 10 });
    // From the row's last cell, Tab leaves the grid (to the header's controls).
    await user.keyboard('{Tab}');
    expect(document.activeElement).not.toBe(grid);
    expect(document.activeElement?.closest('[role="columnheader"]')).not.toBeNull();
    grid.focus();
    await user.keyboard('{Home}');
    expect(g.controller().selection?.active).toEqual({ row: 1, col: 0 });
    await user.keyboard('{PageDown}');
    expect(g.controller().selection?.active.row).toBeGreaterThan(10);
    await user.keyboard('{Control>}a{/Control}');
    expect(screen.getByText('300 rows × 11 columns selected')).toBeInTheDocument();
    await user.keyboard('{Control>}d{/Control}');
    expect(screen.queryByText(/columns selected/)).toBeNull();
    await user.keyboard('{Enter}');
    expect(g.controller().selection?.active.col).toBe(0);
  });

  it('typing starts an edit, Enter commits and moves down, Escape cancels, F2 edits the value', async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(20));
    const name = g.col('name');
    await user.click(g.cell(2, name));
    await user.keyboard('R');
    const editor = screen.getByRole('textbox', { name: 'Name, row 3' });
    expect(editor).toHaveValue('R');
    await user.keyboard('unner{Enter}');
    expect(g.cell(2, name)).toHaveTextContent('Runner');
    expect(g.controller().selection?.active).toEqual({ row: 3, col: name });
    await user.keyboard('{F2}');
    expect(screen.getByRole('textbox')).toHaveValue('Product 3');
    await user.keyboard(' changed{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(g.cell(3, name)).toHaveTextContent('Product 3');
    expect(document.activeElement).toBe(g.grid());
  });

  it('number cells only take digits, dot, comma and control keys', async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(5));
    const cost = g.col('cost');
    await user.click(g.cell(0, cost));
    await user.keyboard('x');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.keyboard('1');
    await user.keyboard('2a,5{Enter}');
    await settle();
    // "12,5": the comma is digit grouping in en-US.
    expect(g.cell(0, cost)).toHaveTextContent('$125.00');
  });

  it('a refused value keeps the editor open and says why', async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(5));
    await user.click(g.cell(0, g.col('gender')));
    await user.keyboard('{F2}{Control>}a{/Control}Alien{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('“Alien” is not one of the options.');
    // A list cell's editor offers the options: a combobox.
    expect(screen.getByRole('combobox', { name: 'Gender, row 1' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('Backspace and Delete clear the range; Ctrl+Z undoes, Alt+Z and Ctrl+Shift+Z redo', async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(10));
    const gender = g.col('gender');
    await user.click(g.cell(0, gender));
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}{/Shift}');
    await user.keyboard('{Delete}');
    await settle();
    expect(g.cell(0, gender)).toHaveTextContent('');
    expect(g.cell(3, gender)).toHaveTextContent('');
    await user.keyboard('{Control>}z{/Control}');
    await settle();
    expect(g.cell(0, gender)).toHaveTextContent('Mens');
    expect(g.cell(3, gender)).toHaveTextContent('Mens');
    await user.keyboard('{Alt>}z{/Alt}');
    await settle();
    expect(g.cell(0, gender)).toHaveTextContent('');
    await user.keyboard('{Control>}z{/Control}');
    await settle();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await settle();
    expect(g.cell(3, gender)).toHaveTextContent('');
    await user.keyboard('{Backspace}');
    await settle();
    expect(g.cell(g.controller().selection?.active.row ?? 0, gender)).toHaveTextContent('');
  });
});

describe('Grid: clipboard round trips', () => {
  it('copies a range as Excel-style TSV and an HTML table', async () => {
    const user = userEvent.setup();
    const rows = makeProducts(5);
    rows[1] = { ...rows[1]!, name: 'Two\nlines "quoted"' };
    const g = renderGrid(rows);
    await user.click(g.cell(0, g.col('name')));
    await user.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    const put = copy(g.grid());
    expect(put['text/plain']).toBe('Product 0\tMens\r\n"Two\nlines ""quoted"""\tWomens\r\n');
    expect(put['text/html']).toContain('<td>Two<br>lines &quot;quoted&quot;</td><td>Womens</td>');
  });

  it('pastes Excel TSV through each column’s setter, marking refused cells with the reason', async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(10));
    await user.click(g.cell(1, g.col('gender')));
    paste(g.grid(), { 'text/plain': 'kids\tvegan\t$1,250.50\r\nAlien\tLighted\t-4\r\n' });
    await settle();
    expect(g.cell(1, g.col('gender'))).toHaveTextContent('Kids');
    expect(g.cell(1, g.col('features'))).toHaveTextContent('Vegan');
    expect(g.cell(1, g.col('cost'))).toHaveTextContent('$1,250.50');
    expect(g.cell(2, g.col('features'))).toHaveTextContent('Lighted');
    const refused = g.cell(2, g.col('gender'));
    expect(refused).toHaveAttribute('aria-invalid', 'true');
    expect(refused).toHaveAttribute('title', '“Alien” is not one of the options.');
    expect(g.cell(2, g.col('cost'))).toHaveAttribute('title', 'Negative numbers are not allowed.');
    expect(g.messages.at(-1)?.text).toBe('2 cells were refused and marked; 4 cells changed.');
  });

  it('pastes an HTML table (Google Sheets) in preference to its text', async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(5));
    await user.click(g.cell(0, g.col('name')));
    paste(g.grid(), {
      'text/plain': 'ignored',
      'text/html':
        '<google-sheets-html-origin><table><tr><td>From<br>Sheets</td><td>womens</td></tr></table>',
    });
    await settle();
    expect(g.controller().valueAt(0, g.col('name'))).toBe('From\nSheets');
    expect(g.cell(0, g.col('gender'))).toHaveTextContent('Womens');
  });

  it('copy then paste round-trips values between rows', async () => {
    const user = userEvent.setup();
    const g = renderGrid(
      makeProducts(6).map((r, i) => ({ ...r, features: i === 0 ? ['Vegan', 'Lighted'] : null })),
    );
    await user.click(g.cell(0, g.col('gender')));
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    const put = copy(g.grid());
    await user.click(g.cell(4, g.col('gender')));
    paste(g.grid(), put);
    await settle();
    expect(g.controller().valueAt(4, g.col('features'))).toEqual(['Vegan', 'Lighted']);
    expect(g.controller().valueAt(4, g.col('cost'))).toBe(10);
  });

  it('a block pasted into a larger selection repeats when it fits evenly', async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(8));
    const name = g.col('name');
    await user.click(g.cell(0, name));
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{ArrowDown}{/Shift}');
    paste(g.grid(), { 'text/plain': 'A\nB\n' });
    await settle();
    expect([0, 1, 2, 3].map((r) => g.cell(r, name).textContent)).toEqual(['A', 'B', 'A', 'B']);
  });
});

describe('Grid: saving', () => {
  it("shows 'Saving...' then 'All changes saved.' and writes once after the debounce", async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(5));
    await user.click(g.cell(0, g.col('name')));
    await user.keyboard('X{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Saving...');
    expect(g.writes).toHaveLength(0);
    await act(async () => {
      g.time.advance(1000);
      await g.controller().queue.settled();
    });
    expect(g.writes).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('All changes saved.');
    expect(g.source.get('P000000')?.name).toBe('X');
  });

  it("shows 'An error has occurred while saving.' and reports the error", async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(5), { failWrites: true });
    await user.click(g.cell(0, g.col('name')));
    await user.keyboard('X{Enter}');
    await act(async () => {
      g.time.advance(1000);
      await g.controller().queue.settled();
    });
    expect(screen.getByRole('status')).toHaveTextContent('An error has occurred while saving.');
    expect(g.errors).toEqual([new Error('disk full')]);
    expect(g.cell(0, g.col('name'))).toHaveTextContent('Product 0');
  });

  it("blocks edits with 'Site is updating. Please wait.' while the site updates", async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(5), { siteUpdating: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Site is updating. Please wait.');
    await user.click(g.cell(0, g.col('name')));
    await user.keyboard('X');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(g.messages.at(-1)).toMatchObject({
      kind: 'info',
      text: 'Site is updating. Please wait.',
    });
  });
});

describe('Grid: fill', () => {
  it('drags the fill handle down to continue a series, as one undo step', async () => {
    const g = renderGrid(
      makeProducts(10).map((r, i) => ({ ...r, cost: i === 0 ? 2 : i === 1 ? 4 : null })),
    );
    const cost = g.col('cost');
    act(() =>
      g.controller().select({
        active: { row: 0, col: cost },
        anchor: { row: 0, col: cost },
        focus: { row: 1, col: cost },
      }),
    );
    const handle = g.grid().querySelector('.pg-fill') as HTMLElement;
    expect(handle).not.toBeNull();
    fireEvent.pointerDown(handle, { button: 0, pointerType: 'mouse' });
    fireEvent.pointerOver(g.cell(4, cost));
    expect(g.grid().querySelector('.pg-fill-preview')).not.toBeNull();
    fireEvent.pointerUp(window);
    await settle();
    expect([2, 3, 4].map((r) => g.cell(r, cost).textContent)).toEqual(['$6.00', '$8.00', '$10.00']);
    expect(g.controller().history.size.undo).toBe(1);
  });

  it('double-clicking the fill handle fills down to the neighbouring column’s length', async () => {
    const g = renderGrid(
      makeProducts(12).map((r, i) => ({
        ...r,
        gender: i < 7 ? 'Mens' : null,
        features: i === 0 ? ['Vegan'] : null,
      })),
    );
    const features = g.col('features');
    act(() =>
      g.controller().select({
        active: { row: 0, col: features },
        anchor: { row: 0, col: features },
        focus: { row: 0, col: features },
      }),
    );
    fireEvent.doubleClick(g.grid().querySelector('.pg-fill') as HTMLElement);
    await settle();
    await settle();
    expect(g.cell(6, features)).toHaveTextContent('Vegan');
    expect(g.cell(7, features)).toHaveTextContent('');
  });

  it('Ctrl+Enter fills the selection with the active cell’s value', async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(6));
    const gender = g.col('gender');
    await user.click(g.cell(1, gender));
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}{Control>}{Enter}{/Control}');
    await settle();
    expect([1, 2, 3].map((r) => g.cell(r, gender).textContent)).toEqual([
      'Womens',
      'Womens',
      'Womens',
    ]);
  });

  it('Ctrl+Enter in the editor enters the typed value into every selected cell', async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(6));
    const name = g.col('name');
    await user.click(g.cell(0, name));
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}Same{Control>}{Enter}{/Control}');
    await settle();
    expect([0, 1, 2].map((r) => g.cell(r, name).textContent)).toEqual(['Same', 'Same', 'Same']);
  });
});

describe('Grid: mouse', () => {
  it('drag selects a range; shift-click extends from the cursor; double-click edits', async () => {
    const g = renderGrid(makeProducts(10));
    fireEvent.pointerDown(g.cell(1, 3), { button: 0, pointerType: 'mouse' });
    fireEvent.pointerOver(g.cell(3, 5));
    fireEvent.pointerUp(window);
    expect(screen.getByText('3 rows × 3 columns selected')).toBeInTheDocument();
    fireEvent.pointerDown(g.cell(5, 4), { button: 0, pointerType: 'mouse', shiftKey: true });
    fireEvent.pointerUp(window);
    expect(screen.getByText('5 rows × 2 columns selected')).toBeInTheDocument();
    // A double click is two presses and a dblclick: the first press moves the cursor there.
    fireEvent.pointerDown(g.cell(5, 4), { button: 0, pointerType: 'mouse' });
    fireEvent.pointerUp(window);
    fireEvent.doubleClick(g.cell(5, 4));
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveValue('Kids'));
  });
});
