// GET /assortments/zip/images/{small}/{heroOnly}/{id} (spec 000 §7 "Assortment REST shapes",
// binary; 001 §9 heroOnly and small; 000 §9 the 20 GiB collection limit): a ZIP of the images of
// a regular assortment's products, streamed. The files are the ones the device's ZIP export
// names (shared productZipEntries: `{STYLE}_{COLOR}/{style}-{color}[-n].jpg`, the hero first;
// the workers' selectZipFiles for heroOnly), in the assortment's order; `small` takes each
// view's thumbnail. The assortment is read through the assortments policy (404 when the caller
// may not see it), its products through the catalogue policy. An image the server's blob store
// lacks is left out, as the device leaves out what it cannot read (no missing list).
import {
  assortmentDocumentFileName,
  assortmentExportProducts,
  assortmentLocationCode,
  assortmentZipImagesParamsSchema,
  productZipEntries,
  styleColorKey,
  zipEntryKey,
  type Product,
} from '@portal/shared';
import { selectZipFiles, uniqueZipName } from '@portal/workers/node.ts';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { BlobStore } from '../blobs/store.ts';
import { assertPackageSize, packageZip, type PackageEntry } from '../library-files/packages.ts';
import { NO_BODY, NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { createRouter } from '../router.ts';
import { visibleAssortment, visibleCatalogue } from './assortment-documents.ts';
import { ASSORTMENTS_TAG, regular } from './assortments.ts';
import { attachment } from './document-answers.ts';
import { errorAnswers } from './openapi.ts';

/** The ZIP's files of the products, in order, that the store holds (their stored sizes). */
async function zipEntries(
  store: BlobStore,
  products: readonly Product[],
  options: { readonly small: boolean; readonly heroOnly: boolean },
): Promise<PackageEntry[]> {
  const { products: images, keys } = productZipEntries(products);
  const used = new Set<string>();
  const entries: PackageEntry[] = [];
  for (const product of images) {
    for (const file of selectZipFiles(product, { ...options, includeWorkingFiles: false })) {
      const stored = keys.get(zipEntryKey(product.style, product.color, file.filename));
      const key = stored && (options.small ? stored.small : stored.full);
      if (!key) continue;
      const head = await store.head(key).catch(() => null);
      if (!head) continue;
      const folder = styleColorKey(product.style, product.color);
      entries.push({
        name: uniqueZipName(`${folder}/${file.filename}`, used),
        key,
        fileSize: head.size,
        usageType: 'Primary',
      });
    }
  }
  return entries;
}

/** Mounted with the blob store, as the library packages are (app.ts). */
export function assortmentZipRoutes(store: BlobStore) {
  const router = createRouter();
  operation(
    router,
    {
      method: 'get',
      path: '/zip/images/{small}/{heroOnly}/{id}',
      tag: ASSORTMENTS_TAG,
      operationId: 'downloadAssortmentImages',
      summary: "A ZIP of a regular assortment's product images (000 §7)",
      description:
        'The images of the products of the regular assortment `id` the caller may see (404 ' +
        'otherwise), in the assortment’s order, one folder per style-colour: ' +
        '`{STYLE}_{COLOR}/{style}-{color}.jpg`, then `-2` … for further views. `heroOnly` ' +
        '`true`: only each product’s hero image; `small` `true`: the thumbnails instead of the ' +
        'full images. Images the server does not hold are left out. Full images over 20 GiB ' +
        'in all answer 413 `collection_too_large` before anything is sent (000 §9). File ' +
        '`{title} - Images.zip`.',
      params: assortmentZipImagesParamsSchema,
      query: NONE,
      body: NO_BODY,
      responses: {
        200: {
          description: 'The ZIP, streamed',
          content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
        },
        ...errorAnswers(400, 401, 403, 404, 413),
      },
    },
    async ({ params, user }, c) => {
      const { db } = c.get('deps');
      const assortment = await visibleAssortment(db, user, params.id, regular());
      const catalogue = await visibleCatalogue(db, user, assortment);
      // The assortment's order (the documents' rows), each product once, those the caller sees.
      const seen = new Set<string>();
      const products = assortmentExportProducts(
        assortment,
        catalogue,
        assortmentLocationCode(assortment),
      ).flatMap((row) => {
        const id = `${row.style}_${row.color}`;
        const product = catalogue.get(id);
        if (!product || seen.has(id)) return [];
        seen.add(id);
        return [product];
      });
      const options = { small: params.small === 'true', heroOnly: params.heroOnly === 'true' };
      const entries = await zipEntries(store, products, options);
      // spec 000 §9: the limit is on the full files (the device's ZIP checks the same way).
      if (!options.small) assertPackageSize(entries);
      const zip = packageZip(store, entries);
      return c.body(Readable.toWeb(zip) as ReadableStream<Uint8Array>, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': attachment(assortmentDocumentFileName(assortment.title, 'zip')),
      });
    },
  );
  return router;
}
