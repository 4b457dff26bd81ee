// The assortment export screen in jsdom, offline, on a real device sync (RxDB and the Dexie
// catalogue over fake-indexeddb) with the export jobs running in this thread (Node): the
// spreadsheet holds the assortment's products in its order with the chosen columns, priced at
// its location, text kept as text; a PDF comes out under the spec's name; the choices are
// remembered per assortment; Cancel says 'Your document has been canceled'; a ZIP leaves out
// the images the device lacks; a dynamic assortment's documents hold what its query finds on the
// device (the real product index in the page) with its own values, in its sort screen's order.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { demoUser, type RouteName } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { createJobClient, type ExportJobs, type ImageFetcher } from '@portal/workers';
import { createJobHost, exportJobs, sharpThumbnailer } from '@portal/workers/node.ts';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { closeProductIndex } from '../../../products/client.ts';
import { storePage, testProduct } from '../../../products/testing/catalogue.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import { createDownloadStore, type DownloadFile } from '../../downloads/download-store.ts';
import { LOCAL_KEYS, removeLocal, writeLocal } from '../../session/offline-store.ts';
import AssortmentExportScreen from './AssortmentExportScreen.tsx';
import type { StatRecord } from '../../libraries/downloads/stats-outbox.ts';
import type { AssortmentExportDeps } from './queue-export.ts';

const EXPORT: RouteName = 'assortment-manager--assortment--export';
configure({ asyncUtilTimeout: 5_000 });
let run = 0;
const FORMULA = '=HYPERLINK("http://example.invalid","x")';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => setOnline(false));
afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  localStorage.clear();
  setOnline(true);
});

// Prices in minor units at US: cost $50.00, suggested retail $100.00.
const product = (style: string, color: string, name: string, division: string) =>
  testProduct({
    style,
    color,
    name,
    division,
    gender: 'Womens',
    image: `products/${style}-${color}.jpg`,
    locations: [{ code: 'US', lineStatus: 'A', wholesalePrice: 5000, suggestedRetail: 10000 }],
  });
const CATALOGUE = [
  product('A100', 'BLK', 'Trail Black', 'Outdoor'),
  product('A100', 'WHT', 'Trail White', 'Outdoor'),
  product('B200', 'RED', 'Court Red', 'Court'),
  product('C300', 'GRN', 'Harbor Green', 'Casual'),
];
// The assortment's order is its sort, not the array's; C300 is not in it.
const PRODUCTS = [
  { style: 'A100', color: 'WHT', sort: 2, label: FORMULA },
  {
    style: 'B200',
    color: 'RED',
    sort: 0,
    pillar: 'Core',
    discountPercent: 20,
    discountAmount: 1000,
    netCost: 4000,
  },
  { style: 'A100', color: 'BLK', sort: 1, styleNote: 'Hero style' },
];

async function renderScreen(
  assortmentId = 'a1',
  deps: Partial<AssortmentExportDeps> = {},
  doc: Record<string, unknown> = {},
) {
  const sync = await openDeviceSync(`assortment-export-${++run}-${Date.now()}`);
  await storePage(await sync.catalogue(), { put: CATALOGUE });
  await insertDocuments('assortments', [
    {
      id: 'a1',
      title: 'Spring Trail',
      productType: 'Footwear',
      status: 'A',
      products: PRODUCTS,
      ...doc,
    },
    { id: 'a2', title: 'Fall Court', productType: 'Footwear', status: 'A', products: PRODUCTS },
  ] as never);
  const saved: DownloadFile[] = [];
  const queue = createDownloadStore({
    save: (file) => saved.push(file),
    now: () => 0,
    setTimer: () => undefined,
  });
  const jobs = createJobClient<ExportJobs>(
    () => null,
    async () => createJobHost(exportJobs({ thumbnailer: sharpThumbnailer })),
  );
  const route = webRouteByName(EXPORT);
  const stats: StatRecord[] = [];
  const all: AssortmentExportDeps = {
    queue,
    jobs,
    images: { image: async () => null },
    record: (event) => stats.push(event),
    ...deps,
  };
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: (
          <AssortmentExportScreen
            route={route}
            params={{ assortment_id: assortmentId }}
            deps={all}
          />
        ),
      },
    ],
    { initialEntries: [`/product/assortments/assortment/${assortmentId}/export`] },
  );
  const view = render(
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  await waitFor(() => expect(exportButton()).toBeEnabled());
  return { saved, queue, view, stats };
}

