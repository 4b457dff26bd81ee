// The detail grid's write rules (lines.ts) without the grid: each cell goes through its shared
// rule, a refused cell leaves the line as it was and says why, deletes keep the line as Deleted.
import { demoUser, type OrderLine } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import type { GridWrite } from '../../../grid/index.ts';
import {
  applyLineWrite,
  formatSizeRun,
  parseSizeRun,
  toLineRow,
  type LineWriteContext,
  type OrderLineRow,
} from './lines.ts';

const rep = demoUser('wholesale-rep').user;
const approver = demoUser('approver').user;
const TODAY = '2026-03-10';

const wholesale: LineWriteContext = {
  kind: 'wholesale',
  packCodes: ['S06', 'M12', 'B10'],
  region: 'US',
  user: rep,
  today: TODAY,
  decimals: 2,
};
const line = (extra: Partial<OrderLine> = {}): OrderLine =>
  ({
    id: 'w1',
    style: 'A100',
    color: 'BLK',
    status: 'PENDING',
    availability: [],
    ...extra,
  }) as OrderLine;

type Write = Pick<GridWrite<OrderLineRow>, 'updates' | 'adds' | 'deletes'>;
const update = (columnId: string, value: unknown): Write => ({
  updates: [{ rowId: 'w1', columnId, value }],
  adds: [],
  deletes: [],
});

