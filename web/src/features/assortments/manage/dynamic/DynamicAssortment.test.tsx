// A dynamic assortment's manage screen in jsdom, on a real device sync in the page (RxDB and the
// Dexie catalogue over fake-indexeddb, the real product index in the page; no server reachable,
// like an offline tablet): its rows are exactly the catalogue products its stored query finds,
// by style, with the assortment's own values; changing a filter in the product bar stores the
// query on the document, updates the rows and toasts the spec's message for 2 s; a product the
// sync stores that matches appears; editing a found row creates its entry.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import type { Assortment, AssortmentProduct } from '@portal/shared';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storePage } from '../../../../products/testing/catalogue.ts';
import { clearAllToasts } from '../../../../ui/toasts/queue.ts';
import {
  catalogueProduct as product,
  gridReader,
  renderManageScreen,
  toasts,
  setUpManageScreen,
} from '../testing/manage-screen.tsx';

configure({ asyncUtilTimeout: 10_000 });
setUpManageScreen();

const CATALOGUE = [
  product('C300', 'GRN', 'Womens', 'WALK'),
  product('A100', 'WHT', 'Womens', 'RUN'),
  product('A100', 'BLK', 'Womens', 'RUN'),
  product('B200', 'RED', 'Mens', 'RUN'),
  product('F600', 'BRN', 'Mens', 'WALK'),
  // Not found by a Footwear Womens query: another type; a location the user does not have.
  product('D400', 'BLU', 'Womens', 'RUN', { productType: 'Apparel' }),
  product('E500', 'GRY', 'Womens', 'RUN', { code: 'CA' }),
];
const WOMENS = { module: 'Footwear', filters: [['gender', 'Womens']] };

const renderScreen = (doc: Partial<Assortment> & Record<string, unknown>) =>
  renderManageScreen(CATALOGUE, {
    title: 'Womens Follow',
    method: 'dynamic',
    kind: 'DynamicAssortment',
    ...doc,
  });

const { ids, cellOf } = gridReader(() =>
  screen.getByRole('grid', { name: 'Products of Womens Follow' }),
);
const bar = () => screen.getByRole('region', { name: 'Assortment filters' });
const SAVED = { timeout: 5000 };

describe('[000 §3 dynamic assortment] rows computed on the device from the query', () => {
  it('[000 §3 dynamic assortment] a query selecting by a filter shows exactly the matching products, by style, with the assortment’s own values', async () => {
    await renderScreen({
      query: WOMENS,
      // Its own values of a found product are shown; an entry the query does not find is not.
      products: [
        { style: 'C300', color: 'GRN', discountPercent: 20, discountAmount: 1000, netCost: 4000 },
        { style: 'B200', color: 'RED', label: '#f00' },
      ] as AssortmentProduct[],
    });
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'A100_WHT', 'C300_GRN']));
    await waitFor(() => expect(cellOf('C300_GRN', 'Net Cost')).toHaveTextContent('$40.00'));
    expect(cellOf('C300_GRN', 'Discount %')).toHaveTextContent('20.00%');
    expect(cellOf('A100_BLK', 'Net Cost')).toHaveTextContent('$50.00');
    expect(cellOf('A100_BLK', 'Name')).toHaveTextContent('A100 BLK');
    // The product library's bar, its chip; one product type: no module switch; no add/remove.
    expect(within(bar()).getByText('Gender: Womens')).toBeInTheDocument();
    expect(within(bar()).queryByRole('radiogroup')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('dynamic-count')).toHaveTextContent('3 products'),
    );
    expect(screen.queryByRole('button', { name: 'Add Products' })).toBeNull();
  });

  it('[000 §8 empty grid] filters finding nothing say so in the spec’s words', async () => {
    await renderScreen({ query: { module: 'Footwear', filters: [['ids', 'NOPE1']] } });
    await screen.findByText('No results found for the filters applied in your location');
  });
});

describe('[000 §4 searching a dynamic assortment] changing the filters updates the query', () => {
  it('[000 §8 filter added / removed] a filter added or removed stores the query on the document, updates the rows and toasts for 2 s (offline)', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen({ query: WOMENS });
    await screen.findByText(
      'Offline: changes are saved on this device and sync when you reconnect.',
    );
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'A100_WHT', 'C300_GRN']));

    // Add Division WALK from the bar's panel (options counted on the device).
    await u.click(within(bar()).getByRole('button', { name: /^Division/ }));
    const panel = await screen.findByRole('dialog', { name: 'Division' });
    await u.click(await within(panel).findByRole('option', { name: 'WALK (1)' }));
    await waitFor(() => expect(ids()).toEqual(['C300_GRN']));
    await waitFor(async () =>
      expect((await stored()).query).toEqual({
        module: 'Footwear',
        filters: [
          ['division', 'WALK'],
          ['gender', 'Womens'],
        ],
        options: { limit: 1000, sort: 'style' },
      }),
    );
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        text: '1 Filter added and assortment updated',
        timeout: 2000,
      }),
    );
    expect((await stored()).lastEditedByUser).toBe('U-DYN');

    // Remove the gender chip: the Mens walker joins.
    act(() => clearAllToasts());
    await u.click(within(bar()).getByRole('button', { name: /Remove Gender: Womens/ }));
    await waitFor(() => expect(ids()).toEqual(['C300_GRN', 'F600_BRN']));
    await waitFor(async () =>
      expect((await stored()).query).toMatchObject({ filters: [['division', 'WALK']] }),
    );
    await waitFor(() =>
      expect(toasts()).toContainEqual({
        text: '1 Filter removed and assortment updated',
        timeout: 2000,
      }),
    );

    // Clear all: no filter set, the grid loads empty (§8) with the filters wording.
    await u.click(within(bar()).getByRole('button', { name: 'Clear all' }));
    await screen.findByText('No products added. To get started select filters above');
    await waitFor(async () => expect((await stored()).query).toMatchObject({ filters: [] }));
  });

  it('[000 §3 dynamic assortment] it follows the catalogue: a product the sync stores that matches appears, one that does not stays out', async () => {
    const { catalogue } = await renderScreen({ query: WOMENS });
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'A100_WHT', 'C300_GRN']));
    await storePage(catalogue, {
      put: [product('B150', 'PNK', 'Womens', 'RUN'), product('B160', 'TAN', 'Mens', 'RUN')],
    });
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'A100_WHT', 'B150_PNK', 'C300_GRN']));
    await storePage(catalogue, { deleted: ['A100_WHT'] });
    await waitFor(() => expect(ids()).toEqual(['A100_BLK', 'B150_PNK', 'C300_GRN']));
  });

  it('[000 §4 discount] editing a found row creates its entry in the assortment, without a row sort', async () => {
    const u = userEvent.setup();
    const { stored } = await renderScreen({ query: WOMENS });
    await waitFor(() => expect(cellOf('A100_BLK', 'Cost')).toHaveTextContent('$50.00'));
    await u.click(cellOf('A100_BLK', 'Discount %'));
    await u.keyboard('{F2}{Control>}a{/Control}10{Enter}');
    await waitFor(
      async () =>
        expect((await stored()).products).toEqual([
          { style: 'A100', color: 'BLK', discountPercent: 10, discountAmount: 500, netCost: 4500 },
        ]),
      SAVED,
    );
    await waitFor(() => expect(cellOf('A100_BLK', 'Net Cost')).toHaveTextContent('$45.00'));
  });
});
