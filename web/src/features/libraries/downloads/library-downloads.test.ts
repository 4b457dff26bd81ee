// A library's downloads through a download queue, with the export jobs run in this thread by
// their Node wiring: the ZIP of a selection holds each item's files in its folder (working
// files only when the view includes them), a collection over 20 GiB is refused before any
// fetch, Cancel says the ZIP message, the XLSX asset report holds the view's rows with text as
// text (never a formula) and dates as YYYY-MM-DD, and each download records its statistic.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { act } from '@testing-library/react';
import {
  COLLECTION_TOO_LARGE_BYTES,
  libraryItemSchema,
  type LibraryItem,
  type LibraryItemInput,
} from '@portal/shared';
import { createJobClient, type ExportJobs, type FileFetcher } from '@portal/workers';
import { createJobHost, exportJobs, sharpThumbnailer } from '@portal/workers/node.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import { createDownloadStore, type DownloadFile } from '../../downloads/download-store.ts';
import {
  downloadLibraryFile,
  exportLibraryReport,
  exportLibraryZip,
  fileFetcher,
  type LibraryDownloadDeps,
} from './library-documents.ts';
import { libraryZipEntries, zipTooLarge } from './library-files.ts';
import type { StatRecord } from './stats-outbox.ts';

const HOSTILE = '=HYPERLINK("http://evil.example","click")';
const VIEW = { includeWorkingFiles: false, showWorkingFilesOnly: false, showNewStylesOnly: false };
const WITH_WORKING = { ...VIEW, includeWorkingFiles: true };

const item = (id: string, extra: Partial<LibraryItemInput> = {}): LibraryItem =>
  libraryItemSchema.parse({
    _deleted: false,
    id,
    name: `Asset ${id}`,
    libraryType: 'AdvertisingAsset',
    status: 'Published',
    assetType: 'Print Ad',
    category: 'Womens',
    modifiedDate: '2026-03-02T10:00:00.000Z',
    files: [
      {
        id: `${id}-p`,
        filename: `${id}.jpg`,
        usageType: 'Primary',
        sourceFile: `lib/${id}.jpg`,
        fileSize: 10,
      },
      {
        id: `${id}-w`,
        filename: `${id}.psd`,
        usageType: 'Working File',
        sourceFile: `lib/${id}.psd`,
        fileSize: 20,
      },
    ],
    ...extra,
  });

function setup(extra: Partial<LibraryDownloadDeps> = {}) {
  const saved: DownloadFile[] = [];
  const stats: StatRecord[] = [];
  const fetched: string[] = [];
  const queue = createDownloadStore({
    save: (file) => saved.push(file),
    now: () => 0,
    setTimer: () => undefined,
  });
  const jobs = createJobClient<ExportJobs>(
    () => null,
    async () => createJobHost(exportJobs({ thumbnailer: sharpThumbnailer })),
  );
  const fetcher: FileFetcher = {
    async fetch(entry) {
      fetched.push(entry.key);
      return new TextEncoder().encode(`bytes of ${entry.key}`);
    },
  };
  const deps: LibraryDownloadDeps = {
    queue,
    jobs,
    fetcher,
    record: (e) => stats.push(e),
    ...extra,
  };
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (queue.items().every((i) => i.status !== 'queued' && i.status !== 'processing'))
          resolve();
        else setTimeout(check, 20);
      };
      check();
    });
  return { saved, stats, fetched, queue, deps, settled };
}

async function zipNames(file: DownloadFile): Promise<string[]> {
  const zip = await JSZip.loadAsync(file.bytes);
  return Object.keys(zip.files)
    .filter((n) => !n.endsWith('/'))
    .sort();
}

afterEach(() => act(() => clearAllToasts()));

