// The tear sheet of one product (spec 000 §3 Assortment document: Tearsheet With Hero Image or
// Thumbnails Only; §7 GET /products/tearsheet/{productType}/{style}/{color}/{locationCode}).
// One builder for the device (export worker, offline) and the server (the REST route), so both
// render the same document from the same product: the product is read as stored (money in
// minor units, spec 000 §3) and turned into the major units documents print.
import {
  DEFAULT_PDF_PAGE_OPTIONS,
  moneyToMajor,
  safeFileBase,
  type CurrencyFormat,
  type ExportProduct,
  type ExportProductLocation,
} from '@portal/shared';
import type { PdfDocumentInput, PdfLabels } from './pdf-types.ts';

/** spec 000 §3: the two tear sheet subtypes. */
export const TEAR_SHEET_SUBTYPES = ['With Hero Image', 'Thumbnails Only'] as const;
export type TearSheetSubType = (typeof TEAR_SHEET_SUBTYPES)[number];

export interface ProductTearSheetContext {
  readonly subType: TearSheetSubType;
  /** The location whose line (prices, sizes, availability) the sheet prints. */
  readonly locationCode: string;
  readonly locale: string;
  /** The location's currency (spec 000 §9: symbol and decimals, default 2 and '$'). */
  readonly currency: CurrencyFormat;
  readonly labels?: Partial<PdfLabels>;
  /** Printed as 'Prepared by …' when given. */
  readonly author?: string;
  /** YYYY-MM-DD, printed in the footer when given. */
  readonly date?: string;
}

/** Money fields of a stored product and of its location rows (spec 000 §3, minor units). */
const PRODUCT_MONEY = ['cost', 'netCost', 'suggestedRetail', 'discountAmount', 'firstCost'];
const LOCATION_MONEY = ['wholesalePrice', 'originalCost', 'suggestedRetail'];

function toMajor<T extends Readonly<Record<string, unknown>>>(
  record: T,
  fields: readonly string[],
  decimals: number,
): T {
  const out: Record<string, unknown> = { ...record };
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'number') out[field] = moneyToMajor(value, decimals);
  }
  return out as T;
}

/** A stored product as documents read it: money in the location currency's major units. */
export function documentProduct(product: ExportProduct, decimals: number): ExportProduct {
  const major = toMajor(product, PRODUCT_MONEY, decimals);
  if (product.locations === undefined) return major;
  return {
    ...major,
    locations: product.locations.map((l): ExportProductLocation =>
      toMajor(l, LOCATION_MONEY, decimals),
    ),
  };
}

/**
 * The document input of a product's tear sheet: the product name as the title, its style and
 * colour beneath, the product type as the section; no cover page and no page numbers (one
 * page). Images are added by the caller (the image service of its platform).
 */
export function productTearSheetInput(
  product: ExportProduct,
  context: ProductTearSheetContext,
): Omit<PdfDocumentInput, 'images'> {
  const name = typeof product.name === 'string' && product.name !== '' ? product.name : '';
  return {
    documentType: { type: 'Tearsheet', subType: context.subType },
    options: {
      ...DEFAULT_PDF_PAGE_OPTIONS,
      coverPage: false,
      pageNumbers: false,
      author: context.author !== undefined,
      assortmentDate: context.date !== undefined,
    },
    assortment: {
      title: name === '' ? `${product.style}-${product.color}` : name,
      subTitle: `${product.style}-${product.color}`,
      locationCode: context.locationCode,
      author: context.author,
      date: context.date,
    },
    groups: [
      {
        title: product.productType ?? '',
        products: [documentProduct(product, context.currency.decimals)],
      },
    ],
    locale: context.locale,
    currency: context.currency,
    labels: context.labels,
  };
}

/** `12345-BLK - Tear Sheet.pdf` (spec 000 §9 names documents from their subject). */
export function productTearSheetFileName(style: string, color: string): string {
  return `${safeFileBase(`${style}-${color}`)} - Tear Sheet.pdf`;
}
