// A sample's tracking records over HTTP on the real server (spec 001 §7 GET
// /sampleInventoryTracking/{manageType}/{id}, POST /sampleInventoryTracking/{manageType}; §3
// "tracking record (with an action)"; decision 0050): records newest first, a POSTed record
// stamped by the server, the REST updates (PATCH, PUT, batch) leaving the same records as the
// device's grid, 401/403 by the permission table, 404 for a sample outside the library or the
// caller's reach, 400 for a bad body, and the records reaching the devices' pull.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { perm } from './support/fixtures.ts';
import { pullAll } from './support/pull.ts';
import { call, type ErrorAnswer } from './support/rest.ts';
import { DeviceSession } from './support/session.ts';
import { signedInUser, type TestUser } from './support/users.ts';

interface TrackingRecord {
  id: string;
  action: string;
  userCode?: string;
  createdDate?: string;
  quantity?: number;
  note?: string;
  field?: string;
  from?: string;
  to?: string;
}
interface Sample {
  id: string;
  library: string;
  tracking?: TrackingRecord[];
}

const production = (style: string, extra: Record<string, unknown> = {}) => ({
  library: 'Production',
  division: 'ACT',
  style,
  color: 'BLK',
  side: 'Pair',
  status: 'Available',
  totalQty: 3,
  bin: 'A-01',
  ...extra,
});
const sales = (style: string) => ({
  library: 'Sales',
  division: 'ACT',
  style,
  color: 'WHT',
  side: 'Left',
  status: 'Available',
  totalQty: 1,
  region: 'West',
  aisle: '4',
  direction: 'N',
  level: '2',
});

