// The sample inventory's Export to Excel in jsdom, offline, on a real device collection (RxDB
// over fake-indexeddb) with the export job running in Node: the grid as the screen builds it
// (useCollectionGrid, the screen's filter selector), the button in its toolbar. The workbook
// holds every sample of the view (more than the grid's first window of 100), in the grid's
// current sort, with the library's columns, text kept as text, dates YYYY-MM-DD, the file name
// of spec 000 §9; the download queue says 'Document Exported' (spec 001 §8).
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MangoSelector } from '@portal/shared';
import { createJobClient, type ExportJobs } from '@portal/workers';
import { createJobHost, exportJobs, sharpThumbnailer } from '@portal/workers/node.ts';
import ExcelJS from 'exceljs';
import { useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../db/actions.ts';
import { Grid, useCollectionGrid, type GridController, type SortSpec } from '../../grid/index.ts';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../sync/runtime.ts';
import { toMangoQuerySelector } from '../../ui/filter-bar/index.ts';
import { clearAllToasts, toastQueue } from '../../ui/toasts/queue.ts';
import { createDownloadStore, type DownloadFile } from '../downloads/download-store.ts';
import { useDeviceDatabase } from '../sync/useDeviceSync.ts';
import { sampleColumns, sampleOptions, type SampleRow } from './columns.ts';
import { SampleExportButton, type SampleExportDeps } from './SampleExportButton.tsx';

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
  setOnline(true);
});

const production = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `p${n}`,
  library: 'Production' as const,
  division: 'FW',
  style: `S${String(n).padStart(3, '0')}`,
  color: '001',
  side: 'Pair' as const,
  status: 'Available',
  totalQty: 2,
  onHandQty: 2,
  bin: `B-${n}`,
  moldDate: '2025-03-04',
  createdDate: '2025-04-01T23:30:00.000Z',
  modifiedDate: '2025-04-02T10:00:00.000Z',
  ...extra,
});

// 150 FW samples inserted out of order (more than one grid window), 5 of another division, and
// a Sales sample: the view 'division FW' holds exactly the 150.
const DOCS = [
  ...Array.from({ length: 150 }, (_, i) => production((i * 37) % 150)).map((d) =>
    d.id === 'p7' ? { ...d, bin: FORMULA } : d,
  ),
  ...Array.from({ length: 5 }, (_, i) => production(200 + i, { division: 'AP' })),
  {
    id: 's1',
    library: 'Sales' as const,
    division: 'FW',
    style: 'S000',
    color: '100',
    side: 'Left' as const,
    status: 'Available',
    totalQty: 1,
    region: 'US',
    aisle: '4',
    direction: 'N',
    level: '2',
  },
];

/** The screen's grid and filter as SampleInventoryScreen builds them (decision 0049). */
const DEFAULT_SORT: readonly SortSpec[] = [
  { id: 'style', desc: false },
  { id: 'color', desc: false },
];
function ProductionView({ deps }: { readonly deps: SampleExportDeps }) {
  const intl = useIntl();
  const collection = useDeviceDatabase()?.collections.sampleInventory;
  const filter = useMemo<MangoSelector>(
    () => ({ $and: [{ library: 'Production' }, { division: 'FW' }] }),
    [],
  );
  const grid = useCollectionGrid<SampleRow, MangoSelector>({
    collection,
    filter,
    toSelector: (s) => toMangoQuerySelector<SampleRow>(s),
    sortFields: { modifiedDate: { field: 'idxModified', inverted: true } },
    defaultSort: DEFAULT_SORT,
  });
  const columns = useMemo(() => sampleColumns(intl, 'Production', sampleOptions([])), [intl]);
  const [controller, setController] = useState<GridController<SampleRow> | null>(null);
  return (
    <Grid<SampleRow, MangoSelector>
      label="Production samples"
      columns={columns}
      getId={(row) => row.id}
      {...grid}
      controllerRef={setController}
      defaultViewport={{ width: 1600, height: 600 }}
      toolbar={
        <SampleExportButton
          library="Production"
          source={grid.source}
          filter={filter}
          controller={controller}
          deps={deps}
        />
      }
    />
  );
}

async function renderView() {
  await openDeviceSync(`sample-export-${++run}-${Date.now()}`);
  await insertDocuments('sampleInventory', DOCS as never);
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
      <ProductionView deps={{ queue, jobs }} />
    </IntlProvider>,
  );
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(2));
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
  const cells = (name: string) => {
    const col = header.indexOf(name) + 1;
    const out: ExcelJS.Cell[] = [];
    for (let r = 2; r <= sheet.rowCount; r += 1) out.push(sheet.getRow(r).getCell(col));
    return out;
  };
  return { sheet, header, cells };
}

const exportButton = () => screen.getByRole('button', { name: 'Export to Excel' });
const styles = (n: number, desc = false) => {
  const all = Array.from({ length: n }, (_, i) => `S${String(i).padStart(3, '0')}`);
  return desc ? all.reverse() : all;
};

describe('[001 §7 sample export] Export to Excel on the device', () => {
  it('[001 §7 sample export] exports every sample of the view offline, in the default sort, through the download queue', async () => {
    const { saved, queue } = await renderView();
    await userEvent.click(exportButton());
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    expect(saved[0]!.fileName).toBe('production-sample-inventory.xlsx');
    expect(queue.items()[0]?.displayName).toBe('Production samples: spreadsheet (XLSX)');
    const { sheet, header, cells } = await readBack(saved[0]!);
    expect(sheet.name).toBe('Production');
    expect(header).toEqual([
      'Division',
      'Style',
      'Color',
      'Side',
      'Size',
      'Status',
      'Gender',
      'Subtype',
      'Region',
      'Origin',
      'On Hand',
      'Bin',
      'Mold #',
      'Mold Date',
      'Quantity',
      'Created',
      'Modified',
    ]);
    // All 150 of the filter (not the first window of 100), none of AP or of Sales.
    expect(cells('Style').map((c) => c.value)).toEqual(styles(150));
    expect(new Set(cells('Division').map((c) => c.value))).toEqual(new Set(['FW']));
    const bin7 = cells('Bin')[7]!;
    expect(bin7.value).toBe(FORMULA);
    expect(bin7.type).toBe(ExcelJS.ValueType.String);
    expect(cells('Mold Date')[0]!.value).toBe('2025-03-04');
    expect(cells('Created')[0]!.value).toBe('2025-04-01');
    expect(cells('Modified')[0]!.value).toBe('2025-04-02');
    expect(cells('On Hand')[0]!.value).toBe(2);
    expect(toastQueue.visibleToasts.map((t) => t.content.message)).toContainEqual({
      id: 'msgCodes.documentExported',
    });
  });

  it('[001 §7 sample export] follows the sort the user chose in the grid', async () => {
    const { saved } = await renderView();
    const styleHeader = screen
      .getAllByRole('columnheader')
      .find((h) => h.getAttribute('title') === 'Style')!;
    const sortButton = within(styleHeader).getByRole('button', { name: 'Style' });
    await userEvent.click(sortButton);
    await userEvent.click(sortButton);
    await waitFor(() => expect(styleHeader).toHaveAttribute('aria-sort', 'descending'));
    await userEvent.click(exportButton());
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 });
    const { cells } = await readBack(saved[0]!);
    expect(cells('Style').map((c) => c.value)).toEqual(styles(150, true));
  });
});
