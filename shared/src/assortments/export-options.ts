// The export screen's choices for an assortment document (spec 000 §3 "Assortment document"):
// the document type (Spreadsheet, PDF with its subtype, Zip), the column toggles offered for
// the assortment's product type and line status, the page options and the ZIP settings
// (heroOnly, small). Pure: the screen's form, its remembered copy and the server read the same.
import { z } from 'zod';
import { PRODUCT_TYPES } from '../entities/common.ts';
import { DEFAULT_PDF_PAGE_OPTIONS, type PdfPageOptions } from '../export/document-options.ts';
import { EXPORT_TOGGLE_COLUMNS, exportToggleColumns } from '../export/export-columns.ts';

/** spec 000 §3 documentType.type. */
export const EXPORT_DOCUMENT_TYPES = ['Spreadsheet', 'PDF', 'Zip'] as const;
export type ExportDocumentType = (typeof EXPORT_DOCUMENT_TYPES)[number];

/** spec 000 §3 PDF types and their subtypes. */
export const PDF_SUBTYPES = {
  Linesheet: ['Condensed', 'Expanded'],
  Pricesheet: ['Condensed', 'Expanded'],
  Tearsheet: ['With Hero Image', 'Thumbnails Only'],
} as const;
export type PdfKind = keyof typeof PDF_SUBTYPES;
export const PDF_KINDS = Object.keys(PDF_SUBTYPES) as PdfKind[];

/** spec 000 §3 page options that are on/off (printResolution is a choice of two). */
export const PAGE_OPTION_FLAGS = [
  'pageNumbers',
  'author',
  'assortmentDate',
  'sizeLegend',
  'priceDisclaimer',
  'kiCoverPage',
  'coverPage',
  'sortNumber',
  'hideSpillover',
  'sectionBreaks',
  'manualHeroSelection',
  'displayGroupPage',
  'displayGroupPageBreaks',
  'cadOnly',
  'includeImages',
] as const satisfies readonly (keyof PdfPageOptions)[];

export interface AssortmentExportOptions {
  readonly documentType: ExportDocumentType;
  readonly pdfKind: PdfKind;
  /** One of PDF_SUBTYPES[pdfKind]. */
  readonly pdfSubType: string;
  /** Chosen column toggles (ids of EXPORT_TOGGLE_COLUMNS), only ones columnToggles offers. */
  readonly toggles: readonly string[];
  readonly page: PdfPageOptions;
  /** spec 000 §3 Zip settings: small images, only each product's hero. */
  readonly zip: { readonly small: boolean; readonly heroOnly: boolean };
}

/**
 * The column toggles offered (ids, in the spec's order) for an assortment's product type and
 * line status: POP has its own set; status R removes availability (inventory otherwise);
 * Apparel drops box category and special widths; Footwear drops season codes. An assortment of
 * every product type ('All', or none set) offers every non-POP toggle either type offers.
 */
export function columnToggles(productType: string | undefined, status?: string): string[] {
  const known = PRODUCT_TYPES.find((t) => t === productType);
  if (known !== undefined) return exportToggleColumns(known, status).map((c) => c.id);
  const offered = new Set(
    [...exportToggleColumns('Footwear', status), ...exportToggleColumns('Apparel', status)].map(
      (c) => c.id,
    ),
  );
  return EXPORT_TOGGLE_COLUMNS.filter((c) => offered.has(c.id)).map((c) => c.id);
}

/** Toggles on at first (the spec shows none): prices, the date or stock, the pillar. */
const DEFAULT_TOGGLES = [
  'cost',
  'suggestedRetail',
  'netCost',
  'initialMarkup',
  'availability',
  'inventory',
  'pillar',
];

/** A first export's choices: a spreadsheet (condensed line sheet when PDF), default pages. */
export function exportOptionsDefaults(
  productType: string | undefined,
  status?: string,
): AssortmentExportOptions {
  const offered = columnToggles(productType, status);
  return {
    documentType: 'Spreadsheet',
    pdfKind: 'Linesheet',
    pdfSubType: 'Condensed',
    toggles: offered.filter((id) => DEFAULT_TOGGLES.includes(id)),
    page: DEFAULT_PDF_PAGE_OPTIONS,
    zip: { small: false, heroOnly: false },
  };
}

const storedSchema = z
  .object({
    documentType: z.enum(EXPORT_DOCUMENT_TYPES),
    pdfKind: z.enum(['Linesheet', 'Pricesheet', 'Tearsheet']),
    pdfSubType: z.string().max(40),
    toggles: z.array(z.string().max(40)).max(EXPORT_TOGGLE_COLUMNS.length),
    page: z
      .object({
        ...Object.fromEntries(PAGE_OPTION_FLAGS.map((f) => [f, z.boolean()])),
        printResolution: z.enum(['screen', 'print']),
      })
      .partial(),
    zip: z.object({ small: z.boolean(), heroOnly: z.boolean() }).partial(),
  })
  .partial();

/**
 * Remembered choices read back: anything malformed falls back to the default, a subtype must
 * belong to its type, and toggles the product type or status no longer offers are dropped.
 */
export function restoreExportOptions(
  stored: unknown,
  productType: string | undefined,
  status?: string,
): AssortmentExportOptions {
  const defaults = exportOptionsDefaults(productType, status);
  const parsed = storedSchema.safeParse(stored);
  if (!parsed.success) return defaults;
  const s = parsed.data;
  const pdfKind = s.pdfKind ?? defaults.pdfKind;
  const subTypes: readonly string[] = PDF_SUBTYPES[pdfKind];
  const offered = columnToggles(productType, status);
  return {
    documentType: s.documentType ?? defaults.documentType,
    pdfKind,
    pdfSubType:
      s.pdfSubType !== undefined && subTypes.includes(s.pdfSubType)
        ? s.pdfSubType
        : (subTypes[0] as string),
    toggles: s.toggles ? offered.filter((id) => s.toggles!.includes(id)) : defaults.toggles,
    page: { ...defaults.page, ...(s.page as Partial<PdfPageOptions> | undefined) },
    zip: { ...defaults.zip, ...s.zip },
  };
}
