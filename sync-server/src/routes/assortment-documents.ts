// POST /assortment-documents/xlsx and /assortment-documents/pdf (spec 000 §7 "Documents",
// binary answers; §3 "Assortment document"; §9 file names): an assortment's spreadsheet, line
// sheet, price sheet or tear sheet, made by the code the device's export screen runs offline —
// the shared rows (assortmentExportProducts), the workers' inputs (assortmentXlsxInput,
// assortmentPdfInput) and the export jobs in Node (gridXlsx, assortmentPdf) — so both files are
// the same. The body is the assortment's id and the export screen's choices; what it leaves out
// takes the screen's defaults (restoreExportOptions). The assortment is read through the
// assortments policy (getVisible: 404 when the caller may not see it), its products through the
// catalogue policy (the caller's locations only), images from the blob store.
import {
  assortmentDocumentFileName,
  assortmentExportProducts,
  assortmentLocationCode,
  assortmentPdfRequestSchema,
  assortmentXlsxRequestSchema,
  currencyFormatOf,
  pdfReadsImages,
  restoreExportOptions,
  type Assortment,
  type AssortmentPdfRequest,
  type AssortmentXlsxRequest,
  type ExportDocumentType,
  type Product,
} from '@portal/shared';
import {
  assortmentPdfInput,
  assortmentXlsxInput,
  catalogueMessage,
  nodeExportJobs,
  pdfLabelsFor,
  pdfLocaleOf,
} from '@portal/workers/node.ts';
import { type SQL, and, inArray, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { assortments } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { createRouter, type AppEnv } from '../router.ts';
import { columnOf } from '../sync/documents.ts';
import { assortmentsPolicy } from '../sync/policies/assortments.ts';
import { productsPolicy } from '../sync/policies/catalogue.ts';
import type { SyncUser } from '../sync/policy.ts';
import { getVisible, listVisible } from '../sync/read.ts';
import { XLSX_TYPE } from './assets-report.ts';
import { ASSORTMENTS_TAG, editorName } from './assortments.ts';
import { attachment, blobImageService, locationCurrency } from './document-answers.ts';
import { errorAnswers } from './openapi.ts';
import { requestDay } from './products-request.ts';

/**
 * The assortment (not a folder of the tree) as the caller's pull holds it; 404 otherwise.
 * `extra` narrows it further (the /assortments calls take regular assortments only).
 */
export async function visibleAssortment(
  db: Database,
  user: SyncUser,
  id: string,
  extra?: SQL,
): Promise<Assortment> {
  const doc = await getVisible(
    db,
    assortmentsPolicy,
    user,
    id,
    and(ne(assortments.type, 'folder'), extra),
  );
  if (!doc) throw new ApiError(404, 'not_found', `No assortment ${id}`);
  return doc as unknown as Assortment;
}

/**
 * The catalogue records of the assortment's products the caller may see (the catalogue policy:
 * their locations only), by product id (style_color); the others are absent, as on a device
 * that does not hold them.
 */
export async function visibleCatalogue(
  db: Database,
  user: SyncUser,
  assortment: Pick<Assortment, 'products'>,
): Promise<Map<string, Product>> {
  const ids = [...new Set(assortment.products.map((p) => `${p.style}_${p.color}`))];
  if (ids.length === 0) return new Map();
  const { data } = await listVisible(db, productsPolicy, user, {
    where: inArray(columnOf(productsPolicy.mapping.spec.table, 'id'), ids),
    limit: ids.length,
    skip: 0,
  });
  return new Map(data.map((p) => [String(p.id), p as unknown as Product]));
}

/**
 * What both documents read: the assortment, its rows, its location and currency, the caller's
 * choices over the export screen's defaults for its product type and status, the locale.
 */
async function documentSubject(
  c: Context<AppEnv>,
  user: SyncUser,
  { id, ...choices }: AssortmentXlsxRequest | AssortmentPdfRequest,
  documentType: ExportDocumentType,
) {
  const { db } = c.get('deps');
  const assortment = await visibleAssortment(db, user, id);
  const locationCode = assortmentLocationCode(assortment);
  const catalogue = await visibleCatalogue(db, user, assortment);
  return {
    assortment,
    locationCode,
    currency: currencyFormatOf(await locationCurrency(db, locationCode)),
    products: assortmentExportProducts(assortment, catalogue, locationCode),
    options: restoreExportOptions(
      { ...choices, documentType },
      assortment.productType,
      assortment.status,
    ),
    locale: pdfLocaleOf(c.req.header('accept-language')),
  };
}

const binary = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
});

