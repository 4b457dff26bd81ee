// The batch calls of regular assortments (spec 000 §7) over HTTP on the real server: the
// products update payload of 000 §3 "Assortment updates" (add-existing = update, delete-absent
// = skipped, style-wide notes, pricing fields that follow each other from the catalogue cost),
// the grid rows of POST /assortments/products/query, merge, cloneMany and the group-sort queue.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assortmentMapping, productMapping } from '../../sync-server/src/db/mapping/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import type { AssortmentAnswer } from './rest-assortments.test.ts';
import { perm, product, save } from './support/fixtures.ts';
import { call, type ErrorAnswer } from './support/rest.ts';
import { signedInUser, type TestUser } from './support/users.ts';

type Row = Record<string, unknown>;
interface BatchAnswer {
  data: AssortmentAnswer & { uiSettings?: Row };
  counts: Record<string, number>;
}

describe.each(DATABASE_KINDS)('assortment batch calls over REST on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await signedInUser(server, { permissions: [perm('productAssortments', 'user')] });
    other = await signedInUser(server, { permissions: [perm('productAssortments', 'user')] });
    await save(server.handle.db, productMapping, [
      product('S1', 'BLK', { cost: 5_000, suggestedRetail: 9_000, gender: 'Mens' }),
      product('S1', 'WHT', { cost: 5_000, suggestedRetail: 9_000, gender: 'Mens' }),
      product('S2', 'RED', { cost: 4_000, suggestedRetail: 8_000, gender: 'Womens' }),
      product('S3', 'BLU', {}),
    ]);
  });
  afterAll(() => server?.close());

  const newAssortment = async (user: TestUser, body: Row = {}) => {
    const res = await call<AssortmentAnswer>(user.session, 'POST', '/assortments', {
      title: 'Batch',
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id;
  };
  const batch = (user: TestUser, id: string, body: unknown) =>
    call<BatchAnswer & ErrorAnswer>(user.session, 'PATCH', `/assortments/batch/${id}`, body);
  const rowOf = (a: BatchAnswer, style: string, color: string) =>
    a.data.products.find((p) => p.style === style && p.color === color);

  it('[000 §3 assortment updates] adding a present product updates it, deleting an absent one is skipped', async () => {
    const id = await newAssortment(owner);
    const first = await batch(owner, id, {
      addProducts: [
        { style: 'S1', color: 'BLK' },
        { style: 'S1', color: 'WHT' },
        { style: 'S2', color: 'RED', label: 'green' },
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.counts).toMatchObject({ added: 3, updated: 0, skipped: 0 });
    const second = await batch(owner, id, {
      addProducts: [{ style: 'S2', color: 'RED', label: 'blue' }],
      deleteProducts: [
        { style: 'S9', color: 'NOPE' },
        { style: 'S1', color: 'WHT' },
      ],
      patch: { uiSettings: { groupSettings: { groupBy: 'gender' } } },
    });
    expect(second.status).toBe(200);
    expect(second.body.counts).toMatchObject({ added: 0, updated: 1, deleted: 1, skipped: 1 });
    expect(second.body.data.products.map((p) => `${p.style} ${p.color}`)).toEqual([
      'S1 BLK',
      'S2 RED',
    ]);
    expect(rowOf(second.body, 'S2', 'RED')?.label).toBe('blue');
    expect(second.body.data.uiSettings).toMatchObject({ groupSettings: { groupBy: 'gender' } });

    const renamed = await batch(owner, id, {
      renameProducts: [{ style: 'S1', color: 'BLK', newStyle: 'S1', newColor: 'WHT' }],
      sortProducts: [
        { style: 'S2', color: 'RED', sort: 0 },
        { style: 'S1', color: 'WHT', sort: 1 },
      ],
    });
    expect(renamed.body.counts).toMatchObject({ renamed: 1, sorted: 2 });
    expect(renamed.body.data.products.map((p) => `${p.style} ${p.color}`)).toEqual([
      'S2 RED',
      'S1 WHT',
    ]);
  });

  it('[000 §4 style-wide notes] a style note or pillar goes to every colour of the style', async () => {
    const id = await newAssortment(owner);
    await batch(owner, id, {
      addProducts: [
        { style: 'S1', color: 'BLK' },
        { style: 'S1', color: 'WHT' },
        { style: 'S2', color: 'RED' },
      ],
    });
    const res = await batch(owner, id, {
      updateProducts: [
        { style: 'S1', color: 'BLK', properties: { styleNote: 'Hero', pillar: 'Running' } },
      ],
    });
    expect(res.status).toBe(200);
    expect(rowOf(res.body, 'S1', 'WHT')).toMatchObject({ styleNote: 'Hero', pillar: 'Running' });
    expect(rowOf(res.body, 'S2', 'RED')).not.toHaveProperty('styleNote');
    // A label is the colour's own.
    const label = await batch(owner, id, {
      updateProducts: [{ style: 'S1', color: 'BLK', properties: { label: 'red' } }],
    });
    expect(rowOf(label.body, 'S1', 'WHT')).not.toHaveProperty('label');
  });

  it('[000 §4 discount] discount and net cost follow each other from the catalogue cost', async () => {
    const id = await newAssortment(owner);
    await batch(owner, id, {
      addProducts: [
        { style: 'S1', color: 'BLK' },
        { style: 'S2', color: 'RED' },
        { style: 'S3', color: 'BLU' },
      ],
    });
    const update = () =>
      batch(owner, id, {
        updateProducts: [
          { style: 'S1', color: 'BLK', properties: { discountPercent: 10 } },
          { style: 'S2', color: 'RED', properties: { netCost: 3_000 } },
          { style: 'S3', color: 'BLU', properties: { discountPercent: 20 } },
        ],
      });
    // The server's catalogue reads settled rows only; on PostgreSQL another database's open
    // transaction (tests run side by side) can hold the products back for a moment. The update
    // is idempotent, so it is sent until the catalogue has them.
    let res = await update();
    await expect
      .poll(
        async () => {
          res = await update();
          return rowOf(res.body, 'S1', 'BLK')?.discountAmount;
        },
        { timeout: 15_000 },
      )
      .toBe(500);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(rowOf(res.body, 'S1', 'BLK')).toMatchObject({
      discountPercent: 10,
      discountAmount: 500,
      netCost: 4_500,
    });
    expect(rowOf(res.body, 'S2', 'RED')).toMatchObject({
      discountPercent: 25,
      discountAmount: 1_000,
      netCost: 3_000,
    });
    // No cost in the catalogue: only the edited field is stored (shared pricing.ts).
    const s3 = rowOf(res.body, 'S3', 'BLU');
    expect(s3).toMatchObject({ discountPercent: 20 });
    expect(s3).not.toHaveProperty('netCost');

    const tooMuch = await batch(owner, id, {
      updateProducts: [{ style: 'S1', color: 'BLK', properties: { discountAmount: 6_000 } }],
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.message).toMatch(/Discount Percentage must be between 0-100/);

    const rows = await call<{ data: Row[]; totalCount: number }>(
      owner.session,
      'POST',
      '/assortments/products/query',
      { assortmentId: id, _options: { limit: 2, skip: 0, sort: { style: -1 } } },
    );
    expect(rows.status).toBe(200);
    expect(rows.body.totalCount).toBe(3);
    expect(rows.body.data.map((r) => r.id)).toEqual(['S3_BLU', 'S2_RED']);
    expect(rows.body.data[1]).toMatchObject({
      style: 'S2',
      color: 'RED',
      name: 'Shoe S2',
      cost: 4_000,
      suggestedRetail: 8_000,
      gender: 'Womens',
      netCost: 3_000,
      inCatalogue: true,
    });
  });

  it('[000 §7 assortment batch] empty or malformed batches are 4xx JSON; others’ assortments are 404', async () => {
    const id = await newAssortment(owner);
    for (const body of [{}, { addProducts: [], deleteProducts: [] }]) {
      const empty = await batch(owner, id, body);
      expect(empty.status).toBe(400);
      expect(empty.body.error.code).toBe('bad_request');
    }
    const bad = await batch(owner, id, { addProducts: [{ style: 'S1' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_request');
    const pct = await batch(owner, id, {
      updateProducts: [{ style: 'S1', color: 'BLK', properties: { discountPercent: 101 } }],
    });
    expect(pct.status).toBe(400);
    const foreign = await batch(other, id, { addProducts: [{ style: 'S1', color: 'BLK' }] });
    expect(foreign.status).toBe(404);
    const query = await call<ErrorAnswer>(other.session, 'POST', '/assortments/products/query', {
      assortmentId: id,
    });
    expect(query.status).toBe(404);
  });

  it('[000 §7 merge and cloneMany] merging adds the missing products; clones are the caller’s copies', async () => {
    const target = await newAssortment(owner, {
      title: 'Target',
      products: [{ style: 'S1', color: 'BLK', label: 'mine' }],
    });
    const source = await newAssortment(owner, {
      title: 'Source',
      products: [
        { style: 'S1', color: 'BLK', label: 'theirs' },
        { style: 'S2', color: 'RED', pillar: 'Court' },
      ],
    });
    const merged = await call<AssortmentAnswer>(
      owner.session,
      'PATCH',
      `/assortments/${target}/merge`,
      { source },
    );
    expect(merged.status).toBe(200);
    expect(merged.body.products).toEqual([
      { style: 'S1', color: 'BLK', label: 'mine' },
      { style: 'S2', color: 'RED', pillar: 'Court' },
    ]);
    const self = await call<ErrorAnswer>(owner.session, 'PATCH', `/assortments/${target}/merge`, {
      source: target,
    });
    expect(self.status).toBe(400);

    const cloned = await call<{ status: string; data: AssortmentAnswer[]; failures: Row[] }>(
      other.session,
      'POST',
      '/assortments/cloneMany',
      { ids: [source] },
    );
    // Not the other user's to read: listed as a failure, nothing copied.
    expect(cloned.body).toMatchObject({ status: 'failure', data: [], failures: [{ id: source }] });
    const mine = await call<{ status: string; data: AssortmentAnswer[] }>(
      owner.session,
      'POST',
      '/assortments/cloneMany',
      { ids: [source, target] },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.status).toBe('success');
    expect(mine.body.data.map((a) => a.title)).toEqual(['Copy of Source', 'Copy of Target']);
    expect(mine.body.data[0]).toMatchObject({ ownerCode: owner.userCode, starred: false });
    expect(mine.body.data[0]!.id).not.toBe(source);
    expect(mine.body.data[0]!.products).toHaveLength(2);
  });

  it('[000 §4 group sort] queued group, style and colour moves apply in order', async () => {
    const id = randomUUID();
    const style = (title: string, s: string, colors: string[]) => ({
      displayGroup: title,
      style: s,
      colors,
    });
    await save(server.handle.db, assortmentMapping, [
      {
        id,
        _deleted: false,
        title: 'Grouped',
        type: 'item',
        method: 'static',
        orgType: 'regular',
        state: 'published',
        starred: false,
        archived: false,
        ownerCode: owner.userCode,
        hierarchy: [],
        alerts: [],
        labels: [],
        customContent: [],
        products: [
          { style: 'S1', color: 'BLK' },
          { style: 'S1', color: 'WHT' },
          { style: 'S2', color: 'RED' },
        ],
        displayGroups: [
          { id: `${id}-a`, index: 0, title: 'Mens', styles: [style('Mens', 'S1', ['BLK', 'WHT'])] },
          { id: `${id}-b`, index: 1, title: 'Womens', styles: [style('Womens', 'S2', ['RED'])] },
          { id: `${id}-u`, index: 2, title: 'Uncategorized', locked: true, styles: [] },
        ],
      },
    ]);
    const path = `/assortments/groupsort/batch/${id}`;
    const res = await call<AssortmentAnswer & { displayGroups: Row[] }>(
      owner.session,
      'PATCH',
      path,
      {
        operations: [
          { type: 'moveDisplayGroup', item: 'Womens', beforeItem: 'Mens' },
          { type: 'moveColor', style: 'S1', item: 'WHT', beforeItem: 'BLK' },
          {
            type: 'moveStyle',
            item: 'S2',
            beforeItem: 'S1',
            fromGroup: 'Womens',
            displayGroup: 'Mens',
          },
          // The fallback group is locked: it does not move and stays last.
          { type: 'moveDisplayGroup', item: 'Uncategorized', beforeItem: 'Womens' },
        ],
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.displayGroups.map((g) => [g.id, g.title, g.index])).toEqual([
      [`${id}-b`, 'Womens', 0],
      [`${id}-a`, 'Mens', 1],
      [`${id}-u`, 'Uncategorized', 2],
    ]);
    expect(res.body.displayGroups[0]!.styles).toEqual([]);
    expect(res.body.displayGroups[1]!.styles).toMatchObject([
      { style: 'S2', displayGroup: 'Mens', colors: ['RED'] },
      { style: 'S1', displayGroup: 'Mens', colors: ['WHT', 'BLK'] },
    ]);
    // Every product's sort is its position shown.
    expect(res.body.products).toEqual([
      { style: 'S2', color: 'RED', sort: 0 },
      { style: 'S1', color: 'WHT', sort: 1 },
      { style: 'S1', color: 'BLK', sort: 2 },
    ]);
    const empty = await call<ErrorAnswer>(owner.session, 'PATCH', path, { operations: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('invalid_request');
    const foreign = await call<ErrorAnswer>(other.session, 'PATCH', path, {
      operations: [{ type: 'moveDisplayGroup', item: 'Mens', beforeItem: null }],
    });
    expect(foreign.status).toBe(404);
  });
});
