// GET /api/config/version (spec 001 §7): answer data.version.
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../router.ts';
import { PUBLIC_SECURITY, anyClientError, jsonAnswer } from './openapi.ts';

const versionAnswer = z
  .object({ data: z.object({ version: z.string() }) })
  .meta({ id: 'VersionAnswer' });

const version = createRoute({
  method: 'get',
  operationId: 'getVersion',
  security: PUBLIC_SECURITY,
  path: '/version',
  tags: ['Configuration'],
  summary: 'The app version',
  responses: { 200: jsonAnswer(versionAnswer, 'The version'), ...anyClientError() },
});

export function configRoutes() {
  const app = createRouter();
  app.openapi(version, (c) => c.json({ data: { version: c.get('deps').config.version } }, 200));
  return app;
}
