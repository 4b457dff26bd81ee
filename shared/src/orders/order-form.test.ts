import { describe, expect, it } from 'vitest';
import { defaultSampleSize } from '../constants.ts';
import { orderSchema } from '../entities/order.ts';
import type { OrderKind } from './enums.ts';
import { lineDefaults } from './order-line-add.ts';
import {
  checkRepNumber,
  mergeTerms,
  newOrderDefaults,
  newOrderDocument,
  orderFormOf,
  orderFormSchema,
  orderHeaderPatch,
} from './order-form.ts';

const NOW = '2026-11-26T17:30:00.000Z';
const TODAY = '2026-11-26';

describe('newOrderDefaults (spec 001 §9)', () => {
  it.each<[string, OrderKind, string | undefined, ReturnType<typeof newOrderDefaults>]>([
    ['[001 §9 defaults.location] sample, no region: US', 'sample', undefined, { warehouse: 'US' }],
    ['[001 §9 defaults.location] promo in Europe: EU', 'promo', ' europe ', { warehouse: 'EU' }],
    [
      '[001 §9 defaults.availability] wholesale: US, no availability date (the 45-day window is the sample and promo search’s)',
      'wholesale',
      'Domestic',
      { warehouse: 'US' },
    ],
    [
      '[001 §9 defaults.location] wholesale in Europe: EU',
      'wholesale',
      'Europe',
      { warehouse: 'EU' },
    ],
  ])('%s', (_title, kind, region, expected) => {
    expect(newOrderDefaults(kind, TODAY, region)).toEqual(expected);
  });

  it.each<[string, OrderKind, string, Partial<ReturnType<typeof lineDefaults>>]>([
    [
      '[001 §9 defaults.line] promo footwear: Pair, Inventory',
      'promo',
      'Footwear',
      { side: 'Pair', source: 'Inventory' },
    ],
    [
      '[001 §9 defaults.line] sample apparel: Pair, Sample Library, Preferred',
      'sample',
      'Apparel',
      { side: 'Pair', source: 'Sample Library', sizePreference: 'Preferred' },
    ],
    [
      '[001 §9 defaults.line] sample footwear: Any Side',
      'sample',
      'Footwear',
      { side: 'Any Side', quantity: 1, shipper: 'Pending', returnType: 'Keep' },
    ],
  ])('%s', (_title, kind, productType, expected) => {
    expect(lineDefaults(kind, productType)).toMatchObject(expected);
  });

  it.each<[string, string, string, string | null]>([
    ['[001 §9 defaults.size] footwear women 6', 'Footwear', "Women's", '6'],
    ['[001 §9 defaults.size] footwear girls 13', 'Footwear', 'girls', '13'],
    ['[001 §9 defaults.size] apparel no gender L', 'Apparel', '', 'L'],
    ['[001 §9 defaults.size] apparel women M', 'Apparel', 'Women', 'M'],
  ])('%s', (_title, productType, gender, expected) => {
    expect(defaultSampleSize(productType, gender)).toBe(expected);
  });
});

describe('mergeTerms (spec 001 §5 wholesale terms)', () => {
  const t = (code: string, description = code) => ({ code, description });
  it.each<
    [string, ReturnType<typeof t>[] | undefined, ReturnType<typeof t>[] | undefined, string[]]
  >([
    [
      '[001 §5 terms.order] customer first, then country',
      [t('N30'), t('N60')],
      [t('N90')],
      ['N30', 'N60', 'N90'],
    ],
    [
      '[001 §5 terms.dedupe] a country term the customer has is left out',
      [t('N30', 'Net 30 (customer)')],
      [t('n30 ', 'Net 30'), t('N45')],
      ['N30', 'N45'],
    ],
    ['[001 §5 terms.dedupe] duplicates within one list too', [t('N30'), t('N30')], [], ['N30']],
    ['[001 §5 terms.empty] no customer: the country terms', undefined, [t('N10')], ['N10']],
    ['[001 §5 terms.empty] nothing: nothing', undefined, undefined, []],
  ])('%s', (_title, customer, country, codes) => {
    expect(mergeTerms(customer, country).map((x) => x.code)).toEqual(codes);
  });

  it('[001 §5 terms.dedupe] the customer description wins', () => {
    expect(mergeTerms([t('N30', 'Customer')], [t('N30', 'Country')])).toEqual([
      t('N30', 'Customer'),
    ]);
  });
});

describe('checkRepNumber (spec 001 §5 alphanumeric no-blank)', () => {
  it.each<[string, string, ReturnType<typeof checkRepNumber>]>([
    [
      '[001 §5 rep.strip] other characters stripped, uppercased',
      ' r-12 3 ',
      { value: 'R123', problem: null },
    ],
    ['[001 §5 rep.blank] only other characters: blank', '--', { value: '', problem: 'blank' }],
    ['[001 §5 rep.empty] empty stays allowed on a draft', '', { value: '', problem: null }],
  ])('%s', (_title, typed, expected) => {
    expect(checkRepNumber(typed)).toEqual(expected);
  });

  it('[001 §5 rep.form] the form refuses other characters', () => {
    expect(orderFormSchema.safeParse({ repNumber: 'R1-2' }).success).toBe(false);
    expect(orderFormSchema.safeParse({ repNumber: 'R12' }).success).toBe(true);
    expect(orderFormSchema.safeParse({ promoCode: 'ab12' }).success).toBe(false);
  });
});

