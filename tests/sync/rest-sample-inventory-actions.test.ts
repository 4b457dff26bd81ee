// The sample grid's lookups and actions of spec 001 §7 over HTTP on the real server: the bulk
// add's validation (the messages of 001 §5, §8 per row), autocomplete over the library's own
// samples, and the Sales → Production transfer run once per request id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { perm } from './support/fixtures.ts';
import { call, type ErrorAnswer } from './support/rest.ts';
import { signedInUser, type TestUser } from './support/users.ts';

interface Sample {
  id: string;
  library: string;
  style: string;
  bin?: string;
  aisle?: string;
  newBin?: string;
  tracking: { action: string }[];
}
interface Validated {
  data: { rowNumber: number; errors: { errorType: string; message: string }[] }[];
  valid: number;
}
interface Transfer {
  requestId: string;
  ids: string[];
  data: Sample[];
}
interface ErrorWithIssues {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

const production = (style: string, extra: Record<string, unknown> = {}) => ({
  library: 'Production',
  division: 'ACT',
  style,
  color: 'BLK',
  side: 'Pair',
  size: '9',
  status: 'Available',
  totalQty: 2,
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

describe.each(DATABASE_KINDS)('sample inventory actions over REST on %s', (kind) => {
  let server: TestServer;
  let producer: TestUser;
  let seller: TestUser;
  let both: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const library = (l: string) => perm('sampleInventory', 'user', { library: l });
    producer = await signedInUser(server, { permissions: [library('Production')] });
    seller = await signedInUser(server, { permissions: [library('Sales')] });
    both = await signedInUser(server, {
      permissions: [library('Production'), library('Sales')],
    });
  });
  afterAll(() => server?.close());

  const create = async (user: TestUser, body: Record<string, unknown>) => {
    const res = await call<Sample>(user.session, 'POST', '/sampleInventory', body);
    expect(res.status).toBe(201);
    return res.body;
  };

  it('[001 §5 sample bulk add] validate answers the spec’s messages per row and writes nothing', async () => {
    await create(producer, production('VAL1', { moldNum: 'M-1', moldDate: '2025-01-02' }));
    const row = (n: number | undefined, values: Record<string, unknown>) =>
      n === undefined ? { values } : { rowNumber: n, values };
    const full = { ...production('VAL2'), moldNum: 'M-2', moldDate: '2025-02-03' };
    const res = await call<Validated>(
      producer.session,
      'POST',
      '/sampleInventory/validate/Production',
      [
        row(2, full),
        row(3, { ...full, color: 'BRN', bin: '', moldNum: 'M-3' }),
        row(4, { ...production('VAL1'), moldNum: 'M-4', moldDate: '2025-01-02' }),
        row(5, { ...full, color: 'RED', moldNum: 'M-1' }),
        row(6, { ...full, color: 'GRN', moldNum: 'M-6', aisle: '4' }),
        row(undefined, { ...full, color: 'YEL', moldNum: 'M-7' }),
      ],
    );
    expect(res.status).toBe(200);
    const messages = res.body.data.map((r) => [r.rowNumber, r.errors.map((e) => e.message)]);
    expect(messages).toEqual([
      [2, []],
      [
        3,
        [
          'Sample Missing Value',
          'Division, Style, Color, Status, Side, Quantity, and Bin are Required',
        ],
      ],
      [4, ['Sample Already Exists']],
      [5, ['Mold Number Already Exists']],
      [6, ['Too Many Sample Properties']],
      [0, ['Missing Row Number']],
    ]);
    expect(res.body.valid).toBe(1);
    const stored = await call<{ data: Sample[] }>(
      producer.session,
      'GET',
      '/sampleInventory/Production?style=VAL2',
    );
    expect(stored.body.data).toEqual([]);
    const bad = await call<ErrorAnswer>(
      producer.session,
      'POST',
      '/sampleInventory/validate/Production',
      {
        rows: [],
      },
    );
    expect(bad.status).toBe(400);
  });

  it('[001 §7 sample autocomplete] values of the library’s own samples, starting with the text, without case', async () => {
    await create(both, production('AC100', { bin: 'BX-1' }));
    await create(both, production('AC100', { color: 'RED', bin: 'BX-2' }));
    await create(both, production('ac200', { bin: 'bx_3' }));
    await create(both, sales('AC300', { aisle: 'A_1' }));
    const values = async (user: TestUser, path: string) => {
      const res = await call<{ data: string[] }>(
        user.session,
        'GET',
        `/sampleInventory/autocomplete/${path}`,
      );
      expect(res.status, path).toBe(200);
      return res.body.data;
    };
    expect(await values(producer, 'Production/style/ac')).toEqual(['AC100', 'ac200']);
    expect(await values(producer, 'Production/bin/bx')).toEqual(['BX-1', 'BX-2', 'bx_3']);
    // LIKE wildcards in the text are plain characters.
    expect(await values(producer, 'Production/bin/bx_')).toEqual(['bx_3']);
    expect(await values(producer, 'Production/bin/%25')).toEqual([]);
    expect(await values(seller, 'Sales/style/AC')).toEqual(['AC300']);
    expect(await values(seller, 'Sales/aisle/a_')).toEqual(['A_1']);
    // A location field of the other library, or a field that is not looked up: 400.
    for (const path of ['Sales/bin/B', 'Production/aisle/A', 'Production/status/A']) {
      const res = await call<ErrorAnswer>(
        both.session,
        'GET',
        `/sampleInventory/autocomplete/${path}`,
      );
      expect(res.status, path).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
  });

  it('[001 §4 sample transfer] Sales samples move to Production once per request id', async () => {
    const a = await create(seller, sales('TR1', { newBin: 'NB-1' }));
    const b = await create(seller, sales('TR1', { color: 'RED' }));
    const body = { samples: [a.id, b.id], requestId: 'transfer-1' };
    const moved = await call<Transfer>(
      both.session,
      'PATCH',
      '/sampleInventory/Sales/transfer',
      body,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.requestId).toBe('transfer-1');
    expect(moved.body.ids).toEqual([a.id, b.id]);
    const first = moved.body.data.find((s) => s.id === a.id)!;
    expect(first).toMatchObject({ library: 'Production', bin: 'NB-1' });
    expect(first).not.toHaveProperty('aisle');
    expect(first.tracking.map((t) => t.action)).toEqual(['Transferred to Production']);

    // The same request again answers the first run: nothing moves twice.
    const again = await call<Transfer>(
      both.session,
      'PATCH',
      '/sampleInventory/Sales/transfer',
      body,
    );
    expect(again.status).toBe(200);
    expect(again.body.ids).toEqual([a.id, b.id]);
    expect(again.body.data.find((s) => s.id === a.id)!.tracking).toHaveLength(1);
    // The id taken by another request: 409.
    const reused = await call<ErrorAnswer>(
      both.session,
      'PATCH',
      '/sampleInventory/Sales/transfer',
      {
        samples: [a.id],
        requestId: 'transfer-1',
      },
    );
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('conflict');

    // A Sales-only user moves samples out of sight: the ids come back, the documents do not.
    const c = await create(seller, sales('TR2'));
    const own = await call<Transfer>(seller.session, 'PATCH', '/sampleInventory/Sales/transfer', {
      samples: [c.id],
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ ids: [c.id], data: [] });
    expect(own.body.requestId).toMatch(/^[\w-]+$/);
    const inProduction = await call<{ data: Sample[] }>(
      producer.session,
      'GET',
      '/sampleInventory/Production?style=TR2',
    );
    expect(inProduction.body.data.map((s) => s.id)).toEqual([c.id]);
  });

  it('[001 §4 sample transfer] a sample not in Sales refuses the whole transfer with an error per sample', async () => {
    const s = await create(seller, sales('TR3'));
    const p = await create(both, production('TR3'));
    const refused = await call<ErrorWithIssues>(
      both.session,
      'PATCH',
      '/sampleInventory/Sales/transfer',
      {
        samples: [s.id, p.id, 'no-such-sample'],
      },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('command_failed');
    expect(refused.body.error.issues?.map((i) => i.message)).toEqual([
      `${p.id}: not a Sales sample`,
      'no-such-sample: not a Sales sample',
    ]);
    const still = await call<{ data: Sample[] }>(
      seller.session,
      'GET',
      '/sampleInventory/Sales?style=TR3',
    );
    expect(still.body.data.map((x) => x.id)).toEqual([s.id]);
    for (const body of [
      {},
      { samples: [] },
      { samples: ['a b'] },
      { samples: [s.id], requestId: "x'y" },
    ]) {
      const bad = await call<ErrorAnswer>(
        seller.session,
        'PATCH',
        '/sampleInventory/Sales/transfer',
        body,
      );
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.code).toBe('invalid_request');
    }
    // Transfers start on the Sales screen: a Production-only user is refused by the table.
    const production403 = await call(producer.session, 'PATCH', '/sampleInventory/Sales/transfer', {
      samples: [s.id],
    });
    expect(production403.status).toBe(403);
  });
});
