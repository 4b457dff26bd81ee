// The managers' reports (spec 000 §2 "Reporting for managers: assortment export and user
// activity"; §7 POST /assortments/admin/report/{reportRoute} (binary); §7 Statistics): read from
// the statistic events POST /stats stores (stat_events), over a period of days in the portal's
// time zone (000 §9; default the last 30 days, at most a year). GET answers the report as JSON
// for the reporting screen; POST answers the same rows as a workbook (the export worker's
// gridXlsx in Node, headers in the Accept-Language locale). The permission table lets managers
// of productAssortments and admin:reports through (401/403 before this runs). The grouping is
// SQL (per action, user, assortment and day, as shared `statGroupsOf` does), the rows and the
// chart's days are shared (`assortmentExportRows`, `userActivityRows`, `activityByDay`).
// Decision 0066.
import {
  activityByDay,
  assortmentExportRows,
  assortmentReportAnswerSchema,
  assortmentReportBodySchema,
  assortmentReportParamsSchema,
  assortmentReportQuerySchema,
  dayIn,
  DEFAULT_LOCALE,
  DEFAULT_TIMEZONE,
  EXPORT_STAT_ACTIONS,
  periodBounds,
  REPORT_PERIOD_MESSAGES,
  reportFileName,
  reportPeriodOf,
  reportPeriodProblem,
  reportTable,
  STAT_ASSORTMENT_KEY,
  STAT_ASSORTMENT_MODEL,
  userActivityRows,
  type AssortmentReport,
  type AssortmentReportRoute,
  type IsoDate,
  type Locale,
  type StatGroup,
} from '@portal/shared';
import deDE from '@portal/shared/assortments/reports/i18n/de-DE.json' with { type: 'json' };
import enUS from '@portal/shared/assortments/reports/i18n/en-US.json' with { type: 'json' };
import esES from '@portal/shared/assortments/reports/i18n/es-ES.json' with { type: 'json' };
import frFR from '@portal/shared/assortments/reports/i18n/fr-FR.json' with { type: 'json' };
import itIT from '@portal/shared/assortments/reports/i18n/it-IT.json' with { type: 'json' };
import jaJP from '@portal/shared/assortments/reports/i18n/ja-JP.json' with { type: 'json' };
import plPL from '@portal/shared/assortments/reports/i18n/pl-PL.json' with { type: 'json' };
import ptBR from '@portal/shared/assortments/reports/i18n/pt-BR.json' with { type: 'json' };
import { nodeExportJobs, pdfLocaleOf } from '@portal/workers/node.ts';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { assortments, statEvents, users } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { operation } from '../rest/operation.ts';
import { createRouter } from '../router.ts';
import { XLSX_TYPE } from './assets-report.ts';
import { ASSORTMENTS_TAG } from './assortments.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';
import { NO_BODY, NONE } from '../rest/input.ts';

/** The headers and action names in the eight locales (shared, the device's too). */
const CATALOGUES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  'en-US': enUS,
  'de-DE': deDE,
  'es-ES': esES,
  'fr-FR': frFR,
  'it-IT': itIT,
  'ja-JP': jaJP,
  'pl-PL': plPL,
  'pt-BR': ptBR,
};

const textIn =
  (locale: Locale) =>
  (id: string): string =>
    CATALOGUES[locale][id] ?? CATALOGUES[DEFAULT_LOCALE][id] ?? id;

/** The days are counted in the portal's zone (000 §9); a constant, so it is written inline. */
const TIME_ZONE = DEFAULT_TIMEZONE;
if (!/^[A-Za-z_/+-]+$/.test(TIME_ZONE)) throw new Error(`unexpected time zone ${TIME_ZONE}`);
const zoneLiteral = sql.raw(`'${TIME_ZONE}'`);

/**
 * The assortment an event is about, as shared `statAssortmentId` reads it: data.assortmentId
 * (a non-empty string), else the modelId of an Assortment event. Constants inline: GROUP BY
 * must see the same expression as the select list (a parameter would make them differ).
 */
const assortmentOf = sql<string | null>`coalesce(
  nullif(case when jsonb_typeof(${statEvents.data} -> ${sql.raw(`'${STAT_ASSORTMENT_KEY}'`)}) = 'string'
    then ${statEvents.data} ->> ${sql.raw(`'${STAT_ASSORTMENT_KEY}'`)} end, ''),
  case when ${statEvents.modelType} = ${sql.raw(`'${STAT_ASSORTMENT_MODEL}'`)}
    then nullif(${statEvents.modelId}, '') end)`;
const dayOf = sql<string>`to_char(${statEvents.createdDate} at time zone ${zoneLiteral}, 'YYYY-MM-DD')`;

