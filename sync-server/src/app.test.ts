// The app as a whole over HTTP: the permission middleware against every API_ROUTES entry,
// cross-site refusal, the body limit, the OpenAPI document and the offline reference page.
import { API_ROUTES, type ApiRoute } from '@portal/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { users } from './db/schema/index.ts';
import { EVERY_PERMISSION, errorOf, signedIn, uniqueEmail } from './routes/test-helpers.ts';
import { DATABASE_KINDS, startTestServer, TestClient, type TestServer } from './test/harness.ts';

/** A concrete URL for a table path: each :param (and a final *) becomes a sample value. */
const concrete = (path: string) =>
  path
    .replace(/:(\w+)/g, (_, name: string) => `sample-${name}`)
    .replace(/\/\*$/, '/sample/key.txt');
const label = (r: ApiRoute) => `${r.method} ${r.path}`;

interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
interface OpenApiDocument {
  openapi: string;
  servers: { url: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}
const bodyFor = (r: ApiRoute) => (r.method === 'GET' ? undefined : {});

/** A Hono route path as a regular expression over concrete paths. */
const honoPattern = (path: string) =>
  new RegExp(
    `^${path
      .split('/')
      .map((part) =>
        part === '*'
          ? '.*'
          : part.startsWith(':')
            ? '[^/]+'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  );

describe.each(DATABASE_KINDS)('app basics on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers GET /api/config/version with data.version', async () => {
    const res = await new TestClient(server.url).request('GET', '/api/config/version');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { version: server.config.version } });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await new TestClient(server.url).request('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('not_found');
    const wrongMethod = await new TestClient(server.url).request('DELETE', '/api/users/session');
    expect(wrongMethod.status).toBe(404);
  });
});

describe.each(DATABASE_KINDS)('permission middleware over API_ROUTES on %s', (kind) => {
  let server: TestServer;
  /** The app's own handlers under /api (middleware and the catch-all are method ALL). */
  let handlers: { method: string; path: string; pattern: RegExp }[];
  const isHandled = (route: ApiRoute) =>
    handlers.some((h) => h.method === route.method && h.pattern.test(concrete(route.path)));
  beforeAll(async () => {
    server = await startTestServer(kind);
    handlers = server.app.routes
      .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/'))
      .map((r) => ({ method: r.method, path: r.path, pattern: honoPattern(r.path) }));
  });
  afterAll(() => server.close());

  it('answers 401 JSON for every protected route without a session', async () => {
    const protectedRoutes = API_ROUTES.filter((r) => r.access !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(150);
    const client = new TestClient(server.url);
    for (const route of protectedRoutes) {
      const res = await client.request(route.method, concrete(route.path), bodyFor(route));
      expect(res.status, label(route)).toBe(401);
      expect((await errorOf(res)).code, label(route)).toBe('unauthorized');
    }
  });

  it('answers 403 JSON for every permission-checked route to a user without the right', async () => {
    const { client } = await signedIn(server, { permissions: [] });
    const checked = API_ROUTES.filter((r) => typeof r.access === 'object');
    expect(checked.length).toBeGreaterThan(100);
    for (const route of checked) {
      const res = await client.request(route.method, concrete(route.path), bodyFor(route));
      expect(res.status, label(route)).toBe(403);
      expect((await errorOf(res)).code, label(route)).toBe('forbidden');
    }
  });

  it('lets a user with every right through; unwritten handlers answer 404 not_implemented', async () => {
    const { client } = await signedIn(server, {
      permissions: EVERY_PERMISSION,
      userTBEs: [{ territory: 'ADMIN', businessEntity: 'ADMIN', locations: [] }],
      wof: { access: true },
      conferenceGroups: ['Domestic'],
    });
    const pending = API_ROUTES.filter((r) => !isHandled(r));
    expect(pending.length).toBeGreaterThan(50);
    for (const route of pending) {
      const res = await client.request(route.method, concrete(route.path), bodyFor(route));
      expect(res.status, label(route)).toBe(404);
      expect((await errorOf(res)).code, label(route)).toBe('not_implemented');
    }
  });

  it('a static app-shell fallback added after createApp (as main.ts does) never answers /api', async () => {
    const { client } = await signedIn(server, { permissions: EVERY_PERMISSION });
    const app = createApp({ db: server.handle.db, config: server.config, now: () => new Date() });
    app.get('*', (c) => c.html('<!doctype html><title>app shell</title>'));
    const cookie = `portal_session=${client.cookie('portal_session')}`;
    const res = await app.request('/api/internalAssortments/sample-id', { headers: { cookie } });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('not_implemented');
    const unknown = await app.request('/api/nothing-here', { headers: { cookie } });
    expect((await errorOf(unknown)).code).toBe('not_found');
    expect(await (await app.request('/dashboard')).text()).toContain('app shell');
  });

  it('every handler this server has under /api is reachable through the table', () => {
    expect(handlers.length).toBeGreaterThan(15);
    for (const handler of handlers) {
      const reachable = API_ROUTES.some(
        (r) => r.method === handler.method && handler.pattern.test(concrete(r.path)),
      );
      expect(reachable, `${handler.method} ${handler.path}`).toBe(true);
    }
  });
});

describe.each(DATABASE_KINDS)('cross-site refusal and body limit on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const accessRequest = () => ({
    email: uniqueEmail('csrf'),
    name: 'Eve',
    lastName: 'Evil',
    reason: 'cross-site',
  });
  const userCount = async () => (await server.handle.db.select({ n: count() }).from(users))[0]!.n;

  it('refuses a state-changing request from another origin with 403 JSON', async () => {
    const before = await userCount();
    const client = new TestClient(server.url);
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: server.url, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const res = await client.request(
        'POST',
        '/api/users/access-request',
        accessRequest(),
        headers,
      );
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe('cross_site_request');
    }
    // No Origin and no Referer: refused as well.
    const bare = await fetch(`${server.url}/api/users/access-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(accessRequest()),
    });
    expect(bare.status).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it('accepts a same-origin Referer when Origin is absent; GET is never refused', async () => {
    const res = await fetch(`${server.url}/api/users/access-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer: `${server.url}/dashboard` },
      body: JSON.stringify(accessRequest()),
    });
    expect(res.status).toBe(200);
    const get = await new TestClient(server.url).request('GET', '/api/config/version', undefined, {
      origin: 'https://evil.example',
    });
    expect(get.status).toBe(200);
  });

  it('answers an oversized body with 413 JSON, with or without Content-Length', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) });
    const res = await new TestClient(server.url).request('POST', '/api/users/session', big);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('payload_too_large');
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const chunked = await fetch(`${server.url}/api/users/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await errorOf(chunked)).code).toBe('payload_too_large');
  });
});

