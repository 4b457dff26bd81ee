// What the routes that answer a rendered document share (the product tear sheet, the assortment
// documents): product images from the blob store as the export jobs' image service, the
// currency of a location from the `locations` option, the Content-Disposition of a file name.
import type { CurrencySource } from '@portal/shared';
import type { ExportImageService } from '@portal/workers/node.ts';
import { eq } from 'drizzle-orm';
import type { BlobStore } from '../blobs/store.ts';
import type { Database } from '../db/client.ts';
import { options } from '../db/schema/index.ts';

const JPEG_MAGIC = [0xff, 0xd8, 0xff];

/**
 * Product images from the blob store, by the keys the product carries (full size: the print
 * image, else the image), as the device's image service reads them through GET /api/files;
 * JPEGs only. None without a store: the documents show their 'Image coming soon' box.
 */
export function blobImageService(blobs: BlobStore | undefined): ExportImageService | undefined {
  if (blobs === undefined) return undefined;
  return {
    async image(product, size) {
      const key = size === 'full' ? (product['printImage'] ?? product['image']) : product['image'];
      if (typeof key !== 'string' || key === '') return null;
      try {
        const bytes = await (await blobs.get(key))?.bytes();
        return bytes && JPEG_MAGIC.every((b, i) => bytes[i] === b) ? bytes : null;
      } catch {
        return null; // a key the store refuses
      }
    },
  };
}

/** The location's currency entry from the `locations` option (spec 000 §3 Other: Location). */
export async function locationCurrency(
  db: Database,
  code: string,
): Promise<CurrencySource | undefined> {
  const [row] = await db.select().from(options).where(eq(options.name, 'locations')).limit(1);
  const list: unknown = row?.data;
  if (!Array.isArray(list)) return undefined;
  return list.find(
    (l): l is CurrencySource & { code: string } =>
      l !== null && typeof l === 'object' && (l as { code?: unknown }).code === code,
  );
}

/** RFC 6266 / RFC 8187: an ASCII fallback name and the exact UTF-8 one. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
