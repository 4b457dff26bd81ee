// The generated documents without a database: each parses with its shared zod schema and is
// already in canonical form (parse(doc) equals doc, so the seed may skip parsing at run time),
// and together they cover what the issue asks for. Scale 1 at a fixed clock.
import {
  LIBRARY_STATUSES,
  ORDER_APPROVAL_STATUSES,
  ORDER_KINDS,
  ORDER_STATUSES,
  PRODUCT_TYPES,
  announcementSchema,
  assortmentSchema,
  collectionSchema,
  coordinatorAssignmentSchema,
  duplicatesInBatch,
  libraryItemSchema,
  notificationSchema,
  orderSchema,
  productSchema,
  sampleInventoryItemSchema,
  seasonSchema,
  type ProductInput,
  checkReps,
  checkPackCode,
  salesRepSchema,
} from '@portal/shared';
import { mergeTerms } from '@portal/shared/orders/order-form.ts';
import {
  WHOLESALE_OPTION_NAMES,
  countryTerms,
  orderPacks,
  packTableSchema,
  termsByCountryTableSchema,
} from '@portal/shared/orders/wholesale-options.ts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SEED_ACCOUNTS, accountFor } from './accounts.ts';
import { generateDemoData, productChunks } from './generate.ts';
import { SEEDED_LIBRARY_TYPES } from './library.ts';
import { SEED_CUSTOMERS } from './customers.ts';
import { buildOptionRows } from './options.ts';
import { seedPlan } from './plan.ts';
import { Clock } from './random.ts';
import { buildStyleTable } from './styles.ts';

const NOW = new Date('2025-09-15T12:00:00.000Z');
const clock = new Clock(NOW);
const plan = seedPlan(1);
const styles = buildStyleTable(plan.products, clock);
const products: ProductInput[] = [...productChunks(styles, clock)].flat();
const data = generateDemoData(styles, plan, clock);
const productIds = new Set(products.map((p) => p.id));
const code = (local: string) => accountFor(local).userCode;

describe('every generated document parses with its shared schema, already canonical', () => {
  const cases: [string, z.ZodType, readonly unknown[]][] = [
    ['products', productSchema, products],
    ['library items', libraryItemSchema, data.library],
    ['seasons', seasonSchema, data.seasons],
    ['assortments', assortmentSchema, data.assortments],
    ['collections', collectionSchema, data.collections],
    ['coordinator assignments', coordinatorAssignmentSchema, data.coordinatorAssignments],
    ['orders', orderSchema, data.orders],
    ['notifications', notificationSchema, data.notifications],
    ['sample inventory', sampleInventoryItemSchema, data.samples],
    ['announcements', announcementSchema, data.announcements],
  ];
  it.each(cases)('%s', (_name, schema, docs) => {
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) {
      const parsed = schema.safeParse(doc);
      if (!parsed.success)
        throw new Error(`${JSON.stringify(doc).slice(0, 300)}\n${parsed.error.message}`);
      expect(parsed.data).toEqual(doc);
    }
  });

  it('ids are unique per collection', () => {
    for (const docs of [products, ...Object.values(data)] as { id: string }[][])
      expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
  });
});

describe('products', () => {
  it('are 1,000 per unit of scale, of all three types, with digit style codes', () => {
    expect(products).toHaveLength(1000);
    expect(new Set(products.map((p) => p.productType))).toEqual(new Set(PRODUCT_TYPES));
    expect(products.every((p) => /^\d{6}$/.test(p.style) && /^[A-Z]{3}$/.test(p.color))).toBe(true);
    expect(products.some((p) => p.style.startsWith('0'))).toBe(true);
    expect(products.filter((p) => p.productType === 'POP').map((p) => p.color)).toContain('AST');
  });

  it('price in minor units with cost below suggested retail, everywhere', () => {
    for (const p of products) {
      expect(Number.isInteger(p.cost) && Number.isInteger(p.suggestedRetail)).toBe(true);
      expect(p.cost!).toBeLessThan(p.suggestedRetail!);
      expect(p.netCost).toBe(p.cost! - p.discountAmount!);
      for (const l of p.locations!) expect(l.wholesalePrice!).toBeLessThan(l.suggestedRetail!);
    }
  });

  it('carry locations US, EU and CA with line statuses A, R, O (and D) and dated availability', () => {
    const locations = products.flatMap((p) => p.locations!);
    expect(new Set(locations.map((l) => l.code))).toEqual(new Set(['US', 'EU', 'CA', 'MX']));
    expect(new Set(locations.map((l) => l.lineStatus))).toEqual(new Set(['A', 'R', 'O', 'D']));
    const availability = locations.flatMap((l) => l.availability ?? []);
    expect(availability.length).toBeGreaterThan(1000);
    expect(availability.every((a) => a.date && a.size && a.inventory >= 0)).toBe(true);
    expect(products.every((p) => p.locations!.some((l) => l.code === 'US'))).toBe(true);
  });

  it('reference the generated images', () => {
    expect(products[0]!.image).toMatch(/^seed\/v1\/products\/\w+-[A-Z]{3}\.jpg$/);
    expect(new Set(products.map((p) => p.image)).size).toBeLessThanOrEqual(27);
  });
});

