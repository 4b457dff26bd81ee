// The page of the UI-thread measurement (bench/workers/ui-thread.ts): the app's own worker
// clients (workers/src/client) and its catalogue lookup over IndexedDB (the device database)
// run the issue's jobs while a longtask observer and a 10 ms heartbeat watch the main thread.
// Built by Vite; `window.runUiThreadBench()` is called by the bench through playwright.
import { DEFAULT_PDF_PAGE_OPTIONS, type ImportSheetRow, type JobProgress } from '@portal/shared';
import {
  createExportClient,
  createImportClient,
  type JobHandle,
  type JobOutcome,
} from '../../workers/src/index.ts';
import { ASSORTMENT_IMPORT_COLUMNS, styleColorId } from '@portal/shared';
import { makeFootwear } from '../../workers/src/test-fixtures/products.ts';
import { CatalogueDatabase, toCatalogueRecord } from '../../web/src/db/catalogue.ts';
import { CatalogueProductLookup } from '../../web/src/features/excel-import/catalogue-lookup.ts';

export interface UiJobResult {
  readonly job: string;
  readonly ms: number;
  /** Longest main-thread long task (≥ 50 ms by definition) while the job ran; 0 if none. */
  readonly longestTaskMs: number;
  readonly longTasks: number;
  /** Longest gap between 10 ms heartbeat ticks: main-thread stalls below the 50 ms mark too. */
  readonly maxHeartbeatGapMs: number;
  readonly count: number;
}

const longTasks: { start: number; end: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
}).observe({ type: 'longtask', buffered: true });

let lastTick = performance.now();
let maxGap = 0;
setInterval(() => {
  const now = performance.now();
  maxGap = Math.max(maxGap, now - lastTick - 10);
  lastTick = now;
}, 10);

async function measure(job: string, run: () => Promise<number>): Promise<UiJobResult> {
  // Let setup work settle so it is not counted against the job.
  await new Promise((r) => setTimeout(r, 200));
  maxGap = 0;
  lastTick = performance.now();
  const start = performance.now();
  const count = await run();
  const end = performance.now();
  // Long task entries arrive after the task: give the observer a moment.
  await new Promise((r) => setTimeout(r, 100));
  const during = longTasks.filter((t) => t.end > start && t.start < end);
  return {
    job,
    ms: end - start,
    longestTaskMs: Math.max(0, ...during.map((t) => t.end - t.start)),
    longTasks: during.length,
    maxHeartbeatGapMs: maxGap,
    count,
  };
}

async function value<T>(handle: JobHandle<T>): Promise<T> {
  const outcome: JobOutcome<T> = await handle.outcome;
  if (!outcome.ok) throw new Error(`job ${handle.id} ended: ${JSON.stringify(outcome)}`);
  return outcome.value;
}

async function bytesOf(url: string): Promise<Uint8Array> {
  return new Uint8Array(await (await fetch(url)).arrayBuffer());
}

const onProgress = (_p: JobProgress) => undefined;

async function runUiThreadBench(): Promise<UiJobResult[]> {
  const imports = createImportClient();
  const exports = createExportClient();
  const results: UiJobResult[] = [];

  // Setup: the device catalogue holds the 10,000 products the workbook names.
  const db = new CatalogueDatabase(`ui-bench-${Date.now()}`);
  const catalogue = makeFootwear(10_000);
  await db.products.bulkPut(
    catalogue.map((p) => toCatalogueRecord({ ...p, id: styleColorId(p.style, p.color) })),
  );
  const lookup = new CatalogueProductLookup(db);
  const workbook = await bytesOf('/fixtures/10k.xlsx');

  // Parse and validate are measured apart: each answer is read on the UI thread.
  let rows: readonly ImportSheetRow[] = [];
  results.push(
    await measure('parse 10,000 rows (import worker → grid rows)', async () => {
      const parsed = await value(
        imports.start(
          'parseImport',
          { file: { bytes: workbook, fileName: '10k.xlsx' }, columns: ASSORTMENT_IMPORT_COLUMNS },
          { onProgress },
        ),
      );
      rows = parsed.rows;
      return rows.length;
    }),
  );
  results.push(
    await measure('validate 10,000 rows (device catalogue lookup)', async () => {
      const validated = await value(
        imports.start(
          'validateAssortmentImport',
          {
            rows,
            context: { mode: 'import', productType: 'Footwear', locationCode: 'US' },
            // As the import screen asks: only rows with issues come back.
            issuesOnly: true,
          },
          { onProgress, service: lookup },
        ),
      );
      return validated.summary.rows;
    }),
  );

  const styles = Array.from({ length: 500 }, (_, i) => ({
    ...makeFootwear(1, i * 8)[0]!,
    image: `/fixtures/images/${i}.jpg`,
  }));
  results.push(
    await measure('line sheet PDF, 500 styles with images', async () => {
      const pdf = await value(
        exports.start(
          'assortmentPdf',
          {
            documentType: { type: 'Linesheet', subType: 'Condensed' },
            options: DEFAULT_PDF_PAGE_OPTIONS,
            assortment: { title: 'Bench', locationCode: 'US', author: 'Bench', date: '2026-01-15' },
            groups: [{ title: 'All styles', products: styles }],
            locale: 'en-US',
            currency: { symbol: '$', decimals: 2 },
          },
          {
            onProgress,
            service: { image: (p) => bytesOf(String(p['image'])) },
          },
        ),
      );
      return pdf.pages;
    }),
  );

  results.push(
    await measure('XLSX export, 10,000 rows', async () => {
      const xlsx = await value(
        exports.start(
          'assortmentXlsx',
          {
            assortment: { title: 'Bench', productType: 'Footwear', locationCode: 'US' },
            products: catalogue,
            toggles: ['cost', 'suggestedRetail', 'initialMarkup', 'availability', 'sizeRange'],
            withImages: false,
          },
          { onProgress },
        ),
      );
      return xlsx.bytes.length;
    }),
  );

  const zipProducts = styles.map((p, i) => ({
    style: p.style,
    color: p.color,
    files: [{ filename: `${i}.jpg`, usageType: 'Primary', fileSize: 1 }],
  }));
  results.push(
    await measure('ZIP of 500 images', async () => {
      const zip = await value(
        exports.start(
          'zipImages',
          {
            products: zipProducts,
            options: { heroOnly: false, small: true, includeWorkingFiles: false },
          },
          {
            onProgress,
            service: { fetch: (_p, file) => bytesOf(`/fixtures/images/${file.filename}`) },
          },
        ),
      );
      return zip.kind === 'zip' ? zip.fileCount : 0;
    }),
  );

  imports.terminate();
  exports.terminate();
  await db.delete();
  return results;
}

(window as unknown as { runUiThreadBench: typeof runUiThreadBench }).runUiThreadBench =
  runUiThreadBench;
document.body.dataset['ready'] = 'true';
