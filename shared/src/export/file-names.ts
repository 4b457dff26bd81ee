// Export file names (spec 000 §9): from the assortment title, or archived-assortments,
// recent-assortments, starred-assortments, all-assortments (with quick-access variants),
// .xlsx. Names of PDFs and ZIPs are not shown in the spec; ours follow the same rule.

/** The assortment list screens an export can come from. */
export type AssortmentListName = 'archived' | 'recent' | 'starred' | 'all';

/** Characters no common file system accepts, plus control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g;

/** A title made safe for a file name; 'export' when nothing is left. */
export function safeFileBase(title: string): string {
  const cleaned = title
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 120)
    .trim();
  return cleaned === '' ? 'export' : cleaned;
}

/** spec 000 §9: 'starred-assortments', or 'quick-access-starred-assortments' from quick access. */
export function assortmentListFileName(list: AssortmentListName, quickAccess = false): string {
  return `${quickAccess ? 'quick-access-' : ''}${list}-assortments.xlsx`;
}

export type DocumentFileKind = 'xlsx' | 'linesheet' | 'pricesheet' | 'tearsheet' | 'zip';

const SUFFIX: Readonly<Record<DocumentFileKind, string>> = {
  xlsx: '.xlsx',
  linesheet: ' - Line Sheet.pdf',
  pricesheet: ' - Price Sheet.pdf',
  tearsheet: ' - Tear Sheet.pdf',
  zip: ' - Images.zip',
};

/** An assortment's document: the title, a kind suffix, the extension. */
export function assortmentDocumentFileName(title: string, kind: DocumentFileKind): string {
  return `${safeFileBase(title)}${SUFFIX[kind]}`;
}

/** An order's spreadsheet (spec 001 §7 /order-documents/xlsx). */
export function orderFileName(orderNumber: string | number): string {
  return `order-${safeFileBase(String(orderNumber))}.xlsx`;
}
