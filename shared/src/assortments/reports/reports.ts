// The managers' reports (spec 000 §2 "Reporting for managers: assortment export and user
// activity"; §7 Statistics: POST /stats with action, modelType, modelId, data, "assortment id
// added for assortment actions"; §7 POST /assortments/admin/report/{reportRoute}) as pure
// aggregation over statistic events. The server reads the events of the period grouped by
// action, user, assortment and day (its SQL does what `statGroupsOf` does) and these functions
// make the rows and the days of the chart; the screen and the XLSX show the same rows.
import type { IsoDate } from '../../entities/common.ts';
import { STAT_ACTIONS, type StatAction } from '../../entities/stat-event.ts';
import { dayIn, periodDays, type ReportPeriod } from './period.ts';

/** The reports of `POST /assortments/admin/report/{reportRoute}`. */
export const ASSORTMENT_REPORT_ROUTES = ['assortment-export', 'user-activity'] as const;
export type AssortmentReportRoute = (typeof ASSORTMENT_REPORT_ROUTES)[number];

/**
 * The statistic actions that export an assortment's documents (000 §7: document download and
 * preview, Excel, download zip images), in the report's column order.
 */
export const EXPORT_STAT_ACTIONS = [
  'documentDownload',
  'documentPreview',
  'excel',
  'downloadZipImages',
] as const satisfies readonly StatAction[];
export type ExportStatAction = (typeof EXPORT_STAT_ACTIONS)[number];

/** The key of `data` that carries the assortment id (000 §7 "assortment id added"). */
export const STAT_ASSORTMENT_KEY = 'assortmentId';
/** The modelType of an event about an assortment itself (modelId is then its id). */
export const STAT_ASSORTMENT_MODEL = 'Assortment';

/** The parts of a stored statistic event the reports read. */
export interface StatEventFacts {
  readonly action: StatAction;
  readonly modelType: string;
  readonly modelId?: string | null | undefined;
  readonly data?: Readonly<Record<string, unknown>> | null | undefined;
  readonly userCode?: string | null | undefined;
  readonly createdDate: string;
}

/**
 * The assortment an event is about: `data.assortmentId` (a non-empty string), else the
 * modelId of an `Assortment` event; null for any other event (a library download…).
 */
export function statAssortmentId(event: StatEventFacts): string | null {
  const given = event.data?.[STAT_ASSORTMENT_KEY];
  if (typeof given === 'string' && given !== '') return given;
  if (event.modelType === STAT_ASSORTMENT_MODEL && event.modelId) return event.modelId;
  return null;
}

/** Events of one action, user, assortment and day (in the report's time zone). */
export interface StatGroup {
  readonly action: StatAction;
  readonly userCode: string | null;
  readonly assortmentId: string | null;
  readonly day: IsoDate;
  readonly count: number;
  /** The latest event's instant (ISO). */
  readonly last: string;
}

/** Events grouped as the server's query groups them (the reference for its SQL). */
export function statGroupsOf(events: readonly StatEventFacts[], timeZone: string): StatGroup[] {
  const groups = new Map<string, StatGroup>();
  for (const event of events) {
    const assortmentId = statAssortmentId(event);
    const userCode = event.userCode ?? null;
    const day = dayIn(event.createdDate, timeZone);
    const key = JSON.stringify([event.action, userCode, assortmentId, day]);
    const known = groups.get(key);
    const last = new Date(event.createdDate).toISOString();
    groups.set(key, {
      action: event.action,
      userCode,
      assortmentId,
      day,
      count: (known?.count ?? 0) + 1,
      last: known && known.last > last ? known.last : last,
    });
  }
  return [...groups.values()];
}

/** The groups a report counts: exports of an assortment, or every event. */
export function reportGroups(
  route: AssortmentReportRoute,
  groups: readonly StatGroup[],
): StatGroup[] {
  if (route === 'user-activity') return [...groups];
  return groups.filter(
    (g) => g.assortmentId !== null && (EXPORT_STAT_ACTIONS as readonly string[]).includes(g.action),
  );
}

/** One assortment of the export report: documents exported per kind, the last export. */
export interface AssortmentExportRow extends Readonly<Record<ExportStatAction, number>> {
  readonly assortmentId: string;
  /** Its title; null when no assortment of that id is stored (deleted since). */
  readonly title: string | null;
  readonly total: number;
  /** How many people exported it. */
  readonly users: number;
  /** The latest export (ISO instant). */
  readonly lastExport: string;
}

