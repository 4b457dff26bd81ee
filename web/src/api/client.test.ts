/// <reference types="node" />
// The REST client against a real HTTP server (a local node:http fixture that answers what each
// case needs: slow answers, 401, 500, closed port). spec 000 §7/§9, 001 §4/§7/§8.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type TransportEvent } from './client.ts';
import { CancelledError, HttpError, NetworkError } from './errors.ts';

let server: Server;
let base: string;
const hits = new Map<string, number>();

function handler(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x');
  hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  switch (url.pathname) {
    case '/api/items':
      return json(200, { data: [hits.get('/api/items')], query: url.search });
    case '/api/slow':
      return setTimeout(() => json(200, { data: url.searchParams.get('n') }), 300);
    case '/api/users/session':
    case '/api/users/ping':
      return json(401, { error: { code: 'unauthorized', message: 'Please log in.' } });
    case '/api/boom':
      return json(500, { error: { code: 'internal_error', message: 'Database is down' } });
    case '/api/write':
      return json(200, { ok: true });
    case '/api/empty':
      res.writeHead(204).end();
      return undefined;
    default:
      return json(404, { error: { code: 'not_found', message: 'No route' } });
  }
}

beforeAll(async () => {
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => hits.clear());

function client(now?: () => number) {
  const api = createApiClient({ baseUrl: base, ...(now ? { now } : {}) });
  const events: TransportEvent[] = [];
  api.onTransportEvent((e) => events.push(e));
  return { api, events };
}

describe('REST client', () => {
  it('caches GET answers in memory, keyed by path and query', async () => {
    const { api } = client();
    const first = await api.get<{ data: number[] }>('/items', { query: { a: 1 } });
    const second = await api.get<{ data: number[] }>('/items', { query: { a: 1 } });
    expect(second).toEqual(first);
    expect(hits.get('/api/items')).toBe(1);
    await api.get('/items', { query: { a: 2 } });
    expect(hits.get('/api/items')).toBe(2);
    await api.get('/items', { query: { a: 1 }, cache: false });
    expect(hits.get('/api/items')).toBe(3);
  });

  it('forgets cached answers after one hour (spec 000 §9)', async () => {
    let now = 0;
    const { api } = client(() => now);
    await api.get('/items');
    now = 3_600_000;
    await api.get('/items');
    expect(hits.get('/api/items')).toBe(1);
    now = 3_600_001;
    await api.get('/items');
    expect(hits.get('/api/items')).toBe(2);
  });

  it('a write clears the cache', async () => {
    const { api } = client();
    await api.get('/items');
    await api.post('/write', { x: 1 });
    await api.get('/items');
    expect(hits.get('/api/items')).toBe(2);
  });

  it('a new request of a family cancels the previous one silently (spec 001 §4)', async () => {
    const { api, events } = client();
    const older = api.get('/slow', { family: 'search', query: { n: 1 }, cache: false });
    const newer = api.get('/slow', { family: 'search', query: { n: 2 }, cache: false });
    await expect(older).rejects.toBeInstanceOf(CancelledError);
    await expect(newer).resolves.toEqual({ data: '2' });
    expect(events).toEqual([]);
  });

  it('a caller signal cancels too', async () => {
    const { api } = client();
    const controller = new AbortController();
    const call = api.get('/slow', { signal: controller.signal, cache: false });
    controller.abort();
    await expect(call).rejects.toBeInstanceOf(CancelledError);
  });

  it('401 clears the session except on the session check (spec 001 §8)', async () => {
    const { api, events } = client();
    await expect(api.get('/users/session')).rejects.toMatchObject({ status: 401 });
    expect(events).toEqual([]);
    await expect(api.get('/users/ping')).rejects.toBeInstanceOf(HttpError);
    expect(events.map((e) => e.kind)).toEqual(['unauthorized']);
  });

  it('5xx raises the server error with the server message; background calls stay quiet', async () => {
    const { api, events } = client();
    const error = await api.get('/boom').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).serverMessage).toBe('Database is down');
    expect((error as HttpError).code).toBe('internal_error');
    expect(events.map((e) => e.kind)).toEqual(['server']);
    await api.get('/boom', { background: true }).catch(() => undefined);
    expect(events).toHaveLength(1);
  });

  it('no response at all is a network error, not a 401', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api` });
    const events: TransportEvent[] = [];
    api.onTransportEvent((e) => events.push(e));
    await expect(api.get('/users/ping')).rejects.toBeInstanceOf(NetworkError);
    expect(events.map((e) => e.kind)).toEqual(['network']);
  });

  it('reads 204 as no body and 404 as an HttpError with the code', async () => {
    const { api } = client();
    await expect(api.delete('/empty')).resolves.toBeUndefined();
    await expect(api.get('/nowhere')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});