describe('[001 §5 order lines] applyLineWrite', () => {
  it('[001 §5 packCode.accepted] an S–Z code is stored uppercased', () => {
    const out = applyLineWrite([line()], update('packCode', 's06'), wholesale);
    expect(out.lines[0]?.packCode).toBe('S06');
    expect(out.problems).toEqual([]);
  });

  it('[001 §5 packCode.letterAtoL] an A–L code is cleared with its translated warning', () => {
    const out = applyLineWrite([line({ packCode: 'S06' })], update('packCode', 'b10'), wholesale);
    expect(out.lines[0]?.packCode).toBeUndefined();
    expect(out.problems).toEqual([
      {
        tone: 'warning',
        text: { id: 'msgCodes.orders.packCode.letterAtoL.title' },
        detail: { id: 'msgCodes.orders.packCode.letterAtoL', values: { code: 'B10' } },
      },
    ]);
  });

  it('[001 §5 packCode.quantityRequired] an M–R code without quantities is kept, with the warning', () => {
    const out = applyLineWrite([line()], update('packCode', 'M12'), wholesale);
    expect(out.lines[0]?.packCode).toBe('M12');
    expect(out.problems[0]?.text).toEqual({
      id: 'msgCodes.orders.packCode.quantityRequired.title',
    });
  });

  it('[001 §5 dates.default] a start date without an end gets start + 1 month (US)', () => {
    const out = applyLineWrite([line()], update('startDate', '2026-03-12'), wholesale);
    expect(out.lines[0]).toMatchObject({ startDate: '2026-03-12', endDate: '2026-04-12' });
  });

  it('[001 §5 dates.endBeforeStart] an end before the start is refused with the spec message', () => {
    const before = line({ startDate: '2026-03-12' as never, endDate: '2026-04-12' as never });
    const out = applyLineWrite([before], update('endDate', '2026-03-11'), wholesale);
    expect(out.lines[0]?.endDate).toBe('2026-04-12');
    expect(out.problems).toEqual([
      { tone: 'error', text: { id: 'msgCodes.orders.dates.endBeforeStart' } },
    ]);
  });

  it('[001 §5 dates.pastWeek] a start more than a week back is refused', () => {
    const out = applyLineWrite([line()], update('startDate', '2026-03-01'), wholesale);
    expect(out.lines[0]?.startDate).toBeUndefined();
    expect(out.problems[0]?.text).toEqual({ id: 'msgCodes.orders.dates.startPast' });
  });

  it('[001 §5 discount] out of 0–100 clears the discount with the spec message', () => {
    const out = applyLineWrite([line({ discount: 10 })], update('discount', 150), wholesale);
    expect(out.lines[0]?.discount).toBeUndefined();
    expect(out.problems[0]?.text).toEqual({ id: 'msgCodes.grid.discountRange' });
  });

  it('[001 §3 sizes] sizes typed as size:units become the units per size; unit price in minor units', () => {
    const sized = applyLineWrite([line()], update('sizeRun', '7:6, 8h:6 9:0'), wholesale);
    expect(sized.lines[0]?.sizes).toEqual({ '7': 6, '8H': 6 });
    const priced = applyLineWrite(sized.lines, update('unitPrice', 32.5), wholesale);
    expect(priced.lines[0]?.unitPrice).toBe(3250);
    expect(toLineRow(priced.lines[0] as OrderLine, 2)).toMatchObject({
      units: 12,
      unitPrice: 32.5,
      subtotal: 390,
      sizeRun: '7:6, 8H:6',
    });
    expect(applyLineWrite([line()], update('sizeRun', '7-6'), wholesale).problems[0]?.text).toEqual(
      { id: 'msgCodes.orderDetail.sizeRunInvalid' },
    );
  });

  it('[001 §3 quantity choices] a pasted 10 is refused; 1–9 is stored', () => {
    const sample = { ...wholesale, kind: 'sample' as const };
    expect(applyLineWrite([line({ quantity: 2 })], update('quantity', 10), sample)).toMatchObject({
      lines: [{ quantity: 2 }],
      problems: [{ tone: 'error', text: { id: 'msgCodes.orderDetail.quantityRange' } }],
    });
    expect(applyLineWrite([line()], update('quantity', 9), sample).lines[0]?.quantity).toBe(9);
  });

  it('[001 §4 line status] an approver moves PENDING to DENIED; a requester may not', () => {
    const promo = { ...wholesale, kind: 'promo' as const };
    const ok = applyLineWrite([line()], update('status', 'DENIED'), { ...promo, user: approver });
    expect(ok.lines[0]?.status).toBe('DENIED');
    const refused = applyLineWrite([line()], update('status', 'APPROVED'), promo);
    expect(refused.lines[0]?.status).toBe('PENDING');
    expect(refused.problems[0]?.text).toMatchObject({ id: 'msgCodes.orderDetail.statusMove' });
  });

  it('[001 §5 inventory source] Inventory without availability for the size is refused', () => {
    const sample = { ...wholesale, kind: 'sample' as const };
    const none = applyLineWrite([line({ size: '9' })], update('source', 'Inventory'), sample);
    expect(none.lines[0]?.source).toBeUndefined();
    const some = applyLineWrite(
      [line({ size: '9', availability: [{ size: '9' }] as never })],
      update('source', 'Inventory'),
      sample,
    );
    expect(some.lines[0]?.source).toBe('Inventory');
  });

  it('[001 §4 delete] a delete marks the line Deleted; undoing it restores its status', () => {
    const deleted = applyLineWrite(
      [line({ status: 'APPROVED' })],
      { updates: [], adds: [], deletes: ['w1'] },
      wholesale,
    );
    expect(deleted.lines).toEqual([expect.objectContaining({ id: 'w1', status: 'Deleted' })]);
    const row = toLineRow(line({ status: 'APPROVED' }), 2);
    const undone = applyLineWrite(
      deleted.lines,
      { updates: [], adds: [{ id: 'w1', row } as never], deletes: [] },
      wholesale,
    );
    expect(undone.lines).toEqual([expect.objectContaining({ id: 'w1', status: 'APPROVED' })]);
  });
});

describe('[001 §3 sizes] size run text', () => {
  it.each([
    ['7:6, 8:6', { '7': 6, '8': 6 }],
    ['', {}],
    ['10.5:12;11:12', { '10.5': 12, '11': 12 }],
    ['7=6', null],
  ])('[001 §3 sizes] %j → %j', (text, sizes) => {
    expect(parseSizeRun(text)).toEqual(sizes);
  });

  it('[001 §3 sizes] formats back as it reads', () => {
    expect(formatSizeRun({ '7': 6, '8': 6 })).toBe('7:6, 8:6');
  });
});
