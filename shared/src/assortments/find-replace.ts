// Find and replace over an assortment's rows (issue 17 scope 3 "manage": Ctrl+F, Ctrl+H, over
// all the assortment's rows, one undo step; the spec gives no wording of its own). It reads
// the editable text columns as the grid shows them (a label by its name) and yields the new
// text of each changed cell; the screen parses that text with the column's cell rule (a label
// name back to its colour) before writing. A style note, collection style note or pillar
// changed in one colour changes in every colour of the style (000 §4, `textPatches`).
import {
  textPatches,
  type AssortmentTextField,
  type CellsRow,
  type RowPatch,
} from './edit-cells.ts';

export interface FindOptions {
  /** Off: 'hero' finds 'Hero' (the default, as in a spreadsheet). */
  readonly matchCase?: boolean;
  /** On: the cell's whole text must be the searched text (surrounding spaces ignored). */
  readonly wholeCell?: boolean;
}

export interface CellMatch {
  readonly rowId: string;
  readonly field: AssortmentTextField;
  /** The cell's text as shown. */
  readonly text: string;
}

/** How the screen shows a row's field (a label's name, not its colour). */
export type CellText<R> = (row: R, field: AssortmentTextField) => string;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function pattern(find: string, options: FindOptions): RegExp | null {
  if (find === '') return null;
  const flags = options.matchCase ? 'gu' : 'giu';
  return options.wholeCell
    ? new RegExp(`^\\s*${escapeRegExp(find.trim())}\\s*$`, flags)
    : new RegExp(escapeRegExp(find), flags);
}

/** Whether a cell's text matches. */
export function cellMatches(text: string, find: string, options: FindOptions = {}): boolean {
  const re = pattern(find, options);
  return re !== null && text !== '' && re.test(text);
}

/**
 * The cell's text after replacing every occurrence (or the whole cell). The replacement is
 * literal text: `$1` stays `$1`.
 */
export function replaceInText(
  text: string,
  find: string,
  replacement: string,
  options: FindOptions = {},
): string {
  const re = pattern(find, options);
  if (re === null || text === '') return text;
  return text.replace(re, () => replacement);
}

/** Every matching cell, row by row in the given order, then field by field. */
export function findMatches<R extends { readonly id: string }>(
  rows: readonly R[],
  fields: readonly AssortmentTextField[],
  textOf: CellText<R>,
  find: string,
  options: FindOptions = {},
): CellMatch[] {
  const re = pattern(find, options);
  if (re === null) return [];
  const matches: CellMatch[] = [];
  for (const row of rows)
    for (const field of fields) {
      const text = textOf(row, field);
      re.lastIndex = 0;
      if (text !== '' && re.test(text)) matches.push({ rowId: row.id, field, text });
    }
  return matches;
}

/**
 * The patches of a replace: of every match (Replace all), or of `only` (Replace, one cell).
 * Patch values are the new texts; a style-wide field's first new text per style is copied to
 * all its colours.
 */
export function replaceMatches<R extends CellsRow>(
  rows: readonly R[],
  fields: readonly AssortmentTextField[],
  textOf: CellText<R>,
  find: string,
  replacement: string,
  options: FindOptions = {},
  only?: { readonly rowId: string; readonly field: AssortmentTextField },
): RowPatch[] {
  const matches = findMatches(rows, fields, textOf, find, options).filter(
    (m) => !only || (m.rowId === only.rowId && m.field === only.field),
  );
  // Rows as the screen shows them, so unchanged cells compare by their shown text.
  const patches: RowPatch[] = [];
  for (const field of fields) {
    const edits = matches
      .filter((m) => m.field === field)
      .map((m) => ({ rowId: m.rowId, value: replaceInText(m.text, find, replacement, options) }));
    if (edits.length === 0) continue;
    const shown = rows.map((row) => ({ ...row, [field]: textOf(row, field) }));
    patches.push(...textPatches(shown, edits, field));
  }
  return patches;
}