describe('newOrderDocument / orderHeaderPatch (spec 001 §2 dialogs)', () => {
  const base = { id: 'n1', requesterCode: 'U1', requesterName: 'Ann Lee', now: NOW };

  it('[001 §2 new.sample] a sample DRAFT with the requester, no lines, valid for the device', () => {
    const doc = newOrderDocument(
      'sample',
      { purpose: ' Showroom ', productType: 'Footwear', zip: '', coordinator: 'C1' },
      { ...base, coordinatorName: 'Kim Park' },
    );
    expect(doc).toEqual({
      id: 'n1',
      type: 'sample',
      orderType: 'SampleOrder',
      orderSubtype: 'sample',
      status: 'DRAFT',
      purpose: 'Showroom',
      productType: 'Footwear',
      coordinator: 'C1',
      coordinatorName: 'Kim Park',
      requesterCode: 'U1',
      requesterName: 'Ann Lee',
      createdDate: NOW,
      modifiedDate: NOW,
      warehouse: 'US',
      products: [],
      comments: [],
      lines: [],
    });
    expect(orderSchema.safeParse({ ...doc, _deleted: false }).success).toBe(true);
  });

  it('[001 §2 new.wholesale] no customer: a draft keeping the typed name, no availability date', () => {
    const doc = newOrderDocument('wholesale', { customerName: 'Shoe Barn', po: 'PO-1' }, base);
    expect(doc).toMatchObject({
      type: 'wholesale',
      orderType: 'WholesaleOrder',
      buyer: 'Shoe Barn',
      po: 'PO-1',
      warehouse: 'US',
    });
    expect(doc.availabilityDate).toBeUndefined();
    expect(doc.customer).toBeUndefined();
    expect(orderSchema.safeParse({ ...doc, _deleted: false }).success).toBe(true);
  });

  it('[001 §2 new.wholesale] a chosen customer in Europe: EU, its region', () => {
    const customer = {
      id: 'K1',
      name: 'Euro Shoes',
      region: 'Europe',
      defaults: [],
      termsInfo: [],
      stores: [],
    };
    const doc = newOrderDocument(
      'wholesale',
      { customerName: 'Euro Shoes', promoCode: 'ab1' },
      { ...base, customer },
    );
    expect(doc).toMatchObject({ customer, region: 'Europe', warehouse: 'EU', promoCode: 'AB1' });
    expect(doc.buyer).toBeUndefined();
  });

  it('[001 §3 promo reviewers] a promo DRAFT names its approver and senior approver; clearing one drops its name', () => {
    const doc = newOrderDocument(
      'promo',
      { purpose: 'Launch', approver: ' A1 ', seniorApprover: 'S1' },
      { ...base, approverName: 'Al Approver', seniorApproverName: 'Sue Senior' },
    );
    expect(doc).toMatchObject({
      approverCode: 'A1',
      approverName: 'Al Approver',
      seniorApproverCode: 'S1',
      seniorApproverName: 'Sue Senior',
    });
    const order = orderSchema.parse({ ...doc, _deleted: false });
    expect(orderFormOf(order)).toMatchObject({ approver: 'A1', seniorApprover: 'S1' });
    const patch = orderHeaderPatch(
      order,
      { ...orderFormOf(order), seniorApprover: '' },
      { now: NOW, approverName: 'Al Approver' },
    );
    expect(patch).toEqual({
      seniorApproverCode: undefined,
      seniorApproverName: undefined,
      modifiedDate: NOW,
    });
    // Other kinds never carry reviewers.
    expect(newOrderDocument('sample', { approver: 'A1' }, base)).not.toHaveProperty('approverCode');
  });

  it('[001 §2 edit.patch] only the changed fields, an emptied one cleared', () => {
    const order = {
      id: 'o1',
      type: 'wholesale' as const,
      po: 'OLD',
      instructions: 'Ring twice',
      customer: { id: 'K1', name: 'Shoe Barn', defaults: [], termsInfo: [], stores: [] },
    };
    const form = { ...orderFormOf(order), po: 'NEW', instructions: '' };
    expect(orderHeaderPatch(order, form, { now: NOW })).toEqual({
      po: 'NEW',
      instructions: undefined,
      modifiedDate: NOW,
    });
    expect(orderHeaderPatch(order, orderFormOf(order), { now: NOW })).toBeNull();
  });
});

describe('termsByCountry on the order (spec 001 §5 country-based terms; decision 0075)', () => {
  const base = { id: 'n1', requesterCode: 'U1', now: NOW };
  const customer = {
    id: 'K1',
    name: 'Euro Shoes',
    address: { country: 'DE' },
    defaults: [],
    termsInfo: [{ code: 'N30', description: 'Net 30' }],
    stores: [],
  };
  const sk2 = { code: 'SK2', description: '2% 14 days, Net 30' };

  it('[001 §5 terms.country] a new wholesale order stores the country terms the dialog listed', () => {
    const doc = newOrderDocument(
      'wholesale',
      { customerName: 'Euro Shoes', additionalTerm: 'SK2' },
      { ...base, customer, termsByCountry: [sk2] },
    );
    expect(doc).toMatchObject({ additionalTerm: 'SK2', termsByCountry: [sk2] });
    expect(orderSchema.safeParse({ ...doc, _deleted: false }).success).toBe(true);
  });

  it('[001 §5 terms.country] an edit patches them when they change; unknown (no table) leaves them', () => {
    const order = { id: 'o1', type: 'wholesale' as const, customer, termsByCountry: [sk2] };
    const form = orderFormOf(order);
    expect(orderHeaderPatch(order, form, { now: NOW })).toBeNull();
    expect(orderHeaderPatch(order, form, { now: NOW, termsByCountry: [sk2] })).toBeNull();
    expect(orderHeaderPatch(order, form, { now: NOW, termsByCountry: [] })).toEqual({
      termsByCountry: undefined,
      modifiedDate: NOW,
    });
    // Other kinds never carry terms.
    expect(newOrderDocument('sample', {}, { ...base, termsByCountry: [sk2] })).not.toHaveProperty(
      'termsByCountry',
    );
  });
});
