import { describe, expect, it } from 'vitest';
import {
  countryTerms,
  orderPacks,
  packTableSchema,
  termsByCountryTableSchema,
  type PackTable,
  type TermsByCountryTable,
} from './wholesale-options.ts';

describe("orderPacks (spec 001 §5 Pack code: the pack's unit count and per-pack share; decision 0075)", () => {
  const table: PackTable = [
    { code: 'M12', unitCount: 12, perPackShare: 6 },
    { code: 'r24', unitCount: 24, perPackShare: { S: 6, M: 6 } },
  ];
  it.each<[string, readonly string[] | undefined, PackTable | undefined, unknown]>([
    [
      '[001 §5 packCode.composition] an offered code takes its composition from the table',
      ['M12'],
      table,
      [{ code: 'M12', unitCount: 12, perPackShare: 6 }],
    ],
    [
      "[001 §5 packCode.composition] codes compare uppercased; the order's spelling is kept",
      ['R24', 'm12'],
      table,
      [
        { code: 'R24', unitCount: 24, perPackShare: { S: 6, M: 6 } },
        { code: 'm12', unitCount: 12, perPackShare: 6 },
      ],
    ],
    [
      '[001 §5 packCode.composition] a code the table does not know is offered alone',
      ['S06', 'N24'],
      table,
      [{ code: 'S06' }, { code: 'N24' }],
    ],
    [
      '[001 §5 packCode.composition] no table (the device has none yet): codes alone',
      ['M12'],
      undefined,
      [{ code: 'M12' }],
    ],
    [
      "[001 §5 packCode.unknown] an order naming no codes (a new one) offers the table's packs",
      undefined,
      table,
      table,
    ],
    ['[001 §5 packCode.unknown] an empty list is no codes named', [], table, table],
    ['[001 §5 packCode.unknown] no codes and no table: nothing is known', [], undefined, []],
  ])('%s', (_title, codes, packs, expected) => {
    expect(orderPacks(codes, packs)).toEqual(expected);
  });

  it("[001 §5 packCode.composition] the option's shape: one share or a share per size, whole positive counts", () => {
    expect(packTableSchema.safeParse(table).success).toBe(true);
    expect(packTableSchema.safeParse([{ code: 'M12', unitCount: 0 }]).success).toBe(false);
    expect(packTableSchema.safeParse([{ code: 'M12', perPackShare: { S: 1.5 } }]).success).toBe(
      false,
    );
  });
});

describe('countryTerms (spec 001 §5 "country-based terms"; decision 0075)', () => {
  const t = (code: string) => ({ code, description: code });
  const table: TermsByCountryTable = { US: [t('N30'), t('COD')], de: [t('SK2')] };
  it.each<[string, TermsByCountryTable | undefined, string | undefined, unknown]>([
    [
      "[001 §5 terms.country] the entry of the customer's country",
      table,
      'US',
      [t('N30'), t('COD')],
    ],
    [
      '[001 §5 terms.country] country codes compare trimmed and uppercased',
      table,
      ' De ',
      [t('SK2')],
    ],
    ['[001 §5 terms.country] a country without an entry has none', table, 'FR', []],
    ['[001 §5 terms.country] no country: none', table, undefined, []],
    ['[001 §5 terms.country] no table on the device: unknown', undefined, 'US', undefined],
  ])('%s', (_title, terms, country, expected) => {
    expect(countryTerms(terms, country)).toEqual(expected);
  });

  it("[001 §5 terms.country] the option's shape: country → terms", () => {
    expect(termsByCountryTableSchema.safeParse(table).success).toBe(true);
    expect(termsByCountryTableSchema.safeParse({ US: [{ code: 'N30' }] }).success).toBe(false);
  });
});
