// Assortment document types and page options (spec 000 §3 Assortment document).

/** spec 000 §3: Linesheet or Pricesheet (Condensed or Expanded); Tearsheet (With Hero Image or
 * Thumbnails Only); Zip subtype Standard. */
export type PdfDocumentType =
  | { readonly type: 'Linesheet'; readonly subType: 'Condensed' | 'Expanded' }
  | { readonly type: 'Pricesheet'; readonly subType: 'Condensed' | 'Expanded' }
  | { readonly type: 'Tearsheet'; readonly subType: 'With Hero Image' | 'Thumbnails Only' };

/** spec 000 §3 page options. */
export interface PdfPageOptions {
  readonly pageNumbers: boolean;
  readonly author: boolean;
  readonly assortmentDate: boolean;
  readonly sizeLegend: boolean;
  readonly priceDisclaimer: boolean;
  readonly kiCoverPage: boolean;
  readonly coverPage: boolean;
  readonly sortNumber: boolean;
  readonly hideSpillover: boolean;
  readonly sectionBreaks: boolean;
  readonly manualHeroSelection: boolean;
  readonly displayGroupPage: boolean;
  readonly displayGroupPageBreaks: boolean;
  /** 'screen' uses the small images, 'print' the full ones. */
  readonly printResolution: 'screen' | 'print';
  readonly cadOnly: boolean;
  readonly includeImages: boolean;
}

/** The defaults a buyer-ready document needs; the spec does not show them. */
export const DEFAULT_PDF_PAGE_OPTIONS: PdfPageOptions = {
  pageNumbers: true,
  author: true,
  assortmentDate: true,
  sizeLegend: false,
  priceDisclaimer: true,
  kiCoverPage: false,
  coverPage: true,
  sortNumber: false,
  hideSpillover: false,
  sectionBreaks: true,
  manualHeroSelection: false,
  displayGroupPage: false,
  displayGroupPageBreaks: false,
  printResolution: 'screen',
  cadOnly: false,
  includeImages: true,
};

/** ZIP of images settings (spec 001 §9: heroOnly and small). */
export interface ZipImageOptions {
  readonly heroOnly: boolean;
  readonly small: boolean;
  /** spec 000 §9: working files excluded unless included. */
  readonly includeWorkingFiles: boolean;
}

/** spec 000 §9 / 001 §9: a collection over 20 GiB is flagged too large. */
export const COLLECTION_TOO_LARGE_BYTES = 21_474_836_480;

export function isCollectionTooLarge(
  files: readonly { fileSize: number; usageType?: string }[],
  includeWorkingFiles = false,
): boolean {
  let total = 0;
  for (const f of files) {
    if (!includeWorkingFiles && f.usageType === 'Working File') continue;
    total += f.fileSize;
  }
  return total > COLLECTION_TOO_LARGE_BYTES;
}