describe('library items', () => {
  it('cover every library type in every status, with Primary and Working files', () => {
    for (const type of SEEDED_LIBRARY_TYPES) {
      for (const status of LIBRARY_STATUSES)
        expect(
          data.library.filter((l) => l.libraryType === type && l.status === status),
        ).toHaveLength(plan.libraryPerTypeStatus);
      const files = data.library.filter((l) => l.libraryType === type).flatMap((l) => l.files!);
      expect(new Set(files.map((f) => f.usageType))).toEqual(new Set(['Primary', 'Working File']));
      expect(
        files.filter((f) => f.usageType === 'Primary').every((f) => f.previewJpg && f.thumbnail),
      ).toBe(true);
    }
  });
});

describe('assortments and collections', () => {
  const items = data.assortments.filter((a) => a.type === 'item');
  it('has static, dynamic and internal assortments, and folders holding items', () => {
    expect(items.some((a) => a.method === 'static' && a.orgType === 'regular')).toBe(true);
    expect(items.some((a) => a.method === 'dynamic' && a.orgType === 'regular' && a.query)).toBe(
      true,
    );
    const internal = items.filter((a) => a.orgType === 'internal');
    expect(new Set(internal.map((a) => a.method))).toEqual(new Set(['static', 'dynamic']));
    expect(new Set(internal.map((a) => a.channel))).toEqual(new Set(['Wholesale', 'Retail']));
    expect(new Set(internal.map((a) => a.region))).toEqual(
      new Set(['Domestic', 'International', 'Europe']),
    );
    expect(new Set(data.assortments.map((a) => a.state))).toEqual(
      new Set(['published', 'unpublished', 'archived']),
    );
    const folders = data.assortments.filter((a) => a.type === 'folder');
    expect(folders.some((f) => f.hierarchy!.length > 0)).toBe(true);
    // Every item path is made of folders of the same owner (folder hierarchy = its parent path).
    for (const item of items.filter((a) => a.hierarchy!.length > 0)) {
      const path = item.hierarchy!;
      const parent = folders.find(
        (f) =>
          f.ownerCode === item.ownerCode &&
          f.title === path[path.length - 1] &&
          f.hierarchy!.join('/') === path.slice(0, -1).join('/'),
      );
      expect(parent, `folder for ${path.join('/')}`).toBeDefined();
    }
  });

  it('reference real products, in display groups with Uncategorized last, and collections', () => {
    for (const a of items) {
      for (const p of a.products!) expect(productIds.has(`${p.style}_${p.color}`)).toBe(true);
      const groups = a.displayGroups!;
      expect(groups[groups.length - 1]!.title).toBe('Uncategorized');
      const grouped = groups.flatMap((g) =>
        g.styles!.flatMap((s) => s.colors!.map((c) => `${s.style}_${c}`)),
      );
      expect(grouped.sort()).toEqual(a.products!.map((p) => `${p.style}_${p.color}`).sort());
    }
    const linked = new Set(data.collections.map((c) => c.linkageId).filter(Boolean));
    expect(items.filter((a) => a.orgType === 'regular').every((a) => linked.has(a.id))).toBe(true);
    expect(data.collections.some((c) => c.linkageType === 'linkageObject')).toBe(true);
    for (const c of data.collections)
      for (const p of c.products!) expect(productIds.has(`${p.style}_${p.color}`)).toBe(true);
  });

  it('seasons are Spring and Fall with season sets, Live, Archived and in Preparation', () => {
    expect(new Set(data.seasons.map((s) => s.season))).toEqual(new Set(['Spring', 'Fall']));
    expect(new Set(data.seasons.map((s) => s.status))).toEqual(
      new Set(['Live', 'Archived', 'Preparation']),
    );
    expect(data.seasons.every((s) => s.seasonSets!.length > 0)).toBe(true);
  });
});

