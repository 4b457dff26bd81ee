// The detail grid's write rules (lines.ts) without the grid: each cell goes through its shared
// rule, a refused cell leaves the line as it was and says why, deletes keep the line as Deleted.
import { demoUser, type Order, type OrderLine } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import type { GridWrite } from '../../../grid/index.ts';
import { dateDisplayPattern } from '@portal/shared/forms/date.ts';
import { createIntl } from 'react-intl';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { longDateRule, translatedTextRule } from './line-cells.ts';
import {
  applyLineWrite,
  catalogueLinePrice,
  daysOut,
  formatSizeRun,
  parseSizeRun,
  restoredStatus,
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
    const promo = { ...wholesale, kind: 'promo' as const, user: approver };
    const deleted = applyLineWrite(
      [line({ status: 'APPROVED' })],
      { updates: [], adds: [], deletes: ['w1'] },
      promo,
    );
    expect(deleted.lines).toEqual([expect.objectContaining({ id: 'w1', status: 'Deleted' })]);
    const row = toLineRow(line({ status: 'APPROVED' }), 2);
    const undone = applyLineWrite(
      deleted.lines,
      { updates: [], adds: [{ id: 'w1', row } as never], deletes: [] },
      promo,
    );
    expect(undone.lines).toEqual([expect.objectContaining({ id: 'w1', status: 'APPROVED' })]);
  });

  it.each([
    ['a reviewer, APPROVED', 'promo', approver, undefined, 'APPROVED', 'APPROVED'],
    ['a reviewer, DENIED', 'promo', approver, undefined, 'DENIED', 'DENIED'],
    [
      'the requester of a promo order, APPROVED',
      'promo',
      rep,
      rep.userCode,
      'APPROVED',
      'APPROVED',
    ],
    ['a requester, DENIED (not theirs to set)', 'promo', rep, rep.userCode, 'DENIED', 'PENDING'],
    ['a rep, APPROVED', 'wholesale', rep, rep.userCode, 'APPROVED', 'PENDING'],
    ['anyone, PENDING', 'sample', rep, undefined, 'PENDING', 'PENDING'],
  ] as const)(
    '[001 §4 undo delete] %s comes back as the server allows it',
    (_who, kind, user, requesterCode, previous, expected) => {
      expect(restoredStatus(previous, { ...wholesale, kind, user, requesterCode })).toBe(expected);
    },
  );
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

describe("[001 §5 Wholesale dates] dates in the user's long date format", () => {
  const european = { ...wholesale, dateFormat: 'DD.MM.YYYY' };

  it('[001 §5 dates.format] a start typed DD.MM.YYYY is stored as the ISO day; days out count to the end', () => {
    const out = applyLineWrite([line()], update('startDate', '12.03.2026'), european);
    expect(out.problems).toEqual([]);
    expect(out.lines[0]).toMatchObject({
      startDate: '2026-03-12',
      endDate: '2026-04-12',
      daysOut: 31,
    });
  });

  it.each([
    ['startDate', 'msgCodes.orders.dates.invalidStart'],
    ['endDate', 'msgCodes.orders.dates.invalidEnd'],
  ] as const)(
    '[001 §5 dates.invalid] an unreadable %s is refused with the spec message',
    (field, id) => {
      const before = line({ startDate: '2026-03-12' as never, endDate: '2026-04-12' as never });
      const out = applyLineWrite([before], update(field, '31.02.2026'), european);
      expect(out.problems).toEqual([{ tone: 'error', text: { id } }]);
      expect(out.lines[0]).toMatchObject({ startDate: '2026-03-12', endDate: '2026-04-12' });
    },
  );

  it('[001 §3 daysOut] days out are the days from start to end, recomputed when the end moves', () => {
    expect(daysOut('2026-03-12', '2026-03-12')).toBe(0);
    expect(daysOut('2026-02-20', '2026-03-02')).toBe(10);
    const before = line({ startDate: '2026-03-12' as never, endDate: '2026-04-12' as never });
    const out = applyLineWrite([before], update('endDate', '2026-03-20'), wholesale);
    expect(out.lines[0]?.daysOut).toBe(8);
  });

  it("[001 §5 dates.format] the cell reads and shows the user's format; other text reaches the write", () => {
    const base = { parse: () => ({ ok: true, value: null }), format: () => '' } as never;
    const rule = longDateRule(base, dateDisplayPattern('DD.MM.YYYY'));
    expect(rule.format('2026-03-12')).toBe('12.03.2026');
    expect(rule.parse('12/03/2026')).toEqual({ ok: true, value: '2026-03-12' });
    expect(rule.parse('2026-03-12')).toEqual({ ok: true, value: '2026-03-12' });
    expect(rule.parse('31.02.2026')).toEqual({ ok: true, value: '31.02.2026' });
    expect(rule.parse(' ')).toEqual({ ok: true, value: null });
    const us = longDateRule(base, dateDisplayPattern(undefined));
    expect(us.format('2026-03-12')).toBe('03/12/2026');
  });
});

