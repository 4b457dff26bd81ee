// Import to Assortment in jsdom on a real device sync (RxDB and the Dexie catalogue over
// fake-indexeddb; offline, like a tablet without a network): a workbook made with exceljs is
// read and validated by the import jobs (in the page: jsdom has no Worker) against the device
// catalogue and THIS assortment; the button follows spec 000 §4's labels; the passed rows are
// added to the assortment as one undoable grid change with the add dialog's toast.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import type { AssortmentProduct, RouteName } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { storePage, testProduct } from '../../../products/testing/catalogue.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import AssortmentManageScreen from './AssortmentManageScreen.tsx';

const MANAGE: RouteName = 'assortment-manager--assortment--manage';
configure({ asyncUtilTimeout: 5_000 });
let run = 0;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

// jsdom lays nothing out: the grids' scrollers report a wide screen so every column renders.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeEach(() => {
  setOnline(false);
  localStorage.clear();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('pg-scroll') ? 3200 : 0;
    },
  });
});

afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  const sync = currentDeviceSync();
  const db = await sync?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  setOnline(true);
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});

// Prices in minor units at US: cost $50.00, suggested retail $100.00.
const product = (style: string, color: string, name: string) =>
  testProduct({
    style,
    color,
    name,
    locations: [{ code: 'US', lineStatus: 'A', wholesalePrice: 5000, suggestedRetail: 10000 }],
  });
const CATALOGUE = [
  product('A100', 'BLK', 'Trail Black'),
  product('B200', 'RED', 'Court Red'),
  product('C300', 'GRN', 'Harbor Green'),
  product('C300', 'NVY', 'Harbor Navy'),
];
const LABELS = [
  { color: '#c00', name: 'Hero' },
  { color: '#0a0', name: 'Sale' },
];
const PRODUCTS = [
  { style: 'A100', color: 'BLK', sort: 0 },
  { style: 'B200', color: 'RED', sort: 1 },
];

async function renderScreen(doc: Record<string, unknown> = {}) {
  const sync = await openDeviceSync(`assortment-import-${++run}-${Date.now()}`);
  await storePage(await sync.catalogue(), { put: CATALOGUE });
  await insertDocuments('assortments', {
    id: 'a1',
    title: 'Spring Trail',
    productType: 'Footwear',
    labels: LABELS,
    products: PRODUCTS,
    ...doc,
  } as never);
  const collection = (await sync.database()).collections.assortments!;
  const route = webRouteByName(MANAGE);
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: <AssortmentManageScreen route={route} params={{ assortment_id: 'a1' }} />,
      },
    ],
    { initialEntries: ['/product/assortments/assortment/a1/manage'] },
  );
  render(
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  const stored = async () =>
    ((await collection.findOne('a1').exec())?.toMutableJSON().products ??
      []) as AssortmentProduct[];
  const ids = async () => (await stored()).map((p) => `${p.style}_${p.color}`);
  return { stored, ids };
}

async function workbook(
  headers: readonly string[],
  lines: readonly (readonly (string | number)[])[],
): Promise<File> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Products');
  sheet.addRow([...headers]);
  for (const l of lines) sheet.addRow([...l]);
  const buffer = await wb.xlsx.writeBuffer();
  return new File([buffer as ArrayBuffer], 'products.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

const mainGrid = () => screen.getByRole('grid', { name: 'Products of Spring Trail' });
const mainIds = () => {
  const headers = within(mainGrid())
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace('⋮', '') ?? '');
  const [s, c] = [headers.indexOf('Style'), headers.indexOf('Color')];
  return [...mainGrid().querySelectorAll('[data-r]')].map((row) => {
    const cells = [...row.querySelectorAll('[data-c]')].map((cell) => cell.textContent ?? '');
    return `${cells[s]}_${cells[c]}`;
  });
};
const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);
const statusLines = (dialog: HTMLElement) =>
  [...within(dialog).getByTestId('import-status').querySelectorAll('li')].map(
    (li) => li.textContent,
  );
const action = (dialog: HTMLElement) => within(dialog).getByTestId('assortment-import-action');
/** Past the grid's product update debounce (1000 ms, spec 000 §9). */
const SAVED = { timeout: 5000 };

async function openWith(file: File) {
  const user = userEvent.setup();
  await waitFor(() => expect(mainIds()).toHaveLength(PRODUCTS.length));
  await user.click(screen.getByRole('button', { name: 'Import' }));
  // The dialog is a lazy chunk: the first open loads it.
  const dialog = await screen.findByTestId('assortment-import-dialog', {}, { timeout: 10_000 });
  await user.upload(within(dialog).getByTestId('assortment-import-file'), file);
  const mapping = await screen.findByTestId('column-associations', {}, { timeout: 10_000 });
  await user.click(within(mapping).getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(action(dialog)).toHaveTextContent('Validate Items'));
  return { user, dialog };
}

