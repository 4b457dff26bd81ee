// POST /stats (spec 000 §3 Stat event, §7 Statistics; 001 §7): records a statistic event
// (action, modelType, modelId, data; the client adds the assortment id to data for assortment
// actions) for the signed-in user. Events are written here only and read by reports: the
// stat_events table is not a device collection (db/CONTEXT.md).
import { randomUUID } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { statAnswerSchema, statEventSchema, statRequestSchema } from '@portal/shared';
import { statEventMapping, saveDocuments } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter } from '../router.ts';
import { SESSION_SECURITY, errorAnswers, jsonAnswer, jsonBody } from './openapi.ts';

const recordStat = createRoute({
  method: 'post',
  path: '/',
  tags: ['Statistics'],
  operationId: 'recordStat',
  summary: 'Records a statistic event of the signed-in user',
  security: SESSION_SECURITY,
  request: { body: jsonBody(statRequestSchema) },
  responses: {
    201: jsonAnswer(statAnswerSchema, 'The event was recorded'),
    ...errorAnswers(400, 401, 413, 415),
  },
});

export function statRoutes() {
  const app = createRouter();
  app.openapi(recordStat, async (c) => {
    const user = c.get('user');
    if (!user) throw new ApiError(401, 'unauthorized', 'Please log in.');
    const body = c.req.valid('json');
    const { db, now } = c.get('deps');
    // The whole event through the shared schema, as every stored document (db/mapping).
    const event = statEventSchema.parse({
      id: randomUUID(),
      _deleted: false,
      action: body.action,
      modelType: body.modelType,
      ...(body.modelId === undefined ? {} : { modelId: body.modelId }),
      data: body.data ?? {},
      userCode: user.userCode,
      createdDate: now().toISOString(),
    });
    await saveDocuments(db, statEventMapping, [event]);
    return c.json({ data: { id: event.id, action: event.action } }, 201);
  });
  return app;
}
