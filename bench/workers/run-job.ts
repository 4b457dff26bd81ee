// One measured job in its own process, so peak memory is the job's own (issue 6). Prints one
// JSON line: wall time, peak RSS (kernel high-water), sampled heap high-water and the longest
// event-loop block (a Node stand-in for "UI thread blocked"; in the app these jobs run in a
// worker, measured later in Chromium).
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ASSORTMENT_IMPORT_COLUMNS, DEFAULT_PDF_PAGE_OPTIONS } from '@portal/shared';
import { GeneratedCatalogueLookup } from './fixtures.ts';
import { ImportFileError } from '../../workers/src/import/import-file-error.ts';
import { parseImportFile } from '../../workers/src/import/parse-import.ts';
import { readXlsxRowsSax } from '../../workers/src/import/read-xlsx-sax.ts';
import type { XlsxRowReader } from '../../workers/src/import/sheet-source.ts';
import { validateAssortmentImport } from '../../workers/src/import/validate-import.ts';
import { exportAssortmentXlsx } from '../../workers/src/export/assortment-xlsx.ts';
import { createStreamingSink } from '../../workers/src/export/xlsx-sink-stream.node.ts';
import { renderAssortmentPdf } from '../../workers/src/pdf/render-pdf.ts';
import { zipImages } from '../../workers/src/zip/zip-images.ts';
import { makeFootwear } from '../../workers/src/test-fixtures/products.ts';

const [job, arg] = process.argv.slice(2) as [string, string];
const args = JSON.parse(arg) as {
  file?: string;
  fileName?: string;
  rows?: number;
  images?: string[];
};
/** The refusal of an import (message id and values), reported beside the figures. */
let refusal: { messageId: string; values: Readonly<Record<string, string | number>> } | null = null;

let heapPeak = 0;
// v8's heap statistics are cheap; process.memoryUsage() reads /proc and would cost the job.
const sampler = setInterval(() => {
  heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size);
}, 20);
const loop = monitorEventLoopDelay({ resolution: 10 });

async function bareRead(file: string): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([readFileSync(file)]), {});
  let rows = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (row.number > 0) rows += 1;
    }
    break;
  }
  return rows;
}

async function parseValidate(file: string, xlsxReader: XlsxRowReader): Promise<number> {
  const bytes = new Uint8Array(readFileSync(file));
  const parsed = await parseImportFile(
    { bytes, fileName: 'bench.xlsx' },
    ASSORTMENT_IMPORT_COLUMNS,
    { xlsxReader },
  );
  const result = await validateAssortmentImport(
    parsed.rows,
    new GeneratedCatalogueLookup(200_000),
    {
      mode: 'import',
      productType: 'Footwear',
      locationCode: 'US',
      labels: [{ color: '#d33', name: 'Hot' }],
    },
  );
  if (result.summary.rowsWithCritical === 0)
    throw new Error('the bench workbook has invalid rows: validation missed them');
  return result.rows.length;
}

/** Reads and maps a file as the import screen does; a refusal is an outcome, not a failure. */
async function importFile(file: string, fileName: string): Promise<number> {
  const bytes = new Uint8Array(readFileSync(file));
  try {
    const parsed = await parseImportFile({ bytes, fileName }, ASSORTMENT_IMPORT_COLUMNS, {
      xlsxReader: readXlsxRowsSax,
    });
    return parsed.rows.length;
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    refusal = { messageId: error.messageId, values: error.values };
    return 0;
  }
}

async function lineSheet(images: string[]): Promise<number> {
  // 500 styles: one colourway of each (makeFootwear numbers 8 colourways per style).
  const products = images.map((_, i) => makeFootwear(1, i * 8)[0]!);
  const bytesByIndex = images.map((f) => new Uint8Array(readFileSync(f)));
  const index = new Map(products.map((p, i) => [p, i]));
  const out = await renderAssortmentPdf({
    documentType: { type: 'Linesheet', subType: 'Condensed' },
    options: DEFAULT_PDF_PAGE_OPTIONS,
    assortment: {
      title: 'Bench Line Sheet',
      locationCode: 'US',
      author: 'Bench',
      date: '2026-01-15',
    },
    groups: [{ title: 'All styles', products }],
    locale: 'en-US',
    currency: { symbol: '$', decimals: 2 },
    images: {
      image: async (p) => bytesByIndex[index.get(p as (typeof products)[number]) ?? 0] ?? null,
    },
  });
  return out.pages;
}

async function xlsxExport(rows: number): Promise<number> {
  const products = makeFootwear(rows);
  const out = await exportAssortmentXlsx(
    {
      assortment: { title: 'Bench', productType: 'Footwear', locationCode: 'US' },
      products,
      toggles: ['cost', 'suggestedRetail', 'initialMarkup', 'availability', 'sizeRange'],
    },
    { createSink: createStreamingSink },
  );
  return out.bytes.length;
}

async function zip(images: string[]): Promise<number> {
  const products = images.map((file, i) => ({
    style: String(i),
    color: 'BLK',
    files: [{ filename: `${i}.jpg`, usageType: 'Primary', fileSize: 1 }],
    file,
  }));
  const result = await zipImages(
    products,
    { fetch: async (p) => new Uint8Array(readFileSync((p as (typeof products)[number]).file)) },
    { heroOnly: false, small: true, includeWorkingFiles: false },
  );
  return result.kind === 'zip' ? result.fileCount : 0;
}

const jobs: Record<string, () => Promise<number>> = {
  bareRead: () => bareRead(args.file!),
  parseValidate: () => parseValidate(args.file!, readXlsxRowsSax),
  importFile: () => importFile(args.file!, args.fileName!),
  lineSheet: () => lineSheet(args.images!),
  xlsxExport: () => xlsxExport(args.rows!),
  zip: () => zip(args.images!),
};

loop.enable();
const started = performance.now();
const count = await jobs[job]!();
const ms = performance.now() - started;
loop.disable();
clearInterval(sampler);
heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size);
process.stdout.write(
  `${JSON.stringify({ job, count, ms, peakRssMB: process.resourceUsage().maxRSS / 1024, heapPeakMB: heapPeak / 1024 / 1024, maxLoopBlockMs: loop.max / 1e6, ...(refusal === null ? {} : { refusal }) })}\n`,
);
