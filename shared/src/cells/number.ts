import { cellValue, cellRefusal, type CellParse } from './types.ts';

// spec 000 §5 grid cells: number setters strip non-numeric characters and cellRefusal negatives;
// typing is blocked for keys other than digits, dot, comma and control keys.

export type DecimalSeparator = '.' | ',';

export interface NumberOptions {
  /** Which of '.' and ',' is the decimal mark; the other one is read as digit grouping. */
  decimal?: DecimalSeparator;
  /** Round to this many decimals (currency: the location's decimals, percent: 2). */
  decimals?: number;
}

const NEGATIVE = /^\s*[-−]|^\s*\(.*\)\s*$|-\s*$/;

/** Parses typed or pasted text into a non-negative number; empty text clears the cell. */
export function parseNumber(text: string, options: NumberOptions = {}): CellParse<number> {
  const decimal = options.decimal ?? '.';
  const trimmed = text.trim();
  if (trimmed === '') return cellValue<number>(null);
  if (NEGATIVE.test(trimmed)) return cellRefusal({ code: 'negative' });
  const kept = trimmed.replace(decimal === '.' ? /[^0-9.]/g : /[^0-9,]/g, '');
  const parts = kept.split(decimal);
  if (parts.length > 2 || kept.replace(decimal, '') === '')
    return cellRefusal({ code: 'notANumber' });
  const value = Number(parts.join('.'));
  if (!Number.isFinite(value)) return cellRefusal({ code: 'notANumber' });
  return cellValue(options.decimals === undefined ? value : roundDecimals(value, options.decimals));
}

/** Half-away-from-zero rounding that survives binary fractions (1.005 → 1.01). */
export function roundDecimals(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
}

export interface CellKeyEvent {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** Whether a keystroke may reach a number cell's editor. */
export function isNumberKeyAllowed(event: CellKeyEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true; // shortcuts: copy, paste, undo
  if (event.key.length > 1) return true; // control keys: Backspace, Delete, arrows, Tab, Enter…
  return /^[0-9.,]$/.test(event.key);
}