describe('[001 §3 Wholesale order line] unit price by country and currency', () => {
  const order = (extra: Partial<Order> = {}) =>
    ({
      id: 'o1',
      type: 'wholesale',
      lines: [],
      currency: { currencyCode: 'CAD', currencySymbol: 'CA$', decimalPlaces: 2 },
      customer: { id: 'C1', name: 'Shoe Palace', address: { country: 'CA' } },
      ...extra,
    }) as unknown as Order;

  it('[001 §3 prices] a line without its own price shows its price for the customer country and currency', () => {
    const row = toLineRow(
      line({ prices: { CA: { CAD: 4250 } }, sizes: { '8': 2 } } as never),
      2,
      order(),
    );
    expect(row).toMatchObject({ unitPrice: 42.5, subtotal: 85 });
    expect(toLineRow(line({ unitPrice: 1000 } as never), 2, order()).unitPrice).toBe(10);
  });

  it("[001 §3 prices] a device add takes the wholesale price of the currency's location from the catalogue", () => {
    const product = {
      locations: [
        { code: 'US', wholesalePrice: 3000, availability: [] },
        { code: 'CA', wholesalePrice: 4250, availability: [] },
      ],
    } as never;
    expect(catalogueLinePrice(product, order())).toEqual({
      unitPrice: 4250,
      prices: { CA: { CAD: 4250 } },
    });
    // No currency: the region's location (001 §9: US unless Europe), no prices by country.
    expect(
      catalogueLinePrice(product, order({ currency: undefined, customer: undefined } as never)),
    ).toEqual({ unitPrice: 3000 });
    expect(catalogueLinePrice({ locations: [] } as never, order())).toEqual({});
  });
});

describe('[001 §3 Order line] stored words show translated', () => {
  const de = createIntl({
    locale: 'de-DE',
    messages: {
      ...fallbackMessages,
      'labels.orderDetail.source.sampleLibrary': 'Musterbibliothek',
    },
  });
  const base = {
    parse: (text: string) => ({ ok: true, value: text.trim() || null }),
    format: (value: unknown) => String(value ?? ''),
  } as never;

  it('[001 §9 source] the stored value shows translated; the name or the value stores the value; other text as typed', () => {
    const rule = translatedTextRule(base, de, 'source');
    expect(rule.format('Sample Library')).toBe('Musterbibliothek');
    expect(rule.parse('musterbibliothek')).toEqual({ ok: true, value: 'Sample Library' });
    expect(rule.parse('sample library')).toEqual({ ok: true, value: 'Sample Library' });
    expect(rule.parse('Showroom')).toEqual({ ok: true, value: 'Showroom' });
    expect(translatedTextRule(base, de, 'shipper').format('UPS')).toBe('UPS');
  });
});
