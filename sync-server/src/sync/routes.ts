// The replication sub-app, mounted at /api/sync (app.ts). The permission middleware in front
// has put the signed-in user on the context (API_ROUTES: 'login'); the policies decide the
// rest per document. Plain handlers; their OpenAPI entries are registered by openapi.ts.
//   GET  /stream                    one SSE stream of change hints for all collections
//   GET  /:collection/pull          documents after a checkpoint (pull.ts)
//   POST /:collection/push          RxDB push rows → conflicts (push.ts)
//   POST /:collection/docs          whole documents by id (the first screen's products)
import type { Context } from 'hono';
import {
  SYNC_NEXT_HEADER,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
  docsByIdBodySchema,
  formatNextPage,
  isSyncCollection,
  pullQuerySchema,
  PULL_LINES_CONTENT_TYPE,
  pushBodySchema,
} from '@portal/shared';
import { createRouter, type AppDeps, type AppEnv } from '../router.ts';
import { ApiError } from '../http/errors.ts';
import { encodingWeights } from '../middleware/compress-answers.ts';
import { HintBus } from './hints.ts';
import { POLICIES } from './policies/index.ts';
import type { CollectionPolicy, SyncUser } from './policy.ts';
import { registerSyncPaths } from './openapi.ts';
import { documentsById } from './pull.ts';
import { PullCache } from './pull-cache.ts';
import { answerPull } from './pull-shared.ts';
import { pushDocuments } from './push.ts';
import { scopeEpoch } from './scope-epoch.ts';
import { streamHandler } from './stream.ts';

export interface SyncRoutesOptions {
  /** SSE heartbeat interval (tests shorten it). */
  readonly heartbeatMs?: number;
}

/** Header saying where a pull's answer came from: live, recorded (read live and offered to a
 * shared pull chain), cached (replayed from one). */
export const PULL_SOURCE_HEADER = 'x-sync-pull';

function policyOf(c: Context<AppEnv>): CollectionPolicy {
  const name = c.req.param('collection') ?? '';
  if (!isSyncCollection(name)) throw new ApiError(404, 'not_found', `No collection ${name}`);
  return POLICIES[name];
}

function userOf(c: Context<AppEnv>): SyncUser {
  const user = c.get('user');
  if (!user) throw new ApiError(401, 'unauthorized', 'Please log in.');
  return user;
}

export function syncRoutes(deps: AppDeps, options: SyncRoutesOptions = {}) {
  const bus = new HintBus(deps.db);
  const pullCache = new PullCache({ maxBytes: deps.config.pullCacheMb * 1024 * 1024 });
  const app = createRouter();
  registerSyncPaths(app);

  app.use('*', async (c, next) => {
    const version = c.req.header(SYNC_PROTOCOL_HEADER);
    if (version !== undefined && version !== String(SYNC_PROTOCOL_VERSION)) {
      throw new ApiError(
        409,
        'protocol_version',
        `This server speaks sync protocol ${SYNC_PROTOCOL_VERSION}; please update the app`,
      );
    }
    await next();
  });

  app.get('/stream', streamHandler(bus, options.heartbeatMs));

  app.get('/:collection/pull', async (c) => {
    const policy = policyOf(c);
    const user = userOf(c);
    const query = pullQuerySchema.parse(c.req.query());
    const gzip = encodingWeights(c.req.header('accept-encoding')).gzip > 0;
    const answer = await answerPull(
      deps.db,
      pullCache,
      policy,
      user,
      query,
      scopeEpoch(user),
      gzip,
    );
    c.header(PULL_SOURCE_HEADER, answer.source);
    if (answer.next) c.header(SYNC_NEXT_HEADER, formatNextPage(answer.next));
    if (answer.encoding) c.header('content-encoding', answer.encoding);
    const type = query.format === 'lines' ? PULL_LINES_CONTENT_TYPE : 'application/json';
    return c.body(answer.body, 200, { 'content-type': type });
  });

  app.post('/:collection/push', async (c) => {
    const policy = policyOf(c);
    const user = userOf(c);
    const rows = pushBodySchema.parse(await c.req.json());
    for (const row of rows) {
      const id = row.newDocumentState.id;
      if (typeof id !== 'string' || id.length === 0 || id.length > 2048) {
        throw new ApiError(400, 'invalid_request', 'Every pushed document needs a string id');
      }
    }
    const sessionId = c.get('session')?.sessionId;
    return c.json(await pushDocuments(deps.db, policy, user, rows, deps.now(), sessionId));
  });

  app.post('/:collection/docs', async (c) => {
    const policy = policyOf(c);
    const user = userOf(c);
    const { ids } = docsByIdBodySchema.parse(await c.req.json());
    return c.json({ documents: await documentsById(deps.db, policy, user, ids) });
  });

  return app;
}
