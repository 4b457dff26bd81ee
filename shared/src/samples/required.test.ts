// Spec 001 §5 "Sample inventory" required fields and §8's message, table-tested from the spec's
// own words; and the samples filter bar's shape (spec 000 §2 mechanics).
import { describe, expect, it } from 'vitest';
import { checkFilterBarDefinition } from '../filters/definition.ts';
import { SAMPLE_FILTER_BARS, SAMPLE_FILTER_MAPPINGS } from './filter-bar.ts';
import {
  SAMPLE_REQUIRED_FIELDS,
  SAMPLE_REQUIRED_MESSAGE_IDS,
  SAMPLE_REQUIRED_TEXT,
  hasRequiredSampleFields,
  missingSampleFields,
} from './required.ts';
import { newSampleSchema } from './new-sample.ts';

const COMPLETE = {
  Production: {
    division: 'FW',
    style: 'A100',
    color: '001',
    status: 'Available',
    side: 'Pair',
    totalQty: 2,
    bin: 'B-12',
  },
  Sales: {
    division: 'FW',
    style: 'A100',
    color: '001',
    status: 'Available',
    side: 'Left',
    totalQty: 1,
    region: 'US',
    aisle: '4',
    direction: 'N',
    level: '2',
  },
} as const;

describe('[001 §5 sample inventory required] the fields each library requires', () => {
  it.each([
    ['Production', 'division, style, color, status, side, totalQty, bin'],
    ['Sales', 'division, style, color, status, side, totalQty, region, aisle, direction, level'],
  ] as const)('[001 §5 sample inventory required] %s requires %s', (library, words) => {
    expect(SAMPLE_REQUIRED_FIELDS[library].join(', ')).toBe(words);
  });

  it.each([
    ['Production', {}, [...SAMPLE_REQUIRED_FIELDS.Production]],
    ['Production', COMPLETE.Production, []],
    ['Production', { ...COMPLETE.Production, bin: '  ' }, ['bin']],
    ['Production', { ...COMPLETE.Production, status: null, side: undefined }, ['status', 'side']],
    ['Production', { ...COMPLETE.Production, totalQty: 0 }, []],
    ['Production', COMPLETE.Sales, ['bin']],
    ['Sales', COMPLETE.Sales, []],
    ['Sales', COMPLETE.Production, ['region', 'aisle', 'direction', 'level']],
    ['Sales', { ...COMPLETE.Sales, totalQty: Number.NaN, division: '' }, ['division', 'totalQty']],
  ] as const)('[001 §5 sample inventory required] %s row %j misses %j', (library, row, missing) => {
    expect(missingSampleFields(library, row)).toEqual(missing);
    expect(hasRequiredSampleFields(library, row)).toBe(missing.length === 0);
  });

  it("[001 §8 sample inventory messages] 'Status, Side, Quantity, and Bin are Required' and the variants listing every field", () => {
    expect(SAMPLE_REQUIRED_TEXT.short).toBe('Status, Side, Quantity, and Bin are Required');
    expect(SAMPLE_REQUIRED_TEXT.Production).toBe(
      'Division, Style, Color, Status, Side, Quantity, and Bin are Required',
    );
    expect(SAMPLE_REQUIRED_TEXT.Sales).toBe(
      'Division, Style, Color, Status, Side, Quantity, Region, Aisle, Direction, and Level are Required',
    );
    expect(SAMPLE_REQUIRED_MESSAGE_IDS.Sales).toBe('msgCodes.importSampleRequiredSales');
  });

  it.each(['Production', 'Sales'] as const)(
    '[001 §5 sample inventory required] the %s New Sample form requires exactly the required fields',
    (library) => {
      const result = newSampleSchema(library).safeParse({ id: 'n1', library });
      expect(result.success).toBe(false);
      const paths = new Set(result.error?.issues.map((i) => String(i.path[0])));
      expect([...paths].sort()).toEqual([...SAMPLE_REQUIRED_FIELDS[library]].sort());
      const complete = newSampleSchema(library).safeParse({
        id: 'n1',
        library,
        ...COMPLETE[library],
        size: '',
      });
      expect(complete.success).toBe(true);
    },
  );
});

describe('[000 §2 filter bar] the sample inventory bars', () => {
  it.each(['Production', 'Sales'] as const)(
    '[000 §2 filter bar] the %s bar is well formed and every filter maps to a field',
    (library) => {
      const bar = SAMPLE_FILTER_BARS[library];
      expect(checkFilterBarDefinition(bar)).toEqual([]);
      const keys = bar.modules.flatMap((m) => m.groups.flatMap((g) => g.filters.map((f) => f.key)));
      expect(Object.keys(SAMPLE_FILTER_MAPPINGS[library]).sort()).toEqual([...keys].sort());
    },
  );
});