const exportButton = () => screen.getByRole('button', { name: 'Export' });
const radio = (name: string) => screen.getByRole('radio', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);

async function readBack(file: DownloadFile) {
  const wb = new ExcelJS.Workbook();
  const { bytes } = file;
  await wb.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = wb.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const cell = (r: number, name: string) => sheet.getRow(r).getCell(header.indexOf(name) + 1);
  return { sheet, header, cell };
}

describe('[000 §3 assortment document] the export screen', () => {
  it('[000 §3 spreadsheet] the spreadsheet holds the assortment’s products in order with the chosen columns', async () => {
    const { saved, queue } = await renderScreen();
    expect(radio('Spreadsheet (XLSX)')).toBeChecked();
    // Footwear, status A: season codes and inventory are not offered (000 §3 toggles).
    expect(screen.queryByRole('checkbox', { name: 'Season Codes' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Inventory' })).toBeNull();
    await userEvent.click(checkbox('Division'));
    await userEvent.click(checkbox('Availability'));
    await userEvent.click(checkbox('Include images'));
    await userEvent.click(exportButton());
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(saved[0]!.fileName).toBe('Spring Trail.xlsx');
    expect(queue.items()[0]?.displayName).toBe('Spring Trail: spreadsheet (XLSX)');
    const { sheet, header, cell } = await readBack(saved[0]!);
    expect(header).toEqual([
      'Style',
      'Color',
      'Name',
      'Color Description',
      'Gender',
      'Label',
      'Style Note',
      'Collection Style Note',
      'Cost',
      'Suggested Retail',
      'Net Cost',
      'Initial Markup',
      'Division',
      'Pillar',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect([2, 3, 4].map((r) => `${cell(r, 'Style').value}_${cell(r, 'Color').value}`)).toEqual([
      'B200_RED',
      'A100_BLK',
      'A100_WHT',
    ]);
    expect(cell(2, 'Name').value).toBe('Court Red');
    expect(cell(2, 'Cost').value).toBe(50);
    expect(cell(2, 'Net Cost').value).toBe(40);
    expect(cell(2, 'Initial Markup').value).toBeCloseTo(0.6);
    expect(cell(2, 'Pillar').value).toBe('Core');
    expect(cell(3, 'Net Cost').value).toBe(50);
    expect(cell(3, 'Style Note').value).toBe('Hero style');
    expect(cell(4, 'Division').value).toBe('Outdoor');
    expect(cell(4, 'Label').value).toBe(FORMULA);
    expect(cell(4, 'Label').type).toBe(ExcelJS.ValueType.String);
    expect(toasts()).toContainEqual({ id: 'msgCodes.documentExported' });
  });

  it('[000 §3 pdf] an expanded price sheet comes out as a PDF under the assortment’s name, recorded for the export report', async () => {
    const { saved, queue, stats } = await renderScreen();
    await userEvent.click(radio('PDF'));
    expect(radio('Line Sheet')).toBeChecked();
    expect(radio('Condensed')).toBeChecked();
    await userEvent.click(radio('Tear Sheet'));
    expect(radio('With Hero Image')).toBeChecked();
    await userEvent.click(radio('Price Sheet'));
    await userEvent.click(radio('Expanded'));
    await userEvent.click(exportButton());
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(saved[0]!.fileName).toBe('Spring Trail - Price Sheet.pdf');
    expect(saved[0]!.type).toBe('application/pdf');
    expect(new TextDecoder().decode(saved[0]!.bytes.slice(0, 5))).toBe('%PDF-');
    expect(queue.items()[0]?.displayName).toBe('Spring Trail: Price Sheet (PDF)');
    // spec 000 §7 Statistics: the managers' export report counts it (decision 0066).
    expect(stats).toEqual([
      {
        action: 'documentDownload',
        modelType: 'Assortment',
        modelId: 'a1',
        data: { assortmentId: 'a1' },
      },
    ]);
  });

  it('[000 §3 assortment document] the choices are remembered per assortment', async () => {
    const first = await renderScreen('a1');
    await userEvent.click(radio('PDF'));
    await userEvent.click(radio('Price Sheet'));
    await userEvent.click(radio('Expanded'));
    await userEvent.click(checkbox('Cover page'));
    first.view.unmount();
    await closeDeviceSync();

    await renderScreen('a1');
    expect(radio('PDF')).toBeChecked();
    expect(radio('Price Sheet')).toBeChecked();
    expect(radio('Expanded')).toBeChecked();
    expect(checkbox('Cover page')).not.toBeChecked();
    expect(checkbox('Page numbers')).toBeChecked();
    cleanup();
    await closeDeviceSync();

    await renderScreen('a2');
    expect(radio('Spreadsheet (XLSX)')).toBeChecked();
  });

  it('[000 §8 cancel] cancelling a queued document says it was canceled and saves nothing', async () => {
    // The worker starts only when let through, so the document is still being made.
    let letThrough = (): void => undefined;
    const gate = new Promise<void>((resolve) => (letThrough = resolve));
    const jobs = createJobClient<ExportJobs>(
      () => null,
      async () => {
        await gate;
        return createJobHost(exportJobs({ thumbnailer: sharpThumbnailer }));
      },
    );
    const { saved, queue } = await renderScreen('a1', { jobs });
    await userEvent.click(radio('PDF'));
    await userEvent.click(exportButton());
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel Spring Trail: Line Sheet (PDF)' }),
    );
    await waitFor(() => expect(toasts()).toContainEqual({ id: 'msgCodes.documentCanceled' }));
    expect(queue.items()[0]?.status).toBe('cancelled');
    letThrough();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(saved).toHaveLength(0);
  });

  it('[000 §3 zip] the ZIP leaves out images the device lacks instead of failing', async () => {
    const asked: string[] = [];
    const fetcher = (): ImageFetcher => ({
      async fetch(p, _file, size) {
        asked.push(`${p.style}_${p.color}:${size}`);
        // Only B200 is kept on the device.
        return p.style === 'B200' ? new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) : null;
      },
    });
    const { saved } = await renderScreen('a1', { fetcher });
    await userEvent.click(radio('Images (ZIP)'));
    await userEvent.click(checkbox('Small images'));
    await userEvent.click(exportButton());
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(saved[0]!.fileName).toBe('Spring Trail - Images.zip');
    expect(asked.every((a) => a.endsWith(':small'))).toBe(true);
    expect(asked.some((a) => a.startsWith('C300'))).toBe(false);
    const zip = await JSZip.loadAsync(saved[0]!.bytes);
    const files = Object.keys(zip.files).filter((f) => !zip.files[f]!.dir);
    expect(files.some((f) => f.includes('B200'))).toBe(true);
    expect(files.some((f) => f.includes('A100') && f.endsWith('.jpg'))).toBe(false);
  });
});

// A user who sees the US catalogue (a dynamic query finds the products at their locations).
const MERCHANDISER = {
  ...demoUser('admin').user,
  userTBEs: [{ territory: 'T1', businessEntity: 'Domestic', locations: [{ key: 'US' }] }],
};

describe('[000 §2 dynamic] the documents of a dynamic assortment', () => {
  beforeEach(async () => {
    await writeLocal(LOCAL_KEYS.user, MERCHANDISER);
  });
  afterEach(async () => {
    await closeProductIndex();
    await removeLocal(LOCAL_KEYS.user);
  });

  it('[000 §2 dynamic] the spreadsheet holds what the query finds, with its own values, in the sort screen’s order', async () => {
    const { saved } = await renderScreen(
      'a1',
      {},
      {
        method: 'dynamic',
        kind: 'DynamicAssortment',
        // Every product of the catalogue is Womens footwear at US.
        query: { module: 'Footwear', filters: [['gender', 'Womens']] },
        // Own values of touched products: B200 is found; Z999 is not (kept, not exported).
        products: [
          { style: 'B200', color: 'RED', pillar: 'Core', discountPercent: 20, netCost: 4000 },
          { style: 'Z999', color: 'BLK', label: 'Gone' },
        ],
        // The sort screen put C300 first; the others follow as the query finds them (by style).
        displayGroups: [
          {
            id: 'dg-0',
            index: 0,
            title: '',
            styles: [{ displayGroup: '', style: 'C300', colors: ['GRN'] }],
          },
        ],
      },
    );
    await userEvent.click(exportButton());
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    const { sheet, cell } = await readBack(saved[0]!);
    expect(sheet.rowCount).toBe(5);
    expect([2, 3, 4, 5].map((r) => `${cell(r, 'Style').value}_${cell(r, 'Color').value}`)).toEqual([
      'C300_GRN',
      'A100_BLK',
      'A100_WHT',
      'B200_RED',
    ]);
    expect(cell(5, 'Net Cost').value).toBe(40);
    expect(cell(5, 'Pillar').value).toBe('Core');
    expect(cell(2, 'Name').value).toBe('Harbor Green');
    expect(cell(2, 'Net Cost').value).toBe(50);
  });
});