describe('orders', () => {
  it('every kind in every status, with lines of real products', () => {
    for (const kind of ORDER_KINDS)
      for (const status of ORDER_STATUSES)
        expect(
          data.orders.filter((o) => o.type === kind && o.status === status).length,
        ).toBeGreaterThan(0);
    for (const o of data.orders) {
      expect(o.lines!.length).toBeGreaterThan(0);
      for (const l of o.lines!) expect(productIds.has(`${l.style}_${l.color}`)).toBe(true);
    }
    expect(new Set(data.orders.flatMap((o) => o.lines!.map((l) => l.status)))).toEqual(
      new Set(['PENDING', 'APPROVED', 'DENIED']),
    );
  });

  it('promo orders go through every approval status, assigned to the approver accounts', () => {
    const promos = data.orders.filter((o) => o.type === 'promo');
    expect(new Set(promos.map((o) => o.orderApprovalStatus))).toEqual(
      new Set(ORDER_APPROVAL_STATUSES),
    );
    expect(
      promos.every(
        (o) =>
          o.approverCode === code('approver') && o.seniorApproverCode === code('senior-approver'),
      ),
    ).toBe(true);
  });

  it("demo users see data for their role: requesters' and coordinators' codes", () => {
    const mine = (field: 'requesterCode' | 'coordinator', local: string) =>
      data.orders.filter((o) => o[field] === code(local));
    expect(mine('requesterCode', 'sample-requester').length).toBeGreaterThanOrEqual(
      ORDER_STATUSES.length,
    );
    expect(mine('requesterCode', 'promo-requester').length).toBeGreaterThanOrEqual(
      ORDER_STATUSES.length,
    );
    expect(mine('requesterCode', 'wholesale-rep').length).toBeGreaterThanOrEqual(
      ORDER_STATUSES.length,
    );
    const coordinated = mine('coordinator', 'coordinator').filter((o) => o.type === 'sample');
    expect(new Set(coordinated.map((o) => o.status))).toContain('SUBMITTED');
    expect(mine('coordinator', 'promo-coordinator').length).toBeGreaterThan(0);
    const byCode = new Map(data.coordinatorAssignments.map((a) => [a.id, a]));
    for (const o of data.orders.filter((x) => x.type !== 'wholesale'))
      expect(byCode.get(o.coordinatorAssignment!)?.coordinatorCode).toBe(o.coordinator);
  });

  it('[001 §3 coordinator assignments] hold one Active assignment per requester and order type', () => {
    expect(duplicatesInBatch(data.coordinatorAssignments, [])).toEqual([]);
  });

  it('order numbers are unique and follow creation order; wholesale orders carry customers', () => {
    const sorted = [...data.orders].sort((a, b) => a.orderNumber! - b.orderNumber!);
    expect(new Set(sorted.map((o) => o.orderNumber)).size).toBe(sorted.length);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]!.createdDate! >= sorted[i - 1]!.createdDate!).toBe(true);
    const wholesale = data.orders.filter((o) => o.type === 'wholesale');
    expect(
      wholesale.every(
        (o) => o.customer && o.currency && o.lines!.every((l) => l.unitPrice! > 0 && l.sizes),
      ),
    ).toBe(true);
    expect(new Set(wholesale.map((o) => o.currency!.currencyCode)).size).toBeGreaterThan(1);
  });

  it('[001 §7 wof rep] every wholesale order carries an active rep serving its customer (the reps option)', () => {
    const reps = buildOptionRows().find((r) => r.name === 'reps')!.data as unknown[];
    const parsed = reps.map((r) => salesRepSchema.parse(r));
    expect(parsed).toEqual(reps);
    const wholesale = data.orders.filter((o) => o.type === 'wholesale');
    for (const order of wholesale) {
      const customer = SEED_CUSTOMERS.find((c) => c.id === order.customer!.id)!;
      const check = checkReps(parsed, { repNumber: order.repNumber!, customer });
      expect(check.ok, `${order.repNumber} ${customer.id}`).toBe(true);
    }
    expect(new Set(wholesale.map((o) => o.repNumber)).size).toBeGreaterThan(2);
  });

  it('[001 §5 packCode.letterMtoR] wholesale orders carry M–R packs, some accepted and some not, from the orders.packs option (decision 0075)', () => {
    const rows = new Map(buildOptionRows().map((r) => [r.name, r.data]));
    const table = packTableSchema.parse(rows.get(WHOLESALE_OPTION_NAMES.packs));
    const outcomes = new Map<string, Set<string>>();
    for (const order of data.orders.filter((o) => o.type === 'wholesale')) {
      const packs = orderPacks(order.packCodes, table);
      for (const line of order.lines!) {
        const code = line.packCode ?? '';
        if (!/^[M-R]/.test(code)) continue;
        const check = checkPackCode(code, line.sizes, packs);
        const seen = outcomes.get(order.status ?? '') ?? new Set<string>();
        seen.add(check.outcome === 'accepted' ? 'accepted' : check.warning);
        outcomes.set(order.status ?? '', seen);
      }
    }
    const all = new Set([...outcomes.values()].flatMap((s) => [...s]));
    expect(all).toEqual(new Set(['accepted', 'incorrectQuantities']));
    expect(outcomes.get('DRAFT')?.has('accepted')).toBe(true);
  });

  it("[001 §5 terms.country] wholesale orders store the terms of their customer's country (the orders.termsByCountry option)", () => {
    const rows = new Map(buildOptionRows().map((r) => [r.name, r.data]));
    const table = termsByCountryTableSchema.parse(rows.get(WHOLESALE_OPTION_NAMES.termsByCountry));
    const wholesale = data.orders.filter((o) => o.type === 'wholesale');
    for (const order of wholesale) {
      const expected = countryTerms(table, order.customer!.address?.country);
      expect(expected!.length, order.customer!.id).toBeGreaterThan(0);
      expect(order.termsByCountry).toEqual(expected);
    }
    // Some country terms are new to the customer, so the dialog lists more than its own.
    expect(
      wholesale.some((o) => {
        const own = o.customer!.termsInfo ?? [];
        return mergeTerms(own, o.termsByCountry).length > own.length;
      }),
    ).toBe(true);
  });

  it('notifications (New and Read) go to order users with accounts', () => {
    const accounts = new Set(SEED_ACCOUNTS.map((a) => a.userCode));
    expect(data.notifications.every((n) => accounts.has(n.userCode))).toBe(true);
    for (const local of ['sample-requester', 'coordinator', 'approver', 'senior-approver']) {
      const states = new Set(
        data.notifications.filter((n) => n.userCode === code(local)).map((n) => n.state),
      );
      expect(states, local).toEqual(new Set(['New', 'Read']));
    }
  });
});

