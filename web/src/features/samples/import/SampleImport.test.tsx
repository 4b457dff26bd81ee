// The sample import dialog in jsdom on a real device sync (the host runs in the page, RxDB over
// fake-indexeddb; offline, like a tablet without a network): a real workbook made with exceljs
// is read and validated by the import jobs (in the page: jsdom has no Worker), and only the
// fully valid rows become samples on the device; the others stay with the spec's messages.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deviceData, insertDocuments } from '../../../db/actions.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import { readExistingSamples } from './device.ts';
import { SampleImportButton } from './SampleImportButton.tsx';

let run = 0;
const CREATED = '2025-04-01T10:00:00.000Z';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

// jsdom lays nothing out: the grid's scroller reports a wide screen so its columns render.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeEach(() => {
  setOnline(false);
  localStorage.clear();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('pg-scroll') ? 2600 : 0;
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

/** A sample already on the device (style E100 / 001, size 9, Pair, mold M-E). */
const EXISTING = {
  id: 'existing-1',
  library: 'Production' as const,
  division: 'FW',
  style: 'E100',
  color: '001',
  size: '9',
  side: 'Pair' as const,
  status: 'Available',
  totalQty: 1,
  onHandQty: 1,
  bin: 'B-E',
  moldNum: 'M-E',
  createdDate: CREATED,
  modifiedDate: CREATED,
};

const HEADERS = [
  'Division',
  'Style',
  'Color',
  'Size',
  'Side',
  'Status',
  'Quantity',
  'Bin',
  'Mold Number',
  'Mold Date',
];
type Line = [string, string, string, string, string, string, number, string, string, string];
const line = (style: string, extra: Partial<Record<number, string | number>> = {}): Line => {
  const base: Line = [
    'FW',
    style,
    '001',
    '9',
    'Left',
    'Available',
    4,
    'B-1',
    `M-${style}`,
    '2026-01-15',
  ];
  for (const [i, v] of Object.entries(extra)) (base as unknown[])[Number(i)] = v;
  return base;
};

async function workbook(
  lines: readonly (readonly (string | number)[])[],
  headers: readonly string[] = HEADERS,
): Promise<File> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Samples');
  sheet.addRow([...headers]);
  for (const l of lines) sheet.addRow([...l]);
  const buffer = await wb.xlsx.writeBuffer();
  return new File([buffer as ArrayBuffer], 'samples.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

async function setup(docs: readonly object[] = [EXISTING]) {
  const sync = await openDeviceSync(`sample-import-${++run}-${Date.now()}`);
  if (docs.length > 0) await insertDocuments('sampleInventory', docs as never);
  const collection = (await sync.database()).collections.sampleInventory!;
  render(
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
      <SampleImportButton library="Production" />
    </IntlProvider>,
  );
  const all = async () =>
    (await collection.find().exec()).map((d) => d.toMutableJSON() as Record<string, unknown>);
  return { all };
}

async function importFile(file: File) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Import' }));
  // The dialog is a lazy chunk: the first open loads it.
  const dialog = await screen.findByTestId('sample-import', {}, { timeout: 10_000 });
  await user.upload(within(dialog).getByTestId('sample-import-file'), file);
  const mapping = await screen.findByTestId('column-associations', {}, { timeout: 10_000 });
  await user.click(within(mapping).getByRole('button', { name: 'Continue' }));
  await waitFor(() =>
    expect(within(dialog).getByTestId('import-status')).not.toHaveTextContent('Not validated'),
  );
  return { user, dialog };
}

const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);
const statusLines = (dialog: HTMLElement) =>
  [...within(dialog).getByTestId('import-status').querySelectorAll('li')].map(
    (li) => li.textContent,
  );