export function assortmentDocumentRoutes() {
  const router = createRouter();
  operation(
    router,
    {
      method: 'post',
      path: '/xlsx',
      tag: ASSORTMENTS_TAG,
      operationId: 'exportAssortmentXlsx',
      summary: "An assortment's spreadsheet (000 §7)",
      description:
        'The assortment `id` (regular or internal) as the caller may see it (the assortments ' +
        'policy: 404 otherwise), one row per product in the assortment’s order: the base ' +
        'columns, then the chosen column `toggles` the assortment’s product type and status ' +
        'offer (others are dropped; left out: the export screen’s defaults), money in the ' +
        'major units of the assortment’s location (000 §3). `page.includeImages` (default ' +
        'true) adds a 40x40 thumbnail column from the stored product images (000 §9). Headers ' +
        'in the Accept-Language locale. File `{title}.xlsx` (000 §9).',
      params: NONE,
      query: NONE,
      body: assortmentXlsxRequestSchema,
      responses: {
        200: binary(XLSX_TYPE, 'The workbook'),
        ...errorAnswers(400, 401, 403, 404, 413, 415),
      },
    },
    async ({ body, user }, c) => {
      const { assortment, locationCode, currency, products, options, locale } =
        await documentSubject(c, user, body, 'Spreadsheet');
      const input = assortmentXlsxInput(products, options, {
        productType: assortment.productType,
        status: assortment.status,
        locationCode,
        currency,
        sheetName: assortment.title,
        header: (labelId, fallback) => catalogueMessage(locale, labelId, fallback),
        thumbnailHeader: catalogueMessage(locale, 'labels.export.thumbnail', 'Image'),
      });
      const images = blobImageService(c.get('deps').blobs);
      const xlsx = await nodeExportJobs.gridXlsx(input, {}, images);
      return c.body(xlsx as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': XLSX_TYPE,
        'Content-Language': locale,
        'Content-Disposition': attachment(assortmentDocumentFileName(assortment.title, 'xlsx')),
      });
    },
  );

  operation(
    router,
    {
      method: 'post',
      path: '/pdf',
      tag: ASSORTMENTS_TAG,
      operationId: 'exportAssortmentPdf',
      summary: "An assortment's line sheet, price sheet or tear sheet (000 §7)",
      description:
        'The assortment `id` (regular or internal) as the caller may see it (404 otherwise), ' +
        'as `pdfKind` Linesheet (default), Pricesheet or Tearsheet with its `pdfSubType` ' +
        '(Condensed or Expanded; With Hero Image or Thumbnails Only; the first when left out) ' +
        'and the `page` options of 000 §3 (left out: the export screen’s defaults): one ' +
        'section per display group in the sort screen’s order, prices at the assortment’s ' +
        'location in its currency, labels in the Accept-Language locale, product images from ' +
        'the stored files (`includeImages`; an image the server lacks prints "Image coming ' +
        'soon"). File `{title} - Line Sheet.pdf`, `- Price Sheet.pdf`, `- Tear Sheet.pdf`.',
      params: NONE,
      query: NONE,
      body: assortmentPdfRequestSchema,
      responses: {
        200: binary('application/pdf', 'The PDF'),
        ...errorAnswers(400, 401, 403, 404, 413, 415),
      },
    },
    async ({ body, user, now }, c) => {
      const { assortment, locationCode, currency, products, options, locale } =
        await documentSubject(c, user, body, 'PDF');
      const input = assortmentPdfInput(assortment, products, options, {
        locationCode,
        currency,
        locale,
        labels: pdfLabelsFor(locale),
        author: editorName(user),
        date: requestDay(now),
      });
      // spec 000 §3 includeImages off and no logo on a cover: no image service, no image read.
      const images = pdfReadsImages(options.page, assortment)
        ? blobImageService(c.get('deps').blobs)
        : undefined;
      const pdf = await nodeExportJobs.assortmentPdf(input, {}, images);
      // jsPDF's output is an ArrayBuffer (never a SharedArrayBuffer), as Hono's body type asks.
      return c.body(pdf.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Language': locale,
        'Content-Disposition': attachment(pdf.fileName),
      });
    },
  );
  return router;
}
