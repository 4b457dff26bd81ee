// The assortment document's inputs for the export worker (spec 000 §3 "Assortment document"):
// the assortment's products joined with the device catalogue (name, prices at the assortment's
// location, images) and the assortment's own values (label, notes, pillar, discount, net cost),
// in the assortment's order; the spreadsheet's rows with the chosen column toggles; the PDF's
// sections in display-group order. Pure: the worker renders what this builds.
import {
  DEFAULT_GROUP_BY,
  EXPORT_BASE_COLUMNS,
  EXPORT_TOGGLE_COLUMNS,
  GROUP_BY_OPTIONS,
  UNCATEGORIZED_GROUP_TITLE,
  columnToggles,
  displayGroups,
  moneyToMajor,
  type Assortment,
  type AssortmentExportOptions,
  type CurrencyFormat,
  type ExportProduct,
  type GroupBy,
  type GroupingKind,
  type PdfDocumentType,
  type Product,
} from '@portal/shared';
import {
  documentProduct,
  type GridXlsxInput,
  type PdfDisplayGroup,
  type PdfDocumentInput,
  type PdfLabels,
  type PdfProduct,
} from '@portal/workers';
import { pricesOf, productIdOf } from '../manage/rows.ts';

/**
 * One assortment product as documents read it: the catalogue's record (when the device has it)
 * under the assortment's own values; money in minor units, cost and suggested retail at the
 * assortment's location, net cost = cost without a discount (000 §3 Definitions).
 */
export function assortmentExportProducts(
  assortment: Pick<Assortment, 'products'>,
  catalogue: ReadonlyMap<string, Product>,
  locationCode: string,
): ExportProduct[] {
  return assortment.products
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.sort ?? a.index) - (b.item.sort ?? b.index) || a.index - b.index)
    .map(({ item }) => {
      const product = catalogue.get(productIdOf(item));
      const base = product as unknown as ExportProduct | undefined;
      const { cost, suggestedRetail } = pricesOf(product, locationCode);
      const netCost = item.netCost ?? cost;
      return {
        ...base,
        style: item.style,
        color: item.color,
        label: item.label,
        styleNote: item.styleNote,
        collectionStyleNote: item.collectionStyleNote,
        pillar: item.pillar ?? base?.['pillar'],
        discountPercent: item.discountPercent,
        discountAmount: item.discountAmount,
        cost,
        suggestedRetail,
        netCost,
        initialMarkup:
          suggestedRetail !== undefined && suggestedRetail > 0 && netCost !== undefined
            ? Math.round(((suggestedRetail - netCost) / suggestedRetail) * 10_000) / 100
            : undefined,
      };
    });
}

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

/** How the assortment groups (000 §3 Group-by options; a POP assortment is regular + POP). */
export function groupingOf(
  assortment: Pick<Assortment, 'orgType' | 'productType' | 'uiSettings'>,
): GroupBy {
  const kind: GroupingKind =
    assortment.orgType === 'internal'
      ? 'internal'
      : assortment.productType === 'POP'
        ? 'pop'
        : 'regular';
  const saved = assortment.uiSettings?.groupSettings?.groupBy;
  const options: readonly string[] = GROUP_BY_OPTIONS[kind];
  return saved !== undefined && options.includes(saved)
    ? (saved as GroupBy)
    : DEFAULT_GROUP_BY[kind];
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
 * the sort screen's order (displayGroups over the assortment's grouping and saved group order),
 * the colours of a style together; money in major units as documents print it.
 */
export function assortmentPdfInput(
  assortment: Assortment,
  products: readonly ExportProduct[],
  options: AssortmentExportOptions,
  ctx: PdfContext,
): Omit<PdfDocumentInput, 'images'> {
  const byId = new Map(products.map((p) => [productIdOf(p), p]));
  const savedOrder = [...assortment.displayGroups]
    .sort((a, b) => a.index - b.index)
    .map((g) => g.title);
  let sort = 0;
  const groups: PdfDisplayGroup[] = displayGroups(products, groupingOf(assortment), savedOrder).map(
    (group) => ({
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
    }),
  );
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
    },
    groups,
    locale: ctx.locale,
    currency: ctx.currency,
    labels: ctx.labels,
  };
}
