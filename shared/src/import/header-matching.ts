// spec 000 §5 Excel import: "Header matching tries the column's display text, then its id,
// then the product property label, then partial inclusion." The display text is tried in every
// one of our eight locales, and common synonyms after the property label (docs/decisions/0031).
import type { ImportColumn } from './columns.ts';
import { IMPORT_HEADER_SYNONYMS, type HeaderTexts } from './header-synonyms.ts';

/** Column id → index of the sheet header it reads from. */
export type ColumnMapping = Readonly<Record<string, number>>;

export interface HeaderMatchingOptions {
  /** Column id → its display text in the other locales (`headerTextsFromCatalogues`). */
  readonly localized?: HeaderTexts;
  /** Column id → other common names; `IMPORT_HEADER_SYNONYMS` when left out. */
  readonly synonyms?: HeaderTexts;
}

/**
 * Lower case, Unicode compatibility forms folded (full-width 'ＳＴＹＬＥ', half-width kana),
 * line breaks and runs of spaces made one space, trimmed: '  STYLE ' and 'Style\nNote' read
 * 'style' and 'style note'.
 */
export function normalizeHeader(header: string): string {
  return header.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
}

type TextsOf = (column: ImportColumn) => readonly string[];

/** The exact passes, in the order of preference. */
function exactPasses(options: HeaderMatchingOptions): TextsOf[] {
  const localized = options.localized ?? {};
  const synonyms = options.synonyms ?? IMPORT_HEADER_SYNONYMS;
  return [
    (c) => [c.headerName],
    (c) => localized[c.id] ?? [],
    (c) => [c.id],
    (c) => (c.propertyLabel === undefined ? [] : [c.propertyLabel]),
    (c) => synonyms[c.id] ?? [],
  ];
}

/**
 * Normalized text → the one column it names in this pass. A text two columns share is
 * ambiguous and names none, so it cannot take a column by the order of the column list.
 */
function ownersOf(columns: readonly ImportColumn[], textsOf: TextsOf): Map<string, string> {
  const owners = new Map<string, string | null>();
  for (const column of columns) {
    for (const text of textsOf(column)) {
      const n = normalizeHeader(text);
      if (n === '') continue;
      const owner = owners.get(n);
      owners.set(n, owner === undefined || owner === column.id ? column.id : null);
    }
  }
  const unique = new Map<string, string>();
  for (const [text, owner] of owners) if (owner !== null) unique.set(text, owner);
  return unique;
}

const LETTER = /\p{L}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * `text` occurs in `header`; for another locale's text only where a word starts (so
 * Portuguese 'cor' is not found in 'record'), except in Chinese and Japanese script, which has
 * no spaces between words.
 */
function includes(header: string, text: string, atWordStart: boolean): boolean {
  if (!atWordStart || CJK.test(text[0]!)) return header.includes(text);
  for (let i = header.indexOf(text); i >= 0; i = header.indexOf(text, i + 1)) {
    if (i === 0 || !LETTER.test(header[i - 1]!)) return true;
  }
  return false;
}

/**
 * Partial inclusion: the header contains the column's display text ('Style #' holds
 * 'style'); never the reverse, so 'Net' cannot claim 'Net Cost'. Longer display texts go
 * first so 'Style Notes' goes to 'Style Note' rather than to 'Style'.
 */
function partialPairs(
  normalized: readonly string[],
  columns: readonly ImportColumn[],
  localized: HeaderTexts,
): { column: ImportColumn; index: number; length: number }[] {
  const pairs: { column: ImportColumn; index: number; length: number }[] = [];
  for (const column of columns) {
    const english = normalizeHeader(column.headerName);
    const texts = new Map<string, boolean>([[english, false]]);
    for (const t of localized[column.id] ?? []) {
      const n = normalizeHeader(t);
      if (!texts.has(n)) texts.set(n, true);
    }
    texts.delete('');
    normalized.forEach((h, index) => {
      if (h === '') return;
      let length = 0;
      for (const [text, atWordStart] of texts) {
        if (text.length > length && includes(h, text, atWordStart)) length = text.length;
      }
      if (length > 0) pairs.push({ column, index, length });
    });
  }
  return pairs.sort((a, b) => b.length - a.length || a.index - b.index);
}

/**
 * Maps sheet headers to columns. Each column takes at most one header and each header
 * feeds at most one column; an earlier pass wins over a later one (so a header that only
 * partly or loosely names a column never takes one another header names exactly), and within
 * a pass the leftmost header wins.
 */
export function matchHeaders(
  headers: readonly string[],
  columns: readonly ImportColumn[],
  options: HeaderMatchingOptions = {},
): ColumnMapping {
  const normalized = headers.map(normalizeHeader);
  const mapping: Record<string, number> = {};
  const usedHeaders = new Set<number>();
  for (const textsOf of exactPasses(options)) {
    const owners = ownersOf(columns, textsOf);
    for (const column of columns) {
      if (column.id in mapping) continue;
      const index = normalized.findIndex(
        (h, i) => !usedHeaders.has(i) && owners.get(h) === column.id,
      );
      if (index >= 0) {
        mapping[column.id] = index;
        usedHeaders.add(index);
      }
    }
  }
  // A header that holds two columns' texts of the same length ('Style/Color') is ambiguous:
  // it takes neither, and the user maps it in the Column Associations dialog.
  const pairs = partialPairs(normalized, columns, options.localized ?? {});
  const alike = new Map<string, typeof pairs>();
  for (const p of pairs) {
    const key = `${p.index}:${p.length}`;
    alike.set(key, [...(alike.get(key) ?? []), p]);
  }
  for (const { column, index, length } of pairs) {
    if (column.id in mapping || usedHeaders.has(index)) continue;
    const rivals = alike
      .get(`${index}:${length}`)!
      .filter((p) => p.column !== column && !(p.column.id in mapping));
    if (rivals.length === 0) mapping[column.id] = index;
    usedHeaders.add(index);
  }
  return mapping;
}
