import { describe, expect, it } from 'vitest';
import { validateSampleRows } from './validate-sample-rows.ts';
import type { ImportSheetRow } from './validation-types.ts';

const production = {
  division: 'Mens',
  style: '01234',
  color: 'BLK',
  size: '9',
  side: 'Left',
  status: 'Active',
  totalQty: 2,
  bin: 'B-12',
  moldNum: 'M-100',
  moldDate: '2025-06-01',
};
const sales = {
  division: 'Mens',
  style: '01234',
  color: 'BLK',
  size: '9',
  side: 'Pair',
  status: 'Active',
  totalQty: 1,
  region: 'West',
  aisle: '4',
  direction: 'North',
  level: '2',
};

function row(rowNumber: number, values: ImportSheetRow['values']): ImportSheetRow {
  return { rowNumber, values };
}

function messages(rows: ImportSheetRow[], library: 'Production' | 'Sales', existing = []) {
  return validateSampleRows(rows, { library, existing }).rows.map((r) =>
    r.errors.map((e) => [e.errorType, e.errorSeverity, e.message]),
  );
}

describe('sample inventory import (spec 001 §5, §8)', () => {
  it.each([
    [
      'Production without bin',
      'Production',
      { ...production, bin: null },
      [
        ['stylecolor', 'critical', 'Sample Missing Value'],
        [
          'notblank',
          'critical',
          'Division, Style, Color, Status, Side, Quantity, and Bin are Required',
        ],
      ],
    ],
    [
      'Production without division',
      'Production',
      { ...production, division: '' },
      [
        [
          'notblank',
          'critical',
          'Division, Style, Color, Status, Side, Quantity, and Bin are Required',
        ],
      ],
    ],
    [
      'Production without mold date',
      'Production',
      { ...production, moldDate: null },
      [['stylecolor', 'critical', 'Sample Missing Value']],
    ],
    [
      'Sales without aisle',
      'Sales',
      { ...sales, aisle: null },
      [
        [
          'notblank',
          'critical',
          'Division, Style, Color, Status, Side, Quantity, Region, Aisle, Direction, and Level are Required',
        ],
      ],
    ],
    [
      'Sales row carrying a bin',
      'Sales',
      { ...sales, bin: 'B-1' },
      [['tooManyProperties', 'warning', 'Too Many Sample Properties']],
    ],
    ['valid Production row', 'Production', production, []],
    ['valid Sales row', 'Sales', sales, []],
  ] as const)('%s', (_name, library, values, expected) => {
    expect(messages([row(2, values)], library)).toEqual([expected]);
  });

  it('flags duplicate samples in the file and mould numbers used twice', () => {
    const result = messages(
      [row(2, production), row(3, { ...production, side: 'left' })],
      'Production',
    );
    expect(result[0]).toEqual([
      ['duplicate', 'critical', 'Duplicate Sample'],
      ['moldExists', 'critical', 'Mold Number Already Exists'],
    ]);
  });

  it('flags samples and mould numbers already in the inventory', () => {
    const existing = [{ style: '01234', color: 'blk', size: '9', side: 'LEFT', moldNum: 'm-100' }];
    const result = validateSampleRows([row(2, production)], { library: 'Production', existing });
    expect(result.rows[0]?.errors.map((e) => e.message)).toEqual([
      'Sample Already Exists',
      'Mold Number Already Exists',
    ]);
    expect(result.additions).toEqual([]);
  });

  it('adds only fully valid rows and copies totalQty to onHandQty', () => {
    const result = validateSampleRows(
      [
        row(2, production),
        row(3, { ...production, size: '10', moldNum: 'M-101', bin: null }),
        row(4, {}),
      ],
      { library: 'Production', existing: [] },
    );
    expect(result.rows).toHaveLength(2);
    expect(result.additions).toEqual([
      { rowNumber: 2, library: 'Production', values: { ...production, onHandQty: 2 } },
    ]);
  });
});
