import { describe, expect, it } from 'vitest';
import { addMonths, checkWholesaleDates, defaultEndDate } from './wholesale-dates.ts';

const today = '2025-03-05';
const rulesOf = (start: string | null, end: string | null, format?: string, day = today) =>
  checkWholesaleDates({ start, end, today: day, format }).problems.map(
    (p) => `${p.field}:${p.rule}`,
  );

describe('checkWholesaleDates (spec 001 §5 Wholesale dates)', () => {
  it.each<[string, string | null, string | null, string | undefined, string[]]>([
    ['[001 §5 dates.valid] MM/DD/YYYY by default', '03/10/2025', '04/10/2025', undefined, []],
    [
      '[001 §5 dates.format] the user long format DD/MM/YYYY',
      '10/03/2025',
      '10/04/2025',
      'DD/MM/YYYY',
      [],
    ],
    ['[001 §5 dates.format] DD.MM.YYYY', '10.03.2025', '10.04.2025', 'DD.MM.YYYY', []],
    ['[001 §5 dates.format] YYYY-MM-DD always reads', '2025-03-10', '2025/04/10', 'DD/MM/YYYY', []],
    [
      '[001 §5 dates.invalid] both missing',
      null,
      '',
      undefined,
      ['startDate:invalid', 'endDate:invalid'],
    ],
    [
      '[001 §5 dates.invalid] no such day',
      '02/30/2025',
      '04/10/2025',
      undefined,
      ['startDate:invalid'],
    ],
    [
      '[001 §5 dates.invalid] a day-first date read month-first',
      '03/10/2025',
      '25/03/2025',
      undefined,
      ['endDate:invalid'],
    ],
    [
      '[001 §5 dates.invalid] text is not a date',
      'soon',
      '04/10/2025',
      undefined,
      ['startDate:invalid'],
    ],
    [
      '[001 §5 dates.endBeforeStart] end before start',
      '03/10/2025',
      '03/09/2025',
      undefined,
      ['endDate:endBeforeStart'],
    ],
    [
      '[001 §5 dates.endBeforeStart] the same day is fine',
      '03/10/2025',
      '03/10/2025',
      undefined,
      [],
    ],
    [
      '[001 §5 dates.pastWeek] exactly 7 days back is allowed',
      '02/26/2025',
      '03/10/2025',
      undefined,
      [],
    ],
    [
      '[001 §5 dates.pastWeek] 8 days back is refused',
      '02/25/2025',
      '03/10/2025',
      undefined,
      ['startDate:tooFarPast'],
    ],
    [
      '[001 §5 dates.pastWeek] the end date too',
      '02/20/2025',
      '02/24/2025',
      undefined,
      ['startDate:tooFarPast', 'endDate:tooFarPast'],
    ],
    [
      '[001 §5 dates.futureYear] exactly 1 year ahead is allowed',
      '03/05/2026',
      '03/05/2026',
      undefined,
      [],
    ],
    [
      '[001 §5 dates.futureYear] a year and a day is refused',
      '03/10/2025',
      '03/06/2026',
      undefined,
      ['endDate:tooFarFuture'],
    ],
    [
      '[001 §5 dates.futureYear] start too, then end before start',
      '03/07/2026',
      '03/06/2026',
      undefined,
      ['startDate:tooFarFuture', 'endDate:tooFarFuture', 'endDate:endBeforeStart'],
    ],
  ])('%s', (_title, start, end, format, expected) => {
    expect(rulesOf(start, end, format)).toEqual(expected);
  });

  it('[001 §5 dates.messages] the spec wording of each message', () => {
    const texts = (start: string | null, end: string | null) =>
      checkWholesaleDates({ start, end, today }).problems.map((p) => p.message.text);
    expect(texts('', 'x')).toEqual(['Invalid Start Date', 'Invalid End Date']);
    expect(texts('03/10/2025', '03/01/2025')).toEqual(['End date cannot be before start date']);
    expect(texts('01/01/2025', '01/02/2025')).toEqual([
      'Start date cannot be more than 1 week in the past',
      'End date cannot be more than 1 week in the past',
    ]);
    expect(texts('01/01/2027', '01/02/2027')).toEqual([
      'Start date cannot be more than 1 year in future',
      'End date cannot be more than 1 year in future',
    ]);
  });

  it('[001 §5 dates.parsed] the result holds the ISO days and ok', () => {
    const result = checkWholesaleDates({
      start: '10/03/2025',
      end: '',
      today,
      format: 'DD/MM/YYYY',
    });
    expect(result).toMatchObject({ ok: false, start: '2025-03-10', end: null });
    expect(checkWholesaleDates({ start: '2025-03-10', end: '2025-03-11', today }).ok).toBe(true);
  });

  it('[001 §5 dates.futureYear] from 29 February a year ahead is 28 February', () => {
    expect(rulesOf('2025-02-28', '2025-02-28', undefined, '2024-02-29')).toEqual([]);
    expect(rulesOf('2025-03-01', '2025-03-01', undefined, '2024-02-29')).toEqual([
      'startDate:tooFarFuture',
      'endDate:tooFarFuture',
    ]);
  });
});

describe('defaultEndDate (spec 001 §5, §9)', () => {
  it.each<[string, string, { region?: string; country?: string }, string]>([
    [
      '[001 §5 dates.defaultEnd] Europe: start plus 20 days',
      '2025-03-10',
      { region: 'Europe' },
      '2025-03-30',
    ],
    [
      '[001 §5 dates.defaultEnd] Europe in any case',
      '2025-12-20',
      { region: 'EUROPE' },
      '2026-01-09',
    ],
    [
      '[001 §5 dates.defaultEnd] Canadian users: plus 15 days',
      '2025-03-10',
      { country: 'CA' },
      '2025-03-25',
    ],
    [
      '[001 §5 dates.defaultEnd] Canada spelled out',
      '2025-02-20',
      { country: 'Canada' },
      '2025-03-07',
    ],
    [
      '[001 §5 dates.defaultEnd] Europe decides before the country',
      '2025-03-10',
      { region: 'Europe', country: 'CA' },
      '2025-03-30',
    ],
    [
      '[001 §5 dates.defaultEnd] otherwise plus 1 month',
      '2025-03-10',
      { region: 'Domestic', country: 'US' },
      '2025-04-10',
    ],
    [
      '[001 §5 dates.defaultEnd] a month from 31 January ends in February',
      '2025-01-31',
      {},
      '2025-02-28',
    ],
    [
      '[001 §5 dates.defaultEnd] a month from 31 January of a leap year',
      '2024-01-31',
      {},
      '2024-02-29',
    ],
    [
      '[001 §5 dates.defaultEnd] a month from December crosses the year',
      '2025-12-15',
      {},
      '2026-01-15',
    ],
  ])('%s', (_title, start, context, expected) => {
    expect(defaultEndDate(start, context)).toBe(expected);
  });

  it('[001 §5 dates.defaultEnd] addMonths keeps the day when the month has it', () => {
    expect(addMonths('2025-03-31', 1)).toBe('2025-04-30');
    expect(addMonths('2025-03-30', 12)).toBe('2026-03-30');
  });
});
