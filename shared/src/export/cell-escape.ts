// Formula injection (OWASP "CSV injection"): a cell whose text begins with =, +, -, @, tab or
// carriage return may run as a formula in a spreadsheet. Exports write such values as text.

const FORMULA_LEAD = /^[=+\-@\t\r]/;

/** True when the text could be taken for a formula. */
export function looksLikeFormula(text: string): boolean {
  return FORMULA_LEAD.test(text);
}

/**
 * The text for a CSV or a plain-text cell: a leading apostrophe makes spreadsheets show it as
 * text. XLSX cells need no prefix: they are written with the string type, never as formulas.
 */
export function escapeCsvCell(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}