describe('SampleImportDialog', () => {
  it('[001 §4 bulk sample add] only fully valid rows are added; the others show their §8 message', async () => {
    const { all } = await setup();
    const file = await workbook([
      line('A100'), // row 2: valid
      line('A200', { 4: 'pair' }), // row 3: valid (side matched case-insensitively)
      line('D100', { 8: 'M-D1' }), // row 4: duplicate of row 5
      line('D100', { 8: 'M-D2' }), // row 5
      line('B100', { 7: '' }), // row 6: no bin
      line('E100', { 4: 'Pair', 8: 'M-E2' }), // row 7: already on the device
    ]);
    const { user, dialog } = await importFile(file);

    const add = within(dialog).getByTestId('sample-import-add');
    expect(add).toHaveTextContent('Add 2 samples');
    const lines = statusLines(dialog);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Row 4: Duplicate Sample',
        'Row 5: Duplicate Sample',
        'Row 6: Sample Missing Value',
        'Row 7: Sample Already Exists',
      ]),
    );
    expect(lines.some((l) => l?.startsWith('Row 2') || l?.startsWith('Row 3'))).toBe(false);

    await user.click(add);
    await waitFor(() =>
      expect(toasts()).toContainEqual({ id: 'labels.samples.import.added', values: { count: 2 } }),
    );

    const stored = await all();
    expect(stored.map((d) => d.style).sort()).toEqual(['A100', 'A200', 'E100']);
    const a200 = stored.find((d) => d.style === 'A200')!;
    expect(a200).toMatchObject({
      library: 'Production',
      side: 'Pair',
      totalQty: 4,
      onHandQty: 4,
      bin: 'B-1',
      moldNum: 'M-A200',
      moldDate: '2026-01-15',
    });
    expect(a200.createdDate).toBe(a200.modifiedDate);

    // The invalid rows stay in the dialog to be fixed, with their messages.
    expect(screen.getByTestId('sample-import')).toBeInTheDocument();
    expect(within(dialog).getByText(/4 rows from samples\.xlsx/)).toBeInTheDocument();
    expect(statusLines(dialog)).toContain('Row 6: Sample Missing Value');
  });

  it('[001 §5 sample inventory] no valid row: the empty-request error, nothing added', async () => {
    const { all } = await setup();
    const file = await workbook([line('E100', { 4: 'Pair', 8: 'M-E9' }), line('B100', { 7: '' })]);
    const { user, dialog } = await importFile(file);
    await user.click(within(dialog).getByTestId('sample-import-add'));
    expect(await within(dialog).findByTestId('sample-import-empty')).toHaveTextContent(
      'Error. Your request was empty. Nothing has been submitted. Please try again.',
    );
    expect((await all()).map((d) => d.id)).toEqual(['existing-1']);
  });

  it('[001 §4 bulk sample add] a fixed cell is revalidated and added; all added closes the dialog', async () => {
    const { all } = await setup([]);
    const file = await workbook([line('A100'), line('B100', { 7: '' })]);
    const { user, dialog } = await importFile(file);
    expect(within(dialog).getByTestId('sample-import-add')).toHaveTextContent('Add 1 sample');
    await user.click(within(dialog).getByTestId('sample-import-add'));
    await waitFor(() => expect(statusLines(dialog)).toContain('Row 3: Sample Missing Value'));
    expect(statusLines(dialog).every((l) => l?.startsWith('Row 3:'))).toBe(true);

    // Fill the missing bin in the grid, then add again.
    const grid = within(dialog).getByRole('grid', { name: 'Samples to import' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace('⋮', '') ?? '');
    const cell = grid.querySelector(`[data-r="0"] [data-c="${headers.indexOf('Bin')}"]`);
    await user.click(cell as HTMLElement);
    await user.keyboard('{F2}B-9{Enter}');
    await user.click(within(dialog).getByTestId('sample-import-add'));
    await waitFor(() => expect(screen.queryByTestId('sample-import')).not.toBeInTheDocument());
    expect((await all()).map((d) => [d.style, d.bin]).sort()).toEqual([
      ['A100', 'B-1'],
      ['B100', 'B-9'],
    ]);
  });

  it('[001 §8 sample inventory] a Sales field in a Production sheet: Too Many Sample Properties, not added', async () => {
    const { all } = await setup([]);
    const file = await workbook(
      [
        [...line('A100'), 'US'],
        [...line('A300'), ''],
      ],
      [...HEADERS, 'Region'],
    );
    const { user, dialog } = await importFile(file);
    expect(statusLines(dialog)).toEqual(['Row 2: Too Many Sample Properties']);
    const grid = within(dialog).getByRole('grid', { name: 'Samples to import' });
    expect(within(grid).getByRole('columnheader', { name: /Region/ })).toBeInTheDocument();
    expect(within(dialog).getByTestId('sample-import-add')).toHaveTextContent('Add 1 sample');
    await user.click(within(dialog).getByTestId('sample-import-add'));
    await waitFor(async () => expect((await all()).map((d) => d.style)).toEqual(['A300']));
  });

  it('[001 §8 sample inventory] the samples compared with are all of the library, read page by page', async () => {
    const docs = [
      ...Array.from({ length: 7 }, (_, i) => ({
        ...EXISTING,
        id: `p-${i}`,
        style: `P${i}`,
        moldNum: `M-P${i}`,
      })),
      // A style with more samples than a page: read whole across the page boundary.
      ...['C1', 'C2', 'C3', 'C4'].map((color) => ({
        ...EXISTING,
        id: `p2-${color}`,
        style: 'P2',
        color,
        moldNum: `M-P2-${color}`,
      })),
      { ...EXISTING, id: 'p-nomold', style: 'PX', moldNum: undefined },
      {
        id: 's-1',
        library: 'Sales' as const,
        division: 'AP',
        style: 'S1',
        color: '100',
        side: 'Left' as const,
        status: 'Available',
        totalQty: 1,
        region: 'US',
        aisle: '4',
        direction: 'N',
        level: '2',
        createdDate: CREATED,
        modifiedDate: CREATED,
      },
    ];
    await setup(docs);
    const existing = await readExistingSamples(deviceData(), 'Production', 3);
    expect(existing.map((e) => e.style).sort()).toEqual([
      'P0',
      'P1',
      'P2',
      'P2',
      'P2',
      'P2',
      'P2',
      'P3',
      'P4',
      'P5',
      'P6',
      'PX',
    ]);
    expect(existing.find((e) => e.style === 'P3')).toEqual({
      style: 'P3',
      color: '001',
      size: '9',
      side: 'Pair',
      moldNum: 'M-P3',
    });
    expect(existing.find((e) => e.style === 'PX')).not.toHaveProperty('moldNum');
  });
});
