import { describe, expect, it } from 'vitest';
import {
  cellText,
  excelSerialToIsoDate,
  parseCell,
  parseDateText,
  type CellParser,
} from './cell-parsing.ts';

describe('cell text (spec 000 §5: line breaks removed, trimmed)', () => {
  it.each([
    ['  Runner\nPro  ', 'Runner Pro'],
    ['A\r\n\r\nB', 'A B'],
    [1234, '1234'],
    [1e21, '1000000000000000000000'],
    [0.1 + 0.2, '0.3'],
    [true, 'TRUE'],
    [null, ''],
  ] as const)('%j → %j', (raw, text) => {
    expect(cellText(raw)).toBe(text);
  });
});

describe('column parsers', () => {
  const code: CellParser = { kind: 'code' };
  it('keeps codes as text with leading zeros, whatever Excel stored', () => {
    expect(parseCell(' 01234 ', code).value).toBe('01234');
    expect(parseCell(98765, code).value).toBe('98765');
  });

  it.each([
    [{ kind: 'number' }, '1,234.50', 1234.5],
    [{ kind: 'number' }, '$12', 12],
    [{ kind: 'number' }, 7.25, 7.25],
    [{ kind: 'integer' }, '12', 12],
    [{ kind: 'percent' }, '12.5%', 12.5],
    [{ kind: 'percent' }, 0.25, 25],
    [{ kind: 'percent' }, '40', 40],
    [{ kind: 'date' }, '2026/02/03', '2026-02-03'],
    [{ kind: 'date' }, '2026-02-03T00:00:00.000Z', '2026-02-03'],
    [{ kind: 'date' }, '02/03/2026', '2026-02-03'],
    [{ kind: 'date' }, 46056, '2026-02-03'],
    [{ kind: 'boolean' }, 'Yes', true],
    [{ kind: 'list', options: ['Pair', 'Left', 'Right'] }, 'pair', 'Pair'],
    [{ kind: 'multiList', options: ['Mesh', 'Leather'] }, 'mesh, LEATHER', ['Mesh', 'Leather']],
  ] as [CellParser, string | number, unknown][])('%j parses %j as %j', (parser, raw, value) => {
    expect(parseCell(raw, parser)).toEqual({ value, invalid: false });
  });

  it.each([
    [{ kind: 'number' }, '-3'],
    [{ kind: 'number' }, 'twelve'],
    [{ kind: 'integer' }, '1.5'],
    [{ kind: 'percent' }, '140%'],
    [{ kind: 'date' }, '2023-02-29'],
    [{ kind: 'date' }, 'soon'],
    [{ kind: 'list', options: ['Pair'] }, 'Both'],
  ] as [CellParser, string][])('%j refuses %j', (parser, raw) => {
    expect(parseCell(raw, parser)).toEqual({ value: null, invalid: true });
  });

  it('reads empty cells as null without an error', () => {
    expect(parseCell('  \n ', { kind: 'number' })).toEqual({ value: null, invalid: false });
  });

  it('converts Excel serial days (1900 system) to ISO dates', () => {
    expect(excelSerialToIsoDate(1)).toBe('1899-12-31');
    expect(excelSerialToIsoDate(45292)).toBe('2024-01-01');
    expect(excelSerialToIsoDate(-4)).toBeNull();
    expect(parseDateText('45292')).toBe('2024-01-01');
  });
});
