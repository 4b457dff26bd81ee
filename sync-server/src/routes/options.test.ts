// Named option data (spec 000 §7, 001 §7, §9) and the user lookup (000 §9 autocomplete limit).
import { SERVER_OPTION_DEFAULTS } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../auth/users.ts';
import { DATABASE_KINDS, startTestServer, TestClient, type TestServer } from '../test/harness.ts';
import { errorOf, signedIn, uniqueEmail } from './test-helpers.ts';

describe.each(DATABASE_KINDS)('options on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const data = async (res: Response) => ((await res.json()) as { data: unknown }).data;

  it('loggedIn is public and computed on every request', async () => {
    const client = new TestClient(server.url);
    const before = await client.request('GET', '/api/options/data/loggedIn');
    expect(before.status).toBe(200);
    expect(await data(before)).toBe(false);
    const { client: user } = await signedIn(server);
    expect(await data(await user.request('GET', '/api/options/data/loggedIn'))).toBe(true);
    await user.request('GET', '/api/users/logout');
    const after = await user.request('GET', '/api/options/data/loggedIn');
    expect(await data(after)).toBe(false);
    expect(after.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the spec defaults for userWarningMs and userTimeoutMs (001 §9)', async () => {
    const { client } = await signedIn(server);
    expect(await data(await client.request('GET', '/api/options/data/userWarningMs'))).toBe(
      300_000,
    );
    expect(await data(await client.request('GET', '/api/options/data/userTimeoutMs'))).toBe(
      3_600_000 - 30_000,
    );
    expect(SERVER_OPTION_DEFAULTS).toEqual({ userWarningMs: 300_000, userTimeoutMs: 3_570_000 });
    // Other options need a session.
    const anon = await new TestClient(server.url).request('GET', '/api/options/data/userTimeoutMs');
    expect(anon.status).toBe(401);
  });

  it('POST stores an option for admin:users or an administrator only', async () => {
    const { client: plain } = await signedIn(server);
    const refused = await plain.request('POST', '/api/options/data/userWarningMs', { data: 1000 });
    expect(refused.status).toBe(403);

    const { client: admin } = await signedIn(server, {
      permissions: [{ permission: 'admin:users', role: 'admin' }],
    });
    const stored = await admin.request('POST', '/api/options/data/userWarningMs', { data: 60_000 });
    expect(stored.status).toBe(200);
    expect(await data(await plain.request('GET', '/api/options/data/userWarningMs'))).toBe(60_000);

    const { client: administrator } = await signedIn(server, {
      userTBEs: [{ territory: 'ADMIN', businessEntity: 'ADMIN', locations: [] }],
    });
    const list = { territories: ['US', 'EU'], note: 'ünïcødé ✓' };
    expect(
      (await administrator.request('POST', '/api/options/data/territoryList', { data: list }))
        .status,
    ).toBe(200);
    expect(await data(await plain.request('GET', '/api/options/data/territoryList'))).toEqual(list);
  });

  it('validates known options and refuses writing loggedIn', async () => {
    const { client: admin } = await signedIn(server, {
      permissions: [{ permission: 'admin:users', role: 'admin' }],
    });
    for (const bad of [-5, 'soon', 1.5, null]) {
      const res = await admin.request('POST', '/api/options/data/userTimeoutMs', { data: bad });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('invalid_request');
    }
    const res = await admin.request('POST', '/api/options/data/loggedIn', { data: true });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('option_read_only');
  });

  it('an unknown option is a 404; a bad name a 400', async () => {
    const { client } = await signedIn(server);
    const missing = await client.request('GET', '/api/options/data/noSuchOption');
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).code).toBe('option_not_found');
    const bad = await client.request('GET', '/api/options/data/bad%20name');
    expect(bad.status).toBe(400);
  });

  it('POST /options/data/{libraryType} is the library lookup, never an option write', async () => {
    const { client } = await signedIn(server);
    // Product is the product library's options with counts (products-options.ts) ...
    const product = await client.request('POST', '/api/options/data/Product', {
      productType: 'Footwear',
      keys: ['gender'],
    });
    expect(product.status).toBe(200);
    expect(Object.keys(((await product.json()) as { data: object }).data)).toEqual(['gender']);
    // ... the other library types answer their filter options (routes/assets-options.ts),
    // and a body is never stored as an option.
    const { client: administrator } = await signedIn(server, {
      userTBEs: [{ territory: 'ADMIN', businessEntity: 'ADMIN', locations: [] }],
    });
    const res = await administrator.request('POST', '/api/options/data/GlobalRetailAsset', {
      data: 'x',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('assetType', []);
    const read = await administrator.request('GET', '/api/options/data/GlobalRetailAsset');
    expect((await errorOf(read)).code).toBe('option_not_found');
  });
});

