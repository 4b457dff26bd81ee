// The server's use of the required-fields rule (decision 0048): the problem of a whole sample,
// judged by its own library, with the spec's message (001 §5, §8).
import { describe, expect, it } from 'vitest';
import { SAMPLE_LIBRARY_REQUIRED } from '../import/validate-sample-rows.ts';
import { SAMPLE_REQUIRED_FIELDS, sampleRequiredProblem } from './required.ts';

const production = {
  library: 'Production',
  division: 'Mens',
  style: '01234',
  color: 'BLK',
  status: 'Active',
  side: 'Left',
  totalQty: 2,
  bin: 'B-12',
};
const sales = {
  library: 'Sales',
  division: 'Mens',
  style: '01234',
  color: 'BLK',
  status: 'Active',
  side: 'Pair',
  totalQty: 1,
  region: 'West',
  aisle: '4',
  direction: 'North',
  level: '2',
};

describe('[001 §5 sample inventory required] the problem of a whole sample', () => {
  it.each([
    ['a complete Production sample', production, null],
    ['a complete Sales sample', sales, null],
    ['Production without bin', { ...production, bin: undefined }, ['bin']],
    ['Sales without level', { ...sales, level: '' }, ['level']],
    [
      'a Production sample written as Sales',
      { ...production, library: 'Sales' },
      ['region', 'aisle', 'direction', 'level'],
    ],
    ['a sample of no known library (left to its schema)', { library: 'Archive' }, null],
  ] as const)('[001 §5 sample inventory required] %s', (_label, sample, missing) => {
    expect(sampleRequiredProblem(sample)?.missing ?? null).toEqual(missing);
  });

  it("[001 §8 sample inventory messages] the problem carries the library's message", () => {
    expect(sampleRequiredProblem({ ...production, bin: null })).toEqual({
      errorType: 'notblank',
      errorSeverity: 'critical',
      library: 'Production',
      missing: ['bin'],
      messageId: 'msgCodes.importSampleRequiredProduction',
      message: 'Division, Style, Color, Status, Side, Quantity, and Bin are Required',
    });
    expect(sampleRequiredProblem({ ...sales, aisle: null })?.message).toBe(
      'Division, Style, Color, Status, Side, Quantity, Region, Aisle, Direction, and Level are Required',
    );
  });

  it('[001 §5 sample inventory required] an edit may not blank a required field, and may leave one that was blank', () => {
    const incomplete = { ...production, bin: undefined };
    expect(sampleRequiredProblem({ ...incomplete, status: 'Lost' }, incomplete)).toBeNull();
    expect(sampleRequiredProblem({ ...incomplete, status: '' }, incomplete)?.missing).toEqual([
      'status',
    ]);
    expect(sampleRequiredProblem({ ...production, bin: ' ' }, production)?.missing).toEqual([
      'bin',
    ]);
  });

  it('[001 §5 sample inventory required] the import checks the same fields', () => {
    expect(SAMPLE_REQUIRED_FIELDS).toEqual(SAMPLE_LIBRARY_REQUIRED);
  });
});
