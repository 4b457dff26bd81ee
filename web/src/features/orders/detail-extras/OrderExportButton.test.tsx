// The order's Export to Excel in jsdom, offline, with the export job running in Node and the
// product names read from a real device catalogue (Dexie over fake-indexeddb): the workbook
// holds the order's lines that are not Deleted with the kind's columns (spec 001 §3), text kept
// as text, wholesale units the sum of the size run and the unit price in the order's currency,
// dates YYYY-MM-DD (§9), the file name `order-{orderNumber}.xlsx`; the download queue says
// 'Document Exported' (§8).
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { orderSchema, styleColorId, type Order, type OrderInput } from '@portal/shared';
import { createJobClient, type ExportJobs } from '@portal/workers';
import { createJobHost, exportJobs, sharpThumbnailer } from '@portal/workers/node.ts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalogueDatabase, toCatalogueRecord } from '../../../db/catalogue.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import { createDownloadStore, type DownloadFile } from '../../downloads/download-store.ts';
import { setOnline } from '../testing/device.ts';
import { OrderExportButton } from './OrderExportButton.tsx';

const FORMULA = '=HYPERLINK("http://example.invalid","x")';
let run = 0;
let catalogue: CatalogueDatabase;

beforeEach(async () => {
  setOnline(false);
  catalogue = new CatalogueDatabase(`order-export-${++run}-${Date.now()}`);
  await catalogue.products.bulkPut([
    toCatalogueRecord({
      id: styleColorId('S100', 'BLK'),
      style: 'S100',
      color: 'BLK',
      productType: 'Footwear',
      name: 'Harbor Boat Shoe',
    }),
  ]);
});
afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  await catalogue.delete();
  setOnline(true);
});

const order = (extra: Partial<OrderInput>): Order =>
  orderSchema.parse({
    id: 'o1',
    _deleted: false,
    orderNumber: 100123,
    type: 'sample',
    orderType: 'SampleOrder',
    orderSubtype: 'sample',
    status: 'SUBMITTED',
    requesterCode: 'U1',
    ...extra,
  });

const sample = order({
  lines: [
    {
      id: 'l1',
      style: 'S100',
      color: 'BLK',
      size: '9',
      side: 'Pair',
      quantity: 2,
      tracking: FORMULA,
    },
    { id: 'l2', style: 'S200', color: 'RED', status: 'Deleted', quantity: 1 },
    { id: 'l3', style: 'S300', color: 'WHT', status: 'APPROVED', quantity: 3 },
  ],
});

const wholesale = order({
  id: 'w1',
  orderNumber: 100200,
  type: 'wholesale',
  orderType: 'WholesaleOrder',
  orderSubtype: undefined,
  status: 'DRAFT',
  currency: { currencyCode: 'EUR', decimalPlaces: 2, currencySymbol: '€' },
  lines: [
    {
      id: 'w1',
      style: '12345',
      color: 'BLK',
      packCode: 'M12',
      sizes: { '7': 12, '8': 12 },
      unitPrice: 3250,
      discount: 5,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    },
  ],
});

function renderButton(o: Order) {
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
  render(
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
      <OrderExportButton order={o} deps={{ queue, jobs, catalogue }} />
    </IntlProvider>,
  );
  return { saved, queue };
}

async function readBack(file: DownloadFile) {
  const wb = new ExcelJS.Workbook();
  const { bytes } = file;
  await wb.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = wb.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, ExcelJS.Cell>[] = [];
  for (let r = 2; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1)])));
  }
  return { sheet, header, rows };
}

const exportButton = () => screen.getByRole('button', { name: 'Export to Excel' });

describe('[001 §7 order export] Export to Excel on the device', () => {
  it('[001 §7 order export] a sample order offline: the line columns, live lines, names from the catalogue, text stays text', async () => {
    const { saved, queue } = renderButton(sample);
    await userEvent.click(exportButton());
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(saved[0]!.fileName).toBe('order-100123.xlsx');
    expect(queue.items()[0]?.displayName).toBe('Sample order 100123: spreadsheet (XLSX)');
    const { sheet, header, rows } = await readBack(saved[0]!);
    expect(sheet.name).toBe('order-100123');
    expect(header).toEqual([
      'Style',
      'Color',
      'Name',
      'Size',
      'Side',
      'Quantity',
      'Status',
      'Source',
      'Size Preference',
      'Shipper',
      'Tracking',
      'Return Type',
    ]);
    // The Deleted line is left out.
    expect(rows.map((r) => r['Style']!.value)).toEqual(['S100', 'S300']);
    expect(rows.map((r) => r['Name']!.value)).toEqual(['Harbor Boat Shoe', null]);
    expect(rows.map((r) => r['Quantity']!.value)).toEqual([2, 3]);
    expect(rows[1]!['Status']!.value).toBe('APPROVED');
    const tracking = rows[0]!['Tracking']!;
    expect(tracking.value).toBe(FORMULA);
    expect(tracking.type).toBe(ExcelJS.ValueType.String);
    expect(toastQueue.visibleToasts.map((t) => t.content.message)).toContainEqual({
      id: 'msgCodes.documentExported',
    });
  });

  it('[001 §3 wholesale order line] units the sum of the size run, unit price in the order’s currency, dates YYYY-MM-DD', async () => {
    const { saved } = renderButton(wholesale);
    await userEvent.click(exportButton());
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(saved[0]!.fileName).toBe('order-100200.xlsx');
    const { header, rows } = await readBack(saved[0]!);
    expect(header).toEqual([
      'Style',
      'Color',
      'Name',
      'Pack Code',
      'Units',
      'Unit Price',
      'Discount',
      'Start Date',
      'End Date',
      'Term',
    ]);
    const row = rows[0]!;
    expect(row['Units']!.value).toBe(24);
    expect(row['Unit Price']!.value).toBe(32.5);
    expect(row['Unit Price']!.numFmt).toBe('"€"#,##0.00');
    expect(row['Discount']!.value).toBe(0.05);
    expect(row['Start Date']!.value).toBe('2026-03-01');
    expect(row['End Date']!.value).toBe('2026-03-31');
  });

  it('[001 §7 order export] a draft made offline has no number yet: the file is named by its id', async () => {
    const draft = order({ id: 'draft-7', orderNumber: undefined, status: 'DRAFT', lines: [] });
    const { saved, queue } = renderButton(draft);
    await userEvent.click(exportButton());
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(saved[0]!.fileName).toBe('order-draft-7.xlsx');
    expect(queue.items()[0]?.displayName).toBe(
      'Sample order (draft, no number yet): spreadsheet (XLSX)',
    );
    const { rows } = await readBack(saved[0]!);
    expect(rows).toEqual([]);
  });
});
