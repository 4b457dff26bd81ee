import { describe, expect, it } from 'vitest';
import { demoUser } from '../permissions/demo-users.ts';
import type { OrderKind } from './enums.ts';
import {
  addProductLine,
  isOrderQuantity,
  lineDefaults,
  type AddableLine,
} from './order-line-add.ts';

const requester = demoUser('promo-requester').user;
const other = demoUser('approver').user;

describe('lineDefaults (spec 001 §9 default order values)', () => {
  it.each<[string, OrderKind, string | undefined, ReturnType<typeof lineDefaults>]>([
    [
      '[001 §9 defaults.sample] footwear sample: Any Side, Sample Library, Preferred',
      'sample',
      'Footwear',
      {
        quantity: 1,
        side: 'Any Side',
        source: 'Sample Library',
        sizePreference: 'Preferred',
        shipper: 'Pending',
        returnType: 'Keep',
      },
    ],
    [
      '[001 §9 defaults.apparel] apparel sample: Pair',
      'sample',
      'Apparel',
      {
        quantity: 1,
        side: 'Pair',
        source: 'Sample Library',
        sizePreference: 'Preferred',
        shipper: 'Pending',
        returnType: 'Keep',
      },
    ],
    [
      '[001 §9 defaults.promo] promo: Pair, Inventory, no size preference',
      'promo',
      'Footwear',
      { quantity: 1, side: 'Pair', source: 'Inventory', shipper: 'Pending', returnType: 'Keep' },
    ],
    ['[001 §9 defaults.wholesale] wholesale: none', 'wholesale', 'Footwear', {}],
  ])('%s', (_title, kind, productType, expected) => {
    expect(lineDefaults(kind, productType)).toEqual(expected);
  });
});

describe('isOrderQuantity (spec 001 §3 quantity choices 1 to 9)', () => {
  it.each<[number | null, boolean]>([
    [1, true],
    [9, true],
    [0, false],
    [10, false],
    [2.5, false],
    [null, false],
  ])('[001 §3 quantity] %s → %s', (value, ok) => {
    expect(isOrderQuantity(value)).toBe(ok);
  });
});

describe('addProductLine (spec 001 §4 adding a product already in the order is an update)', () => {
  const lines: AddableLine[] = [
    { id: 'l1', style: 'A100', color: 'BLK', status: 'PENDING', quantity: 3 },
    { id: 'l2', style: 'B200', color: 'RED', status: 'Deleted', quantity: 2 },
  ];
  const promo = { type: 'promo' as const, requesterCode: requester.userCode };

  it('[001 §4 add.present] a product already on a live line leaves the lines as they are', () => {
    const add = addProductLine(promo, lines, { style: 'a100', color: 'blk' }, requester, 'new');
    expect(add).toMatchObject({ outcome: 'present', lineId: 'l1' });
    expect(add.lines).toEqual(lines);
  });

  it('[001 §4 add.afterDelete] a product whose line is Deleted gets a new line; the Deleted one stays', () => {
    const add = addProductLine(promo, lines, { style: 'B200', color: 'RED' }, requester, 'new');
    expect(add).toMatchObject({ outcome: 'added', lineId: 'new' });
    expect(add.lines[1]).toEqual(lines[1]);
    expect(add.lines[2]).toMatchObject({
      id: 'new',
      style: 'B200',
      color: 'RED',
      status: 'APPROVED',
    });
  });

  it.each([
    ['[001 §4 line status] the requester’s own promo line is APPROVED', requester, 'APPROVED'],
    ['[001 §4 line status] anyone else’s new line is PENDING', other, 'PENDING'],
  ])('%s', (_title, user, status) => {
    const add = addProductLine(
      promo,
      lines,
      { style: 'C300', color: 'GRN', productType: 'Footwear', division: 'D1' },
      user,
      'new',
    );
    expect(add.outcome).toBe('added');
    expect(add.lines[2]).toEqual({
      id: 'new',
      style: 'C300',
      color: 'GRN',
      status,
      quantity: 1,
      side: 'Pair',
      source: 'Inventory',
      shipper: 'Pending',
      returnType: 'Keep',
      productType: 'Footwear',
      division: 'D1',
    });
  });
});
