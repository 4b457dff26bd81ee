// The replication endpoints in the OpenAPI document (issue 14: "the sync routes appear in the
// document too"). Their handlers stay plain Hono (routes.ts: streamed and pre-encoded answers,
// the lines content type), so their paths are registered here with the shared protocol's
// schemas; the answer shapes below only document the protocol's TypeScript interfaces
// (shared/src/sync/protocol.ts PullResponse, PushResponse).
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  PULL_LINES_MEDIA_TYPE,
  SYNC_COLLECTIONS,
  SYNC_NEXT_HEADER,
  SYNC_PROTOCOL_HEADER,
  checkpointSchema,
  docsByIdBodySchema,
  pullQuerySchema,
  pushBodySchema,
} from '@portal/shared';
import { z } from 'zod';
import type { AppEnv } from '../router.ts';
import { SESSION_SECURITY, errorAnswers, jsonAnswer, jsonBody } from '../routes/openapi.ts';

const TAG = 'Replication';
const collectionParams = z.object({ collection: z.enum(SYNC_COLLECTIONS) });
const protocolHeader = z.object({
  [SYNC_PROTOCOL_HEADER]: z
    .string()
    .max(8)
    .optional()
    .meta({ description: 'The sync protocol the client speaks; another one answers 409' }),
});

const syncedDoc = z.looseObject({ id: z.string(), _deleted: z.boolean().optional() });

const pullAnswer = z
  .object({
    documents: z.array(syncedDoc),
    checkpoint: checkpointSchema,
    scope: z.string(),
    reset: z.boolean(),
    more: z.boolean(),
    remaining: z.number().int().optional(),
  })
  .meta({ id: 'PullAnswer' });

const pushAnswer = z
  .object({
    conflicts: z.array(syncedDoc),
    losing: z.record(
      z.string(),
      z.array(z.object({ field: z.string(), localValue: z.unknown(), serverValue: z.unknown() })),
    ),
    rejected: z.record(z.string(), z.object({ reason: z.string(), message: z.string() })),
  })
  .meta({ id: 'PushAnswer' });

const stream = createRoute({
  method: 'get',
  path: '/stream',
  tags: [TAG],
  operationId: 'syncStream',
  summary: 'Server-Sent Events: hello, change {collection, seq, via}, resync, heartbeats',
  security: SESSION_SECURITY,
  request: { headers: protocolHeader },
  responses: {
    200: {
      description: 'An event stream of change hints for every collection',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    ...errorAnswers(401, 409),
  },
});

const pull = createRoute({
  method: 'get',
  path: '/{collection}/pull',
  tags: [TAG],
  operationId: 'syncPull',
  summary: 'Documents after a (txid, seq) checkpoint, projected for the user',
  description:
    `\`format=lines\` answers ${PULL_LINES_MEDIA_TYPE} (one line per document). When more ` +
    `pages wait, the ${SYNC_NEXT_HEADER} header says where the next one starts.`,
  security: SESSION_SECURITY,
  request: { params: collectionParams, query: pullQuerySchema, headers: protocolHeader },
  responses: {
    200: {
      description: 'One page of documents',
      content: {
        'application/json': { schema: pullAnswer },
        [PULL_LINES_MEDIA_TYPE]: { schema: z.string() },
      },
    },
    ...errorAnswers(400, 401, 404, 409),
  },
});

const push = createRoute({
  method: 'post',
  path: '/{collection}/push',
  tags: [TAG],
  operationId: 'syncPush',
  summary: 'RxDB push rows; refusals answer as conflicts and are recorded as sync rejections',
  security: SESSION_SECURITY,
  request: { params: collectionParams, headers: protocolHeader, body: jsonBody(pushBodySchema) },
  responses: {
    200: jsonAnswer(pushAnswer, 'Conflicts, losing values and refusals by document id'),
    ...errorAnswers(400, 401, 403, 404, 409, 413),
  },
});

const docs = createRoute({
  method: 'post',
  path: '/{collection}/docs',
  tags: [TAG],
  operationId: 'syncDocumentsById',
  summary: 'Whole documents by id that the user may see (the first screen)',
  security: SESSION_SECURITY,
  request: {
    params: collectionParams,
    headers: protocolHeader,
    body: jsonBody(docsByIdBodySchema),
  },
  responses: {
    200: jsonAnswer(z.object({ documents: z.array(syncedDoc) }), 'The documents'),
    ...errorAnswers(400, 401, 403, 404, 409, 413),
  },
});

/** Adds the replication endpoints to a router's OpenAPI registry (paths inside /api/sync). */
export function registerSyncPaths(router: OpenAPIHono<AppEnv>): void {
  for (const route of [stream, pull, push, docs]) router.openAPIRegistry.registerPath(route);
}
