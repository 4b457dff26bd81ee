// The managers' reports as pure aggregation (spec 000 §2 "Reporting for managers: assortment
// export and user activity"; §7 Statistics): the period in the portal's time zone, events
// grouped per action, user, assortment and day, the export rows, the activity rows, the chart's
// days and the workbook's table.
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../entities/common.ts';
import type { StatAction } from '../../entities/stat-event.ts';
import {
  shiftDay,
  dayIn,
  defaultReportPeriod,
  periodBounds,
  periodDays,
  reportPeriodOf,
  reportPeriodProblem,
  zonedDayStart,
  type ReportPeriod,
} from './period.ts';
import { reportFileName, reportTable } from './report-table.ts';
import {
  activityByDay,
  assortmentExportRows,
  chartActions,
  statAssortmentId,
  statGroupsOf,
  userActivityRows,
  type StatEventFacts,
} from './reports.ts';

const LA = 'America/Los_Angeles';
const d = (day: string) => day as IsoDate;
const period = (dateStart: string, dateEnd: string): ReportPeriod => ({
  dateStart: d(dateStart),
  dateEnd: d(dateEnd),
});

describe('[000 §2 reporting] the period', () => {
  it.each([
    ['2025-03-10T06:00:00Z', LA, '2025-03-09'],
    ['2025-03-10T07:59:59Z', LA, '2025-03-10'], // after the spring change: UTC-7
    ['2025-01-01T07:59:59Z', LA, '2024-12-31'],
    ['2025-01-01T08:00:00Z', LA, '2025-01-01'],
    ['2025-01-01T00:30:00Z', 'UTC', '2025-01-01'],
    ['2025-06-30T23:00:00Z', 'Asia/Tokyo', '2025-07-01'],
  ])('[000 §2 reporting] %s is the day %s in %s', (instant, zone, day) => {
    expect(dayIn(instant, zone)).toBe(day);
  });

  it.each([
    ['2025-01-15', LA, '2025-01-15T08:00:00.000Z'],
    ['2025-07-15', LA, '2025-07-15T07:00:00.000Z'],
    // Daylight-saving days: the day starts at the offset of its midnight.
    ['2025-03-09', LA, '2025-03-09T08:00:00.000Z'],
    ['2025-03-10', LA, '2025-03-10T07:00:00.000Z'],
    ['2025-11-02', LA, '2025-11-02T07:00:00.000Z'],
    ['2025-11-03', LA, '2025-11-03T08:00:00.000Z'],
    ['2025-01-15', 'UTC', '2025-01-15T00:00:00.000Z'],
    ['2025-01-15', 'Asia/Tokyo', '2025-01-14T15:00:00.000Z'],
  ])('[000 §2 reporting] %s in %s starts at %s', (day, zone, instant) => {
    expect(zonedDayStart(d(day), zone)).toBe(instant);
    expect(dayIn(instant, zone)).toBe(day);
    expect(dayIn(new Date(Date.parse(instant) - 1), zone)).toBe(shiftDay(d(day), -1));
  });

  it('[000 §2 reporting] default: the last 30 days, today included; defaults fill what is left out', () => {
    expect(defaultReportPeriod(d('2025-03-30'))).toEqual(period('2025-03-01', '2025-03-30'));
    expect(reportPeriodOf({}, d('2025-03-30'))).toEqual(period('2025-03-01', '2025-03-30'));
    expect(reportPeriodOf({ dateEnd: d('2025-02-28') }, d('2025-03-30'))).toEqual(
      period('2025-01-30', '2025-02-28'),
    );
    expect(reportPeriodOf({ dateStart: d('2025-03-20') }, d('2025-03-30'))).toEqual(
      period('2025-03-20', '2025-03-30'),
    );
  });

  it.each([
    ['2025-03-01', '2025-03-01', null],
    ['2025-03-02', '2025-03-01', 'endBeforeStart'],
    ['2024-01-01', '2024-12-31', null], // 366 days (a leap year)
    ['2025-01-01', '2026-01-01', null], // 366 days
    ['2024-01-01', '2025-01-01', 'tooLong'], // 367 days
    ['2025-01-01', '2026-01-02', 'tooLong'],
  ])('[000 §2 reporting] %s to %s: %s', (start, end, problem) => {
    expect(reportPeriodProblem(period(start, end))).toBe(problem);
  });

  it('[000 §2 reporting] the days and the instants of a period (LA, over the spring change)', () => {
    const p = period('2025-03-08', '2025-03-10');
    expect(periodDays(p)).toEqual(['2025-03-08', '2025-03-09', '2025-03-10']);
    expect(periodBounds(p, LA)).toEqual({
      from: '2025-03-08T08:00:00.000Z',
      to: '2025-03-11T07:00:00.000Z',
    });
  });
});

