import { describe, expect, it } from 'vitest';
import { demoUser } from '../permissions/demo-users.ts';
import type { OrderKind } from './enums.ts';
import {
  addProductLine,
  isOrderQuantity,
  lineDefaults,
  newLineFields,
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
        size: '9',
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
        size: 'L',
      },
    ],
    [
      '[001 §9 defaults.promo] promo: Pair, Inventory, no size preference',
      'promo',
      'Footwear',
      {
        quantity: 1,
        side: 'Pair',
        source: 'Inventory',
        shipper: 'Pending',
        returnType: 'Keep',
        size: '9',
      },
    ],
    [
      '[001 §9 defaults.promo] a POP promo line has no default size',
      'promo',
      'POP',
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
      // No availability known (no `at`): the promo default Inventory is disabled (001 §5).
      source: 'Sample Library',
      shipper: 'Pending',
      returnType: 'Keep',
      size: '9',
      productType: 'Footwear',
      division: 'D1',
    });
  });
});

describe('lineDefaults by gender (spec 001 §9 default sample sizes)', () => {
  it.each<[string, OrderKind, string, string | undefined, string | undefined]>([
    ['[001 §9 defaults.size] footwear infant 7', 'sample', 'Footwear', 'Infant', '7'],
    ['[001 §9 defaults.size] footwear children 13', 'promo', 'Footwear', 'Children', '13'],
    ['[001 §9 defaults.size] footwear boys 13', 'sample', 'Footwear', 'Boys', '13'],
    ['[001 §9 defaults.size] footwear girls 13', 'sample', 'Footwear', 'Girls', '13'],
    ['[001 §9 defaults.size] footwear women 6', 'promo', 'Footwear', "Women's", '6'],
    ['[001 §9 defaults.size] footwear men 9', 'sample', 'Footwear', 'Men', '9'],
    ['[001 §9 defaults.size] apparel men L', 'sample', 'Apparel', 'Mens', 'L'],
    ['[001 §9 defaults.size] apparel unisex L', 'promo', 'Apparel', 'Unisex', 'L'],
    ['[001 §9 defaults.size] apparel no gender L', 'sample', 'Apparel', undefined, 'L'],
    ['[001 §9 defaults.size] apparel women M', 'sample', 'Apparel', 'Women', 'M'],
    ['[001 §9 defaults.size] POP none', 'promo', 'POP', 'Women', undefined],
    ['[001 §9 defaults.size] wholesale none', 'wholesale', 'Footwear', 'Women', undefined],
  ])('%s', (_title, kind, productType, gender, size) => {
    expect(lineDefaults(kind, productType, gender).size).toBe(size);
  });
});

describe('newLineFields (spec 001 §5 Inventory source, §9 availability window; decision 0073)', () => {
  const TODAY = '2026-03-01';
  const product = (availability: { size: string; date?: string; inventory?: number }[]) => ({
    style: 'A100',
    color: 'BLK',
    gender: 'Women',
    locations: [
      { code: 'US', availability },
      { code: 'EU', availability: [{ size: '6', date: '2026-03-02', inventory: 9 }] },
    ],
  });
  const at = { today: TODAY, locationCode: 'US' };

  it.each<[string, Parameters<typeof product>[0], string, object[]]>([
    [
      '[001 §5 source.inventory] the default size in stock within 45 days: Inventory',
      [{ size: '6', date: '2026-04-15', inventory: 3 }],
      'Inventory',
      [{ size: '6', date: '2026-04-15' }],
    ],
    [
      '[001 §9 window.past] stock dated before today is on hand: Inventory',
      [{ size: '6', date: '2025-12-01', inventory: 3 }],
      'Inventory',
      [{ size: '6', date: '2025-12-01' }],
    ],
    [
      '[001 §9 window.end] stock arriving after today + 45 days is not available',
      [{ size: '6', date: '2026-04-16', inventory: 3 }],
      'Sample Library',
      [],
    ],
    [
      '[001 §5 source.noStock] no inventory for the size: the other source',
      [
        { size: '6', date: '2026-03-01', inventory: 0 },
        { size: '7', date: '2026-03-01', inventory: 4 },
      ],
      'Sample Library',
      [{ size: '7', date: '2026-03-01' }],
    ],
    [
      '[001 §3 availability] one entry per size, the earliest date',
      [
        { size: '6', date: '2026-03-20', inventory: 3 },
        { size: '6', date: '2026-03-05', inventory: 3 },
      ],
      'Inventory',
      [{ size: '6', date: '2026-03-05' }],
    ],
  ])('%s', (_title, availability, source, expected) => {
    const fields = newLineFields('promo', 'Footwear', product(availability), at);
    expect(fields).toMatchObject({ size: '6', source });
    expect(fields.availability).toEqual(expected);
  });

  it('[001 §9 location] an order in Europe reads the EU row', () => {
    const fields = newLineFields('promo', 'Footwear', product([]), {
      today: TODAY,
      order: { region: 'Europe' },
    });
    expect(fields).toMatchObject({ source: 'Inventory', availability: [{ size: '6' }] });
  });

  it('[001 §9 defaults.size] a POP product stocked in one size takes it', () => {
    const pop = {
      style: 'P1',
      color: 'AST',
      locations: [{ code: 'US', availability: [{ size: 'OS', inventory: 5 }] }],
    };
    expect(newLineFields('promo', 'POP', pop, at)).toMatchObject({
      size: 'OS',
      source: 'Inventory',
    });
  });

  it('[001 §4 add] addProductLine puts the size and availability on the new line', () => {
    const add = addProductLine(
      { type: 'sample', requesterCode: requester.userCode, warehouse: 'US' },
      [],
      { ...product([{ size: '6', date: '2026-03-03', inventory: 1 }]), productType: 'Footwear' },
      requester,
      'n1',
      { today: TODAY },
    );
    expect(add.lines[0]).toMatchObject({
      size: '6',
      source: 'Sample Library',
      availability: [{ size: '6', date: '2026-03-03' }],
    });
  });
});
