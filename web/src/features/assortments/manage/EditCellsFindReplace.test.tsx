// Edit Cells and Find & Replace on the assortment manage screen, in jsdom on a real device
// sync (RxDB and the Dexie catalogue over fake-indexeddb; offline like a tablet): one value
// into many rows as one undo step, pricing rules per row, and a replace over every row of
// the assortment, rendered or not, changing the device document.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import type { AssortmentProduct } from '@portal/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testProduct } from '../../../products/testing/catalogue.ts';
import { toastQueue } from '../../../ui/toasts/queue.ts';
import { gridReader, renderManageScreen, setUpManageScreen } from './testing/manage-screen.tsx';

configure({ asyncUtilTimeout: 5_000 });
// A wide but short grid: every column renders and only the first rows do.
setUpManageScreen({ height: 300 });

// Prices in minor units at US: cost $50.00, suggested retail $100.00.
const product = (style: string, color: string) =>
  testProduct({
    style,
    color,
    name: `${style} ${color}`,
    locations: [{ code: 'US', lineStatus: 'A', wholesalePrice: 5000, suggestedRetail: 10000 }],
  });
const LABELS = [
  { color: '#c00', name: 'Hero' },
  { color: '#0a0', name: 'Sale' },
];
const FOUR = [
  { style: 'A100', color: 'BLK', sort: 0 },
  { style: 'A100', color: 'WHT', sort: 1, label: '#0a0' },
  { style: 'B200', color: 'RED', sort: 2, styleNote: 'Hero of spring' },
  { style: 'C300', color: 'GRN', sort: 3, styleNote: 'Quiet', pillar: 'Hero' },
];

async function renderScreen(products: readonly AssortmentProduct[]) {
  const { stored: assortment } = await renderManageScreen(
    products.slice(0, 4).map((p) => product(p.style, p.color)),
    { title: 'Spring Trail', labels: LABELS, products: [...products] },
  );
  const stored = async () => ((await assortment()).products ?? []) as AssortmentProduct[];
  const field = async (key: keyof AssortmentProduct) =>
    Object.fromEntries((await stored()).map((p) => [`${p.style}_${p.color}`, p[key]]));
  return { stored, field };
}

const grid = () => screen.getByRole('grid', { name: 'Products of Spring Trail' });
const { ids, cellOf } = gridReader(grid);
const activeCell = () =>
  document.getElementById(grid().getAttribute('aria-activedescendant') ?? '') as HTMLElement;
const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);
/** Past the grid's product update debounce (1000 ms, spec 000 §9). */
const SAVED = { timeout: 5000 };
const undo = (u: ReturnType<typeof userEvent.setup>) =>
  u.click(screen.getByRole('button', { name: /Undo/ }));

async function selectRows(u: ReturnType<typeof userEvent.setup>, from: string, count: number) {
  await u.click(cellOf(from, 'Style'));
  for (let i = 1; i < count; i++) await u.keyboard('{Shift>}{ArrowDown}{/Shift}');
}

async function chooseIn(u: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  const dialog = screen.getByTestId('assortment-edit-cells-dialog');
  await u.click(within(dialog).getByRole('button', { name: field }));
  await u.click(await screen.findByRole('option', { name: option }));
}

describe('[000 §2 edit cells] one value into many rows', () => {
  it('[000 §2 edit cells] a label on 3 rows is one undo step: undo restores all three', async () => {
    const u = userEvent.setup();
    const { field } = await renderScreen(FOUR);
    await waitFor(() => expect(ids()).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Edit Cells' })).toBeDisabled();
    await selectRows(u, 'A100_BLK', 3);
    await u.click(screen.getByRole('button', { name: 'Edit Cells' }));
    const dialog = await screen.findByTestId('assortment-edit-cells-dialog');
    expect(dialog).toHaveTextContent('3 rows selected');
    // Only editable columns are offered; the first, Label, is chosen.
    await u.click(within(dialog).getByRole('button', { name: /Column/ }));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual([
      'Label',
      'Style Note',
      'Collection Style Note',
      'Pillar',
      'Discount %',
      'Discount Amount',
      'Net Cost',
      'Markup %',
    ]);
    await u.click(screen.getByRole('option', { name: 'Label' }));
    await chooseIn(u, /Value/, 'Hero');
    await u.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByTestId('assortment-edit-cells-dialog')).toBeNull());
    await waitFor(async () =>
      expect(await field('label')).toEqual({
        A100_BLK: '#c00',
        A100_WHT: '#c00',
        B200_RED: '#c00',
        C300_GRN: undefined,
      }),
    );
    await waitFor(() => expect(cellOf('A100_WHT', 'Label')).toHaveTextContent('Hero'));
    await undo(u);
    await waitFor(async () =>
      expect(await field('label')).toEqual({
        A100_BLK: undefined,
        A100_WHT: '#0a0',
        B200_RED: undefined,
        C300_GRN: undefined,
      }),
    );
  });

  it('[000 §4 discount and net cost] a discount into 2 rows writes each row’s amount and net cost', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen(FOUR);
    await waitFor(() => expect(cellOf('B200_RED', 'Cost')).toHaveTextContent('$50.00'));
    await selectRows(u, 'A100_WHT', 2);
    await u.click(screen.getByRole('button', { name: 'Edit Cells' }));
    await screen.findByTestId('assortment-edit-cells-dialog');
    await chooseIn(u, /Column/, 'Discount %');
    await u.type(screen.getByRole('textbox', { name: 'Value' }), '10');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(async () =>
      expect((await stored()).slice(1, 3)).toEqual([
        expect.objectContaining({ discountPercent: 10, discountAmount: 500, netCost: 4500 }),
        expect.objectContaining({ discountPercent: 10, discountAmount: 500, netCost: 4500 }),
      ]),
    );
    expect((await stored())[0]?.discountPercent).toBeUndefined();
    await waitFor(() => expect(cellOf('B200_RED', 'Net Cost')).toHaveTextContent('$45.00'));
  });

  it('[000 §5 discount percentage] out of 0-100: the message, and no row is written', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen(FOUR);
    await waitFor(() => expect(ids()).toHaveLength(4));
    const before = await stored();
    await selectRows(u, 'A100_BLK', 2);
    await u.click(screen.getByRole('button', { name: 'Edit Cells' }));
    await screen.findByTestId('assortment-edit-cells-dialog');
    await chooseIn(u, /Column/, 'Discount %');
    await u.type(screen.getByRole('textbox', { name: 'Value' }), '150');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toasts()).toContainEqual({ id: 'msgCodes.grid.discountRange' }));
    expect(screen.getByTestId('assortment-edit-cells-dialog')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await stored()).toEqual(before);
  });
});