describe.each(DATABASE_KINDS)('OpenAPI document and reference page on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('GET /api/openapi.json is public, parses, and lists the session and access routes', async () => {
    const res = await new TestClient(server.url).request('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = JSON.parse(await res.text()) as OpenApiDocument;
    expect(doc.openapi).toBe('3.1.0');
    // Paths are relative to the server url, the spec's base path /api.
    expect(doc.servers).toEqual([{ url: '/api', description: 'This server' }]);
    for (const [path, method] of [
      ['/users/session', 'get'],
      ['/users/session', 'post'],
      ['/users/ping', 'get'],
      ['/users/logout', 'get'],
      ['/config/version', 'get'],
      ['/options/data/{name}', 'get'],
      ['/options/data/{name}', 'post'],
      ['/users/autocomplete', 'get'],
      ['/users/access-request', 'post'],
      ['/users/confirm-email/{userId}/{code}', 'get'],
      ['/users/access-requests', 'get'],
      ['/users/access-requests/{userId}/approve', 'post'],
      ['/users/access-requests/{userId}/deny', 'post'],
      ['/users/set-password', 'post'],
      ['/users/password-reset', 'post'],
      ['/coordinatorAssignments', 'get'],
      ['/coordinatorAssignments', 'post'],
      ['/coordinatorAssignments/{id}', 'patch'],
      ['/coordinatorAssignments/{id}', 'delete'],
      ['/notifications/{type}/{id}', 'get'],
      ['/notifications/{type}/query', 'post'],
      ['/notifications/{type}/query/{userCode}', 'post'],
      ['/notifications/{type}/setStateAll/Read', 'post'],
      ['/notifications/{type}/batch/many', 'post'],
      ['/sync/stream', 'get'],
      ['/sync/{collection}/pull', 'get'],
      ['/sync/{collection}/push', 'post'],
      ['/sync/{collection}/docs', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(doc.paths['/users/session']!.post!.responses).toHaveProperty('429');
    expect(doc.components.securitySchemes).toHaveProperty('sessionCookie');
    expect(doc.components.schemas).toHaveProperty('SessionUser');
    expect(doc.components.schemas).toHaveProperty('ApiError');
  });

  it('every operation has an operationId, a summary, 4xx answers and the security of its API_ROUTES entry', async () => {
    const res = await new TestClient(server.url).request('GET', '/api/openapi.json');
    const doc = (await res.json()) as OpenApiDocument;
    const ids = new Set<string>();
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const label = `${method} ${path}`;
        operations += 1;
        expect(op.operationId, label).toMatch(/^[a-z][A-Za-z]+$/);
        expect(ids.has(op.operationId!), `${label} operationId unique`).toBe(false);
        ids.add(op.operationId!);
        expect(op.summary, label).toBeTruthy();
        expect(
          Object.keys(op.responses).some((s) => /^4/.test(s)),
          label,
        ).toBe(true);
        // The table entries this operation serves (a path part may be listed per value).
        const pattern = honoPattern(`/api${path.replace(/\{(\w+)\}/g, ':$1')}`);
        const entries = API_ROUTES.filter(
          (r) => r.method === method.toUpperCase() && pattern.test(concrete(r.path)),
        );
        expect(entries.length, label).toBeGreaterThan(0);
        const schemes = (op.security ?? []).map((s) => Object.keys(s).join(','));
        if (entries.every((r) => r.access === 'public')) expect(schemes, label).toEqual([]);
        else if (entries.some((r) => r.access === 'public'))
          expect(schemes.sort(), label).toEqual(['', 'sessionCookie']);
        else expect(schemes, label).toEqual(['sessionCookie']);
      }
    }
    expect(operations).toBeGreaterThan(25);
  });

  it('GET /api/docs answers HTML whose script is served by this server, no CDN', async () => {
    const client = new TestClient(server.url);
    const res = await client.request('GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    const sources = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources).toEqual(['/api/docs/scalar.js']);
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)[^"' ]*\.(js|css)/);
    expect(html).toContain('/api/openapi.json');
    const script = await client.request('GET', sources[0]!);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const text = await script.text();
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(text).toContain('createApiReference');
  });
});
