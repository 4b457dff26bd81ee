import { describe, expect, it } from 'vitest';
import { sampleStyleRows, type SampleStyleOrder } from './sample-styles.ts';

const ORDERS: SampleStyleOrder[] = [
  {
    id: 'o-12',
    orderNumber: 12,
    productType: 'Footwear',
    submittedDate: '2026-11-20T10:00:00.000Z',
    lines: [
      { style: 'B200', color: '001', size: '9', quantity: 2, status: 'PENDING' },
      { style: 'A100', color: '410', size: '10', status: 'PENDING' },
      { style: 'C300', color: '001', size: '8', quantity: 1, status: 'Deleted' },
    ],
  },
  {
    id: 'o-7',
    orderNumber: 7,
    productType: 'Footwear',
    submittedDate: '2026-11-18T09:00:00.000Z',
    lines: [
      { style: 'B200', color: '001', size: '10', quantity: 1, status: 'PENDING' },
      { style: 'B200', color: '001', size: '9', quantity: 1, status: 'PENDING' },
      { style: 'B200', color: '001', size: '9.5', quantity: 1, status: 'PENDING' },
      { style: 'D400', color: '002', quantity: 3, status: 'DENIED' },
    ],
  },
  { id: 'draft-x', productType: 'Apparel', lines: [{ style: 'B200', color: '001', size: 'M' }] },
];

describe('[001 §2 sample styles] one row per style/colour asked for', () => {
  const rows = sampleStyleRows(ORDERS);

  it('lists each asked style/colour once, by style then colour; deleted and denied lines ask for nothing', () => {
    expect(rows.map((r) => r.id)).toEqual(['A100/410', 'B200/001']);
  });

  it('adds the units (a line without a quantity asks for one) and the sizes in size order', () => {
    const b200 = rows[1]!;
    expect(b200.quantity).toBe(6);
    expect(b200.sizes).toBe('9 ×3, 9.5, 10, M');
    expect(rows[0]).toMatchObject({ quantity: 1, sizes: '10', productType: 'Footwear' });
  });

  it('names the asking orders by number ascending, a draft without a number last, and the earliest submission', () => {
    expect(rows[1]).toMatchObject({
      orderCount: 3,
      orderNumbers: '7, 12',
      orderIds: ['o-7', 'o-12', 'draft-x'],
      firstSubmitted: '2026-11-18T09:00:00.000Z',
    });
  });

  it('has no rows without orders', () => {
    expect(sampleStyleRows([])).toEqual([]);
  });
});
