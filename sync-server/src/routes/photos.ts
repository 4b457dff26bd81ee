// GET /photos/data (spec 001 §7 "streamed rows with totalCount"; 000 §9 and 001 §9: "first
// publish at 100 items, then every 500, and a final publish at the total count"): the images
// of the products a product library query finds, streamed as NDJSON, one line per publish,
// each `{ totalCount, loaded, data }` with the rows since the previous line (shared
// photoPublishSchema; decision 0037). The query is the screen's URL: productType, sort, and the
// product filter bar's parameters by name, evaluated by the shared engine like
// POST /products/fetch, over the products as the caller's pull holds them.
import { createRoute } from '@hono/zod-openapi';
import {
  PHOTO_STREAM_TYPE,
  PRODUCT_SORTS,
  isStreamPublishPoint,
  isoDateSchema,
  photoPublishSchema,
  productTypeSchema,
  type PhotoPublish,
  type Product,
} from '@portal/shared';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import { ApiError, validationFailure } from '../http/errors.ts';
import { createRouter } from '../router.ts';
import { ServerCatalogue } from './products-catalogue.ts';
import {
  productsOf,
  queryContext,
  readFilterState,
  requestDay,
  seesCatalogue,
} from './products-request.ts';
import { SESSION_SECURITY, errorAnswers } from './openapi.ts';

/** The query parameters that are not filter bar parameters. */
const photoQuerySchema = z.object({
  productType: productTypeSchema.default('Footwear'),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  today: isoDateSchema.optional(),
  'locations.code': z
    .string()
    .regex(/^[A-Za-z0-9]{1,16}$/, 'must be a location code')
    .optional(),
});
const LINE_STATUS = /^[A-Za-z0-9]{1,4}$/;
const RESERVED = new Set([...Object.keys(photoQuerySchema.shape), 'locations.lineStatus']);

const photoRoute = createRoute({
  method: 'get',
  path: '/data',
  tags: ['Products'],
  operationId: 'streamProductPhotos',
  summary: 'Images of the products a library query finds, streamed with the total',
  description:
    'Query: productType, sort (newest, name, style), today, locations.code, ' +
    'locations.lineStatus (repeat for several), and the product filter bar parameters by ' +
    'name, as in the screen URL. Answer: NDJSON, one `{ totalCount, loaded, data }` line at ' +
    '100 rows, then at every 500, and at the total (one line with no rows when none).',
  security: SESSION_SECURITY,
  request: { query: photoQuerySchema },
  responses: {
    200: {
      description: 'One line per publish',
      content: { [PHOTO_STREAM_TYPE]: { schema: photoPublishSchema } },
    },
    ...errorAnswers(400, 401),
  },
});

type PhotoRow = PhotoPublish['data'][number];

function photoRow(p: Product): PhotoRow {
  return {
    _id: p.id,
    style: p.style,
    color: p.color,
    productType: p.productType,
    name: p.name,
    ...(p.image === undefined ? {} : { image: p.image }),
    ...(p.thumbnail === undefined ? {} : { thumbnail: p.thumbnail }),
    ...(p.printImage === undefined ? {} : { printImage: p.printImage }),
  };
}

export function photoRoutes() {
  const router = createRouter();
  router.openAPIRegistry.registerPath(photoRoute);
  router.get('/data', async (c) => {
    const user = c.get('user');
    if (!user) throw new ApiError(401, 'unauthorized', 'Please log in.');
    const parsed = photoQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw validationFailure(parsed.error, 'query');
    const query = parsed.data;
    // Own properties only (a parameter named __proto__ is a key like any other, and refused).
    const filter: Record<string, string[]> = Object.fromEntries(
      Object.entries(c.req.queries()).filter(([name]) => !RESERVED.has(name)),
    );
    const statuses = c.req.queries('locations.lineStatus');
    if (statuses?.some((s) => !LINE_STATUS.test(s)))
      throw new ApiError(400, 'invalid_request', 'Invalid query: locations.lineStatus', [
        { path: 'locations.lineStatus', message: 'must be a line status' },
      ]);
    const state = readFilterState(query.productType, filter, {
      'locations.code': query['locations.code'],
      'locations.lineStatus': statuses,
    });
    const catalogue = await ServerCatalogue.of(c.get('deps').db).ready();
    let rows: PhotoRow[] = [];
    if (seesCatalogue(user)) {
      const ctx = queryContext(user, catalogue, requestDay(c.get('deps').now(), query.today));
      const { ids } = catalogue.index.query(state, query.sort, ctx, {
        offset: 0,
        limit: catalogue.index.size,
      });
      // Taken before streaming: the rows do not change while they are written.
      rows = productsOf(catalogue, ids)
        .filter((p) => p.image !== undefined)
        .map(photoRow);
    }
    c.header('content-type', PHOTO_STREAM_TYPE);
    return stream(c, async (out) => {
      const totalCount = rows.length;
      if (totalCount === 0) {
        await out.write(`${JSON.stringify({ totalCount, loaded: 0, data: [] })}\n`);
        return;
      }
      let from = 0;
      for (let loaded = 1; loaded <= totalCount; loaded++) {
        if (!isStreamPublishPoint(loaded, totalCount)) continue;
        const line: PhotoPublish = { totalCount, loaded, data: rows.slice(from, loaded) };
        await out.write(`${JSON.stringify(line)}\n`);
        from = loaded;
      }
    });
  });
  return router;
}
