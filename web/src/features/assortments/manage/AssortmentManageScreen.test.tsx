// The assortment manage screen in jsdom, on a real device sync in the page (RxDB and the Dexie
// catalogue over fake-indexeddb; no server reachable, like an offline tablet): rows join the
// assortment's own values with the catalogue's, pricing edits write every dependent field,
// an out-of-range percentage is refused, style-wide notes copy to the style's colours, pasted
// ids add exactly the known products the assortment lacks, and Remove deletes the chosen rows.
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
setUpManageScreen();

// Prices in minor units at US: cost $50.00, suggested retail $100.00.
const product = (style: string, color: string, name: string) =>
  testProduct({
    style,
    color,
    name,
    gender: 'Womens',
    locations: [{ code: 'US', lineStatus: 'A', wholesalePrice: 5000, suggestedRetail: 10000 }],
  });
const CATALOGUE = [
  product('A100', 'BLK', 'Trail Black'),
  product('A100', 'WHT', 'Trail White'),
  product('B200', 'RED', 'Court Red'),
  product('C300', 'GRN', 'Harbor Green'),
  product('C300', 'NVY', 'Harbor Navy'),
];
const PRODUCTS = [
  { style: 'A100', color: 'BLK', sort: 0 },
  { style: 'A100', color: 'WHT', sort: 1 },
  {
    style: 'B200',
    color: 'RED',
    sort: 2,
    discountPercent: 20,
    discountAmount: 1000,
    netCost: 4000,
  },
];

async function renderScreen(doc: Record<string, unknown> = {}) {
  const { stored: assortment } = await renderManageScreen(CATALOGUE, {
    title: 'Spring Trail',
    subTitle: 'Wholesale',
    products: PRODUCTS as AssortmentProduct[],
    ...doc,
  });
  const stored = async () => ((await assortment()).products ?? []) as AssortmentProduct[];
  const item = async (id: string) => (await stored()).find((p) => `${p.style}_${p.color}` === id);
  return { stored, item };
}

const { ids, cellOf } = gridReader(() =>
  screen.getByRole('grid', { name: 'Products of Spring Trail' }),
);
const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);
/** Past the grid's product update debounce (1000 ms, spec 000 §9). */
const SAVED = { timeout: 5000 };

describe('[000 §3 assortment grid row] the manage screen', () => {
  it('[000 §3 assortment grid row] rows show the catalogue’s fields beside the assortment’s', async () => {
    await renderScreen();
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'A100_WHT', 'B200_RED']));
    expect(screen.getByRole('heading', { name: 'Spring Trail' })).toBeVisible();
    expect(screen.getByText('Wholesale')).toBeInTheDocument();
    await waitFor(() => expect(cellOf('A100_BLK', 'Name')).toHaveTextContent('Trail Black'));
    expect(cellOf('A100_BLK', 'Cost')).toHaveTextContent('$50.00');
    expect(cellOf('A100_BLK', 'Suggested Retail')).toHaveTextContent('$100.00');
    expect(cellOf('A100_BLK', 'Gender')).toHaveTextContent('Womens');
    expect(cellOf('B200_RED', 'Net Cost')).toHaveTextContent('$40.00');
    expect(cellOf('B200_RED', 'Markup %')).toHaveTextContent('60.00%');
    expect(screen.getByRole('link', { name: 'Sort' })).toHaveAttribute(
      'href',
      '/product/assortments/assortment/d1/sort',
    );
  });
});