describe('[000 §2 find and replace] over all the assortment’s rows', () => {
  it('[000 §2 find and replace] Ctrl+F counts the matches and Next moves the active cell', async () => {
    const u = userEvent.setup();
    await renderScreen(FOUR);
    await waitFor(() => expect(ids()).toHaveLength(4));
    await u.keyboard('{Control>}f{/Control}');
    const panel = await screen.findByTestId('assortment-find-panel');
    expect(within(panel).queryByRole('button', { name: 'Replace All' })).toBeNull();
    const find = within(panel).getByRole('textbox', { name: 'Find' });
    expect(find).toHaveFocus();
    // Labels are found by their names: 'Hero' of the label list is not on a row yet.
    await u.type(find, 'hero');
    expect(within(panel).getByRole('status')).toHaveTextContent('2 matches');
    await u.keyboard('{Enter}');
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('1 of 2'));
    expect(activeCell()).toBe(cellOf('B200_RED', 'Style Note'));
    await u.click(within(panel).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(activeCell()).toBe(cellOf('C300_GRN', 'Pillar')));
    await u.click(within(panel).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(activeCell()).toBe(cellOf('B200_RED', 'Style Note')));
    await u.click(within(panel).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(activeCell()).toBe(cellOf('C300_GRN', 'Pillar')));
    await u.click(within(panel).getByRole('checkbox', { name: 'Match entire cell' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('1 match');
  });

  it('[000 §2 find and replace] Replace all changes rows never rendered, in one undo step', async () => {
    const u = userEvent.setup();
    const many = Array.from({ length: 60 }, (_, i) => ({
      style: `T${100 + i}`,
      color: 'BLK',
      sort: i,
      collectionStyleNote: i % 2 === 0 ? 'Spring drop' : 'Core',
    }));
    const { field } = await renderScreen(many);
    await waitFor(() => expect(ids().length).toBeGreaterThan(0));
    expect(ids().length).toBeLessThan(30);
    expect(ids()).not.toContain('T158_BLK');
    await u.keyboard('{Control>}h{/Control}');
    const panel = await screen.findByTestId('assortment-find-panel');
    await u.type(within(panel).getByRole('textbox', { name: 'Find' }), 'SPRING');
    expect(within(panel).getByRole('status')).toHaveTextContent('30 matches');
    await u.type(within(panel).getByRole('textbox', { name: 'Replace with' }), 'Summer');
    await u.click(within(panel).getByRole('button', { name: 'Replace All' }));
    await waitFor(async () => {
      const notes = await field('collectionStyleNote');
      expect(notes.T158_BLK).toBe('Summer drop');
      expect(Object.values(notes).filter((n) => n === 'Summer drop')).toHaveLength(30);
      expect(Object.values(notes).filter((n) => n === 'Core')).toHaveLength(30);
    }, SAVED);
    expect(toasts()).toContainEqual({
      id: 'msgCodes.assortmentGrid.cellsReplaced',
      values: { count: 30 },
    });
    expect(within(panel).getByRole('status')).toHaveTextContent('No matches');
    await undo(u);
    await waitFor(async () => {
      const notes = await field('collectionStyleNote');
      expect(Object.values(notes).filter((n) => n === 'Spring drop')).toHaveLength(30);
    }, SAVED);
  });

  it('[000 §4 style-wide notes] Replace of one colour’s style note changes every colour of the style', async () => {
    const u = userEvent.setup();
    const { field } = await renderScreen([
      { style: 'A100', color: 'BLK', sort: 0, styleNote: 'Runner' },
      { style: 'A100', color: 'WHT', sort: 1, styleNote: 'Runner' },
      { style: 'B200', color: 'RED', sort: 2, styleNote: 'Runner' },
    ]);
    await waitFor(() => expect(ids()).toHaveLength(3));
    await u.click(cellOf('A100_WHT', 'Style Note'));
    await u.keyboard('{Control>}h{/Control}');
    const panel = await screen.findByTestId('assortment-find-panel');
    await u.type(within(panel).getByRole('textbox', { name: 'Find' }), 'runner');
    await u.type(within(panel).getByRole('textbox', { name: 'Replace with' }), 'Trail runner');
    await u.click(within(panel).getByRole('button', { name: 'Replace' }));
    await waitFor(async () =>
      expect(await field('styleNote')).toEqual({
        A100_BLK: 'Trail runner',
        A100_WHT: 'Trail runner',
        B200_RED: 'Runner',
      }),
    );
    // After the replace the cursor moved on to the next match.
    await waitFor(() => expect(activeCell()).toBe(cellOf('B200_RED', 'Style Note')));
  });
});