describe.each(DATABASE_KINDS)('user autocomplete on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers at most 10 active users with name, lastName, userCode and email only', async () => {
    for (let i = 0; i < 12; i++) {
      await createUser(server.handle.db, {
        email: uniqueEmail('zebra'),
        name: `Zed${i}`,
        lastName: 'Zebrafield',
      });
    }
    await createUser(server.handle.db, {
      email: uniqueEmail('zebra'),
      name: 'Gone',
      lastName: 'Zebrafield',
      status: 'deactivated',
    });
    const { client } = await signedIn(server);
    const res = await client.request('GET', '/api/users/autocomplete?q=zebraf');
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, string>[] };
    expect(data).toHaveLength(10);
    for (const row of data) {
      expect(Object.keys(row).sort()).toEqual(['email', 'lastName', 'name', 'userCode']);
      expect(row.lastName).toBe('Zebrafield');
      expect(row.name).not.toBe('Gone');
    }
  });

  it('matches user codes and emails; LIKE wildcards are literal', async () => {
    await createUser(server.handle.db, {
      email: uniqueEmail('quokka'),
      name: 'Quinn',
      userCode: 'QK100',
    });
    const { client } = await signedIn(server);
    const byCode = await client.request('GET', '/api/users/autocomplete?q=qk10');
    expect(((await byCode.json()) as { data: { name: string }[] }).data.map((u) => u.name)).toEqual(
      ['Quinn'],
    );
    const wildcard = await client.request('GET', '/api/users/autocomplete?q=%25');
    expect(((await wildcard.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('[001 §6 promo reviewers] promoRole answers only the people who may fill that field', async () => {
    const role = (r: 'user' | 'approver' | 'seniorApprover') => [
      { permission: 'promoOrders' as const, role: r },
    ];
    await createUser(server.handle.db, {
      email: uniqueEmail('otter'),
      name: 'Ann',
      lastName: 'Otterby',
      permissions: role('approver'),
    });
    await createUser(server.handle.db, {
      email: uniqueEmail('otter'),
      name: 'Sam',
      lastName: 'Otterby',
      permissions: role('seniorApprover'),
    });
    await createUser(server.handle.db, {
      email: uniqueEmail('otter'),
      name: 'Uma',
      lastName: 'Otterby',
      permissions: role('user'),
    });
    const { client } = await signedIn(server);
    const names = async (query: string) =>
      (
        (await (
          await client.request('GET', `/api/users/autocomplete?q=otterby${query}`)
        ).json()) as {
          data: { name: string }[];
        }
      ).data.map((u) => u.name);
    expect(await names('')).toEqual(['Ann', 'Sam', 'Uma']);
    expect(await names('&promoRole=approver')).toEqual(['Ann', 'Sam']);
    expect(await names('&promoRole=seniorApprover')).toEqual(['Sam']);
    expect(
      (await client.request('GET', '/api/users/autocomplete?q=otterby&promoRole=boss')).status,
    ).toBe(400);
  });

  it('needs a session and a query', async () => {
    expect(
      (await new TestClient(server.url).request('GET', '/api/users/autocomplete?q=a')).status,
    ).toBe(401);
    const { client } = await signedIn(server);
    expect((await client.request('GET', '/api/users/autocomplete')).status).toBe(400);
    expect((await client.request('GET', '/api/users/autocomplete?q=')).status).toBe(400);
  });
});