describe('samples, announcements and options', () => {
  it('sample inventory in both libraries, of real products, with tracking and unique mold numbers', () => {
    for (const library of ['Production', 'Sales'] as const) {
      const samples = data.samples.filter((s) => s.library === library);
      expect(samples).toHaveLength(plan.samplesPerLibrary);
      expect(
        samples.every((s) => s.tracking!.length > 0 && productIds.has(`${s.style}_${s.color}`)),
      ).toBe(true);
    }
    const molds = data.samples.flatMap((s) => (s.library === 'Production' ? [s.moldNum] : []));
    expect(new Set(molds).size).toBe(molds.length);
  });

  it('announcements published and not, made from advertising assets', () => {
    expect(new Set(data.announcements.map((a) => a.published))).toEqual(new Set([true, false]));
    const assets = new Set(data.library.map((l) => l.id));
    expect(data.announcements.every((a) => a.assetId && assets.has(a.assetId))).toBe(true);
  });

  it('options carry the spec session defaults and the order option lists', () => {
    const rows = new Map(buildOptionRows().map((r) => [r.name, r.data]));
    expect(rows.get('userWarningMs')).toBe(300_000);
    expect(rows.get('userTimeoutMs')).toBe(3_570_000);
    for (const name of [
      'shipper',
      'status',
      'deliveryMethod',
      'reason',
      'origin',
      'warehouse',
      'shippingMethod',
    ])
      expect((rows.get(`orders.${name}`) as unknown[]).length, name).toBeGreaterThan(2);
    expect(rows.get('territories')).toContainEqual({
      territory: 'US-WEST',
      businessEntity: 'Domestic',
    });
  });
});

describe('determinism and scale (no database)', () => {
  it('the same clock gives the same documents; another clock moves the dates', () => {
    const again = generateDemoData(buildStyleTable(plan.products, clock), plan, clock);
    expect(again).toEqual(data);
    expect([...productChunks(buildStyleTable(plan.products, clock), clock)].flat()).toEqual(
      products,
    );
    const later = generateDemoData(styles, plan, new Clock(new Date('2026-03-01T00:00:00.000Z')));
    expect(later.orders[0]!.createdDate).not.toBe(data.orders[0]!.createdDate);
  });

  it('SEED_SCALE grows products linearly and everything else more slowly', () => {
    expect(seedPlan(100).products).toBe(100_000);
    expect(seedPlan(2).products).toBe(2000);
    expect(seedPlan(100).ordersPerKindStatus).toBe(10 * plan.ordersPerKindStatus);
    const big = buildStyleTable(20_000, clock);
    expect(big.reduce((n, s) => n + s.colors.length, 0)).toBe(20_000);
    expect(new Set(big.map((s) => s.style)).size).toBe(big.length);
    expect(() => seedPlan(0)).toThrow(/SEED_SCALE/);
  });
});