const ev = (
  action: StatAction,
  createdDate: string,
  more: Partial<StatEventFacts> = {},
): StatEventFacts => ({ action, modelType: 'Assortment', createdDate, ...more });

// Two assortments, three users, one library download and one search in the period (LA days).
const EVENTS: StatEventFacts[] = [
  ev('excel', '2025-03-02T18:00:00Z', { modelId: 'a1', userCode: 'U1' }),
  ev('excel', '2025-03-02T19:00:00Z', { modelId: 'a1', userCode: 'U1' }),
  ev('documentDownload', '2025-03-03T05:00:00Z', {
    modelType: 'AssortmentDocument',
    modelId: 'doc-9',
    data: { assortmentId: 'a1' },
    userCode: 'U2',
  }), // 2025-03-02 in LA
  ev('downloadZipImages', '2025-03-04T17:00:00Z', { modelId: 'a2', userCode: 'U3' }),
  ev('documentPreview', '2025-03-04T20:00:00Z', { modelId: 'a2', userCode: 'U3' }),
  ev('documentDownload', '2025-03-04T21:00:00Z', {
    modelType: 'ProductDocument',
    modelId: 'pd-1',
    userCode: 'U2',
  }), // a library download: not an assortment's
  ev('search', '2025-03-04T22:00:00Z', { modelType: 'Product', userCode: 'U1' }),
  ev('excel', '2025-03-04T23:00:00Z', { modelId: 'gone', userCode: 'U1' }),
];
const P = period('2025-03-01', '2025-03-05');
const GROUPS = statGroupsOf(EVENTS, LA);

describe('[000 §7 statistics] events grouped per action, user, assortment and day', () => {
  it.each([
    [{ modelType: 'Assortment', modelId: 'a1' }, 'a1'],
    [{ modelType: 'AssortmentDocument', modelId: 'd1', data: { assortmentId: 'a2' } }, 'a2'],
    [{ modelType: 'Assortment', modelId: 'a1', data: { assortmentId: 'a3' } }, 'a3'],
    [{ modelType: 'ProductDocument', modelId: 'p1' }, null],
    [{ modelType: 'ProductDocument', modelId: 'p1', data: { assortmentId: '' } }, null],
    [{ modelType: 'ProductDocument', data: { assortmentId: 42 } }, null],
    [{ modelType: 'Assortment' }, null],
  ])('[000 §7 statistics] %j is about %s', (facts, id) => {
    expect(
      statAssortmentId({ action: 'excel', createdDate: '2025-01-01T00:00:00Z', ...facts }),
    ).toBe(id);
  });

  it('[000 §7 statistics] same action, user, assortment and LA day: one group, its count and latest instant', () => {
    expect(GROUPS.find((g) => g.action === 'excel' && g.assortmentId === 'a1')).toEqual({
      action: 'excel',
      userCode: 'U1',
      assortmentId: 'a1',
      day: '2025-03-02',
      count: 2,
      last: '2025-03-02T19:00:00.000Z',
    });
    expect(GROUPS).toHaveLength(7);
    expect(GROUPS.reduce((sum, g) => sum + g.count, 0)).toBe(EVENTS.length);
  });
});

describe('[000 §2 reporting] the assortment export report', () => {
  const titles = new Map([
    ['a1', 'Spring Trail'],
    ['a2', 'Court Classics'],
  ]);

  it('[000 §2 reporting] one row per exported assortment: counts by kind, users, last export; most exported first', () => {
    expect(assortmentExportRows(GROUPS, titles)).toEqual([
      {
        assortmentId: 'a1',
        title: 'Spring Trail',
        documentDownload: 1,
        documentPreview: 0,
        excel: 2,
        downloadZipImages: 0,
        total: 3,
        users: 2,
        lastExport: '2025-03-03T05:00:00.000Z',
      },
      {
        assortmentId: 'a2',
        title: 'Court Classics',
        documentDownload: 0,
        documentPreview: 1,
        excel: 0,
        downloadZipImages: 1,
        total: 2,
        users: 1,
        lastExport: '2025-03-04T20:00:00.000Z',
      },
      // An assortment stored no more keeps its id, without a title.
      expect.objectContaining({ assortmentId: 'gone', title: null, excel: 1, total: 1 }),
    ]);
  });

  it('[000 §2 reporting] ties: the latest export first', () => {
    const rows = assortmentExportRows(
      statGroupsOf(
        [
          ev('excel', '2025-03-02T18:00:00Z', { modelId: 'x' }),
          ev('excel', '2025-03-03T18:00:00Z', { modelId: 'y' }),
        ],
        LA,
      ),
      new Map(),
    );
    expect(rows.map((r) => [r.assortmentId, r.users])).toEqual([
      ['y', 0],
      ['x', 0],
    ]);
  });

  it('[000 §2 reporting] the chart: every day of the period, exports only, by kind', () => {
    const days = activityByDay('assortment-export', GROUPS, P);
    expect(days.map((day) => [day.day, day.total])).toEqual([
      ['2025-03-01', 0],
      ['2025-03-02', 3],
      ['2025-03-03', 0],
      ['2025-03-04', 3],
      ['2025-03-05', 0],
    ]);
    expect(days[1]!.counts).toEqual({ excel: 2, documentDownload: 1 });
    expect(chartActions('assortment-export', days)).toEqual([
      'documentDownload',
      'documentPreview',
      'excel',
      'downloadZipImages',
    ]);
  });
});

