// exceljs cell values reduced to what the import reads (shared RawCell): codes as text with
// leading zeros intact whatever type Excel stored, formulas as their cached result, dates as
// ISO text (serial numbers under a date format arrive from exceljs as Date).
import type { RawCell } from '@portal/shared';

type ExcelValue = unknown;

/** '00000' pads numbers to 5 digits; '@' is Excel's text format. */
function applyNumberFormat(n: number, numFmt: string | undefined): RawCell {
  if (numFmt === undefined) return n;
  if (/^0+$/.test(numFmt) && Number.isInteger(n) && n >= 0)
    return String(n).padStart(numFmt.length, '0');
  if (numFmt === '@') return String(n);
  return n;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** YYYY-MM-DD, or YYYY-MM-DDTHH:mm:ss when the cell has a time (UTC, as exceljs gives it). */
export function isoFromDate(date: Date): string | null {
  const time = date.getTime();
  if (Number.isNaN(time)) return null;
  const y = date.getUTCFullYear();
  if (y < 1000 || y > 9999) return date.toISOString().slice(0, 10);
  const day = `${y}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
  if (time % 86_400_000 === 0) return day;
  return `${day}T${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}:${pad2(date.getUTCSeconds())}`;
}

export function toRawCell(value: ExcelValue, numFmt?: string): RawCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return applyNumberFormat(value, numFmt);
  if (value instanceof Date) return isoFromDate(value);
  if (typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (Array.isArray(v['richText'])) {
    return (v['richText'] as { text?: unknown }[]).map((r) => String(r.text ?? '')).join('');
  }
  if ('formula' in v || 'sharedFormula' in v) {
    // The cached result only: a formula never runs here.
    return 'result' in v ? toRawCell(v['result'], numFmt) : null;
  }
  if ('hyperlink' in v) return toRawCell(v['text']);
  if ('error' in v) return null;
  return null;
}
