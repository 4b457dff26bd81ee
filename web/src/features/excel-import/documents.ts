// The bulk download's documents from validated rows: a line sheet PDF (spec 000 §3 Assortment
// document, Linesheet Condensed) and an XLSX of the products. Pure builders; the export
// worker renders them.
import {
  CURRENCY_DEFAULTS,
  DEFAULT_PDF_PAGE_OPTIONS,
  type ExportProduct,
  type ImportProduct,
} from '@portal/shared';
import type {
  ExportImageService,
  GridXlsxInput,
  PdfDocumentInput,
  PdfLabelId,
  PdfLabels,
} from '@portal/workers';

export interface DocumentContext {
  readonly title: string;
  readonly author: string;
  readonly locale: string;
  readonly locationCode: string;
  /** YYYY-MM-DD */
  readonly date: string;
  /** Translated PDF labels (workers/src/i18n labels.pdf.*). */
  readonly labels: Partial<PdfLabels>;
  /** The group title of products without a division. */
  readonly otherGroup: string;
}

/**
 * Products grouped by division (the catalogue's section of a line sheet), groups in name
 * order, products in the order of the sheet.
 */
export function lineSheetInput(
  products: readonly ImportProduct[],
  context: DocumentContext,
): Omit<PdfDocumentInput, 'images'> {
  const groups = new Map<string, ExportProduct[]>();
  for (const product of products) {
    const division = typeof product['division'] === 'string' ? product['division'] : '';
    const title = division === '' ? context.otherGroup : division;
    const list = groups.get(title) ?? [];
    list.push({ ...product, sort: list.length });
    groups.set(title, list);
  }
  return {
    documentType: { type: 'Linesheet', subType: 'Condensed' },
    // A bulk download opens on its products: no cover page.
    options: { ...DEFAULT_PDF_PAGE_OPTIONS, coverPage: false },
    assortment: {
      title: context.title,
      locationCode: context.locationCode,
      author: context.author,
      date: context.date,
    },
    groups: [...groups.entries()]
      .sort(([a], [b]) => a.localeCompare(b, context.locale))
      .map(([title, list]) => ({ title, products: list })),
    locale: context.locale,
    currency: {
      symbol: CURRENCY_DEFAULTS.currencySymbol,
      decimals: CURRENCY_DEFAULTS.decimalPlaces,
    },
    labels: context.labels,
  };
}

/** The XLSX of the products: identity, description and the location's prices. */
export function productsXlsxInput(
  products: readonly ImportProduct[],
  headers: Readonly<
    Record<'style' | 'color' | 'name' | 'division' | 'gender' | 'wholesale' | 'retail', string>
  >,
  context: Pick<DocumentContext, 'title' | 'locationCode'>,
): GridXlsxInput {
  const rows = products.map((p) => {
    const location = p.locations?.find((l) => l.code === context.locationCode);
    return {
      style: p.style,
      color: p.color,
      name: p['name'] ?? '',
      division: p['division'] ?? '',
      gender: p['gender'] ?? '',
      wholesale: location?.['wholesalePrice'] ?? p['cost'] ?? null,
      retail: location?.['suggestedRetail'] ?? p['suggestedRetail'] ?? null,
    };
  });
  return {
    sheetName: context.title,
    columns: [
      { header: headers.style, field: 'style', format: 'text', width: 12 },
      { header: headers.color, field: 'color', format: 'text', width: 10 },
      { header: headers.name, field: 'name', format: 'text', width: 30 },
      { header: headers.division, field: 'division', format: 'text', width: 14 },
      { header: headers.gender, field: 'gender', format: 'text', width: 12 },
      { header: headers.wholesale, field: 'wholesale', format: 'currency', width: 12 },
      { header: headers.retail, field: 'retail', format: 'currency', width: 12 },
    ],
    rows,
    currency: {
      symbol: CURRENCY_DEFAULTS.currencySymbol,
      decimals: CURRENCY_DEFAULTS.decimalPlaces,
    },
  };
}

/** The PDF label ids the worker knows, to translate them all in the app's language. */
export const PDF_LABEL_IDS: readonly PdfLabelId[] = [
  'labels.pdf.lineSheet',
  'labels.pdf.priceSheet',
  'labels.pdf.tearSheet',
  'labels.pdf.page',
  'labels.pdf.preparedBy',
  'labels.pdf.style',
  'labels.pdf.color',
  'labels.pdf.name',
  'labels.pdf.wholesale',
  'labels.pdf.retail',
  'labels.pdf.markup',
  'labels.pdf.sizes',
  'labels.pdf.available',
  'labels.pdf.features',
  'labels.pdf.colors',
  'labels.pdf.styles',
  'labels.pdf.sizeLegend',
  'labels.pdf.priceDisclaimer',
  'labels.pdf.keyInitiative',
  'labels.pdf.noImage',
];

const JPEG_MAGIC = [0xff, 0xd8, 0xff];

/**
 * Product images for the PDF from GET /api/files/{key}: the service worker answers from its
 * cache when offline; an image neither cached nor reachable is null, so the document shows
 * its 'Image coming soon' box instead of failing.
 */
export function fileImageService(
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 5000,
): ExportImageService {
  return {
    async image(product, size) {
      const key = size === 'full' ? (product['printImage'] ?? product['image']) : product['image'];
      if (typeof key !== 'string' || key === '') return null;
      try {
        const response = await fetchImpl(
          `/api/files/${key.split('/').map(encodeURIComponent).join('/')}`,
          {
            signal: AbortSignal.timeout(timeoutMs),
          },
        );
        if (!response.ok) return null;
        const bytes = new Uint8Array(await response.arrayBuffer());
        return JPEG_MAGIC.every((b, i) => bytes[i] === b) ? bytes : null;
      } catch {
        return null;
      }
    },
  };
}
