// Inputs of the assortment PDF documents (spec 000 §3 Assortment document): line sheet and
// price sheet (condensed, expanded), tear sheet (hero image, thumbnails only).
import type {
  CurrencyFormat,
  ExportProduct,
  PdfDocumentType,
  PdfPageOptions,
} from '@portal/shared';

export interface PdfProduct extends ExportProduct {
  /** spec 000 §3 page option manualHeroSelection: the image the user picked as hero. */
  readonly heroImage?: string;
  /** spec 000 §3 Display group / products sort. */
  readonly sort?: number;
}

/** spec 000 §3 Display group: a titled section of the document. */
export interface PdfDisplayGroup {
  readonly title: string;
  readonly products: readonly PdfProduct[];
}

export interface PdfImageRequest {
  readonly size: 'small' | 'full';
  /** Hero image chosen by the user (manualHeroSelection), else the product's default. */
  readonly hero?: string;
  readonly cadOnly: boolean;
  /** Second and further views (tear sheet thumbnails). */
  readonly view?: number;
}

export interface PdfImageSource {
  /** JPEG bytes of the product's image, or null when it has none. */
  image(product: PdfProduct, request: PdfImageRequest): Promise<Uint8Array | null>;
}

export interface PdfAssortment {
  readonly title: string;
  readonly subTitle?: string;
  readonly season?: string;
  readonly year?: number | string;
  readonly locationCode: string;
  readonly keyInitiative?: string;
  readonly author?: string;
  /** YYYY-MM-DD: the assortment date printed with assortmentDate. */
  readonly date?: string;
  /** Blob keys of the cover page's logos (JPEG; read through the images source). */
  readonly logo?: string;
  readonly customerLogo?: string;
}

export interface PdfDocumentInput {
  readonly documentType: PdfDocumentType;
  readonly options: PdfPageOptions;
  readonly assortment: PdfAssortment;
  readonly groups: readonly PdfDisplayGroup[];
  readonly locale: string;
  readonly currency: CurrencyFormat;
  readonly images?: PdfImageSource;
  /** Translated labels (workers/src/i18n, ids labels.pdf.*); English defaults otherwise. */
  readonly labels?: Partial<PdfLabels>;
  readonly brandName?: string;
  /**
   * A Unicode TrueType font (regular and bold) for text the PDF standard fonts cannot show
   * (Polish ł, Japanese). Without it, labels outside Windows-1252 fall back to English.
   */
  readonly font?: { readonly regular: Uint8Array; readonly bold?: Uint8Array };
}

export const DEFAULT_PDF_LABELS = {
  'labels.pdf.lineSheet': 'Line Sheet',
  'labels.pdf.priceSheet': 'Price Sheet',
  'labels.pdf.tearSheet': 'Tear Sheet',
  'labels.pdf.page': 'Page {page} of {pages}',
  'labels.pdf.preparedBy': 'Prepared by {author}',
  'labels.pdf.style': 'Style',
  'labels.pdf.color': 'Color',
  'labels.pdf.name': 'Name',
  'labels.pdf.wholesale': 'Wholesale',
  'labels.pdf.retail': 'Retail',
  'labels.pdf.markup': 'Markup',
  'labels.pdf.sizes': 'Sizes',
  'labels.pdf.available': 'Available',
  'labels.pdf.features': 'Features',
  'labels.pdf.colors': '{count, plural, one {# color} other {# colors}}',
  'labels.pdf.styles': '{count, plural, one {# style} other {# styles}}',
  'labels.pdf.sizeLegend': 'Size legend',
  'labels.pdf.priceDisclaimer':
    'Prices are suggested and subject to change without notice. Availability is not guaranteed.',
  'labels.pdf.keyInitiative': 'Key Initiative',
  'labels.pdf.noImage': 'Image coming soon',
} as const;

export type PdfLabelId = keyof typeof DEFAULT_PDF_LABELS;
export type PdfLabels = Record<PdfLabelId, string>;
