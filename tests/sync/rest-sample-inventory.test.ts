// The sample inventory calls of spec 001 §7 over HTTP on the real server (list, create, PUT,
// PATCH, batch): the spec's shapes, the required fields of 001 §5 judged by the sample policy,
// 401/403 by the permission table, 4xx JSON for bad input, and a REST write that the devices
// hear and pull. Validate, autocomplete and transfer: rest-sample-inventory-actions.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { sampleInventoryMapping } from '../../sync-server/src/db/mapping/index.ts';
import { perm, save } from './support/fixtures.ts';
import { pullAll } from './support/pull.ts';
import { HintStream, call, type ErrorAnswer } from './support/rest.ts';
import { DeviceSession } from './support/session.ts';
import { signedInUser, type TestUser } from './support/users.ts';

interface Sample {
  _id: string;
  id: string;
  library: string;
  style: string;
  color: string;
  status?: string;
  totalQty?: number;
  onHandQty?: number;
  bin?: string;
  aisle?: string;
  size?: string;
  seq?: string;
  createdDate?: string;
  modifiedDate?: string;
}
interface List {
  data: Sample[];
  totalCount?: number;
}
interface Batch {
  data: Sample[];
  deleted: string[];
  detail?: string;
}

const PRODUCTION_MESSAGE = 'Division, Style, Color, Status, Side, Quantity, and Bin are Required';

const production = (style: string, extra: Record<string, unknown> = {}) => ({
  library: 'Production',
  division: 'ACT',
  style,
  color: 'BLK',
  side: 'Pair',
  size: '9',
  status: 'Available',
  totalQty: 3,
  bin: 'B-1',
  ...extra,
});
const sales = (style: string, extra: Record<string, unknown> = {}) => ({
  library: 'Sales',
  division: 'ACT',
  style,
  color: 'WHT',
  side: 'Left',
  size: '7',
  status: 'Available',
  totalQty: 1,
  region: 'West',
  aisle: '4',
  direction: 'N',
  level: '2',
  ...extra,
});

