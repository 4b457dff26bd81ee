// GET /api/products/tearsheet/{productType}/{style}/{color}/{locationCode} (spec 000 §7, binary):
// a product's tear sheet (spec 000 §3 Assortment document: With Hero Image or Thumbnails Only)
// rendered with the export worker's own code (@portal/workers/node.ts), so the file is the one
// the device makes offline. The product is read by the catalogue's sync policy
// (getVisible + productsPolicy): the same scope and the same location projection as the
// user's pull. A product the user may not see, of another type, or without a line at the
// location (a location the user may not see is projected out) answers 404 like a missing one.
import { createRoute, z } from '@hono/zod-openapi';
import {
  PRODUCT_TYPES,
  codeSchema,
  colorSchema,
  currencyFormatOf,
  styleSchema,
  tryStyleColorId,
  type ExportProduct,
} from '@portal/shared';
import {
  TEAR_SHEET_SUBTYPES,
  nodeExportJobs,
  pdfLabelsFor,
  pdfLocaleOf,
  productTearSheetFileName,
  productTearSheetInput,
} from '@portal/workers/node.ts';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../router.ts';
import { productsPolicy } from '../sync/policies/catalogue.ts';
import { getVisible } from '../sync/read.ts';
import { attachment, blobImageService, locationCurrency } from './document-answers.ts';
import { SESSION_SECURITY, errorAnswers } from './openapi.ts';

const pathSchema = z.object({
  productType: z.enum(PRODUCT_TYPES),
  style: styleSchema,
  color: colorSchema,
  locationCode: codeSchema,
});

const querySchema = z.object({
  /** spec 000 §3 Tearsheet subtypes; the hero sheet when not given. */
  subType: z.enum(TEAR_SHEET_SUBTYPES).optional(),
});

const tearsheetRoute = createRoute({
  method: 'get',
  operationId: 'getProductTearsheet',
  security: SESSION_SECURITY,
  path: '/tearsheet/{productType}/{style}/{color}/{locationCode}',
  tags: ['Products'],
  summary: "A product's tear sheet (PDF) at a location",
  description:
    'The tear sheet the app makes on the device, rendered by the same code: the product as the ' +
    "user's sync pulls it, prices and sizes of the location's line in the location's currency, " +
    'labels in the Accept-Language locale. `subType` chooses With Hero Image (default) or ' +
    'Thumbnails Only (spec 000 §3). 404 when the user may not see the product at that location.',
  request: { params: pathSchema, query: querySchema },
  responses: {
    200: {
      description: 'The tear sheet',
      content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...errorAnswers(400, 401, 403, 404),
  },
});

export function productTearsheetRoutes() {
  const app = createRouter();
  app.openapi(tearsheetRoute, async (c) => {
    const { productType, style, color, locationCode } = c.req.valid('param');
    const { subType = 'With Hero Image' } = c.req.valid('query');
    const { db, blobs, now } = c.get('deps');
    const user = c.get('user');
    const id = tryStyleColorId(style, color);
    const notFound = new ApiError(
      404,
      'not_found',
      `No ${productType} product ${style}-${color} at location ${locationCode} for you.`,
    );
    if (user === null || id === undefined) throw notFound;
    const doc = await getVisible(
      db,
      productsPolicy,
      user,
      id,
      eq(products.productType, productType),
    );
    // The stored product document (the products mapping's shape: style, color, locations…).
    const product = doc as ExportProduct | null;
    if (!product?.locations?.some((l) => l.code === locationCode)) throw notFound;
    const locale = pdfLocaleOf(c.req.header('accept-language'));
    const input = productTearSheetInput(product, {
      subType,
      locationCode,
      locale,
      currency: currencyFormatOf(await locationCurrency(db, locationCode)),
      labels: pdfLabelsFor(locale),
      author: `${user.name} ${user.lastName}`.trim(),
      date: now().toISOString().slice(0, 10),
    });
    const pdf = await nodeExportJobs.assortmentPdf(input, {}, blobImageService(blobs));
    // jsPDF's output is an ArrayBuffer (never a SharedArrayBuffer), as Hono's body type asks.
    return c.body(pdf.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': attachment(productTearSheetFileName(style, color)),
      'Content-Language': locale,
    });
  });
  return app;
}
