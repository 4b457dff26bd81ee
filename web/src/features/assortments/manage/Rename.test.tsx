// Renaming a style/colour of a static assortment on a real device sync in jsdom (offline; see
// testing/manage-screen.tsx): an id the device catalogue does not hold, or one already in the
// assortment, is refused in the dialog and nothing changes; an accepted rename keeps the row's
// own values and place, says 'Success', and is one undo step.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import type { AssortmentProduct } from '@portal/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  catalogueProduct as product,
  gridReader,
  renderManageScreen,
  setUpManageScreen,
  toasts,
} from './testing/manage-screen.tsx';

configure({ asyncUtilTimeout: 8_000 });
setUpManageScreen();

const CATALOGUE = [
  product('A100', 'BLK', 'Womens', 'RUN'),
  product('A100', 'WHT', 'Womens', 'RUN'),
  product('C300', 'NVY', 'Mens', 'RUN'),
  product('D400', 'BLU', 'Womens', 'RUN', { productType: 'Apparel' }),
];
const grid = gridReader(() => screen.getByRole('grid', { name: 'Products of Spring Line' }));

describe('[000 §2 rename] a style/colour of a static assortment', () => {
  it('[000 §2 rename] refused unless the device’s catalogue says yes; an accepted one keeps the row and undoes in one step', async () => {
    const u = userEvent.setup();
    const { stored } = await renderManageScreen(CATALOGUE, {
      title: 'Spring Line',
      products: [
        { style: 'A100', color: 'BLK', sort: 0, styleNote: 'Hero', discountPercent: 10 },
        { style: 'A100', color: 'WHT', sort: 1 },
      ] as AssortmentProduct[],
    });
    await waitFor(() => expect(grid.ids()).toEqual(['A100_BLK', 'A100_WHT']));
    await u.click(grid.cellOf('A100_BLK', 'Name'));
    await u.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByTestId('assortment-rename-dialog');
    const style = within(dialog).getByRole('textbox', { name: 'New Style' });
    const color = within(dialog).getByRole('textbox', { name: 'New Color' });
    const tryRename = async (s: string, c: string) => {
      await u.clear(style);
      await u.type(style, s);
      await u.clear(color);
      await u.type(color, c);
      await u.click(within(dialog).getByRole('button', { name: 'Rename' }));
    };

    await tryRename('Z999', 'XXX');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Z999_XXX is not in the catalogue on this device.',
    );
    await tryRename('A100', 'WHT');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A100_WHT is already in your assortment.',
    );
    await tryRename('D400', 'BLU');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'D400_BLU is of another product type than this assortment.',
    );
    expect((await stored()).products.map((p) => p.style)).toEqual(['A100', 'A100']);

    // Typed in lower case: the catalogue's spelling is found.
    await tryRename('c300', 'nvy');
    await waitFor(() => expect(screen.queryByTestId('assortment-rename-dialog')).toBeNull());
    await waitFor(async () =>
      expect((await stored()).products[0]).toMatchObject({
        style: 'C300',
        color: 'NVY',
        sort: 0,
        styleNote: 'Hero',
        discountPercent: 10,
        discountAmount: 500,
        netCost: 4500,
      }),
    );
    expect(toasts().map((t) => t.text)).toContain('Success: A100_BLK renamed to C300_NVY');
    await waitFor(() => expect(grid.ids()).toEqual(['C300_NVY', 'A100_WHT']));

    // One undo step brings the old product back, with its values.
    await u.click(screen.getAllByRole('button', { name: /Undo/ })[0]!);
    await waitFor(async () =>
      expect((await stored()).products[0]).toMatchObject({
        style: 'A100',
        color: 'BLK',
        styleNote: 'Hero',
        discountPercent: 10,
      }),
    );
  });
});
