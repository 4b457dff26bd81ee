// Blob keys of the generated images and files. The documents reference these keys (the web
// app loads them from GET /api/files/{key}); images.ts renders what they point to. A bounded
// set: one image per product type and colour, one set of files per library type and variant,
// shared by every document that uses them, so the seed stays fast at any scale.
import type { LibraryType, ProductType } from '@portal/shared';

/** Bump the version when the drawings change, so caches never serve an old one. */
export const SEED_BLOB_PREFIX = 'seed/v1';

export interface ProductImageKeys {
  readonly image: string;
  readonly thumbnail: string;
  readonly printImage: string;
}

/** @example productImageKeys('Footwear', 'BLK').image === 'seed/v1/products/footwear-BLK.jpg' */
export function productImageKeys(productType: ProductType, color: string): ProductImageKeys {
  const base = `${SEED_BLOB_PREFIX}/products/${productType.toLowerCase()}-${color}`;
  // The print image is the full-size rendering itself (already print-sized for line sheets).
  return { image: `${base}.jpg`, thumbnail: `${base}-thumb.jpg`, printImage: `${base}.jpg` };
}

/** Library preview variants per type (colour schemes of the drawing). */
export const LIBRARY_VARIANTS = 3;

export interface LibraryFileKeys {
  readonly previewJpg: string;
  readonly thumbnail: string;
  /** The working file: a TIFF of the artwork (layered originals in real life). */
  readonly workingFile: string;
  /** The primary file of document libraries: a one-page PDF of the artwork. */
  readonly pdf: string;
}

export function libraryFileKeys(libraryType: LibraryType, variant: number): LibraryFileKeys {
  const base = `${SEED_BLOB_PREFIX}/library/${libraryType}-${variant % LIBRARY_VARIANTS}`;
  return {
    previewJpg: `${base}.jpg`,
    thumbnail: `${base}-thumb.jpg`,
    workingFile: `${base}.tif`,
    pdf: `${base}.pdf`,
  };
}