describe('[001 §4 downloads] ZIP of a library selection', () => {
  const A = item('A1');
  const B = item('B2', { name: 'Spring / Summer' });

  it('[000 §3 working files] holds the primary files in a folder per item; working files only when included', async () => {
    const { saved, stats, fetched, deps, settled } = setup();
    exportLibraryZip(
      libraryZipEntries([A, B], VIEW),
      { type: 'AdvertisingAsset', title: 'Assets 2026-03-02', displayName: 'zip' },
      deps,
    );
    await settled();
    expect(saved[0]!.fileName).toBe('Assets 2026-03-02.zip');
    expect(saved[0]!.type).toBe('application/zip');
    expect(await zipNames(saved[0]!)).toEqual(['Asset A1/A1.jpg', 'Spring Summer/B2.jpg']);
    const zip = await JSZip.loadAsync(saved[0]!.bytes);
    expect(await zip.file('Asset A1/A1.jpg')!.async('string')).toBe('bytes of lib/A1.jpg');
    expect(fetched).toEqual(['lib/A1.jpg', 'lib/B2.jpg']);
    expect(stats).toEqual([
      { action: 'downloadZipImages', modelType: 'AdvertisingAsset', data: { fileCount: 2 } },
    ]);

    exportLibraryZip(
      libraryZipEntries([A, B], WITH_WORKING),
      { type: 'AdvertisingAsset', title: 'With working', displayName: 'zip' },
      deps,
    );
    await settled();
    expect(await zipNames(saved[1]!)).toEqual([
      'Asset A1/A1.jpg',
      'Asset A1/A1.psd',
      'Spring Summer/B2.jpg',
      'Spring Summer/B2.psd',
    ]);
  });

  it('[001 §9 20 GiB] a collection over 20 GiB is refused before any file is fetched', async () => {
    const half = COLLECTION_TOO_LARGE_BYTES / 2;
    const big = [
      item('H1', {
        files: [
          { id: 'h1', filename: 'a.mov', usageType: 'Primary', sourceFile: 'k/a', fileSize: half },
        ],
      }),
      item('H2', {
        files: [
          { id: 'h2', filename: 'b.mov', usageType: 'Primary', sourceFile: 'k/b', fileSize: half },
          {
            id: 'h3',
            filename: 'c.mov',
            usageType: 'Working File',
            sourceFile: 'k/c',
            fileSize: 1,
          },
        ],
      }),
    ];
    // Exactly 20 GiB of primary files passes; the working file tips it over when included.
    expect(zipTooLarge(libraryZipEntries(big, VIEW))).toBe(false);
    expect(zipTooLarge(libraryZipEntries(big, WITH_WORKING))).toBe(true);

    // The job refuses too, so a caller that skipped the check still fetches nothing.
    const { saved, fetched, deps, settled } = setup();
    exportLibraryZip(
      libraryZipEntries(big, WITH_WORKING),
      { type: 'AdvertisingAsset', title: 'big', displayName: 'zip' },
      deps,
    );
    await settled();
    expect(saved).toHaveLength(0);
    expect(fetched).toHaveLength(0);
    expect(toastQueue.visibleToasts.map((t) => t.content.message)).toContainEqual({
      id: 'msgCodes.collectionTooLarge',
      values: {},
    });
  });

  it('[001 §4 downloads] Cancel of a library ZIP says ‘Your ZIP download has been cancelled’', async () => {
    const { saved, queue, deps, settled } = setup();
    const id = exportLibraryZip(
      libraryZipEntries([A, B], VIEW),
      { type: 'AdvertisingAsset', title: 'x', displayName: 'zip' },
      deps,
    );
    act(() => queue.cancel(id));
    await settled();
    expect(saved).toHaveLength(0);
    expect(toastQueue.visibleToasts.map((t) => t.content.message)).toContainEqual({
      id: 'msgCodes.zipCanceled',
    });
  });

  it('[001 §4 downloads] reads each file from /api/files by its key; a file neither cached nor reachable is null', async () => {
    const urls: string[] = [];
    const fetcher = fileFetcher(async (url) => {
      urls.push(String(url));
      return String(url).includes('gone')
        ? new Response('', { status: 404 })
        : new Response(new Uint8Array([1, 2, 3]), { status: 200 });
    });
    expect(await fetcher.fetch({ path: 'a/x.jpg', key: 'lib/x y.jpg' })).toEqual(
      new Uint8Array([1, 2, 3]),
    );
    expect(await fetcher.fetch({ path: 'a/g.jpg', key: 'lib/gone.jpg' })).toBeNull();
    expect(urls).toEqual(['/api/files/lib/x%20y.jpg', '/api/files/lib/gone.jpg']);
  });
});

describe('[001 §7 asset report] XLSX asset report of the view', () => {
  it('[000 §9 exports] holds the view’s rows in order, text never a formula, dates YYYY-MM-DD', async () => {
    const { saved, deps, settled } = setup();
    const rows = [
      item('R2', {
        name: HOSTILE,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        season: 'SP',
        year: 2026,
      }),
      item('R1', { name: 'Plain' }),
    ];
    exportLibraryReport(
      rows,
      {
        type: 'AdvertisingAsset',
        toggles: VIEW,
        sheetName: 'Advertising Assets',
        title: 'Advertising Assets 2026-03-02',
        displayName: 'report',
        header: (id) => id.slice(id.lastIndexOf('.') + 1),
      },
      deps,
    );
    await settled();
    expect(saved[0]!.fileName).toBe('Advertising Assets 2026-03-02.xlsx');
    const wb = new ExcelJS.Workbook();
    const { bytes } = saved[0]!;
    await wb.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = wb.worksheets[0]!;
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'name',
      'assetType',
      'category',
      'gender',
      'season',
      'year',
      'status',
      'startDate',
      'endDate',
      'fileNames',
      'fileSize',
      'modifiedDate',
    ]);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe(HOSTILE);
    expect(first.getCell(1).formula).toBeUndefined();
    expect(values(2).slice(4)).toEqual([
      'SP',
      2026,
      'Published',
      '2026-01-01',
      '2026-12-31',
      'R2.jpg', // working files are left out as in the view
      '1 kB',
      '2026-03-02',
    ]);
    expect(sheet.getRow(3).getCell(1).value).toBe('Plain');
  });
});

describe('[000 §7 statistics] a file download', () => {
  it('[000 §7 statistics] downloads the file’s source and records a primary, working or document download', () => {
    const opened: string[] = [];
    const { stats, deps } = setup({ open: (href, name) => opened.push(`${href} ${name}`) });
    const asset = item('S1');
    expect(downloadLibraryFile(asset, asset.files[0]!, deps)).toBe(true);
    expect(downloadLibraryFile(asset, asset.files[1]!, deps)).toBe(true);
    const doc = item('D1', { libraryType: 'ProductDocument' });
    expect(downloadLibraryFile(doc, doc.files[0]!, deps)).toBe(true);
    expect(
      downloadLibraryFile(asset, { id: 'n', filename: 'none.jpg', usageType: 'Primary' }, deps),
    ).toBe(false);
    expect(opened).toEqual([
      '/api/files/lib/S1.jpg S1.jpg',
      '/api/files/lib/S1.psd S1.psd',
      '/api/files/lib/D1.jpg D1.jpg',
    ]);
    expect(stats.map((s) => [s.action, s.modelType, s.modelId])).toEqual([
      ['assetPrimaryDownload', 'AdvertisingAsset', 'S1'],
      ['assetWorkingFileDownload', 'AdvertisingAsset', 'S1'],
      ['documentDownload', 'ProductDocument', 'D1'],
    ]);
  });
});
