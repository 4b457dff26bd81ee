// Runs one import in its own process and prints one JSON line: the outcome (rows, or the
// refusal's message id and values), wall time, and memory from process.memoryUsage, sampled
// while it runs, against the process's RSS once the file was in memory. A process of its own,
// so the memory is the import's and not the test runner's (docs/decisions/0031).
// Usage: node hostile-child.node.ts '{"file":"/tmp/x.csv","fileName":"x.csv","limits":{}}'
import { readFileSync } from 'node:fs';
import { ASSORTMENT_IMPORT_COLUMNS, type ImportLimits } from '@portal/shared';
import { ImportFileError } from '../import-file-error.ts';
import { parseImportFile } from '../parse-import.ts';
import { readXlsxRowsSax } from '../read-xlsx-sax.ts';

export interface HostileRun {
  readonly outcome:
    | { readonly ok: true; readonly rows: number }
    | {
        readonly ok: false;
        readonly messageId: string;
        readonly values: Readonly<Record<string, string | number>>;
      };
  readonly ms: number;
  readonly rssBeforeMB: number;
  readonly peakRssMB: number;
}

const args = JSON.parse(process.argv[2] ?? '{}') as {
  file: string;
  fileName: string;
  limits?: Partial<ImportLimits>;
};
const bytes = new Uint8Array(readFileSync(args.file));
const MB = 1024 * 1024;
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);
const started = performance.now();
let outcome: HostileRun['outcome'];
try {
  const parsed = await parseImportFile(
    { bytes, fileName: args.fileName },
    ASSORTMENT_IMPORT_COLUMNS,
    { xlsxReader: readXlsxRowsSax, limits: args.limits },
  );
  outcome = { ok: true, rows: parsed.rows.length };
} catch (error) {
  if (!(error instanceof ImportFileError)) throw error;
  outcome = { ok: false, messageId: error.messageId, values: error.values };
}
const ms = performance.now() - started;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
const run: HostileRun = { outcome, ms, rssBeforeMB: before / MB, peakRssMB: peak / MB };
process.stdout.write(`${JSON.stringify(run)}\n`);
