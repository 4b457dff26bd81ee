// Bad input on every endpoint of the session, access-request, option and user routes: malformed
// JSON, wrong content type, wrong types, missing fields, oversized bodies and hostile strings
// are answered with a 4xx and a JSON error body, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../test/harness.ts';
import { EVERY_PERMISSION, errorOf, signedIn } from './test-helpers.ts';

interface BodyEndpoint {
  readonly path: string;
  /** A body with every field of the wrong type. */
  readonly wrongTypes: unknown;
  /** Fills every string field of a valid body with the given text. */
  readonly withText: (text: string) => unknown;
  /** Whether {} is a complete body (all fields optional). */
  readonly emptyIsValid?: boolean;
}

const UNKNOWN_ID = 'no-such-user';

const ENDPOINTS: readonly BodyEndpoint[] = [
  {
    path: '/api/users/session',
    wrongTypes: { email: 42, password: ['x'] },
    withText: (t) => ({ email: t, password: t }),
  },
  {
    path: '/api/users/access-request',
    wrongTypes: { email: true, name: 1, lastName: {}, reason: [] },
    withText: (t) => ({ email: `${t}@example.com`, name: t, lastName: t, reason: t }),
  },
  {
    path: '/api/users/set-password',
    wrongTypes: { userId: 1, code: false, password: 12345678 },
    withText: (t) => ({ userId: t, code: t, password: t }),
  },
  {
    path: '/api/users/password-reset',
    wrongTypes: { email: 7 },
    withText: (t) => ({ email: t }),
  },
  {
    path: `/api/users/access-requests/${UNKNOWN_ID}/approve`,
    wrongTypes: { permissions: 'all', userTBEs: 3 },
    withText: (t) => ({
      permissions: [{ permission: t, role: t, infoKinds: { [t]: t } }],
      userTBEs: [{ territory: t, businessEntity: t, locations: [{ key: t }] }],
      userCode: t,
    }),
  },
  {
    path: `/api/users/access-requests/${UNKNOWN_ID}/deny`,
    wrongTypes: { reason: 5 },
    withText: (t) => ({ reason: t }),
    emptyIsValid: true,
  },
  {
    path: '/api/options/data/someOption',
    wrongTypes: { value: 'data is missing' },
    withText: (t) => ({ data: { [t]: t } }),
  },
];

const HOSTILE = [
  '\u0000',
  `a\u0000b`,
  "' OR 1=1; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '%00%27%22',
  '\u202Eevil\u202C',
  '😀'.repeat(50),
  'x'.repeat(10_000),
  '\uD800',
  '',
  ' ',
];

async function expectClientError(res: Response, context: string) {
  expect(res.status, context).toBeGreaterThanOrEqual(400);
  expect(res.status, context).toBeLessThan(500);
  expect(res.headers.get('content-type'), context).toMatch(/application\/json/);
  const body = (await res.json()) as { error?: { code?: string; message?: string } };
  expect(typeof body.error?.code, context).toBe('string');
  expect(typeof body.error?.message, context).toBe('string');
  return body.error!;
}