describe('[000 §2 reporting] the user activity report', () => {
  const names = new Map([
    ['U1', 'Ada Moss'],
    ['U2', 'Ben Ortiz'],
  ]);

  it('[000 §2 reporting] one row per user, day and action: newest day first, then user, then the spec’s action order', () => {
    const rows = userActivityRows(GROUPS, names);
    expect(rows.map((r) => [r.day, r.userCode, r.action, r.count])).toEqual([
      ['2025-03-04', 'U1', 'search', 1],
      ['2025-03-04', 'U1', 'excel', 1],
      ['2025-03-04', 'U2', 'documentDownload', 1],
      ['2025-03-04', 'U3', 'downloadZipImages', 1],
      ['2025-03-04', 'U3', 'documentPreview', 1],
      ['2025-03-02', 'U1', 'excel', 2],
      ['2025-03-02', 'U2', 'documentDownload', 1],
    ]);
    expect(rows[0]).toEqual({
      id: '2025-03-04|U1|search',
      day: '2025-03-04',
      userCode: 'U1',
      userName: 'Ada Moss',
      action: 'search',
      count: 1,
    });
    // An account not found: no name.
    expect(rows.find((r) => r.userCode === 'U3')!.userName).toBeNull();
  });

  it('[000 §2 reporting] the chart counts every action', () => {
    const days = activityByDay('user-activity', GROUPS, P);
    expect(days.map((day) => day.total)).toEqual([0, 3, 0, 5, 0]);
    expect(chartActions('user-activity', days)).toEqual([
      'search',
      'excel',
      'downloadZipImages',
      'documentDownload',
      'documentPreview',
    ]);
  });
});

describe('[000 §7 report binary] the workbook of a report', () => {
  const t = (id: string) => `«${id}»`;

  it('[000 §7 report binary] assortment exports: translated headers, the last export as its LA day', () => {
    const rows = assortmentExportRows(GROUPS, new Map([['a1', 'Spring Trail']]));
    const table = reportTable(
      { reportRoute: 'assortment-export', period: P, timeZone: LA, days: [], rows },
      t,
    );
    expect(table.sheetName).toBe('«labels.assortmentReports.report.assortment-export»');
    expect(table.columns.map((c) => c.field)).toEqual([
      'title',
      'assortmentId',
      'documentDownload',
      'documentPreview',
      'excel',
      'downloadZipImages',
      'total',
      'users',
      'lastExport',
    ]);
    expect(table.columns[0]!.header).toBe('«labels.assortmentReports.column.title»');
    expect(table.rows[0]).toMatchObject({
      title: 'Spring Trail',
      excel: 2,
      total: 3,
      lastExport: '2025-03-02', // 05:00Z on the 3rd is the evening of the 2nd in LA
    });
    expect(reportFileName({ reportRoute: 'assortment-export', period: P })).toBe(
      'assortment-export-2025-03-01-2025-03-05.xlsx',
    );
  });

  it('[000 §7 report binary] user activity: the action by its name, a missing user code blank', () => {
    const rows = userActivityRows(
      statGroupsOf([ev('helpAssortments', '2025-03-02T18:00:00Z', { userCode: null })], LA),
      new Map(),
    );
    const table = reportTable(
      { reportRoute: 'user-activity', period: P, timeZone: LA, days: [], rows },
      t,
    );
    expect(table.columns.map((c) => c.field)).toEqual([
      'day',
      'userCode',
      'userName',
      'action',
      'count',
    ]);
    expect(table.rows).toEqual([
      {
        day: '2025-03-02',
        userCode: null,
        userName: null,
        action: '«enums.statActions.helpAssortments»',
        count: 1,
      },
    ]);
  });
});
