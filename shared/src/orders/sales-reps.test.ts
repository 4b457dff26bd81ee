import { describe, expect, it } from 'vitest';
import { salesRepSchema, type SalesRep } from '../entities/customer.ts';
import { checkReps, findRep, repServes, type RepCheckRequest } from './sales-reps.ts';

const rep = (input: Partial<SalesRep> & Pick<SalesRep, 'repNumber'>): SalesRep =>
  salesRepSchema.parse({ name: `Rep ${input.repNumber}`, ...input });
const REPS = [
  rep({ repNumber: 'R101', name: 'Ada Moss', region: 'Domestic', customers: ['C-1001'] }),
  rep({ repNumber: 'R109', name: 'Old Hand', region: 'Domestic', active: false }),
  rep({ repNumber: 'R201', name: 'Eva Lind', region: 'Europe', customers: ['C-1004'] }),
  rep({ repNumber: 'R900', name: 'House', region: 'Domestic' }),
];
const MILLER = { id: 'C-1001', name: 'Miller Shoes', region: 'Domestic' };
const KOCH = { id: 'C-1004', name: 'Koch Sports', region: 'Europe' };
const HALL = { id: 'C-1002', name: 'Hall Footwear', region: 'Domestic' };

describe('[001 §7 wof rep] the rep check', () => {
  it.each<[string, RepCheckRequest, string | null]>([
    ['rep.known', { repNumber: 'R101' }, null],
    ['rep.caseBlind', { repNumber: ' r101 ' }, null],
    ['rep.customer', { repNumber: 'R101', customer: MILLER }, null],
    ['rep.house', { repNumber: 'R900', customer: HALL }, null],
    ['rep.unknown', { repNumber: 'R999' }, '404 Rep number R999 is not on file'],
    ['rep.inactive', { repNumber: 'R109' }, '422 Rep R109 (Old Hand) is no longer active'],
    [
      'rep.region',
      { repNumber: 'R201', region: 'Domestic' },
      '422 Rep R201 (Eva Lind) does not sell in Domestic',
    ],
    [
      'rep.customerRegion',
      { repNumber: 'R201', customer: MILLER },
      '422 Rep R201 (Eva Lind) does not sell in Domestic',
    ],
    [
      'rep.notServed',
      { repNumber: 'R101', customer: HALL },
      '422 Rep R101 (Ada Moss) does not serve Hall Footwear (C-1002)',
    ],
    [
      'rep.houseOtherRegion',
      { repNumber: 'R900', customer: KOCH },
      '422 Rep R900 (House) does not sell in Europe',
    ],
    ['rep2.ok', { repNumber: 'R101', repNumber2: 'R900', customer: MILLER }, null],
    ['rep2.blank', { repNumber: 'R101', repNumber2: '  ' }, null],
    [
      'rep2.repeat',
      { repNumber: 'R101', repNumber2: 'r101' },
      '422 The second rep number repeats the first',
    ],
    ['rep2.unknown', { repNumber: 'R101', repNumber2: 'X1' }, '404 Rep number X1 is not on file'],
  ])('[%s]', (_id, request, refusal) => {
    const result = checkReps(REPS, request);
    expect(result.ok ? null : `${result.status} ${result.message}`).toBe(refusal);
  });

  it('answers the reps found, the second one too', () => {
    const result = checkReps(REPS, { repNumber: 'r101', repNumber2: 'R900' });
    expect(result).toMatchObject({
      ok: true,
      rep: { repNumber: 'R101' },
      rep2: { repNumber: 'R900' },
    });
    expect(findRep(REPS, 'r201')?.name).toBe('Eva Lind');
    expect(repServes(REPS[3]!, { id: 'C-9', region: undefined })).toBe(true);
  });
});
