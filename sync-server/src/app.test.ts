import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, startTestServer, TestClient, type TestServer } from './test/harness.ts';

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
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});
