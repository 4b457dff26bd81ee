// The search tab of a static assortment on a real device sync in the page (offline, see
// testing/manage-screen.tsx): the product library's filter bar and results inside the manage
// screen; the rows picked or every product found are added as one undo step, those present
// skipped; 'Add to Collection?' adds to the selections collection of the assortment's
// linkage and to the assortment; 100 items or more go behind the blocker with a counting toast.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { selectionsCollectionId, selectionsLinkage, type Collection } from '@portal/shared';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blockerStore } from '../../../../ui/blocker/blocker-store.ts';
import { clearAllToasts, toastQueue } from '../../../../ui/toasts/queue.ts';
import {
  catalogueProduct as product,
  gridReader,
  intl,
  renderManageScreen,
  toasts,
  setUpManageScreen,
} from '../testing/manage-screen.tsx';

configure({ asyncUtilTimeout: 8_000 });
setUpManageScreen();

const CATALOGUE = [
  product('C300', 'GRN', 'Womens', 'WALK'),
  product('A100', 'WHT', 'Womens', 'RUN'),
  product('A100', 'BLK', 'Womens', 'RUN'),
  product('B200', 'RED', 'Mens', 'RUN'),
  product('D400', 'BLU', 'Womens', 'RUN', { productType: 'Apparel' }),
];
const ASSORTMENT = {
  title: 'Spring Line',
  method: 'static',
  orgType: 'regular',
  channel: 'Wholesale',
  season: 'Spring',
  year: 2026,
} as const;

const assortmentGrid = gridReader(() =>
  screen.getByRole('grid', { name: 'Products of Spring Line' }),
);
const results = gridReader(() =>
  screen.getByRole('grid', { name: 'Products found in the library' }),
);
const panel = () => screen.getByTestId('assortment-search');

async function openSearch(u: ReturnType<typeof userEvent.setup>, gender: string, count: number) {
  await u.click(await screen.findByRole('button', { name: 'Search Library' }));
  const bar = within(panel()).getByRole('region', { name: 'Library filters' });
  await u.click(within(bar).getByRole('button', { name: /^Gender/ }));
  const options = await screen.findByRole('dialog', { name: 'Gender' });
  await u.click(await within(options).findByRole('option', { name: `${gender} (${count})` }));
  await waitFor(() =>
    expect(screen.getByTestId('search-count')).toHaveTextContent(
      `${count} product${count === 1 ? '' : 's'}`,
    ),
  );
}

