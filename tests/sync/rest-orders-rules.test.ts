// The order line rules of the server over HTTP on the real server (decision 0073): a REST add
// takes the device's defaults (001 §9 sample size by gender, the availability of the order's
// location within 45 days, 'Inventory' only with availability: §5) and a product already live
// in the order becomes an update (§4); the orders policy judges line fields (§3 quantity 1–9,
// §5 Inventory source, wholesale dates, discount, pack codes); a submit rejects Inventory lines
// the server's catalogue has no availability for, and a wholesale order's invalid rep
// (decision 0063), each as 'Order Rejected' with 'style/color: message' lines.
import { beforeAll, describe, expect, it } from 'vitest';
import { productMapping } from '../../sync-server/src/db/mapping/index.ts';
import { options } from '../../sync-server/src/db/schema/index.ts';
import { DATABASE_KINDS } from '../../sync-server/src/test/harness.ts';
import { perm, product, save } from './support/fixtures.ts';
import { call, type ErrorAnswer } from './support/rest.ts';
import {
  batchCall,
  line,
  orderServer,
  PROMO,
  SAMPLE,
  storedOrder,
  WHOLESALE,
  type OrderAnswer,
} from './rest-orders-fixture.ts';

interface Rejection extends ErrorAnswer {
  readonly error: ErrorAnswer['error'] & { issues?: { message: string }[] };
}

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