describe.each(DATABASE_KINDS)('sample inventory over REST on %s', (kind) => {
  let server: TestServer;
  let producer: TestUser;
  let seller: TestUser;
  let both: TestUser;
  let nobody: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const library = (l: string) => perm('sampleInventory', 'user', { library: l });
    producer = await signedInUser(server, { permissions: [library('Production')] });
    seller = await signedInUser(server, { permissions: [library('Sales')] });
    both = await signedInUser(server, {
      permissions: [library('Production'), library('Sales')],
    });
    nobody = await signedInUser(server, { permissions: [perm('sampleOrders', 'user')] });
  });
  afterAll(() => server?.close());

  const list = (user: TestUser, path: string) => call<List>(user.session, 'GET', path);

  it('[001 §7 sample inventory] create, list, PATCH and PUT a sample of the user’s library', async () => {
    const created = await call<Sample>(producer.session, 'POST', '/sampleInventory', {
      ...production('CRUD1'),
      moldNum: 'M-1',
      moldDate: '2025-01-02',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    // 001 §3: _id (also id); totalQty copied to onHandQty.
    expect(created.body).toMatchObject({
      _id: id,
      library: 'Production',
      totalQty: 3,
      onHandQty: 3,
    });
    expect(created.body).not.toHaveProperty('_deleted');
    expect(created.body.createdDate).toBe(created.body.modifiedDate);
    await call(producer.session, 'POST', '/sampleInventory', production('CRUD1', { color: 'RED' }));

    const page = await list(
      producer,
      '/sampleInventory/Production?style=CRUD1&sort=-color&limit=1',
    );
    expect(page.status).toBe(200);
    expect(page.body.totalCount).toBe(2);
    expect(page.body.data.map((s) => s.color)).toEqual(['RED']);
    // The Sales list is another library's: 403 by the permission table.
    expect((await list(producer, '/sampleInventory/Sales')).status).toBe(403);

    const patched = await call<Sample>(producer.session, 'PATCH', `/sampleInventory/${id}`, {
      status: 'Checked Out',
      moldNum: null,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ _id: id, status: 'Checked Out', bin: 'B-1' });
    expect(patched.body).not.toHaveProperty('moldNum');
    expect(Number(patched.body.seq)).toBeGreaterThan(Number(created.body.seq));

    // PUT replaces the writable fields: moldDate left out is cleared, onHandQty kept.
    const replaced = await call<Sample>(producer.session, 'PUT', `/sampleInventory/${id}`, {
      ...production('CRUD1', { bin: 'B-9', totalQty: 5 }),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ bin: 'B-9', totalQty: 5, onHandQty: 3 });
    expect(replaced.body).not.toHaveProperty('moldDate');
    expect(replaced.body.createdDate).toBe(created.body.createdDate);

    // A sample moves library only by the transfer.
    const moved = await call<ErrorAnswer>(
      both.session,
      'PUT',
      `/sampleInventory/${id}`,
      sales('CRUD1'),
    );
    expect(moved.status).toBe(403);
    // Another library's sample is not there for this user.
    const other = await call<Sample>(seller.session, 'POST', '/sampleInventory', sales('CRUD1'));
    expect(other.status).toBe(201);
    const hidden = await call<ErrorAnswer>(
      producer.session,
      'PATCH',
      `/sampleInventory/${other.body.id}`,
      {
        status: 'Gone',
      },
    );
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe('not_found');
  });

  it('[001 §5 sample required] a sample lacking a required field of its library is refused with the spec’s message', async () => {
    const missingBin = await call<ErrorAnswer>(producer.session, 'POST', '/sampleInventory', {
      ...production('REQ1'),
      bin: undefined,
    });
    expect(missingBin.status).toBe(422);
    expect(missingBin.body.error.code).toBe('command_failed');
    expect(missingBin.body.error.message).toContain(PRODUCTION_MESSAGE);
    expect(missingBin.body.error.message).toContain('bin');

    const noLevel = await call<ErrorAnswer>(seller.session, 'POST', '/sampleInventory', {
      ...sales('REQ1'),
      level: ' ',
    });
    expect(noLevel.status).toBe(422);
    expect(noLevel.body.error.message).toContain(
      'Division, Style, Color, Status, Side, Quantity, Region, Aisle, Direction, and Level are Required',
    );

    const ok = await call<Sample>(producer.session, 'POST', '/sampleInventory', production('REQ1'));
    expect(ok.status).toBe(201);
    for (const [method, body] of [
      ['PATCH', { totalQty: null }],
      ['PUT', { ...production('REQ1'), status: undefined }],
    ] as const) {
      const cleared = await call<ErrorAnswer>(
        producer.session,
        method,
        `/sampleInventory/${ok.body.id}`,
        body,
      );
      expect(cleared.status, method).toBe(422);
    }
    const stored = await list(producer, '/sampleInventory/Production?style=REQ1');
    expect(stored.body.data).toEqual([
      expect.objectContaining({ totalQty: 3, status: 'Available' }),
    ]);

    // A sample stored without a bin (an import, a transfer) can still be edited and completed.
    await save(server.handle.db, sampleInventoryMapping, [
      {
        ...production('REQ2'),
        id: 'req2-incomplete',
        bin: undefined,
        _deleted: false,
        tracking: [],
      },
    ]);
    const edited = await call<Sample>(
      producer.session,
      'PATCH',
      '/sampleInventory/req2-incomplete',
      {
        status: 'Checked Out',
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).not.toHaveProperty('bin');
    const completed = await call<Sample>(
      producer.session,
      'PATCH',
      '/sampleInventory/req2-incomplete',
      {
        bin: 'B-5',
      },
    );
    expect(completed.body).toMatchObject({ bin: 'B-5', status: 'Checked Out' });
  });

  it('[001 §7 sample batch] adds, updates, changes the status of and deletes rows, all or none', async () => {
    const first = await call<Sample>(
      producer.session,
      'POST',
      '/sampleInventory',
      production('BAT1'),
    );
    const second = await call<Sample>(
      producer.session,
      'POST',
      '/sampleInventory',
      production('BAT1', { color: 'RED' }),
    );
    const batch = await call<Batch>(
      producer.session,
      'PATCH',
      '/sampleInventory/Production/batch/many',
      [
        production('BAT1', { color: 'GRN', library: undefined }),
        { _id: first.body.id, bin: 'B-7' },
        { _id: first.body.id, status: 'Checked Out' },
        { _id: second.body.id, delete: true },
      ],
    );
    expect(batch.status).toBe(200);
    // 001 §5 compares the answer's count with the request's: one per row that is not a delete.
    expect(batch.body.data.map((s) => [s.color, s.bin, s.status])).toEqual([
      ['GRN', 'B-1', 'Available'],
      ['BLK', 'B-7', 'Available'],
      ['BLK', 'B-7', 'Checked Out'],
    ]);
    expect(batch.body.deleted).toEqual([second.body.id]);
    const after = await list(producer, '/sampleInventory/Production?style=BAT1&sort=color');
    expect(after.body.data.map((s) => s.color)).toEqual(['BLK', 'GRN']);

    // One row lacking a required field: nothing of the batch is written.
    const refused = await call<ErrorAnswer>(
      producer.session,
      'PATCH',
      '/sampleInventory/Production/batch/many',
      [{ _id: first.body.id, status: 'Lost' }, production('BAT1', { color: 'YEL', bin: '' })],
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain(PRODUCTION_MESSAGE);
    const unchanged = await list(producer, '/sampleInventory/Production?style=BAT1&sort=color');
    expect(unchanged.body).toEqual(after.body);

    // A row naming a sample of the other library (through the Production path) is 404.
    const salesSample = await call<Sample>(both.session, 'POST', '/sampleInventory', sales('BAT1'));
    const wrongLibrary = await call<ErrorAnswer>(
      both.session,
      'PATCH',
      '/sampleInventory/Production/batch/many',
      [{ _id: salesSample.body.id, status: 'Lost' }],
    );
    expect(wrongLibrary.status).toBe(404);

    // 001 §5: an empty batch answers 'Nothing to do' (the grid then shows its message).
    const empty = await call<Batch>(
      producer.session,
      'PATCH',
      '/sampleInventory/Production/batch/many',
      [],
    );
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ data: [], deleted: [], detail: 'Nothing to do' });
  });

  it('[001 §6 sample inventory] 401 without a session, 403 outside the library’s permission', async () => {
    const anonymous = new DeviceSession(server.url);
    const routes = [
      ['GET', '/sampleInventory/Production'],
      ['POST', '/sampleInventory'],
      ['PUT', '/sampleInventory/x'],
      ['PATCH', '/sampleInventory/x'],
      ['PATCH', '/sampleInventory/Sales/batch/many'],
      ['POST', '/sampleInventory/validate/Sales'],
      ['GET', '/sampleInventory/autocomplete/Sales/style/1'],
      ['PATCH', '/sampleInventory/Sales/transfer'],
    ] as const;
    for (const [method, path] of routes) {
      const body = method === 'GET' ? undefined : {};
      const res = await call<ErrorAnswer>(anonymous, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
      const refused = await call<ErrorAnswer>(nobody.session, method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.error.code).toBe('forbidden');
    }
    // The Sales routes refuse a Production-only user; POST names its library in the body.
    for (const [method, path] of routes.filter(([, p]) => p.includes('Sales'))) {
      const res = await call(producer.session, method, path, method === 'GET' ? undefined : []);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const foreign = await call<ErrorAnswer>(
      producer.session,
      'POST',
      '/sampleInventory',
      sales('AUTH1'),
    );
    expect(foreign.status).toBe(403);
    expect((await list(seller, '/sampleInventory/Sales?style=AUTH1')).body.data).toEqual([]);
  });

  it('[001 §7 sample inventory] malformed, mistyped and misplaced input is a 4xx JSON error', async () => {
    const stored = await call<Sample>(
      producer.session,
      'POST',
      '/sampleInventory',
      production('BAD1'),
    );
    const id = stored.body.id;
    const bad: [string, 'GET' | 'POST' | 'PUT' | 'PATCH', string, unknown, string?][] = [
      ['malformed JSON', 'POST', '/sampleInventory', '{"style": '],
      ['text/plain', 'POST', '/sampleInventory', '{}', 'text/plain'],
      ['no library', 'POST', '/sampleInventory', { style: 'S', color: 'C' }],
      ['unknown library', 'POST', '/sampleInventory', production('BAD1', { library: 'Archive' })],
      [
        'a Sales field on a Production sample',
        'POST',
        '/sampleInventory',
        production('BAD1', { aisle: '4' }),
      ],
      ['wrong side', 'POST', '/sampleInventory', production('BAD1', { side: 'Top' })],
      ['negative quantity', 'POST', '/sampleInventory', production('BAD1', { totalQty: -1 })],
      ['NUL in a bin', 'POST', '/sampleInventory', production('BAD1', { bin: 'B\u0000' })],
      ['bad mold date', 'POST', '/sampleInventory', production('BAD1', { moldDate: '2025-13-40' })],
      ['bad id in the path', 'PATCH', '/sampleInventory/a%20b', { status: 'X' }],
      ['unknown id', 'PATCH', '/sampleInventory/no-such-sample', { status: 'X' }],
      ['unknown id', 'PUT', '/sampleInventory/no-such-sample', production('BAD1')],
      ['a Sales field in a patch', 'PATCH', `/sampleInventory/${id}`, { newBin: 'N-1' }],
      ['batch not an array', 'PATCH', '/sampleInventory/Production/batch/many', { rows: [] }],
      [
        'deletion without _id',
        'PATCH',
        '/sampleInventory/Production/batch/many',
        [{ delete: true }],
      ],
      [
        'a Sales field in a batch row',
        'PATCH',
        '/sampleInventory/Production/batch/many',
        [{ _id: id, shelf: 'S' }],
      ],
      ['unknown sort field', 'GET', '/sampleInventory/Production?sort=password', undefined],
      ['limit too large', 'GET', '/sampleInventory/Production?limit=100000', undefined],
    ];
    const expected: Record<string, [number, string]> = {
      'malformed JSON': [400, 'malformed_json'],
      'text/plain': [415, 'unsupported_media_type'],
      'unknown id': [404, 'not_found'],
    };
    for (const [label, method, path, body, type] of bad) {
      const res = await call<ErrorAnswer>(producer.session, method, path, body, type);
      const [status, code] = expected[label] ?? [400, 'invalid_request'];
      expect(res.status, label).toBe(status);
      expect(res.contentType, label).toMatch(/application\/json/);
      expect(res.body.error.code, label).toBe(code);
    }
    const after = await list(producer, '/sampleInventory/Production?style=BAD1');
    expect(after.body.data).toEqual([expect.objectContaining({ id, bin: 'B-1' })]);
    expect(after.body.data[0]).not.toHaveProperty('aisle');
  });

  it('[001 §7 sample inventory] every sample call is in the OpenAPI document', async () => {
    const res = await call<{ paths: Record<string, Record<string, { operationId: string }>> }>(
      nobody.session,
      'GET',
      '/openapi.json',
    );
    expect(res.status).toBe(200);
    const ids = (path: string) =>
      Object.values(res.body.paths[path] ?? {}).map((o) => o.operationId);
    expect(ids('/sampleInventory/Production')).toEqual(['listProductionSamples']);
    expect(ids('/sampleInventory/Sales')).toEqual(['listSalesSamples']);
    expect(ids('/sampleInventory')).toEqual(['createSample']);
    expect(ids('/sampleInventory/{id}').sort()).toEqual(['replaceSample', 'updateSample']);
    expect(ids('/sampleInventory/{manageType}/batch/many')).toEqual(['updateSamples']);
    expect(ids('/sampleInventory/validate/{library}')).toEqual(['validateSamples']);
    expect(ids('/sampleInventory/autocomplete/{manageType}/{property}/{value}')).toEqual([
      'autocompleteSamples',
    ]);
    expect(ids('/sampleInventory/Sales/transfer')).toEqual(['transferSamples']);
  });

  it('[001 §7 sample inventory] a REST write hints the devices and reaches their next pull', async () => {
    const stream = await HintStream.open(seller.session);
    try {
      const created = await call<Sample>(
        seller.session,
        'POST',
        '/sampleInventory',
        sales('HINT1'),
      );
      expect(created.status).toBe(201);
      await stream.until(
        /event: change\ndata: \{"collection":"sampleInventory","seq":"\d+","via":"notify"\}/,
      );
      const pulled = await pullAll(seller.session, 'sampleInventory', 1000);
      const doc = pulled.find((d) => d.id === created.body.id);
      expect(doc).toMatchObject({ library: 'Sales', style: 'HINT1', aisle: '4', _deleted: false });
      expect(doc?.seq).toBe(created.body.seq);
      // The REST list holds what the pull holds.
      const listed = await list(seller, '/sampleInventory/Sales?style=HINT1');
      const { _id, ...rest } = listed.body.data[0]!;
      expect(_id).toBe(created.body.id);
      const { _deleted, ...pulledRest } = doc!;
      expect(_deleted).toBe(false);
      expect(rest).toEqual(pulledRest);
    } finally {
      stream.close();
    }
  });
});
