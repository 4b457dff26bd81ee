// GET /assets (spec 001 §7 "streamed rows with totalCount", 001 §9 "asset row batches of 20"):
// a library view's items streamed as NDJSON, one `{ totalCount, loaded, data }` line per 20
// rows (one line with no rows when none). The query is the screen's URL: libraryType,
// _manage, status, today, sort, and the library bar's parameters by name; the rows are the
// paged fetch's (assets-request.ts: the library policy's items, the device's selector).
import { createRoute } from '@hono/zod-openapi';
import {
  ASSET_STREAM_BATCH,
  ASSET_STREAM_TYPE,
  LIBRARY_ITEM_TYPES,
  LIBRARY_STATUSES,
  assetStreamLineSchema,
  isoDateSchema,
} from '@portal/shared';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import { ApiError, validationFailure } from '../http/errors.ts';
import { createRouter } from '../router.ts';
import {
  assertManageView,
  findItems,
  readLibraryFilter,
  requestDay,
  selectFields,
} from './assets-request.ts';
import { SESSION_SECURITY, errorAnswers } from './openapi.ts';

const streamQuerySchema = z.object({
  libraryType: z.enum(LIBRARY_ITEM_TYPES),
  _manage: z.enum(['true', 'false']).default('false'),
  status: z.enum(LIBRARY_STATUSES).optional(),
  sort: z.enum(['name', '-modifiedDate', '-files.modifiedDate']).optional(),
  today: isoDateSchema.optional(),
});
const RESERVED = new Set(Object.keys(streamQuerySchema.shape));

const streamRoute = createRoute({
  method: 'get',
  path: '/',
  tags: ['Libraries'],
  operationId: 'streamLibraryItems',
  summary: 'Library items of a view, streamed in batches of 20 with the total',
  description:
    'Query: libraryType, _manage (true for a manage view: editors), status, sort (name, ' +
    '-modifiedDate, -files.modifiedDate; default the library default), today, and the library ' +
    'bar parameters by name (repeat one for several values). Answer: NDJSON, one ' +
    '`{ totalCount, loaded, data }` line per 20 rows.',
  security: SESSION_SECURITY,
  request: { query: streamQuerySchema },
  responses: {
    200: {
      description: 'One line per 20 rows',
      content: { [ASSET_STREAM_TYPE]: { schema: assetStreamLineSchema } },
    },
    ...errorAnswers(400, 401, 403),
  },
});

export function assetStreamRoutes() {
  const router = createRouter();
  router.openAPIRegistry.registerPath(streamRoute);
  router.get('/', async (c) => {
    const user = c.get('user');
    if (!user) throw new ApiError(401, 'unauthorized', 'Please log in.');
    const parsed = streamQuerySchema.safeParse(c.req.query());
    if (!parsed.success) throw validationFailure(parsed.error, 'query');
    const query = parsed.data;
    const filter = Object.fromEntries(
      Object.entries(c.req.queries()).filter(([name]) => !RESERVED.has(name)),
    );
    const view = {
      type: query.libraryType,
      manage: query._manage === 'true',
      status: query.status,
      state: readLibraryFilter(query.libraryType, filter),
      today: requestDay(c.get('deps').now(), query.today),
    };
    assertManageView(user, view);
    // Taken before streaming: the rows do not change while they are written.
    const rows = (await findItems(c.get('deps').db, user, view, query.sort)).map((item) =>
      selectFields(item, undefined),
    );
    c.header('content-type', ASSET_STREAM_TYPE);
    return stream(c, async (out) => {
      const totalCount = rows.length;
      let loaded = 0;
      do {
        const data = rows.slice(loaded, loaded + ASSET_STREAM_BATCH);
        loaded += data.length;
        await out.write(`${JSON.stringify({ totalCount, loaded, data })}\n`);
      } while (loaded < totalCount);
    });
  });
  return router;
}
