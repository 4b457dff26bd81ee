// The wholesale pack-code cell (spec 001 §5 Pack code) with the device's pack table (decision
// 0075): an M–R code whose quantities fit its composition is accepted, in the grid's note and
// in the write; a warning's note is translated from the rule's message ids and values.
import { demoUser, type OrderLine } from '@portal/shared';
import { DEFAULT_DATE_PATTERN } from '@portal/shared/forms/date.ts';
import type { PackTable } from '@portal/shared/orders/wholesale-options.ts';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { GridColumn } from '../../../grid/index.ts';
import { fallbackMessages, loadMessages } from '../../../i18n/catalog.ts';
import { lineColumns } from './columns.ts';
import { applyLineWrite, type OrderLineRow } from './lines.ts';

const PACK_TABLE: PackTable = [{ code: 'M12', unitCount: 12, perPackShare: 6 }];

const packColumn = (locale: string, messages: Record<string, string>, table?: PackTable) => {
  const intl = createIntl({ locale, messages });
  const columns: GridColumn<OrderLineRow>[] = lineColumns(intl, {
    wholesale: true,
    editable: true,
    statusChoices: [],
    currency: undefined,
    packCodes: ['M12', 'S06'],
    packTable: table,
    datePattern: DEFAULT_DATE_PATTERN,
  });
  return columns.find((c) => c.id === 'packCode')!;
};
const row = (packCode: string, sizes: Record<string, number>) =>
  ({ id: 'w1', packCode, sizes }) as unknown as OrderLineRow;

describe('[001 §5 packCode] the pack-code cell with the pack table', () => {
  it('[001 §5 packCode.letterMtoR] M12 with 24 units in sixes has no note; 18 units warn incorrect quantities', () => {
    const column = packColumn('en-US', { ...fallbackMessages }, PACK_TABLE);
    expect(column.note?.(row('M12', { '7': 12, '8': 12 }))).toBeUndefined();
    expect(column.note?.(row('M12', { '7': 12, '8': 6 }))).toEqual({
      tone: 'warning',
      text: 'Incorrect Quantities: Pack M12: the total must divide evenly by 12 and each size must be a multiple of its share of the pack.',
    });
  });

  it('[001 §5 packCode.incorrectQuantities] without the table (never received) an M–R code cannot be checked', () => {
    const column = packColumn('en-US', { ...fallbackMessages });
    expect(column.note?.(row('M12', { '7': 12 }))?.text).toMatch(/^Incorrect Quantities:/);
  });

  it('[001 §5 packCode.titles] the note is translated (German): title and message from their ids', async () => {
    const messages = { ...(await loadMessages('de-DE')) };
    const column = packColumn('de-DE', messages, PACK_TABLE);
    const note = column.note?.(row('M12', { '7': 5 }));
    const title = messages['msgCodes.orders.packCode.incorrectQuantities.title']!;
    expect(note?.text.startsWith(`${title}: `)).toBe(true);
    expect(note?.text).toContain('M12');
    expect(note?.text).not.toContain('Incorrect Quantities');
  });

  it('[001 §5 packCode.letterMtoR] the write keeps an M–R code whose quantities fit, with no warning', () => {
    const line = {
      id: 'w1',
      style: 'A100',
      color: 'BLK',
      status: 'PENDING',
      availability: [],
      sizes: { '7': 6, '8': 6 },
    } as OrderLine;
    const ctx = {
      kind: 'wholesale' as const,
      packCodes: ['M12'],
      packTable: PACK_TABLE,
      region: 'US',
      user: demoUser('wholesale-rep').user,
      requesterCode: 'W1',
      today: '2026-03-10',
      decimals: 2,
    };
    const write = {
      updates: [{ rowId: 'w1', columnId: 'packCode', value: 'm12' }],
      adds: [],
      deletes: [],
    };
    const accepted = applyLineWrite([line], write, ctx);
    expect(accepted.lines[0]?.packCode).toBe('M12');
    expect(accepted.problems).toEqual([]);
    const odd = applyLineWrite([{ ...line, sizes: { '7': 6 } }], write, ctx);
    expect(odd.lines[0]?.packCode).toBe('M12');
    expect(odd.problems.map((p) => p.text)).toEqual([
      { id: 'msgCodes.orders.packCode.incorrectQuantities.title' },
    ]);
  });
});

describe("[001 §5 inventory source] 'Inventory' is offered only where the line's size has stock", () => {
  const sampleColumns = () =>
    lineColumns(createIntl({ locale: 'en-US', messages: { ...fallbackMessages } }), {
      wholesale: false,
      editable: true,
      statusChoices: [],
      currency: undefined,
      packCodes: [],
    });
  const sample = (size: string, availability: { size: string; date?: string }[]) =>
    ({ id: 's1', style: 'A100', color: '001', size, availability }) as unknown as OrderLineRow;
  const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

  it.each<[string, { size: string; date?: string }[], string[], string]>([
    ['9', [{ size: '9', date: '2020-01-01' }], ['Inventory', 'Sample Library'], 'In stock'],
    ['9', [{ size: '9' }], ['Inventory', 'Sample Library'], 'In stock'],
    ['9', [{ size: '9', date: future }], ['Inventory', 'Sample Library'], 'From '],
    ['10', [{ size: '9' }], ['Sample Library'], 'Not available'],
    ['', [{ size: '9' }], ['Sample Library'], 'Not available'],
  ])('size %j with stock %j offers %j and reads %j', (size, stock, offered, reads) => {
    const columns = sampleColumns();
    const source = columns.find((c) => c.id === 'source')!;
    const availability = columns.find((c) => c.id === 'availability')!;
    expect(source.optionsFor?.(sample(size, stock))).toEqual(offered);
    expect(String(availability.get?.(sample(size, stock)))).toContain(reads);
    // The cell takes either source by name or stored value; the write judges the stock.
    expect(source.rule.parse('sample library')).toMatchObject({
      ok: true,
      value: 'Sample Library',
    });
  });
});
