// The hostile section of bench:workers (issue 20, docs/decisions/0031): each class of hostile
// file at full size, written to disk by the same generators the test suite uses at CI size,
// then imported in a process of its own (run-job.ts 'importFile'). Target per class: a clear
// translated refusal in under 5 s and under 500 MB of peak memory.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  csvWithSeparators,
  csvWithUnclosedQuote,
  xlsxWithHugeCell,
  xlsxWithWhitespace,
} from '../../workers/src/import/testing/hostile-files.node.ts';

const MB = 1024 * 1024;

export interface HostileCase {
  readonly name: string;
  readonly file: string;
  readonly fileName: string;
  readonly bytes: number;
  /** The refusal expected (msgCodes.*). */
  readonly expected: string;
}

/** Writes every class at full size into `dir`. */
export async function writeHostileFiles(dir: string): Promise<HostileCase[]> {
  const classes: [string, string, string, () => Uint8Array | Promise<Uint8Array>][] = [
    [
      'CSV, unclosed quote near the 100 MB file limit',
      'unclosed-quote.csv',
      'msgCodes.importCellTooLarge',
      () => csvWithUnclosedQuote(99.5 * MB),
    ],
    [
      'CSV, 90 million separators on one line',
      'separators.csv',
      'msgCodes.importTooManyColumnsAt',
      () => csvWithSeparators(90_000_000),
    ],
    [
      'xlsx, sheet inflating to 1,000 MiB of whitespace (one run)',
      'whitespace-run.xlsx',
      'msgCodes.importInflatesTooMuch',
      () => xlsxWithWhitespace(1000 * MB, 'packed'),
    ],
    [
      'xlsx, 1,000 MiB of whitespace in 1 KiB runs',
      'whitespace-runs.xlsx',
      'msgCodes.importInflatesTooMuch',
      () => xlsxWithWhitespace(1000 * MB, 'split'),
    ],
    [
      'xlsx, 1,000 MiB of whitespace packing under the ratio (~13×)',
      'whitespace-loose.xlsx',
      'msgCodes.importTextRunTooLong',
      () => xlsxWithWhitespace(1000 * MB, 'loose'),
    ],
    [
      'xlsx, 1,000 MiB of whitespace runs, directory lying about the size',
      'whitespace-lying.xlsx',
      'msgCodes.importFileCorrupt',
      () => xlsxWithWhitespace(1000 * MB, 'split', { lyingDirectory: true }),
    ],
    [
      'xlsx, 300 MB text cell in an unmapped column (shared string)',
      'cell-shared.xlsx',
      'msgCodes.importCellTooLarge',
      () => xlsxWithHugeCell(300 * MB, { shared: true, shape: 'loose' }),
    ],
    [
      'xlsx, 300 MB text cell in an unmapped column (inline string)',
      'cell-inline.xlsx',
      'msgCodes.importCellTooLarge',
      () => xlsxWithHugeCell(300 * MB, { shared: false, shape: 'loose' }),
    ],
  ];
  const cases: HostileCase[] = [];
  for (const [name, fileName, expected, make] of classes) {
    const bytes = await make();
    const file = join(dir, fileName);
    writeFileSync(file, bytes);
    cases.push({ name, file, fileName, bytes: bytes.length, expected });
  }
  return cases;
}
