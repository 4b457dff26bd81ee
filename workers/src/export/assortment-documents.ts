// The assortment document's inputs for the export jobs (spec 000 §3 "Assortment document"):
// the spreadsheet's rows with the chosen column toggles, the PDF's sections in display-group
// order. The rows come from shared assortmentExportProducts (the assortment's products joined
// with the catalogue, in the assortment's order). Pure and light (shared only): the device's
// export screen builds these offline and the server's POST /assortment-documents/{xlsx|pdf}
// builds the same, so both render one document the same way.
import {
  EXPORT_BASE_COLUMNS,
  EXPORT_TOGGLE_COLUMNS,
  UNCATEGORIZED_GROUP_TITLE,
  assortmentGrouping,
  columnToggles,
  displayGroups,
  layoutOf,
  withSavedPlacement,
  moneyToMajor,
  type Assortment,
  type AssortmentExportOptions,
  type CurrencyFormat,
  type ExportProduct,
  type PdfDocumentType,
} from '@portal/shared';
import { documentProduct } from '../pdf/product-tear-sheet.ts';
import type { PdfDisplayGroup, PdfDocumentInput, PdfLabels, PdfProduct } from '../pdf/pdf-types.ts';
import type { GridXlsxInput } from './export-jobs.ts';

export interface SpreadsheetContext {
  readonly productType: string | undefined;
  readonly status: string | undefined;
  readonly locationCode: string;
  readonly currency: CurrencyFormat;
  readonly sheetName: string;
  /** A column's header in the user's language (labels.export.*), else the English default. */
  readonly header: (labelId: string, fallback: string) => string;
  /** The thumbnail column's header when images are included. */
  readonly thumbnailHeader: string;
}

/**
 * The spreadsheet (spec 000 §3 Spreadsheet, §9): the base columns, then the chosen toggles the
 * product type and status offer, in the spec's order; money in the location's major units.
 * Text reaches the worker as data; the worker writes it as text, never as a formula.
 */
export function assortmentXlsxInput(
  products: readonly ExportProduct[],
  options: Pick<AssortmentExportOptions, 'toggles' | 'page'>,
  ctx: SpreadsheetContext,
): GridXlsxInput {
  const offered = new Set(columnToggles(ctx.productType, ctx.status));
  const chosen = new Set(options.toggles.filter((id) => offered.has(id)));
  const columns = [
    ...EXPORT_BASE_COLUMNS,
    ...EXPORT_TOGGLE_COLUMNS.filter((c) => chosen.has(c.id)),
  ];
  const rows = products.map((p) => {
    const row: Record<string, unknown> = { style: p.style, color: p.color, image: p['image'] };
    for (const c of columns) {
      const value = c.value(p, ctx.locationCode);
      row[c.id] =
        c.format === 'currency' && typeof value === 'number'
          ? moneyToMajor(value, ctx.currency.decimals)
          : value;
    }
    return row;
  });
  return {
    sheetName: ctx.sheetName,
    columns: columns.map((c) => ({
      header: ctx.header(c.labelId, c.label),
      field: c.id,
      format: c.format,
    })),
    rows,
    currency: ctx.currency,
    ...(options.page.includeImages ? { thumbnails: { header: ctx.thumbnailHeader } } : {}),
  };
}

export interface PdfContext {
  readonly locationCode: string;
  readonly currency: CurrencyFormat;
  readonly locale: string;
  readonly labels: Partial<PdfLabels>;
  readonly author?: string;
  /** YYYY-MM-DD */
  readonly date: string;
  /** The fallback group's title in the user's language (the stored one is English). */
  readonly uncategorized?: string;
}

/**
 * The line sheet, price sheet or tear sheet (spec 000 §3 PDF): one section per display group in
 * the sort screen's order (displayGroups over the assortment's grouping and saved group order,
 * styles moved between groups where they were put),
 * the colours of a style together; money in major units as documents print it.
 */
export function assortmentPdfInput(
  assortment: Assortment,
  products: readonly ExportProduct[],
  options: AssortmentExportOptions,
  ctx: PdfContext,
): Omit<PdfDocumentInput, 'images'> {
  const byId = new Map(products.map((p) => [`${p.style}_${p.color}`, p]));
  const stored = [...assortment.displayGroups].sort((a, b) => a.index - b.index);
  let sort = 0;
  // A style the user dragged to another group on the sort screen prints in that group too.
  const layout = withSavedPlacement(
    layoutOf(
      displayGroups(
        products,
        assortmentGrouping(assortment),
        stored.map((g) => g.title),
      ),
    ),
    stored,
  );
  const groups: PdfDisplayGroup[] = layout.map((group) => ({
    title:
      group.title === UNCATEGORIZED_GROUP_TITLE && ctx.uncategorized
        ? ctx.uncategorized
        : group.title,
    products: group.styles.flatMap((s) =>
      s.colors.flatMap((color): PdfProduct[] => {
        const p = byId.get(`${s.style}_${color}`);
        return p ? [{ ...documentProduct(p, ctx.currency.decimals), sort: ++sort }] : [];
      }),
    ),
  }));
  return {
    documentType: {
      type: options.pdfKind,
      subType: options.pdfSubType,
    } as PdfDocumentType,
    options: options.page,
    assortment: {
      title: assortment.title,
      subTitle: assortment.subTitle,
      season: assortment.season,
      year: assortment.year,
      locationCode: ctx.locationCode,
      author: options.page.author ? ctx.author : undefined,
      date: options.page.assortmentDate ? ctx.date : undefined,
      logo: assortment.logo,
      customerLogo: assortment.customerLogo,
    },
    groups,
    locale: ctx.locale,
    currency: ctx.currency,
    labels: ctx.labels,
  };
}
