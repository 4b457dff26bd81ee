// The toolbar's selection exports in jsdom, on a real device catalogue (Dexie over
// fake-indexeddb, offline): nothing to do without a selection; the XLSX holds exactly the
// selected products, read from the catalogue, in the selection's order, priced at the
// screen's location; the ZIP menu offers the spec's settings (001 §9: small, hero only).
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import type { SessionUser } from '@portal/shared/api/users.ts';
import { createJobClient, type ExportJobs, type ImageFetcher } from '@portal/workers';
import { createJobHost, exportJobs, sharpThumbnailer } from '@portal/workers/node.ts';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { toCatalogueRecord } from '../../../db/catalogue.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { closeDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import { createDownloadStore, type DownloadFile } from '../../downloads/download-store.ts';
import { SessionProvider } from '../../session/SessionProvider.tsx';
import { DEFAULT_TIMEOUT_MS, DEFAULT_WARNING_MS } from '../../session/timing.ts';
import { locationsKey } from '../locations.ts';
import type { ProductDocumentDeps } from './product-documents.ts';
import { SelectionExports } from './SelectionExports.tsx';

let counter = 0;

const doc = (style: string, price: number) => ({
  id: `${style}_BLK`,
  _deleted: false,
  style,
  color: 'BLK',
  productType: 'Footwear',
  name: `Shoe ${style}`,
  image: `products/${style}.jpg`,
  locations: [
    { code: 'US', wholesalePrice: price, availability: [] },
    { code: 'EU', wholesalePrice: price - 100, availability: [] },
  ],
});

const user = (id: string): SessionUser => ({
  id,
  email: `${id}@example.com`,
  name: 'Dana',
  lastName: 'Buyer',
  userCode: 'U1',
  status: 'active',
  strategy: 'local',
  userActiveLocation: 'US',
  departmentAccess: [],
  permissions: [{ permission: 'products', role: 'user' }],
  userTBEs: [{ territory: 'T', businessEntity: 'Domestic', locations: [{ key: 'EU' }] }],
  wof: {},
  conferenceGroups: [],
});

afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  await closeDeviceSync();
  localStorage.clear();
});

async function renderExports(
  selectedIds: readonly string[],
  fetcher?: ProductDocumentDeps['fetcher'],
) {
  const userId = `exports-${++counter}-${Date.now()}`;
  localStorage.setItem(
    locationsKey(userId),
    JSON.stringify([{ code: 'EU', name: 'Europe', currencySymbol: '€', decimalPlaces: 2 }]),
  );
  const sync = await openDeviceSync(userId);
  await (
    await sync.catalogue()
  ).products.bulkPut([doc('S1', 1_000), doc('S2', 2_000), doc('S3', 3_000)].map(toCatalogueRecord));
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
  const deps: ProductDocumentDeps = { queue, jobs, images: { image: async () => null }, fetcher };
  const boot = Promise.resolve({
    user: user(userId),
    offline: true,
    timeouts: { warningMs: DEFAULT_WARNING_MS, timeoutMs: DEFAULT_TIMEOUT_MS },
    freshTimeouts: Promise.resolve(null),
  });
  render(
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="America/Los_Angeles">
      <SessionProvider boot={boot}>
        <SelectionExports selectedIds={selectedIds} locationCode="EU" deps={deps} />
      </SessionProvider>
    </IntlProvider>,
  );
  return { saved, queue };
}

describe('[000 §9 exports] the selection’s export actions', () => {
  it('offers nothing without a selection', async () => {
    await renderExports([]);
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download images' })).toBeDisabled();
  });

  it('[000 §9 exports] exports exactly the selected products of the catalogue, in order, at the screen’s location', async () => {
    const { saved, queue } = await renderExports(['S3_BLK', 'GONE_BLK', 'S1_BLK']);
    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    expect(queue.items()[0]?.displayName).toBe('2 products (XLSX)');
    const wb = new ExcelJS.Workbook();
    const { bytes } = saved[0]!;
    await wb.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe('Products');
    expect(sheet.rowCount).toBe(3);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const at = (r: number, name: string) => sheet.getRow(r).getCell(header.indexOf(name) + 1).value;
    expect([at(2, 'Style'), at(3, 'Style')]).toEqual(['S3', 'S1']);
    expect([at(2, 'Wholesale'), at(3, 'Wholesale')]).toEqual([29, 9]);
    expect(toastQueue.visibleToasts.map((t) => t.content.message)).toContainEqual({
      id: 'msgCodes.documentExported',
    });
  });

  it('[001 §9 zip settings] the images menu asks for small, hero-only or full-size images', async () => {
    const sizes: string[] = [];
    const fetcher = (): ImageFetcher => ({
      async fetch(_p, _f, size) {
        sizes.push(size);
        return null;
      },
    });
    const { queue } = await renderExports(['S1_BLK'], fetcher);
    await userEvent.click(screen.getByRole('button', { name: 'Download images' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'All images, full size',
      'All images, small',
      'Main image only',
    ]);
    await userEvent.click(items[1]!);
    await waitFor(() => expect(queue.items()[0]?.status).toBe('completed'));
    expect(queue.items()[0]?.kind).toBe('zip');
    expect(sizes).toEqual(['small']);
  });
});