describe.each(DATABASE_KINDS)('bad input on %s', (kind) => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    // Every right, so the permission middleware never hides what the handlers do.
    client = (
      await signedIn(server, {
        permissions: EVERY_PERMISSION,
        userTBEs: [{ territory: 'ADMIN', businessEntity: 'ADMIN', locations: [] }],
      })
    ).client;
  });
  afterAll(() => server.close());

  it.each(ENDPOINTS.map((e) => [e.path, e] as const))('%s: malformed JSON', async (_, e) => {
    for (const raw of ['{', '{"email": }', 'undefined', "{'a': 1}", '\u0000']) {
      const res = await client.request('POST', e.path, raw);
      const error = await expectClientError(res, `${e.path} ${JSON.stringify(raw)}`);
      expect(error.code).toBe('malformed_json');
    }
  });

  it.each(ENDPOINTS.map((e) => [e.path, e] as const))(
    '%s: wrong types, missing fields, not an object, not JSON',
    async (_, e) => {
      const wrong = await expectClientError(
        await client.request('POST', e.path, e.wrongTypes),
        'wrong types',
      );
      expect(wrong.code).toBe('invalid_request');
      for (const body of [null, 42, 'text', [e.wrongTypes]]) {
        const res = await client.request('POST', e.path, JSON.stringify(body));
        expect((await expectClientError(res, JSON.stringify(body))).code).toBe('invalid_request');
      }
      const asText = await client.request('POST', e.path, JSON.stringify(e.withText('a')), {
        'content-type': 'text/plain',
      });
      expect(asText.status).toBe(415);
      expect((await expectClientError(asText, 'text/plain')).code).toBe('unsupported_media_type');
      if (!e.emptyIsValid) {
        const empty = await client.request('POST', e.path, {});
        const error = await expectClientError(empty, 'missing fields');
        expect(error.code).toBe('invalid_request');
        expect(error.message).toMatch(/^Invalid json: /);
      }
    },
  );

  it.each(ENDPOINTS.map((e) => [e.path, e] as const))('%s: oversized body', async (_, e) => {
    // A valid body plus an unknown field that takes it just over 1 MiB.
    const body = { ...(e.withText('y') as object), padding: 'p'.repeat(1024 * 1024) };
    const res = await client.request('POST', e.path, body);
    expect((await expectClientError(res, 'oversized')).code).toBe('payload_too_large');
  });

  it.each(ENDPOINTS.map((e) => [e.path, e] as const))('%s: hostile strings', async (_, e) => {
    for (const text of HOSTILE) {
      const res = await client.request('POST', e.path, e.withText(text));
      const context = `${e.path} ${JSON.stringify(text).slice(0, 40)}`;
      expect(res.status, context).toBeLessThan(500);
      expect(res.headers.get('content-type'), context).toMatch(/application\/json/);
    }
    // The database still answers normally afterwards.
    expect((await client.request('GET', '/api/users/session')).status).toBe(200);
  });

  it('bad query strings and path parameters are 4xx JSON', async () => {
    for (const path of [
      '/api/users/autocomplete',
      '/api/users/autocomplete?q=',
      '/api/users/autocomplete?q=%00',
      `/api/users/autocomplete?q=${'z'.repeat(500)}`,
      '/api/options/data/%00',
      `/api/options/data/${'n'.repeat(65)}`,
      '/api/options/data/1abc',
    ]) {
      await expectClientError(await client.request('GET', path), path);
    }
    for (const q of [encodeURIComponent("'; DROP TABLE users; --"), '%E0%A4%A', '%25%5F']) {
      const res = await client.request('GET', `/api/users/autocomplete?q=${q}`);
      expect(res.status, q).toBe(200);
      expect(((await res.json()) as { data: unknown[] }).data, q).toEqual([]);
    }
    for (const id of ['%00', 'a%20b', "x'y", 'u'.repeat(101)]) {
      const path = `/api/users/access-requests/${id}/approve`;
      const res = await client.request('POST', path, { permissions: [], userTBEs: [] });
      expect((await expectClientError(res, path)).code).toBe('invalid_request');
    }
  });

  it('option data nested too deep, or with NUL or broken Unicode in keys, is a 400', async () => {
    const nested = (depth: number) => `{"data":${'['.repeat(depth)}1${']'.repeat(depth)}}`;
    for (const depth of [40, 5_000]) {
      const res = await client.request('POST', '/api/options/data/someOption', nested(depth));
      expect((await expectClientError(res, `depth ${depth}`)).code).toBe('invalid_request');
    }
    // Deeper than the JSON parser goes: still a 400, not a crash.
    const tooDeep = await client.request('POST', '/api/options/data/someOption', nested(200_000));
    expect(tooDeep.status).toBe(400);
    for (const data of [{ 'a\u0000': 1 }, { ['\uDC00']: 'x' }, ['ok', ['\uD800']]]) {
      const res = await client.request('POST', '/api/options/data/someOption', { data });
      expect((await expectClientError(res, 'option data')).code).toBe('invalid_request');
    }
    const fine = await client.request('POST', '/api/options/data/someOption', {
      data: { emoji: '😀', nested: [[{ ok: true }]] },
    });
    expect(fine.status).toBe(200);
  });

  it('a well-formed approve for an unknown user is a JSON 404', async () => {
    const res = await client.request('POST', `/api/users/access-requests/${UNKNOWN_ID}/approve`, {
      permissions: [],
      userTBEs: [],
    });
    expect(res.status).toBe(404);
    expect((await errorOf(res)).code).toBe('not_found');
  });
});
