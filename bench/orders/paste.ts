// bench:orders, paste: the block pasted into the order lines grid in run `k` — 1,000 rows ×
// 5 columns starting at the pack-code column, as the wholesale grid orders them: pack code,
// sizes ('size:units', the line's quantities), units (read-only: refused, its value the sum a
// sheet copied from the grid carries), unit price, start date (en-US, as the user types it).
// Every run pastes other values (a paste that changes nothing writes nothing). The pack codes
// are the order's S–Z codes, except an unknown code (cleared with a warning, 001 §5) on every
// 100th row from 2k+1 and the M pack without a composition (kept, with its warning note) on
// every 100th row from 2k+2: those rows are in view, so the probe sees the validation's outcome.
import { BENCH_SIZES, dayFromToday } from './seed.ts';

const CODES = ['S06', 'S12', 'T12', 'W24'] as const;
export const UNKNOWN_CODE = 'X99';
export const M_PACK = 'M12';

export interface ExpectedLine {
  readonly packCode: string;
  readonly sizes: Readonly<Record<string, number>>;
  readonly unitMajor: number;
  readonly startDate: string;
}

/** Cells in view (column as an offset from the pack-code column) and what they show. */
export interface CellCheck {
  readonly row: number;
  readonly offset: number;
  readonly text?: string;
  readonly warning?: boolean;
}

export function pasteBlock(rows: number, k: number) {
  const invalidRow = 2 * k + 1;
  const mRow = 2 * k + 2;
  const iso = dayFromToday(k + 1);
  const [y, m, d] = iso.split('-');
  const typedDate = `${m}/${d}/${y}`;
  const expected: ExpectedLine[] = [];
  const lines: string[] = [];
  const sizeText: string[] = [];
  const codeText: string[] = [];
  for (let r = 0; r < rows; r++) {
    const code =
      r % 100 === invalidRow ? UNKNOWN_CODE : r % 100 === mRow ? M_PACK : CODES[(r + k) % 4]!;
    const sizes = Object.fromEntries(
      BENCH_SIZES.map((s, i) => [s, i % 2 === 0 ? 6 * (k + 2) : 6 * (1 + ((r + i) % 3))]),
    );
    const run = Object.entries(sizes)
      .map(([size, units]) => `${size}:${units}`)
      .join(', ');
    const units = Object.values(sizes).reduce((a, b) => a + b, 0);
    const price = 20 + (r % 50) + k + 1;
    lines.push([code, run, String(units), String(price), typedDate].join('\t'));
    sizeText.push(run);
    codeText.push(code);
    expected.push({
      packCode: code === UNKNOWN_CODE ? '' : code,
      sizes,
      unitMajor: price,
      startDate: iso,
    });
  }
  const shown: CellCheck[] = [0, 1, 5].flatMap((row) => [
    { row, offset: 0, text: codeText[row]! },
    { row, offset: 1, text: sizeText[row]! },
  ]);
  const validated: CellCheck[] = [
    { row: invalidRow, offset: 0, text: '' },
    { row: mRow, offset: 0, text: M_PACK, warning: true },
    { row: 0, offset: 1, text: sizeText[0]! },
    ...(k > 0 ? [{ row: 2 * k, offset: 0, warning: false }] : []),
  ];
  return { tsv: lines.join('\r\n'), shown, validated, expected };
}

/** Lines of the stored order (the device's document) not as the paste and its checks leave them. */
export function pastedLineMismatches(
  lines: unknown,
  expected: readonly ExpectedLine[],
  decimals: number,
): number {
  if (!Array.isArray(lines)) return expected.length;
  let wrong = 0;
  expected.forEach((want, r) => {
    const line = lines[r] as Record<string, unknown> | undefined;
    const sizes = (line?.['sizes'] ?? {}) as Record<string, number>;
    const ok =
      line !== undefined &&
      (line['packCode'] ?? '') === want.packCode &&
      Object.keys(want.sizes).length === Object.keys(sizes).length &&
      Object.entries(want.sizes).every(([s, n]) => sizes[s] === n) &&
      line['unitPrice'] === Math.round(want.unitMajor * 10 ** decimals) &&
      line['startDate'] === want.startDate;
    if (!ok) wrong++;
  });
  return wrong;
}