/** The period's events grouped per action, user, assortment and day (exports only, or all). */
async function statGroups(
  db: Database,
  route: AssortmentReportRoute,
  from: string,
  to: string,
): Promise<StatGroup[]> {
  const rows = await db
    .select({
      action: statEvents.action,
      userCode: statEvents.userCode,
      assortmentId: assortmentOf,
      day: dayOf,
      count: sql<number>`count(*)::int`,
      last: sql<string>`to_char(max(${statEvents.createdDate}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(statEvents)
    .where(
      and(
        gte(statEvents.createdDate, new Date(from)),
        lt(statEvents.createdDate, new Date(to)),
        eq(statEvents.deleted, false),
        route === 'assortment-export'
          ? inArray(statEvents.action, [...EXPORT_STAT_ACTIONS])
          : undefined,
      ),
    )
    .groupBy(statEvents.action, statEvents.userCode, assortmentOf, dayOf);
  return rows.map((r) => ({ ...r, day: r.day as IsoDate, count: Number(r.count) }));
}

/** Ids looked up per statement (PostgreSQL takes at most 65,535 parameters). */
const LOOKUP_CHUNK = 1_000;

async function lookup<K extends string>(
  keys: readonly K[],
  read: (chunk: K[]) => Promise<readonly (readonly [string, string])[]>,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const unique = [...new Set(keys)];
  for (let i = 0; i < unique.length; i += LOOKUP_CHUNK) {
    for (const [key, value] of await read(unique.slice(i, i + LOOKUP_CHUNK))) found.set(key, value);
  }
  return found;
}

/** Titles of the assortments named, whoever owns them (a manager's report spans every owner). */
function titlesOf(db: Database, ids: readonly string[]) {
  return lookup(ids, async (chunk) =>
    (
      await db
        .select({ id: assortments.id, title: assortments.title })
        .from(assortments)
        .where(inArray(assortments.id, chunk))
    ).map((r) => [r.id, r.title] as const),
  );
}

/** People's names (name and last name) by user code. */
function namesOf(db: Database, codes: readonly string[]) {
  return lookup(codes, async (chunk) =>
    (
      await db
        .select({ userCode: users.userCode, name: users.name, lastName: users.lastName })
        .from(users)
        .where(inArray(users.userCode, chunk))
    ).map((r) => [r.userCode, [r.name, r.lastName].filter(Boolean).join(' ')] as const),
  );
}

/** The report of a period (checked: a period over a year or ending before it starts is a 400). */
async function buildReport(
  db: Database,
  route: AssortmentReportRoute,
  given: { dateStart?: IsoDate | undefined; dateEnd?: IsoDate | undefined },
  now: Date,
): Promise<AssortmentReport> {
  const period = reportPeriodOf(given, dayIn(now, TIME_ZONE));
  const problem = reportPeriodProblem(period);
  if (problem) {
    const message = REPORT_PERIOD_MESSAGES[problem];
    throw new ApiError(400, 'invalid_request', `Invalid period: ${message}`, [
      { path: given.dateStart === undefined ? 'dateEnd' : 'dateStart', message },
    ]);
  }
  const { from, to } = periodBounds(period, TIME_ZONE);
  const groups = await statGroups(db, route, from, to);
  const common = { period, timeZone: TIME_ZONE, days: activityByDay(route, groups, period) };
  if (route === 'assortment-export') {
    const titles = await titlesOf(
      db,
      groups.flatMap((g) => (g.assortmentId === null ? [] : [g.assortmentId])),
    );
    return { reportRoute: route, ...common, rows: assortmentExportRows(groups, titles) };
  }
  const names = await namesOf(
    db,
    groups.flatMap((g) => (g.userCode === null ? [] : [g.userCode])),
  );
  return { reportRoute: route, ...common, rows: userActivityRows(groups, names) };
}

const DESCRIPTION =
  '`assortment-export`: one row per assortment with exports in the period (the statistic ' +
  'actions documentDownload, documentPreview, excel and downloadZipImages of events whose ' +
  '`data.assortmentId` names it, or of `Assortment` events by modelId): counts per action, ' +
  'total, users and the last export. `user-activity`: one row per user, day and action with ' +
  'its count. Days are calendar days in America/Los_Angeles; `dateStart` and `dateEnd` ' +
  '(YYYY-MM-DD, both included) default to the last 30 days and span at most 366 days. ' +
  '`days` holds every day of the period with its counts per action (the chart).';

export function assortmentReportRoutes() {
  const router = createRouter();
  operation(
    router,
    {
      method: 'get',
      path: '/admin/report/{reportRoute}',
      tag: ASSORTMENTS_TAG,
      operationId: 'getAssortmentReport',
      summary: 'A manager report as JSON rows (000 §2 reporting)',
      description: DESCRIPTION,
      params: assortmentReportParamsSchema,
      query: assortmentReportQuerySchema,
      body: NO_BODY,
      responses: {
        200: jsonAnswer(assortmentReportAnswerSchema, 'The report'),
        ...errorAnswers(400, 401, 403),
      },
    },
    async ({ params, query, now }, c) => {
      const report = await buildReport(c.get('deps').db, params.reportRoute, query, now);
      return c.json({ data: report }, 200);
    },
  );
  operation(
    router,
    {
      method: 'post',
      path: '/admin/report/{reportRoute}',
      tag: ASSORTMENTS_TAG,
      operationId: 'exportAssortmentReport',
      summary: 'A manager report as an Excel workbook (000 §7)',
      description: `${DESCRIPTION} Headers and action names in the Accept-Language locale; file name \`{reportRoute}-{dateStart}-{dateEnd}.xlsx\`.`,
      params: assortmentReportParamsSchema,
      query: NONE,
      body: assortmentReportBodySchema,
      optionalBody: true,
      responses: {
        200: {
          description: 'The workbook',
          content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
        },
        ...errorAnswers(400, 401, 403, 413, 415),
      },
    },
    async ({ params, body, now }, c) => {
      const report = await buildReport(c.get('deps').db, params.reportRoute, body, now);
      const locale = pdfLocaleOf(c.req.header('accept-language'));
      const xlsx = await nodeExportJobs.gridXlsx(reportTable(report, textIn(locale)), {});
      return c.body(xlsx as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': XLSX_TYPE,
        'Content-Language': locale,
        'Content-Disposition': `attachment; filename="${reportFileName(report)}"`,
      });
    },
  );
  return router;
}