describe('[000 §4 dynamic assortments] membership follows the filters', () => {
  it('[000 §8 empty grid] a dynamic assortment says so, offers no add or remove, and shows the filters wording', async () => {
    await renderScreen({ method: 'dynamic', products: [] });
    await waitFor(() =>
      expect(
        screen.getByText('No products added. To get started select filters above'),
      ).toBeInTheDocument(),
    );
    expect(
      screen.getByText(/A dynamic assortment shows the products its filters find/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Products' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('[000 §8 empty grid] an empty static assortment says how to start', async () => {
    await renderScreen({ products: [] });
    await waitFor(() =>
      expect(
        screen.getByText('No products added. To get started add your products above'),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Add Products' })).toBeEnabled();
  });
});

describe('[000 §4 discount and net cost] pricing edits', () => {
  it('[000 §4 discount] a discount percentage edit writes the amount and the net cost', async () => {
    const u = userEvent.setup();
    const { item } = await renderScreen();
    await waitFor(() => expect(cellOf('A100_BLK', 'Cost')).toHaveTextContent('$50.00'));
    await u.click(cellOf('A100_BLK', 'Discount %'));
    await u.keyboard('{F2}{Control>}a{/Control}10{Enter}');
    await waitFor(
      async () =>
        expect(await item('A100_BLK')).toMatchObject({
          discountPercent: 10,
          discountAmount: 500,
          netCost: 4500,
        }),
      SAVED,
    );
    await waitFor(() => expect(cellOf('A100_BLK', 'Net Cost')).toHaveTextContent('$45.00'));
    expect((await item('A100_WHT'))?.discountPercent).toBeUndefined();
  });

  it('[000 §5 discount percentage] out of 0-100 is refused: the cell is cleared with the message', async () => {
    const u = userEvent.setup();
    const { item } = await renderScreen();
    await waitFor(() => expect(cellOf('B200_RED', 'Discount %')).toHaveTextContent('20.00%'));
    await u.click(cellOf('B200_RED', 'Discount %'));
    await u.keyboard('{F2}{Control>}a{/Control}150{Enter}');
    await waitFor(() =>
      expect(toasts()).toContainEqual({ text: 'Discount Percentage must be between 0-100' }),
    );
    await waitFor(
      async () => expect((await item('B200_RED'))?.discountPercent).toBeUndefined(),
      SAVED,
    );
    expect((await item('B200_RED'))?.netCost).toBe(5000);
  });

  it('[000 §4 markup] a markup edit sets net cost from the suggested retail', async () => {
    const u = userEvent.setup();
    const { item } = await renderScreen();
    await waitFor(() => expect(cellOf('A100_WHT', 'Cost')).toHaveTextContent('$50.00'));
    await u.click(cellOf('A100_WHT', 'Markup %'));
    await u.keyboard('{F2}{Control>}a{/Control}60{Enter}');
    await waitFor(
      async () =>
        expect(await item('A100_WHT')).toMatchObject({
          netCost: 4000,
          discountAmount: 1000,
          discountPercent: 20,
        }),
      SAVED,
    );
  });
});

describe('[000 §4 style-wide notes] style note', () => {
  it('[000 §4 style-wide notes] a style note copies to every colour of the style, and only them', async () => {
    const u = userEvent.setup();
    const { item } = await renderScreen();
    await waitFor(() => expect(ids()).toHaveLength(3));
    await u.click(cellOf('A100_BLK', 'Style Note'));
    await u.keyboard('{F2}Hero style{Enter}');
    await waitFor(
      async () => expect((await item('A100_WHT'))?.styleNote).toBe('Hero style'),
      SAVED,
    );
    expect((await item('A100_BLK'))?.styleNote).toBe('Hero style');
    expect((await item('B200_RED'))?.styleNote).toBeUndefined();
    await waitFor(() => expect(cellOf('A100_WHT', 'Style Note')).toHaveTextContent('Hero style'));
  });
});

describe('[000 §2 assortment screens] add and remove products', () => {
  it('[000 §8 items added] pasted ids add exactly the known products the assortment lacks', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen();
    await waitFor(() => expect(ids()).toHaveLength(3));
    await u.click(screen.getByRole('button', { name: 'Add Products' }));
    const dialog = await screen.findByTestId('assortment-add-dialog');
    await u.type(
      within(dialog).getByRole('textbox', { name: /Style\/Color IDs/ }),
      'C300_GRN, A100_BLK{Enter}ZZZ_999',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByTestId('assortment-add-dialog')).toBeNull());
    await waitFor(async () =>
      expect((await stored()).map((p) => `${p.style}_${p.color}`)).toEqual([
        'A100_BLK',
        'A100_WHT',
        'B200_RED',
        'C300_GRN',
      ]),
    );
    expect(toasts()).toEqual(
      expect.arrayContaining([
        { id: 'msgCodes.assortmentGrid.itemsAdded', values: { count: 1 } },
        { id: 'msgCodes.assortmentGrid.notFound', values: { count: 1, ids: 'ZZZ_999' } },
        { id: 'msgCodes.assortmentGrid.alreadyPresent', values: { count: 1 } },
      ]),
    );
    await waitFor(() => expect(cellOf('C300_GRN', 'Name')).toHaveTextContent('Harbor Green'));
  });

  it('[000 §7 style colours lookup] a style looked up on the device adds the picked colour', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen();
    await waitFor(() => expect(ids()).toHaveLength(3));
    await u.click(screen.getByRole('button', { name: 'Add Products' }));
    const dialog = await screen.findByTestId('assortment-add-dialog');
    await u.type(within(dialog).getByRole('textbox', { name: 'Style lookup' }), 'c3');
    const navy = await within(dialog).findByRole('option', { name: /C300 \/ NVY/ });
    expect(within(dialog).getAllByRole('option')).toHaveLength(2);
    await u.click(navy);
    await u.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(async () =>
      expect((await stored()).map((p) => p.color)).toEqual(['BLK', 'WHT', 'RED', 'NVY']),
    );
  });

  it('[000 §8 delete confirmation] Remove deletes exactly the chosen rows after the prompt', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen();
    await waitFor(() => expect(ids()).toHaveLength(3));
    await u.click(cellOf('A100_WHT', 'Style'));
    await u.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await u.click(screen.getByRole('button', { name: 'Remove' }));
    const prompt = await screen.findByTestId('confirm-prompt');
    expect(prompt).toHaveTextContent('You are about to delete 2 rows');
    await u.click(within(prompt).getByRole('button', { name: 'Remove' }));
    await waitFor(async () =>
      expect((await stored()).map((p) => `${p.style}_${p.color}`)).toEqual(['A100_BLK']),
    );
    await waitFor(() => expect(ids()).toEqual(['A100_BLK']));
    expect(toasts()).toContainEqual({
      id: 'msgCodes.assortmentGrid.itemsAddedRemoved',
      values: { count: 2 },
    });
  });
});