describe.each(DATABASE_KINDS)('sample tracking over REST on %s', (kind) => {
  let server: TestServer;
  let producer: TestUser;
  let seller: TestUser;
  let nobody: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const library = (l: string) => perm('sampleInventory', 'user', { library: l });
    producer = await signedInUser(server, { permissions: [library('Production')] });
    seller = await signedInUser(server, { permissions: [library('Sales')] });
    nobody = await signedInUser(server, { permissions: [perm('sampleOrders', 'user')] });
  });
  afterAll(() => server?.close());

  const create = async (user: TestUser, body: Record<string, unknown>) => {
    const res = await call<Sample>(user.session, 'POST', '/sampleInventory', body);
    expect(res.status).toBe(201);
    return res.body.id;
  };
  const history = (user: TestUser, library: string, id: string) =>
    call<{ data: TrackingRecord[] }>(
      user.session,
      'GET',
      `/sampleInventoryTracking/${library}/${id}`,
    );

  it('[001 §7 sample tracking] a new sample has no records; a POSTed one is stamped by the server and listed', async () => {
    const id = await create(producer, production('TRK1'));
    const empty = await history(producer, 'Production', id);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ data: [] });

    const posted = await call<{ data: TrackingRecord }>(
      producer.session,
      'POST',
      '/sampleInventoryTracking/Production',
      { sampleId: id, action: 'Checked out', quantity: 1, note: 'for the showroom', from: '' },
    );
    expect(posted.status).toBe(201);
    expect(posted.body.data).toEqual({
      id: expect.any(String),
      action: 'Checked out',
      quantity: 1,
      note: 'for the showroom',
      userCode: producer.userCode,
      createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const listed = await history(producer, 'Production', id);
    expect(listed.body.data).toEqual([posted.body.data]);
  });

  it('[001 §7 sample tracking] PATCH, PUT and batch updates leave the records of each tracked change, newest first', async () => {
    const id = await create(producer, production('TRK2'));
    const patch = await call(producer.session, 'PATCH', `/sampleInventory/${id}`, {
      bin: 'B-02',
      size: '10',
    });
    expect(patch.status).toBe(200);
    const put = await call(producer.session, 'PUT', `/sampleInventory/${id}`, {
      ...production('TRK2', { bin: 'B-02', status: 'Checked Out' }),
    });
    expect(put.status).toBe(200);
    const batch = await call(producer.session, 'PATCH', '/sampleInventory/Production/batch/many', [
      { _id: id, totalQty: 5 },
    ]);
    expect(batch.status).toBe(200);

    const { body } = await history(producer, 'Production', id);
    expect(body.data.map((r) => [r.action, r.field, r.from, r.to, r.quantity, r.userCode])).toEqual(
      [
        ['Quantity changed', 'totalQty', '3', '5', 5, producer.userCode],
        ['Status changed', 'status', 'Available', 'Checked Out', undefined, producer.userCode],
        ['Moved', 'bin', 'A-01', 'B-02', 3, producer.userCode],
      ],
    );

    // The device's pull (documents built as JSON in SQL) carries the same records.
    const pulled = (await pullAll(producer.session, 'sampleInventory')).find((d) => d.id === id);
    const tracking = pulled?.tracking as TrackingRecord[] | undefined;
    expect(tracking?.map((r) => [r.field, r.from, r.to])).toEqual([
      ['bin', 'A-01', 'B-02'],
      ['status', 'Available', 'Checked Out'],
      ['totalQty', '3', '5'],
    ]);
  });

  it('[001 §7 sample tracking] 404 for a sample of another library or unknown; 400 for a bad body', async () => {
    const productionId = await create(producer, production('TRK3'));
    const salesId = await create(seller, sales('TRK3'));
    // The right library's path but another library's sample.
    const wrong = await call<ErrorAnswer>(
      seller.session,
      'GET',
      `/sampleInventoryTracking/Sales/${productionId}`,
    );
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.code).toBe('not_found');
    expect((await history(producer, 'Production', 'no-such-sample')).status).toBe(404);
    const unknown = await call<ErrorAnswer>(
      producer.session,
      'POST',
      '/sampleInventoryTracking/Production',
      { sampleId: salesId, action: 'Moved' },
    );
    expect(unknown.status).toBe(404);
    expect((await history(seller, 'Sales', salesId)).body.data).toEqual([]);

    for (const body of [
      { action: 'Moved' },
      { sampleId: productionId, action: '' },
      { sampleId: productionId, action: 'Moved', quantity: -1 },
      { sampleId: productionId, action: 'x'.repeat(65) },
    ]) {
      const bad = await call<ErrorAnswer>(
        producer.session,
        'POST',
        '/sampleInventoryTracking/Production',
        body,
      );
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.code).toBe('invalid_request');
    }
    const malformed = await call<ErrorAnswer>(
      producer.session,
      'POST',
      '/sampleInventoryTracking/Production',
      '{"sampleId":',
    );
    expect(malformed.status).toBe(400);
    expect((await history(producer, 'Production', productionId)).body.data).toEqual([]);
  });

  it('[001 §7 sample tracking] both calls are in the OpenAPI document with their reply shapes', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>(producer.session, 'GET', '/openapi.json');
    expect(doc.status).toBe(200);
    const paths = doc.body.paths;
    const key = (p: string) => Object.keys(paths).find((k) => k.endsWith(p));
    const get = paths[key('/sampleInventoryTracking/{manageType}/{id}') ?? '']?.get;
    const post = paths[key('/sampleInventoryTracking/{manageType}') ?? '']?.post;
    expect(Object.keys(get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404']));
    expect(Object.keys(post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '404']),
    );
  });

  it('[001 §6 sample tracking] 401 without a session, 403 outside the library’s permission', async () => {
    const productionId = await create(producer, production('TRK4'));
    const anonymous = new DeviceSession(server.url);
    const routes = [
      ['GET', `/sampleInventoryTracking/Production/${productionId}`],
      ['POST', '/sampleInventoryTracking/Production'],
      ['GET', `/sampleInventoryTracking/Sales/${productionId}`],
      ['POST', '/sampleInventoryTracking/Sales'],
    ] as const;
    const body = { sampleId: productionId, action: 'Moved' };
    for (const [method, path] of routes) {
      const sent = method === 'GET' ? undefined : body;
      const res = await call<ErrorAnswer>(anonymous, method, path, sent);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
      const refused = await call<ErrorAnswer>(nobody.session, method, path, sent);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.error.code).toBe('forbidden');
    }
    // A Sales-only user cannot read or write a Production sample's history.
    for (const [method, path] of routes.filter(([, p]) => p.includes('Production'))) {
      const res = await call(seller.session, method, path, method === 'GET' ? undefined : body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await history(producer, 'Production', productionId)).body.data).toEqual([]);
  });
  it('[001 §3 sample tracking] a device push may append its own records but not rewrite or drop the history', async () => {
    const id = await create(producer, production('TRK9'));
    await call(producer.session, 'PATCH', `/sampleInventory/${id}`, { bin: 'B-09' });
    const stored = (await pullAll(producer.session, 'sampleInventory')).find((d) => d.id === id)!;
    const records = stored.tracking as TrackingRecord[];
    const push = (tracking: TrackingRecord[]) =>
      producer.session.json<{ rejected: Record<string, { message?: string }> }>(
        'POST',
        '/api/sync/sampleInventory/push',
        [{ assumedMasterState: stored, newDocumentState: { ...stored, tracking } }],
      );
    const own = { id: 'own-1', action: 'Checked out', userCode: producer.userCode };
    const forged = [{ ...records[0]!, userCode: 'SOMEONE-ELSE' }];
    const other = [...records, { ...own, id: 'own-2', userCode: 'SOMEONE-ELSE' }];
    expect(Object.keys((await push(forged)).body.rejected)).toEqual([id]);
    expect(Object.keys((await push([])).body.rejected)).toEqual([id]);
    expect(Object.keys((await push(other)).body.rejected)).toEqual([id]);
    expect((await push([...records, own])).body.rejected).toEqual({});
    const { body } = await history(producer, 'Production', id);
    // Newest first; the pushed record has no date, so it comes last.
    expect(body.data.map((r) => [r.action, r.userCode])).toEqual([
      ['Moved', producer.userCode],
      ['Checked out', producer.userCode],
    ]);
  });
});
