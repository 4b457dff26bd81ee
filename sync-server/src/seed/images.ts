// Renders the generated images into the blob store with sharp: per product type and colour a
// JPEG (800 px) and a thumbnail (120 px); per library type and palette a preview JPEG, its
// thumbnail, a TIFF working file and a one-page PDF. About 100 files in all, whatever the
// scale; a file already in the store is not rendered again.
import type { ProductType } from '@portal/shared';
import { PRODUCT_TYPES } from '@portal/shared';
import type { BlobStore } from '../blobs/store.ts';
import { LIBRARY_PALETTES, librarySvg, productSvg } from './drawings.ts';
import { LIBRARY_VARIANTS, libraryFileKeys, productImageKeys } from './image-keys.ts';
import { SEEDED_LIBRARY_TYPES } from './library.ts';
import { jpegPdf } from './pdf.ts';
import { COLOR_BY_CODE, PRODUCT_COLORS } from './vocabulary.ts';

export const IMAGE_SIZES = { full: 800, thumbnail: 120 } as const;

type Job = () => Promise<void>;

/** Runs jobs a few at a time: sharp works on the libuv pool; more would only queue there. */
async function runAll(jobs: readonly Job[], width = 2): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < jobs.length) await jobs[next++]!();
    }),
  );
}

export interface ImageSeedResult {
  readonly rendered: number;
  readonly skipped: number;
}

/** Puts every generated image the documents reference into `store`. */
export async function seedImages(store: BlobStore): Promise<ImageSeedResult> {
  const { default: sharp } = await import('sharp');
  let rendered = 0;
  let skipped = 0;
  const jobs: Job[] = [];
  // Each drawing is rasterised once; the JPEG, thumbnail and TIFF are encoded from the pixels.
  const render = async (svg: string) => {
    const { data, info } = await sharp(Buffer.from(svg))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    return {
      width: info.width,
      height: info.height,
      jpeg: () => pixels().jpeg({ quality: 84, progressive: true }).toBuffer(),
      thumbnail: () =>
        pixels().resize({ width: IMAGE_SIZES.thumbnail }).jpeg({ quality: 80 }).toBuffer(),
      tiff: () => pixels().tiff({ compression: 'lzw' }).toBuffer(),
    };
  };

  for (const productType of PRODUCT_TYPES as readonly ProductType[])
    for (const code of PRODUCT_COLORS[productType])
      jobs.push(async () => {
        const keys = productImageKeys(productType, code);
        if (await store.head(keys.thumbnail)) return void skipped++;
        const image = await render(productSvg(productType, code, COLOR_BY_CODE.get(code)!.hex));
        const [full, thumb] = await Promise.all([image.jpeg(), image.thumbnail()]);
        await store.put(keys.image, full, { contentType: 'image/jpeg' });
        await store.put(keys.thumbnail, thumb, { contentType: 'image/jpeg' });
        rendered++;
      });

  for (const libraryType of SEEDED_LIBRARY_TYPES)
    for (let variant = 0; variant < LIBRARY_VARIANTS; variant++)
      jobs.push(async () => {
        const keys = libraryFileKeys(libraryType, variant);
        if (await store.head(keys.pdf)) return void skipped++;
        const image = await render(librarySvg(libraryType, variant % LIBRARY_PALETTES.length));
        const [full, thumb, tiff] = await Promise.all([
          image.jpeg(),
          image.thumbnail(),
          image.tiff(),
        ]);
        await store.put(keys.previewJpg, full, { contentType: 'image/jpeg' });
        await store.put(keys.thumbnail, thumb, { contentType: 'image/jpeg' });
        await store.put(keys.workingFile, tiff, { contentType: 'image/tiff' });
        await store.put(keys.pdf, jpegPdf(full, image.width, image.height), {
          contentType: 'application/pdf',
        });
        rendered++;
      });

  await runAll(jobs);
  return { rendered, skipped };
}