/**
 * The assortment export report: one row per assortment with an export in the groups, most
 * exported first (then the latest export first, then by id).
 */
export function assortmentExportRows(
  groups: readonly StatGroup[],
  titles: ReadonlyMap<string, string>,
): AssortmentExportRow[] {
  const rows = new Map<
    string,
    { counts: Record<string, number>; users: Set<string>; last: string }
  >();
  for (const group of reportGroups('assortment-export', groups)) {
    const id = group.assortmentId!;
    let row = rows.get(id);
    if (!row) rows.set(id, (row = { counts: {}, users: new Set(), last: group.last }));
    row.counts[group.action] = (row.counts[group.action] ?? 0) + group.count;
    if (group.userCode !== null) row.users.add(group.userCode);
    if (group.last > row.last) row.last = group.last;
  }
  return [...rows.entries()]
    .map(([assortmentId, row]): AssortmentExportRow => {
      const counts = Object.fromEntries(
        EXPORT_STAT_ACTIONS.map((action) => [action, row.counts[action] ?? 0]),
      ) as Record<ExportStatAction, number>;
      return {
        assortmentId,
        title: titles.get(assortmentId) ?? null,
        ...counts,
        total: EXPORT_STAT_ACTIONS.reduce((sum, action) => sum + counts[action], 0),
        users: row.users.size,
        lastExport: row.last,
      };
    })
    .sort(
      (a, b) =>
        b.total - a.total ||
        (a.lastExport < b.lastExport ? 1 : a.lastExport > b.lastExport ? -1 : 0) ||
        (a.assortmentId < b.assortmentId ? -1 : 1),
    );
}

/** One user's events of one action on one day. */
export interface UserActivityRow {
  /** `day|userCode|action`: the row's id in the grid. */
  readonly id: string;
  readonly day: IsoDate;
  /** '' for events without a user. */
  readonly userCode: string;
  /** The user's name and last name; null when no account has that code. */
  readonly userName: string | null;
  readonly action: StatAction;
  readonly count: number;
}

const ACTION_ORDER = new Map<string, number>(STAT_ACTIONS.map((a, i) => [a, i]));
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The user activity report: one row per user, day and action (the newest day first, then by
 * user code, then in the order of the spec's action list).
 */
export function userActivityRows(
  groups: readonly StatGroup[],
  names: ReadonlyMap<string, string>,
): UserActivityRow[] {
  const rows = new Map<string, UserActivityRow>();
  for (const group of groups) {
    const userCode = group.userCode ?? '';
    const id = `${group.day}|${userCode}|${group.action}`;
    const known = rows.get(id);
    rows.set(id, {
      id,
      day: group.day,
      userCode,
      userName: names.get(userCode) ?? null,
      action: group.action,
      count: (known?.count ?? 0) + group.count,
    });
  }
  return [...rows.values()].sort(
    (a, b) =>
      compareText(b.day, a.day) ||
      compareText(a.userCode, b.userCode) ||
      ACTION_ORDER.get(a.action)! - ACTION_ORDER.get(b.action)!,
  );
}

/** The chart's day: events per action and in all, zero on a day without any. */
export interface ActivityDay {
  readonly day: IsoDate;
  readonly total: number;
  readonly counts: Readonly<Partial<Record<StatAction, number>>>;
}

/** Every day of the period with the report's events of that day, oldest first. */
export function activityByDay(
  route: AssortmentReportRoute,
  groups: readonly StatGroup[],
  period: ReportPeriod,
): ActivityDay[] {
  const byDay = new Map<string, Partial<Record<StatAction, number>>>();
  for (const group of reportGroups(route, groups)) {
    const counts = byDay.get(group.day) ?? {};
    counts[group.action] = (counts[group.action] ?? 0) + group.count;
    byDay.set(group.day, counts);
  }
  return periodDays(period).map((day) => {
    const counts = byDay.get(day) ?? {};
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    return { day, total, counts };
  });
}

/** The actions a report's chart shows, in the spec's order: those with an event in the days. */
export function chartActions(
  route: AssortmentReportRoute,
  days: readonly ActivityDay[],
): StatAction[] {
  const candidates: readonly StatAction[] =
    route === 'assortment-export' ? EXPORT_STAT_ACTIONS : STAT_ACTIONS;
  return candidates.filter((action) => days.some((d) => (d.counts[action] ?? 0) > 0));
}
