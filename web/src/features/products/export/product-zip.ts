// A ZIP of the selected products' images (spec 000 §7 zip/images/{small}/{heroOnly}; 001 §9
// heroOnly and small): each product's views (the image, then the print image when it
// differs), the first being the hero, in a folder per style-colour. The bytes come from
// GET /api/files/{key}, which the service worker answers from its cache when offline; an image
// neither cached nor reachable is listed as missing instead of failing the whole ZIP.
import type { Product } from '@portal/shared';
import type { ImageFetcher, ZipProductImages } from '@portal/workers';
import { fileUrl, productImageKeys } from '../detail/detail-fields.ts';

interface ImageKeys {
  readonly small: string;
  readonly full: string;
}

export interface ProductZipEntries {
  readonly products: ZipProductImages[];
  /** `${style}_${color}/${filename}` → the blob keys of the small and full image. */
  readonly keys: ReadonlyMap<string, ImageKeys>;
}

const extensionOf = (key: string): string => /\.[A-Za-z0-9]{1,5}$/.exec(key)?.[0] ?? '.jpg';
const entryKey = (style: string, color: string, filename: string) =>
  `${style}_${color}/${filename}`;

/** The ZIP's files per product and where each one's bytes are. */
export function productZipEntries(products: readonly Product[]): ProductZipEntries {
  const keys = new Map<string, ImageKeys>();
  const entries = products.map((p) => ({
    style: p.style,
    color: p.color,
    files: productImageKeys(p).map((view, i) => {
      const filename = `${p.style}-${p.color}${i === 0 ? '' : `-${i + 1}`}${extensionOf(view.key)}`;
      keys.set(entryKey(p.style, p.color, filename), { small: view.thumbnail, full: view.key });
      return { filename, usageType: 'Primary', hero: i === 0 };
    }),
  }));
  return { products: entries, keys };
}

/** Fetches a ZIP file's bytes on the page (a Comlink service of the export worker). */
export function fileImageFetcher(
  keys: ReadonlyMap<string, ImageKeys>,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10_000,
): ImageFetcher {
  return {
    async fetch(product, file, size) {
      const found = keys.get(entryKey(product.style, product.color, file.filename));
      if (found === undefined) return null;
      try {
        const response = await fetchImpl(fileUrl(size === 'small' ? found.small : found.full), {
          signal: AbortSignal.timeout(timeoutMs),
        });
        return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
      } catch {
        return null;
      }
    },
  };
}