describe.each(DATABASE_KINDS)('order line rules over REST on %s', (kind) => {
  const ctx = orderServer(kind, {
    requester: { permissions: [perm('sampleOrders', 'user'), perm('promoOrders', 'user')] },
    wholesaler: { permissions: [], wofAccess: true },
  });
  beforeAll(async () => {
    const stock = (size: string, offset: number, inventory = 5) => ({
      size,
      inventory,
      date: day(offset),
    });
    await save(ctx.server.handle.db, productMapping, [
      // Women's footwear: size 6 at US within the window, at EU only after it.
      product('RW1', 'BLK', {
        gender: 'Women',
        locations: [
          { code: 'US', availability: [stock('6', 10), stock('7', -30)] },
          { code: 'EU', availability: [stock('6', 60)] },
        ],
      }),
      // Girls' footwear: size 13 arrives after the 45-day window; size 12 is sold out.
      product('RG1', 'RED', {
        gender: 'Girls',
        locations: [{ code: 'US', availability: [stock('13', 46), stock('12', 1, 0)] }],
      }),
      product('RA1', 'NVY', { productType: 'Apparel', gender: 'Mens', locations: [] }),
    ]);
  });

  const create = async (path: string, body: unknown = {}) => {
    const res = await call<OrderAnswer>(ctx.requester.session, 'POST', path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const batch = batchCall;

  it('[001 §9 defaults.size] a REST add takes the size of the gender and the availability of the order’s location', async () => {
    const order = await create(PROMO);
    const res = await batch(ctx.requester, PROMO, order.id, {
      add: [
        { style: 'RW1', color: 'BLK' },
        { style: 'RG1', color: 'RED' },
        { style: 'RA1', color: 'NVY' },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [women, girls, apparel] = res.body.added;
    // 001 §5: Inventory is the promo default where the size has availability, else not offered.
    expect(women).toMatchObject({ size: '6', source: 'Inventory', side: 'Pair', quantity: 1 });
    expect(women?.availability).toEqual([
      { size: '6', date: day(10) },
      { size: '7', date: day(-30) },
    ]);
    expect(girls).toMatchObject({ size: '13', source: 'Sample Library', availability: [] });
    expect(apparel).toMatchObject({ size: 'L', productType: 'Apparel', source: 'Sample Library' });

    // A sample order in Europe reads the EU row: size 6 arrives after the window there.
    const eu = await create(SAMPLE, { warehouse: 'EU' });
    const added = await batch(ctx.requester, SAMPLE, eu.id, {
      add: [{ style: 'RW1', color: 'BLK' }],
    });
    expect(added.body.added[0]).toMatchObject({
      size: '6',
      source: 'Sample Library',
      sizePreference: 'Preferred',
      availability: [],
    });
  });

  it('[001 §4 add.present] a REST add of a product already live in the order updates its line', async () => {
    const order = await create(SAMPLE);
    const first = await batch(ctx.requester, SAMPLE, order.id, {
      add: [{ style: 'RW1', color: 'BLK' }],
    });
    const lineId = first.body.added[0]?.id;
    const again = await batch(ctx.requester, SAMPLE, order.id, {
      add: [{ style: 'rw1', color: 'blk', quantity: 3 }],
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.counts).toMatchObject({ added: 0, updated: 1 });
    expect(again.body.added).toEqual([expect.objectContaining({ id: lineId, quantity: 3 })]);
    expect(again.body.data.lines).toHaveLength(1);
    expect(again.body.data.lines[0]).toMatchObject({ style: 'RW1', color: 'BLK' });
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['[001 §3 quantity] quantity 0', SAMPLE, { quantity: 0 }],
    ['[001 §3 quantity] quantity 10', PROMO, { quantity: 10 }],
    [
      '[001 §5 source.inventory] Inventory for a size without availability',
      PROMO,
      { size: '9', source: 'Inventory' },
    ],
  ])('%s is refused with 422 and changes nothing', async (_title, path, fields) => {
    const order = await create(path, { lines: [{ style: 'RW1', color: 'BLK' }] });
    const target = order.lines[0]!;
    const res = await batch(ctx.requester, path, order.id, {
      update: [{ _id: target.id, patch: fields }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    const error = (res.body as unknown as ErrorAnswer).error;
    expect(error.code).toBe('command_failed');
    expect(error.message).toMatch(/^RW1\/BLK: /);
    // Within the rules the same line takes the change.
    const fine = await batch(ctx.requester, path, order.id, {
      update: [{ _id: target.id, patch: { quantity: 9 } }],
    });
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });

  it('[001 §5 dates, packCode] wholesale line dates and pack codes go by the shared rules', async () => {
    const res = await call<OrderAnswer>(ctx.wholesaler.session, 'POST', WHOLESALE, {
      packCodes: ['S06', 'B12'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const add = (row: Record<string, unknown>) =>
      batch(ctx.wholesaler, WHOLESALE, res.body.id, {
        add: [{ style: 'RW1', color: 'BLK', ...row }],
      });
    const past = await add({ startDate: day(-8), endDate: day(20) });
    expect(past.status).toBe(422);
    expect((past.body as unknown as ErrorAnswer).error.message).toContain(
      'Start date cannot be more than 1 week in the past',
    );
    const backwards = await add({ startDate: day(10), endDate: day(5) });
    expect((backwards.body as unknown as ErrorAnswer).error.message).toContain(
      'End date cannot be before start date',
    );
    expect((await add({ packCode: 'B12' })).status).toBe(422);
    expect((await add({ packCode: 'T99' })).status).toBe(422);
    const fine = await add({ packCode: 'S06', startDate: day(0), endDate: day(30) });
    expect(fine.status, JSON.stringify(fine.body)).toBe(200);
  });

  it('[001 §5 submit.unavailable] a submit rejects Inventory lines the catalogue has no availability for', async () => {
    const id = await storedOrder(ctx.server, ctx.requester.userCode, {
      type: 'promo',
      orderSubtype: 'promo',
      warehouse: 'US',
      lines: [
        // Stored as a device may hold it: the line claims availability the catalogue lacks.
        line('RG1', 'RED', { source: 'Inventory', size: '13', availability: [{ size: '13' }] }),
        line('RW1', 'BLK', { source: 'Inventory', size: '6' }),
        line('NOPE1', 'BLK', { source: 'Inventory', size: '9', availability: [{ size: '9' }] }),
        line('RA1', 'NVY', { source: 'Sample Library', size: 'L' }),
      ],
    });
    const res = await batch(ctx.requester, PROMO, id, { submit: true });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    const error = (res.body as unknown as Rejection).error;
    expect(error.message).toBe('Order Rejected');
    expect(error.issues?.map((i) => i.message)).toEqual([
      'RG1/RED: No availability for size 13',
      'NOPE1/BLK: No availability for this style and color',
    ]);
  });

  it('[001 §5 submit.unavailable] a submit whose Inventory lines are available goes through', async () => {
    const id = await storedOrder(ctx.server, ctx.requester.userCode, {
      type: 'promo',
      orderSubtype: 'promo',
      warehouse: 'US',
      lines: [line('RW1', 'BLK', { source: 'Inventory', size: '7' })],
    });
    const res = await batch(ctx.requester, PROMO, id, { submit: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('SUBMITTED');
  });

  it('[decision 0063 rep] a wholesale submit checks the rep numbers as /orders/wof/rep does', async () => {
    const customer = { id: 'C-1001', name: 'Miller Shoes', region: 'Domestic' };
    const reps = [
      {
        repNumber: 'R101',
        name: 'Ann Rep',
        region: 'Domestic',
        customers: ['C-1001'],
        active: true,
      },
      {
        repNumber: 'R109',
        name: 'Old Rep',
        region: 'Domestic',
        customers: ['C-1001'],
        active: false,
      },
    ];
    for (const [name, data] of [
      ['customers', [customer]],
      ['reps', reps],
    ] as const) {
      await ctx.server.handle.db
        .insert(options)
        .values({ name, data })
        .onConflictDoUpdate({ target: options.name, set: { data } });
    }
    const submit = async (repNumber: string | undefined) => {
      const id = await storedOrder(ctx.server, ctx.wholesaler.userCode, {
        type: 'wholesale',
        orderType: 'WholesaleOrder',
        orderSubtype: undefined,
        customer,
        region: 'Domestic',
        ...(repNumber ? { repNumber } : {}),
        lines: [line('RW1', 'BLK', { sizes: { '6': 12 } })],
      });
      return batch(ctx.wholesaler, WHOLESALE, id, { submit: true });
    };
    for (const [rep, message] of [
      ['R999', 'Rep number R999 is not on file'],
      ['R109', 'Rep R109 (Old Rep) is no longer active'],
    ] as const) {
      const res = await submit(rep);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      const error = (res.body as unknown as Rejection).error;
      expect(error.message).toBe('Order Rejected');
      expect(error.issues?.map((i) => i.message)).toEqual([message]);
    }
    expect((await submit('r101')).status).toBe(200);
    // A draft may have no rep yet (decision 0063): nothing to check.
    expect((await submit(undefined)).status).toBe(200);
  });
});
