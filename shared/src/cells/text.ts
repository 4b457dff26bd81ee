import { cellValue, cellRefusal, type CellParse } from './types.ts';

// spec 000 §5 grid cells: alphanumeric-only setters strip other characters; a no-blank
// variant rejects an empty result; some cells cellRefusal any space or empty value.

const NOT_ALPHANUMERIC = /[^\p{L}\p{N}]/gu;

export function parseAlphanumeric(
  text: string,
  options: { noBlank?: boolean } = {},
): CellParse<string> {
  const kept = text.replace(NOT_ALPHANUMERIC, '');
  if (kept === '')
    return options.noBlank ? cellRefusal({ code: 'blank' }) : cellValue<string>(null);
  return cellValue(kept);
}

export function parseNoSpace(text: string): CellParse<string> {
  const trimmed = text.trim();
  if (trimmed === '') return cellRefusal({ code: 'blank' });
  if (/\s/.test(trimmed)) return cellRefusal({ code: 'hasSpace' });
  return cellValue(trimmed);
}

/** Free text: kept as typed, with the line breaks a spreadsheet cell may carry. */
export function parseText(text: string): CellParse<string> {
  return text.trim() === '' ? cellValue<string>(null) : cellValue(text);
}
