// The collection calls of spec 000 §7 over HTTP on the real server: create (name 'Default'),
// list and query by type, the products batch (000 §4: adding a product already there becomes an
// update, deleting one not there is skipped), 401/403, 4xx JSON for bad input, and the write in
// the next pull.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { perm } from './support/fixtures.ts';
import { pullAll } from './support/pull.ts';
import { call, type ErrorAnswer } from './support/rest.ts';
import { signedInUser, type TestUser } from './support/users.ts';

interface CollectionAnswer {
  _id: string;
  id: string;
  name: string;
  collectionType: string;
  linkageType: string;
  linkageModel: string;
  linkageId?: string;
  products: { style: string; color: string; selected: boolean }[];
}
interface List {
  data: CollectionAnswer[];
  totalCount?: number;
}
interface BatchAnswer {
  data: CollectionAnswer;
  counts: Record<string, number>;
}

describe.each(DATABASE_KINDS)('collections over REST on %s', (kind) => {
  let server: TestServer;
  let user: TestUser;
  let nobody: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    user = await signedInUser(server, { permissions: [perm('productAssortments', 'user')] });
    nobody = await signedInUser(server, { permissions: [] });
  });
  afterAll(() => server?.close());

  it("[000 §3 collection] create with name 'Default', list and query by type", async () => {
    const created = await call<CollectionAnswer>(user.session, 'POST', '/collections/Selections', {
      linkageId: 'assortment-1',
      products: [{ style: 'S1', color: 'BLK' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      _id: created.body.id,
      name: 'Default',
      collectionType: 'Selections',
      linkageType: 'linkageId',
      linkageModel: 'Assortment',
      linkageId: 'assortment-1',
      products: [{ style: 'S1', color: 'BLK', selected: false }],
    });
    const named = await call<CollectionAnswer>(user.session, 'POST', '/collections/Selections', {
      name: 'Spring picks',
      linkageObject: { orgType: 'regular', season: 'SP', year: 2026 },
    });
    expect(named.body).toMatchObject({ name: 'Spring picks', linkageType: 'linkageObject' });
    await call(user.session, 'POST', '/collections/Other', {});

    const list = await call<List>(user.session, 'GET', '/collections/Selections');
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(2);
    expect(list.body.data.map((c) => c.name)).toEqual(['Default', 'Spring picks']);
    const byName = await call<List>(user.session, 'GET', '/collections/Selections?name=Default');
    expect(byName.body.data.map((c) => c.id)).toEqual([created.body.id]);
    const queried = await call<List>(user.session, 'POST', '/collections/Selections/query', {
      linkageId: 'assortment-1',
      _options: { limit: 10, skip: 0, totalCount: false },
    });
    expect(queried.body).toEqual({ data: [expect.objectContaining({ id: created.body.id })] });
    const noOptions = await call<List>(user.session, 'POST', '/collections/Other/query', {});
    expect(noOptions.body.totalCount).toBe(1);
  });

  it('[000 §4 collection batch] adding a present product updates it; deleting an absent one is skipped', async () => {
    const created = await call<CollectionAnswer>(user.session, 'POST', '/collections/Batch', {
      products: [{ style: 'S1', color: 'BLK' }],
    });
    const path = `/collections/Batch/batch/${created.body.id}`;
    const res = await call<BatchAnswer>(user.session, 'POST', path, {
      addProducts: [
        { style: 'S1', color: 'BLK', selected: true },
        { style: 'S2', color: 'RED' },
      ],
      deleteProducts: [{ style: 'S9', color: 'NONE' }],
      updateProducts: [{ style: 'S2', color: 'RED', selected: true }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.counts).toEqual({ added: 1, updated: 2, deleted: 0, skipped: 1 });
    expect(res.body.data.products).toEqual([
      { style: 'S1', color: 'BLK', selected: true },
      { style: 'S2', color: 'RED', selected: true },
    ]);
    const removed = await call<BatchAnswer>(user.session, 'POST', path, {
      deleteProducts: [{ style: 'S1', color: 'BLK' }],
    });
    expect(removed.body.counts).toMatchObject({ deleted: 1 });
    const pulled = await pullAll(user.session, 'collections');
    expect(pulled.find((d) => d.id === created.body.id)?.products).toEqual([
      { style: 'S2', color: 'RED', selected: true },
    ]);
    // Another collection type in the path: not this collection.
    const wrongType = await call<ErrorAnswer>(
      user.session,
      'POST',
      `/collections/Other/batch/${created.body.id}`,
      { deleteProducts: [{ style: 'S2', color: 'RED' }] },
    );
    expect(wrongType.status).toBe(404);
  });

  it('[000 §7 collections] bad input is 4xx JSON; no session 401; no assortment right 403', async () => {
    const created = await call<CollectionAnswer>(user.session, 'POST', '/collections/Bad', {});
    const path = `/collections/Bad/batch/${created.body.id}`;
    const cases: [string, string, unknown, number, string][] = [
      ['empty batch', path, {}, 400, 'bad_request'],
      ['empty lists', path, { addProducts: [] }, 400, 'bad_request'],
      ['no colour', path, { addProducts: [{ style: 'S1' }] }, 400, 'invalid_request'],
      [
        'selected text',
        path,
        { updateProducts: [{ style: 'S', color: 'C', selected: 'y' }] },
        400,
        'invalid_request',
      ],
      ['malformed', '/collections/Bad', '{"name"', 400, 'malformed_json'],
      ['bad name', '/collections/Bad', { name: 7 }, 400, 'invalid_request'],
      ['bad type', '/collections/Bad type', {}, 400, 'invalid_request'],
    ];
    for (const [label, url, body, status, code] of cases) {
      const res = await call<ErrorAnswer>(user.session, 'POST', url, body);
      expect(res.status, label).toBe(status);
      expect(res.body.error.code, label).toBe(code);
    }
    const denied = await call<ErrorAnswer>(nobody.session, 'GET', '/collections/Bad');
    expect(denied.status).toBe(403);
    const anonymous = await fetch(`${server.url}/api/collections/Bad`);
    expect(anonymous.status).toBe(401);
  });
});
