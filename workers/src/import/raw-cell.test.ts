import { describe, expect, it } from 'vitest';
import { isoFromDate, toRawCell } from './raw-cell.ts';

describe('exceljs cell values → import cells', () => {
  it.each([
    [
      'rich text',
      { richText: [{ text: 'Trail ' }, { text: 'Runner' }] },
      undefined,
      'Trail Runner',
    ],
    ['formula result', { formula: 'A1&"x"', result: '01234x' }, undefined, '01234x'],
    ['formula without cached result', { formula: 'NOW()' }, undefined, null],
    ['shared formula result', { sharedFormula: 'A2', result: 7 }, undefined, 7],
    [
      'hyperlink',
      { text: 'Spec sheet', hyperlink: 'https://example.test' },
      undefined,
      'Spec sheet',
    ],
    ['error', { error: '#N/A' }, undefined, null],
    ['zero-padded code', 1234, '000000', '001234'],
    ['number in a text-formatted cell', 1234, '@', '1234'],
    ['plain number', 12.5, '0.00', 12.5],
    ['boolean', true, undefined, true],
  ])('%s', (_name, value, numFmt, expected) => {
    expect(toRawCell(value, numFmt)).toEqual(expected);
  });

  it('writes dates as YYYY-MM-DD, with the time only when there is one', () => {
    expect(isoFromDate(new Date(Date.UTC(2026, 0, 5)))).toBe('2026-01-05');
    expect(isoFromDate(new Date(Date.UTC(2026, 0, 5, 13, 4, 9)))).toBe('2026-01-05T13:04:09');
    expect(isoFromDate(new Date(Number.NaN))).toBeNull();
  });
});
