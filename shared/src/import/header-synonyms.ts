// Headers as people write them (beyond spec 000 §5, docs/decisions/0031): workbooks come from
// people in eight locales and two spellings of English. Two sources of other names for a
// column: its display text in each of our locales (the app's own catalogue, read by the caller)
// and this short list of common synonyms.
import type { ImportColumn } from './columns.ts';

/** Column id → other names of the column; compared after `normalizeHeader`. */
export type HeaderTexts = Readonly<Record<string, readonly string[]>>;

/**
 * Common synonyms by column id: British spellings, trade abbreviations, the names buyers'
 * systems print. Kept short on purpose: each entry must name one column only (a test checks
 * that no synonym is another column's display text, id or property label).
 */
export const IMPORT_HEADER_SYNONYMS: HeaderTexts = {
  style: [
    'Style #',
    'Style No',
    'Style No.',
    'Style Nr',
    'Style Number',
    'Style Code',
    'Style ID',
    'Article Number',
    'Article No.',
    'Stil',
  ],
  color: [
    'Colour',
    'Colorway',
    'Colourway',
    'Color #',
    'Colour #',
    'Color No.',
    'Colour Code',
    'Color Code',
  ],
  name: ['Product Name', 'Style Description', 'Model Name'],
  cost: ['Wholesale', 'Wholesale Cost', 'WHS', 'Unit Cost'],
  suggestedRetail: ['SRP', 'RRP', 'Retail', 'Retail Price', 'Suggested Retail Price'],
  netCost: ['Net Price', 'Net Wholesale'],
  quantity: ['Qty', 'Qty.', 'Units', 'Pairs', 'Order Qty'],
  totalQty: ['Qty', 'Qty.', 'Total Quantity', 'Units'],
  discountPercent: ['Discount Pct', 'Disc %', 'Discount Percentage'],
  colorNote: ['Colour Note'],
  collectionColorNote: ['Collection Colour Note'],
  dueDate: ['Due', 'Delivery Date'],
  moldNum: ['Mould Number', 'Mould #', 'Mold No.'],
  moldDate: ['Mould Date'],
};

/** A flat message catalogue: id → text (one `<folder>/i18n/<locale>.json`). */
export type MessageCatalogue = Readonly<Record<string, string>>;

/** The app names a column `labels.export.<id>` (web import grid, exports). */
export const COLUMN_LABEL_PREFIX = 'labels.export.';

/**
 * Each column's display text in every catalogue given: its own `labels.export.<id>` entry, or,
 * for a column the catalogue knows under another id (the sample import's 'totalQty' is shown
 * as 'Quantity'), the entry whose English text is the column's display text.
 */
export function headerTextsFromCatalogues(
  columns: readonly ImportColumn[],
  english: MessageCatalogue,
  catalogues: readonly MessageCatalogue[],
): HeaderTexts {
  const idByEnglish = new Map<string, string>();
  for (const [id, text] of Object.entries(english)) {
    if (id.startsWith(COLUMN_LABEL_PREFIX) && !idByEnglish.has(text)) idByEnglish.set(text, id);
  }
  const texts: Record<string, string[]> = {};
  for (const column of columns) {
    const own = `${COLUMN_LABEL_PREFIX}${column.id}`;
    const id = own in english ? own : idByEnglish.get(column.headerName);
    if (id === undefined) continue;
    const found = new Set<string>();
    for (const catalogue of [english, ...catalogues]) {
      const text = catalogue[id];
      if (text !== undefined && text.trim() !== '') found.add(text);
    }
    texts[column.id] = [...found];
  }
  return texts;
}
