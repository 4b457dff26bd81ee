// spec 000 §5 Excel import: "Cell values have line breaks removed, are trimmed, then parsed by
// the column's parser". The reader (workers/) hands over raw cells already reduced to
// string | number | boolean | null, dates as ISO text and zero-padded codes as text.

/** A cell as the workbook reader delivers it. */
export type RawCell = string | number | boolean | null;

/** A parsed cell value as the import grid holds it. */
export type ImportValue = string | number | boolean | readonly string[] | null;

export type CellParserKind =
  'text' | 'code' | 'number' | 'integer' | 'percent' | 'date' | 'boolean' | 'list' | 'multiList';

export interface CellParser {
  readonly kind: CellParserKind;
  /** Allowed options for list cells (matched case-insensitively, spec 000 §5 Grid cells). */
  readonly options?: readonly string[];
}

export interface ParsedCell {
  readonly value: ImportValue;
  /** True when the cell had content the parser could not read; the value is then null. */
  readonly invalid: boolean;
}

/**
 * Text of a raw cell with line breaks gone and trimmed. A line break becomes one space so two
 * words do not glue together ('Runner\nPro' reads 'Runner Pro').
 */
export function cellText(raw: RawCell): string {
  if (raw === null) return '';
  if (typeof raw === 'number') return numberText(raw);
  if (typeof raw === 'boolean') return raw ? 'TRUE' : 'FALSE';
  // Fast path: most cells hold no line break (this runs once per cell of 100,000-row files).
  if (raw.indexOf('\n') < 0 && raw.indexOf('\r') < 0) return raw.trim();
  return raw.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/** Integers without exponent or trailing '.0', so numeric style codes read as typed. */
export function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (Number.isInteger(n)) return Math.abs(n) >= 1e21 ? BigInt(n).toString() : String(n);
  // Excel keeps 15 significant digits; this drops binary noise like 0.1 + 0.2.
  return String(Number(n.toPrecision(15)));
}

const EMPTY: ParsedCell = { value: null, invalid: false };
const INVALID: ParsedCell = { value: null, invalid: true };

export function parseCell(raw: RawCell, parser: CellParser): ParsedCell {
  if (typeof raw === 'number' && parser.kind !== 'text' && parser.kind !== 'code') {
    // Numbers need no text round trip (this runs for every cell of 100,000-row files).
    return parseNumberCell(raw, parser);
  }
  const text = cellText(raw);
  if (text === '') return EMPTY;
  switch (parser.kind) {
    case 'text':
    case 'code':
      // Codes stay text whatever type Excel stored: '01234' keeps its zero.
      return { value: text, invalid: false };
    case 'number':
    case 'integer': {
      const n = typeof raw === 'number' ? raw : parseNumberText(text);
      if (n === null || n < 0) return INVALID; // spec 000 §5 number setters reject negatives
      if (parser.kind === 'integer' && !Number.isInteger(n)) return INVALID;
      return { value: n, invalid: false };
    }
    case 'percent': {
      const hasSign = text.endsWith('%');
      const n = typeof raw === 'number' ? raw : parseNumberText(text.replace(/%$/, ''));
      if (n === null || n < 0) return INVALID;
      // A percent typed with '%' or above 1 is in points; a bare fraction (0.25) is Excel's
      // stored form of a cell formatted as percent.
      const points = hasSign || n > 1 ? n : n * 100;
      if (points > 100) return INVALID;
      return { value: Math.round(points * 100) / 100, invalid: false };
    }
    case 'date': {
      const iso = parseDateText(text, raw);
      return iso === null ? INVALID : { value: iso, invalid: false };
    }
    case 'boolean': {
      const t = text.toLowerCase();
      if (['true', 'yes', 'y', '1', 'x'].includes(t)) return { value: true, invalid: false };
      if (['false', 'no', 'n', '0'].includes(t)) return { value: false, invalid: false };
      return INVALID;
    }
    case 'list': {
      const match = matchOption(text, parser.options ?? []);
      return match === null ? INVALID : { value: match, invalid: false };
    }
    case 'multiList': {
      // spec 000 §5: multi-select values split on commas.
      const parts = text
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '');
      const matches = parts.map((p) => matchOption(p, parser.options ?? []));
      if (matches.some((m) => m === null)) return INVALID;
      return { value: matches as string[], invalid: false };
    }
  }
}

function parseNumberCell(n: number, parser: CellParser): ParsedCell {
  if (!Number.isFinite(n)) return INVALID;
  switch (parser.kind) {
    case 'number':
    case 'integer':
      if (n < 0 || (parser.kind === 'integer' && !Number.isInteger(n))) return INVALID;
      return { value: n, invalid: false };
    case 'percent': {
      const points = n > 1 ? n : n * 100;
      if (n < 0 || points > 100) return INVALID;
      return { value: Math.round(points * 100) / 100, invalid: false };
    }
    case 'date': {
      const iso = excelSerialToIsoDate(n);
      return iso === null ? INVALID : { value: iso, invalid: false };
    }
    default:
      return parseCell(numberText(n), parser);
  }
}

function matchOption(text: string, options: readonly string[]): string | null {
  if (options.length === 0) return text;
  const lower = text.toLowerCase();
  return options.find((o) => o.toLowerCase() === lower) ?? null;
}

/** '1,234.50', '$12.00', '12' → number; anything else → null. */
export function parseNumberText(text: string): number | null {
  const cleaned = text.replace(/[\s$€£¥]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^-?\d*(\.\d+)?$/.test(cleaned) || cleaned === '' || cleaned === '-') return null;
  return Number(cleaned);
}

/** Days between 1899-12-30 and 1970-01-01: Excel's 1900 system (with its leap-year bug). */
const EXCEL_EPOCH_OFFSET_DAYS = 25569;
const MS_PER_DAY = 86_400_000;

/** An Excel serial day number (1900 system) as YYYY-MM-DD. */
export function excelSerialToIsoDate(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2958465) return null; // 9999-12-31
  const ms = Math.round((serial - EXCEL_EPOCH_OFFSET_DAYS) * MS_PER_DAY);
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Dates: ISO text from the reader, YYYY-MM-DD or YYYY/MM/DD (spec 000 §5), MM/DD/YYYY (the
 * date picker's display form), or a serial number stored without a date format.
 */
export function parseDateText(text: string, raw: RawCell = text): string | null {
  if (typeof raw === 'number') return excelSerialToIsoDate(raw);
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return validDate(Number(m[3]), Number(m[1]), Number(m[2]));
  if (/^\d+(\.\d+)?$/.test(text)) return excelSerialToIsoDate(Number(text));
  return null;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function validDate(y: number, mo: number, d: number): string | null {
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = mo === 2 && leap ? 29 : DAYS_IN_MONTH[mo - 1];
  if (y < 1 || days === undefined || d < 1 || d > days) return null; // 2023-02-29 and friends
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
