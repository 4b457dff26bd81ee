// The OpenAPI document (GET /api/openapi.json) and a browsable reference (GET /api/docs), both
// public. The reference UI's script is served from node_modules by this server
// (GET /api/docs/scalar.js, the standalone bundle of @scalar/api-reference), so the page works
// offline and on a closed network: no CDN, no web fonts.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { API_BASE } from '@portal/shared';
import { Scalar } from '@scalar/hono-api-reference';
import type { AppEnv } from '../router.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';

export const OPENAPI_PATH = '/api/openapi.json';

/** The document's paths relative to its server url (/api). */
function underBase<T>(paths: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path,
      item,
    ]),
  );
}
export const DOCS_PATH = '/api/docs';
export const DOCS_SCRIPT_PATH = '/api/docs/scalar.js';

let bundle: Promise<Buffer> | undefined;

/** The single-file (UMD) build: one request, no lazily imported chunks. */
function standaloneBundle(): Promise<Buffer> {
  bundle ??= (async () => {
    const main = createRequire(import.meta.url).resolve('@scalar/api-reference');
    // main is <pkg>/dist/index.js; the browser bundle sits in <pkg>/dist/browser/.
    return readFile(path.join(path.dirname(main), 'browser', 'standalone.js'));
  })();
  return bundle;
}

export function mountApiReference(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'Set by POST /api/users/session; httpOnly, SameSite=Lax.',
  });

  app.get(OPENAPI_PATH, (c) => {
    const document = app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Merchandising Portal API',
        version: c.get('deps').config.version,
        description:
          'REST catalogue of the sync server. Errors answer `{ error: { code, message, issues? } }`. ' +
          'State-changing requests must come from the same origin (Origin header).',
      },
      // Relative to where this document is served, so it holds behind any host or proxy; the
      // paths below are relative to the spec's base path /api (000 §7, 001 §7).
      servers: [{ url: API_BASE, description: 'This server' }],
    });
    return c.json({
      ...document,
      // The portal is an internal application (package.json "private"): no public licence.
      info: {
        ...document.info,
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      paths: underBase(document.paths ?? {}),
    });
  });

  app.get(
    DOCS_PATH,
    Scalar<AppEnv>({
      url: OPENAPI_PATH,
      cdn: DOCS_SCRIPT_PATH,
      pageTitle: 'Merchandising Portal API',
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
    }),
  );

  app.get(DOCS_SCRIPT_PATH, async (c) => {
    const body = await standaloneBundle();
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