describe('[000 §4 import to assortment] the Excel import flow opened from the assortment', () => {
  it('[000 §4 import to assortment] already-in-assortment and unknown rows are critical; removed, the new product is added with its label as one undo step', async () => {
    const { stored, ids } = await renderScreen();
    const file = await workbook(
      ['Style', 'Color', 'Label', 'Pillar', 'Discount %'],
      [
        ['C300', 'GRN', 'hero', 'Running', 10], // row 2: new
        ['A100', 'BLK', 'Sale', '', ''], // row 3: already in this assortment
        ['ZZZ', '999', '', '', ''], // row 4: not in the catalogue
      ],
    );
    const { user, dialog } = await openWith(file);
    expect(within(dialog).getByText(/3 rows from products\.xlsx/)).toBeInTheDocument();

    await user.click(action(dialog));
    await waitFor(() =>
      expect(action(dialog)).toHaveTextContent('Critical Issues Fixed - Resubmit'),
    );
    expect(statusLines(dialog)).toEqual([
      'Row 3: This Style/Color is Already in Your Assortment',
      'Row 4: Style/Color Not Found',
    ]);
    // Nothing is added while critical issues remain.
    expect(await ids()).toEqual(['A100_BLK', 'B200_RED']);

    // Resolve by deleting the rows: the result stands, so the label still asks to resubmit.
    await user.click(
      within(dialog).getByRole('button', { name: 'Remove Rows with Critical Issues' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByText(/1 row from products\.xlsx/)).toBeInTheDocument(),
    );
    expect(action(dialog)).toHaveTextContent('Critical Issues Fixed - Resubmit');
    await user.click(action(dialog));
    await waitFor(() => expect(action(dialog)).toHaveTextContent('Import to Assortment'));
    expect(within(dialog).getByTestId('import-status')).toHaveTextContent(
      'All items passed validation.',
    );

    await user.click(action(dialog));
    await waitFor(() => expect(screen.queryByTestId('assortment-import-dialog')).toBeNull());
    expect(toasts()).toContainEqual({
      id: 'msgCodes.assortmentGrid.itemsAdded',
      values: { count: 1 },
    });
    await waitFor(async () => expect(await ids()).toEqual(['A100_BLK', 'B200_RED', 'C300_GRN']));
    // The label matched by name (any case) is stored as the assortment stores labels: its colour.
    expect((await stored()).find((p) => p.style === 'C300')).toMatchObject({
      label: '#c00',
      pillar: 'Running',
      discountPercent: 10,
      discountAmount: 500,
      netCost: 4500,
      sort: 2,
    });
    await waitFor(() => expect(mainIds()).toEqual(['A100_BLK', 'B200_RED', 'C300_GRN']));

    // One undo step removes exactly the imported product.
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    await waitFor(async () => expect(await ids()).toEqual(['A100_BLK', 'B200_RED']), SAVED);
    await waitFor(() => expect(mainIds()).toEqual(['A100_BLK', 'B200_RED']));
  });

  it('[000 §5 excel import] a label matching no label of the assortment is cleared; warnings import after Ignore Warnings & Import', async () => {
    const { stored } = await renderScreen();
    const file = await workbook(
      ['Style', 'Color', 'Name', 'Label', 'Style Note'],
      [
        ['C300', 'GRN', 'Harbor Green', 'Clearance', 'New in'], // unknown label
        ['C300', 'NVY', 'Harbour Navy', '#0A0', ''], // name differs; label by its colour
      ],
    );
    const { user, dialog } = await openWith(file);
    await user.click(action(dialog));
    await waitFor(() => expect(action(dialog)).toHaveTextContent('Ignore Warnings & Import'));
    expect(statusLines(dialog)).toEqual(['Row 3: Data Differs From Excel file']);
    // The grid shows the labels as they will be imported: cleared, or the matched label's name.
    const importGrid = within(dialog).getByRole('grid', { name: 'Items to import' });
    const labelAt = within(importGrid)
      .getAllByRole('columnheader')
      .findIndex((h) => h.textContent?.replace('⋮', '') === 'Label');
    const labels = [0, 1].map(
      (r) => importGrid.querySelector(`[data-r="${r}"] [data-c="${labelAt}"]`)?.textContent,
    );
    expect(labels).toEqual(['', 'Sale']);

    await user.click(action(dialog));
    await waitFor(() => expect(screen.queryByTestId('assortment-import-dialog')).toBeNull());
    expect(toasts()).toContainEqual({
      id: 'msgCodes.assortmentGrid.itemsAdded',
      values: { count: 2 },
    });
    await waitFor(async () => expect(await stored()).toHaveLength(4));
    const added = Object.fromEntries((await stored()).map((p) => [`${p.style}_${p.color}`, p]));
    expect(added['C300_GRN']).not.toHaveProperty('label');
    expect(added['C300_GRN']?.styleNote).toBe('New in');
    expect(added['C300_NVY']?.label).toBe('#0a0');

    // Both rows are one step: one undo removes both.
    await user.click(screen.getByRole('button', { name: /Undo/ }));
    await waitFor(
      async () =>
        expect((await stored()).map((p) => `${p.style}_${p.color}`)).toEqual([
          'A100_BLK',
          'B200_RED',
        ]),
      SAVED,
    );
  });

  it('[000 §4 import to assortment] a dynamic assortment offers no Import', async () => {
    await renderScreen({ method: 'dynamic', products: [] });
    await waitFor(() =>
      expect(
        screen.getByText(/A dynamic assortment shows the products its filters find/),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });
});
