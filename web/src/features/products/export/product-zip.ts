// A ZIP of the selected products' images (spec 000 §7 zip/images/{small}/{heroOnly}; 001 §9
// heroOnly and small): each product's views (the image, then the print image when it
// differs), the first being the hero, in a folder per style-colour. The bytes come from
// GET /api/files/{key}, which the service worker answers from its cache when offline; an image
// neither cached nor reachable is listed as missing instead of failing the whole ZIP.
import { zipEntryKey, type ZipImageKeys } from '@portal/shared';
import type { ImageFetcher } from '@portal/workers';
import { fileUrl } from '../detail/detail-fields.ts';

/** The ZIP's files per product and where each one's bytes are (the server's ZIP reads the same). */
export { productZipEntries, type ProductZipEntries } from '@portal/shared';

/** Fetches a ZIP file's bytes on the page (a Comlink service of the export worker). */
export function fileImageFetcher(
  keys: ReadonlyMap<string, ZipImageKeys>,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10_000,
): ImageFetcher {
  return {
    async fetch(product, file, size) {
      const found = keys.get(zipEntryKey(product.style, product.color, file.filename));
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
