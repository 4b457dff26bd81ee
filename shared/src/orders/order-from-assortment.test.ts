import { describe, expect, it } from 'vitest';
import { orderSchema } from '../entities/order.ts';
import { demoUser } from '../permissions/demo-users.ts';
import type { OrderKind } from './enums.ts';
import { orderFromAssortment, type AssortmentOrderProduct } from './order-from-assortment.ts';

const requester = demoUser('promo-requester').user;
const NOW = '2026-11-26T10:00:00.000Z';
const ctx = {
  id: 'o-new',
  requesterCode: requester.userCode,
  requesterName: 'Pat Lee',
  now: NOW,
  region: 'North America',
  customer: null,
};
const FOOTWEAR = (style: string, color: string, extra: Partial<AssortmentOrderProduct> = {}) => ({
  style,
  color,
  productType: 'Footwear',
  ...extra,
});
const PRODUCTS: AssortmentOrderProduct[] = [
  FOOTWEAR('B200', 'RED', { sort: 2 }),
  FOOTWEAR('A100', 'BLK', { sort: 1, discountPercent: 12.5 }),
  { style: 'T300', color: 'WHT', productType: 'Apparel', sort: 0 },
  FOOTWEAR('a100', 'blk', { sort: 3 }),
  FOOTWEAR('C400', 'GRN'),
];

const make = (kind: OrderKind, productType: string, products = PRODUCTS) => {
  let n = 0;
  return orderFromAssortment(
    kind,
    productType ? { productType: productType as 'Footwear' } : {},
    ctx,
    requester,
    products,
    () => `l${++n}`,
  );
};
const styles = (r: ReturnType<typeof make>) =>
  (r.order.lines ?? []).map((l) => `${l.style}/${l.color}`);

describe('[000 §2 create-order] an assortment’s products become the lines of a new DRAFT', () => {
  it.each<
    [string, OrderKind, string, string[], { added: number; otherType: number; repeated: number }]
  >([
    [
      'a sample order of footwear: the footwear in the assortment’s sort, a repeat once, apparel left out',
      'sample',
      'Footwear',
      ['A100/BLK', 'B200/RED', 'C400/GRN'],
      { added: 3, otherType: 1, repeated: 1 },
    ],
    [
      'an order naming no product type takes every product',
      'wholesale',
      '',
      ['T300/WHT', 'A100/BLK', 'B200/RED', 'C400/GRN'],
      { added: 4, otherType: 0, repeated: 1 },
    ],
  ])('%s', (_rule, kind, productType, lines, counts) => {
    const result = make(kind, productType);
    expect(styles(result)).toEqual(lines);
    expect({ added: result.added, otherType: result.otherType, repeated: result.repeated }).toEqual(
      counts,
    );
    expect(result.order.status).toBe('DRAFT');
    expect(result.order.id).toBe('o-new');
  });

  it('[001 §9 defaults] sample lines carry the defaults and PENDING; the document is a valid order', () => {
    const { order } = make('sample', 'Footwear');
    expect(order.lines?.[0]).toMatchObject({
      id: 'l1',
      status: 'PENDING',
      quantity: 1,
      side: 'Any Side',
      source: 'Sample Library',
      sizePreference: 'Preferred',
      shipper: 'Pending',
      returnType: 'Keep',
      productType: 'Footwear',
    });
    // The device adds `_deleted` when it writes the document.
    expect(orderSchema.safeParse({ ...order, _deleted: false }).success).toBe(true);
  });

  it('[001 §4 line status] the requester’s own promo order: lines APPROVED', () => {
    const { order } = make('promo', 'Footwear');
    expect(new Set(order.lines?.map((l) => l.status))).toEqual(new Set(['APPROVED']));
  });

  it('[001 §3 wholesale discount] a wholesale line carries the assortment’s discount percentage', () => {
    const { order } = make('wholesale', 'Footwear');
    const lines = order.lines ?? [];
    expect(lines.find((l) => l.style === 'A100')?.discount).toBe(12.5);
    expect(lines.find((l) => l.style === 'B200')).not.toHaveProperty('discount');
    expect(lines[0]).not.toHaveProperty('quantity');
  });

  it('an empty assortment makes an order with no lines', () => {
    const result = make('sample', 'Footwear', []);
    expect(result.order.lines).toEqual([]);
    expect(result.added).toBe(0);
  });
});

describe('orderFromAssortment line sizes and availability (spec 001 §9; decision 0073)', () => {
  it('[001 §9 defaults.size] each sample line takes the size of its gender and the availability of the order’s location', () => {
    const products: AssortmentOrderProduct[] = [
      FOOTWEAR('K1', 'BLK', {
        gender: 'Girls',
        locations: [
          { code: 'US', availability: [{ size: '13', date: '2026-12-01', inventory: 2 }] },
          { code: 'EU', availability: [{ size: '1', date: '2026-12-01', inventory: 2 }] },
        ],
      }),
      FOOTWEAR('W1', 'RED', { gender: 'Women' }),
    ];
    const made = make('promo', 'Footwear', products);
    expect(made.order.warehouse).toBe('US');
    expect(made.order.lines).toEqual([
      expect.objectContaining({
        style: 'K1',
        size: '13',
        source: 'Inventory',
        availability: [{ size: '13', date: '2026-12-01' }],
      }),
      // 001 §5: no availability for size 6: Inventory is not offered.
      expect.objectContaining({
        style: 'W1',
        size: '6',
        source: 'Sample Library',
        availability: [],
      }),
    ]);
    expect(orderSchema.safeParse({ ...made.order, _deleted: false }).success).toBe(true);
  });
});
