// The hostile-file suite (issue 20, docs/decisions/0031): each class of file generated at test
// time, small enough for CI, read in a process of its own so its memory can be measured. Each
// must end with a clear refusal that names the limit and the place, within a bound on time
// and on memory growth (process.memoryUsage in the child, hostile-child.node.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportLimits } from '@portal/shared';
import type { HostileRun } from './testing/hostile-child.node.ts';
import {
  csvWithSeparators,
  csvWithUnclosedQuote,
  xlsxWithHugeCell,
  xlsxWithWhitespace,
} from './testing/hostile-files.node.ts';

const MB = 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'hostile-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const child = new URL('./testing/hostile-child.node.ts', import.meta.url).pathname;

function readInChild(
  bytes: Uint8Array,
  fileName: string,
  limits: Partial<ImportLimits> = {},
): HostileRun {
  const file = join(dir, fileName);
  writeFileSync(file, bytes);
  const out = execFileSync(process.execPath, [child, JSON.stringify({ file, fileName, limits })], {
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as HostileRun;
}

/**
 * The bound on time (5 s, here on a small file on a shared CI machine) and a bound on
 * memory growth while reading: 64 MB, where the old reader needed twice the hostile content
 * (a 96 MB cell: over 190 MB) or more.
 */
function expectBounded(run: HostileRun) {
  expect(run.ms).toBeLessThan(5000);
  expect(run.peakRssMB - run.rssBeforeMB).toBeLessThan(64);
}

describe('[0031 import limits] hostile files end with a clear refusal in bounded time and memory', () => {
  it('a CSV with an unclosed quote stops at the first cell past 32 KiB', () => {
    const bytes = csvWithUnclosedQuote(24 * MB);
    const run = readInChild(bytes, 'unclosed.csv');
    expect(run.outcome).toEqual({
      ok: false,
      messageId: 'msgCodes.importCellTooLarge',
      values: { sheet: 'unclosed', row: 2, column: 'C', maxCharacters: 32_767 },
    });
    expectBounded(run);
  });

  it('a CSV line of millions of separators stops at the column past the cap', () => {
    const bytes = csvWithSeparators(16 * MB);
    const run = readInChild(bytes, 'separators.csv');
    expect(run.outcome).toEqual({
      ok: false,
      messageId: 'msgCodes.importTooManyColumnsAt',
      values: { sheet: 'separators', row: 1, column: 'GS', maxColumns: 200 },
    });
    expectBounded(run);
  });

  it('an .xlsx whose sheet inflates to whitespace past the zip-bomb ratio is refused before reading', async () => {
    const bytes = await xlsxWithWhitespace(96 * MB, 'packed');
    const run = readInChild(bytes, 'whitespace.xlsx');
    expect(run.outcome).toEqual({
      ok: false,
      messageId: 'msgCodes.importInflatesTooMuch',
      values: { sheet: 'Import', maxRatio: 100 },
    });
    expectBounded(run);
  });

  it('a directory that lies about the inflated size is a damaged file, found at once', async () => {
    const bytes = await xlsxWithWhitespace(96 * MB, 'split', { lyingDirectory: true });
    const run = readInChild(bytes, 'lying.xlsx');
    expect(run.outcome).toEqual({ ok: false, messageId: 'msgCodes.importFileCorrupt', values: {} });
    expectBounded(run);
  });

  it('whitespace cut into runs shorter than the text-run cap is refused by the inflate ratio', async () => {
    const bytes = await xlsxWithWhitespace(96 * MB, 'split');
    const run = readInChild(bytes, 'split.xlsx');
    expect(run.outcome).toEqual({
      ok: false,
      messageId: 'msgCodes.importInflatesTooMuch',
      values: { sheet: 'Import', maxRatio: 100 },
    });
    expectBounded(run);
  });

  it('whitespace that packs under the ratio stops at the text-run cap, not as a damaged file', async () => {
    const bytes = await xlsxWithWhitespace(24 * MB, 'loose');
    const run = readInChild(bytes, 'loose.xlsx');
    expect(run.outcome).toEqual({
      ok: false,
      messageId: 'msgCodes.importTextRunTooLong',
      values: { sheet: 'Import', row: 1, column: 'D', maxCharacters: 262_144 },
    });
    expectBounded(run);
  });

  it.each([
    ['a shared string', true],
    ['an inline string', false],
  ])(
    'a huge text cell in an unmapped column (%s) is refused at its cell',
    async (_name, shared) => {
      const bytes = await xlsxWithHugeCell(96 * MB, { shared, shape: 'loose' });
      const run = readInChild(bytes, 'memo.xlsx');
      expect(run.outcome).toEqual({
        ok: false,
        messageId: 'msgCodes.importCellTooLarge',
        values: { sheet: 'Import', row: 2, column: 'C', maxCharacters: 32_767 },
      });
      expectBounded(run);
    },
  );

  it('the same cell under a lowered cell cap, and a normal file under the caps, in the child', async () => {
    const small = await xlsxWithHugeCell(5000, { shared: true, shape: 'loose' });
    expect(readInChild(small, 'small.xlsx').outcome).toEqual({ ok: true, rows: 1 });
    const run = readInChild(small, 'small.xlsx', { maxCellCharacters: 4000 });
    expect(run.outcome).toMatchObject({
      messageId: 'msgCodes.importCellTooLarge',
      values: { row: 2, column: 'C', maxCharacters: 4000 },
    });
  });
});