describe('[000 §2 search tab] adding products from the library’s filter bar', () => {
  it('[000 §2 search tab] every product found is added once, those present skipped, offline', async () => {
    const u = userEvent.setup();
    const { stored } = await renderManageScreen(CATALOGUE, {
      ...ASSORTMENT,
      products: [{ style: 'A100', color: 'BLK' }],
    });
    await waitFor(() => expect(assortmentGrid.ids()).toEqual(['A100_BLK']));
    await openSearch(u, 'Womens', 3);
    // Footwear only (the assortment's type), by style, at the user's location.
    await waitFor(() => expect(results.ids()).toEqual(['A100_BLK', 'A100_WHT', 'C300_GRN']));
    expect(results.cellOf('A100_BLK', 'In Assortment')).toHaveTextContent('Yes');
    expect(results.cellOf('C300_GRN', 'In Assortment')).toHaveTextContent('No');

    await u.click(within(panel()).getByRole('button', { name: 'Add All Found (3)' }));
    await waitFor(async () =>
      expect((await stored()).products.map((p) => `${p.style}_${p.color}`)).toEqual([
        'A100_BLK',
        'A100_WHT',
        'C300_GRN',
      ]),
    );
    const said = toasts().map((t) => t.text);
    expect(said).toContain('2 Item(s) added to assortment');
    expect(said.some((t) => t.includes('already'))).toBe(true);
    await waitFor(() =>
      expect(results.cellOf('C300_GRN', 'In Assortment')).toHaveTextContent('Yes'),
    );

    // The rows picked: a Mens product, then Add Selected.
    act(() => clearAllToasts());
    const bar = within(panel()).getByRole('region', { name: 'Library filters' });
    await u.click(within(bar).getByRole('button', { name: /Remove Gender: Womens/ }));
    await waitFor(() => expect(results.ids()).toContain('B200_RED'));
    await u.click(results.cellOf('B200_RED', 'Name'));
    await u.click(within(panel()).getByRole('button', { name: 'Add Selected (1)' }));
    await waitFor(async () =>
      expect((await stored()).products.map((p) => p.style)).toContain('B200'),
    );
    await waitFor(() => expect(assortmentGrid.ids()).toContain('B200_RED'));
  });

  it('[000 §4 Add to Collection?] asks first, then adds to the linkage’s Default collection and to the assortment; removing updates the collection', async () => {
    const u = userEvent.setup();
    const { stored, database } = await renderManageScreen(CATALOGUE, ASSORTMENT);
    await openSearch(u, 'Mens', 1);
    await waitFor(() => expect(results.ids()).toEqual(['B200_RED']));
    await u.click(results.cellOf('B200_RED', 'Name'));
    await u.click(within(panel()).getByRole('button', { name: 'Add to Collection' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'Add to Collection?' });
    expect(prompt).toHaveTextContent(
      'The selected product is added to the “Default” collection and to this assortment.',
    );
    await u.click(within(prompt).getByRole('button', { name: 'Add to Collection' }));

    const id = selectionsCollectionId(
      selectionsLinkage({ ...ASSORTMENT, productType: 'Footwear' }),
    );
    const collection = async () =>
      (await database.collections.assortmentCollections!.findOne(id).exec())?.toMutableJSON() as
        Collection | undefined;
    await waitFor(async () =>
      expect(await collection()).toMatchObject({
        name: 'Default',
        collectionType: 'selections',
        linkageObject: { channel: 'Wholesale', season: 'Spring', year: 2026 },
        products: [{ style: 'B200', color: 'RED', selected: true }],
      }),
    );
    await waitFor(async () =>
      expect((await stored()).products).toMatchObject([{ style: 'B200', color: 'RED' }]),
    );
    await waitFor(() =>
      expect(results.cellOf('B200_RED', 'In Collection')).toHaveTextContent('Yes'),
    );

    await u.click(results.cellOf('B200_RED', 'Name'));
    await u.click(within(panel()).getByRole('button', { name: 'Remove from Collection' }));
    await waitFor(async () => expect((await collection())?.products).toEqual([]));
    expect(toasts().map((t) => t.text)).toContain('1 product removed from the collection');
    // The assortment keeps the product: only the collection changed.
    expect((await stored()).products).toHaveLength(1);
  });

  it('[000 §4 long wait] 100 items or more are added behind the blocker with a toast counting them, and no success toast', async () => {
    const u = userEvent.setup();
    const many = Array.from({ length: 120 }, (_, i) =>
      product(`S${String(i).padStart(3, '0')}`, 'BLK', 'Kids', 'RUN'),
    );
    const { stored } = await renderManageScreen([...CATALOGUE, ...many], ASSORTMENT);
    const seen = { blocked: false, counting: [] as string[] };
    const stopBlocker = blockerStore.subscribe(() => {
      if (blockerStore.isBlocking()) seen.blocked = true;
    });
    const stopToasts = toastQueue.subscribe(() => {
      for (const t of toasts()) if (!seen.counting.includes(t.text)) seen.counting.push(t.text);
    });
    try {
      await openSearch(u, 'Kids', 120);
      await u.click(within(panel()).getByRole('button', { name: 'Add All Found (120)' }));
      await waitFor(async () => expect((await stored()).products).toHaveLength(120));
      await waitFor(() => expect(blockerStore.isBlocking()).toBe(false));
    } finally {
      stopBlocker();
      stopToasts();
    }
    expect(seen.blocked).toBe(true);
    expect(seen.counting).toContain(
      intl.formatMessage({ id: 'msgCodes.assortmentGrid.addingItems' }, { count: 120 }),
    );
    expect(seen.counting).not.toContain('120 Item(s) added to assortment');
    // The counting toast closes with the blocker.
    expect(toasts().map((t) => t.text)).not.toContain('Adding 120 items to the assortment…');
  });
});
