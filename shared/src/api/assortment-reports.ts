// REST shapes of the managers' reports (spec 000 §2 "Reporting for managers: assortment export
// and user activity"; §7 POST /assortments/admin/report/{reportRoute} (binary)). The spec names
// the binary call only; the JSON rows for the screen (GET on the same path) and the period
// fields are ours (decision 0066).
import { z } from 'zod';
import { isoDateSchema } from '../entities/common.ts';
import { STAT_ACTIONS } from '../entities/stat-event.ts';
import { reportPeriodProblem } from '../assortments/reports/period.ts';
import { ASSORTMENT_REPORT_ROUTES, EXPORT_STAT_ACTIONS } from '../assortments/reports/reports.ts';

export const assortmentReportParamsSchema = z.object({
  reportRoute: z.enum(ASSORTMENT_REPORT_ROUTES),
});

export const REPORT_PERIOD_MESSAGES = {
  endBeforeStart: 'dateEnd must not be before dateStart',
  tooLong: 'the period is at most a year (366 days)',
} as const;

const periodFields = {
  /** The first day (YYYY-MM-DD, the portal's time zone); default 29 days before dateEnd. */
  dateStart: isoDateSchema.optional(),
  /** The last day, included; default today. */
  dateEnd: isoDateSchema.optional(),
};

function checkPeriod(
  period: { dateStart?: string | undefined; dateEnd?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (period.dateStart === undefined || period.dateEnd === undefined) return;
  const problem = reportPeriodProblem(period as Parameters<typeof reportPeriodProblem>[0]);
  if (problem)
    ctx.addIssue({ code: 'custom', path: ['dateEnd'], message: REPORT_PERIOD_MESSAGES[problem] });
}

/** GET …/report/{reportRoute}?dateStart=&dateEnd= */
export const assortmentReportQuerySchema = z.object(periodFields).superRefine(checkPeriod);

/** POST …/report/{reportRoute}: the same period as a JSON body (may be left out). */
export const assortmentReportBodySchema = z
  .object(periodFields)
  .strict()
  .superRefine(checkPeriod)
  .meta({ id: 'AssortmentReportRequest' });

const reportPeriodSchema = z.object({ dateStart: isoDateSchema, dateEnd: isoDateSchema });

const exportCounts = Object.fromEntries(
  EXPORT_STAT_ACTIONS.map((action) => [action, z.number().int().min(0)]),
) as Record<(typeof EXPORT_STAT_ACTIONS)[number], z.ZodNumber>;

export const assortmentExportRowSchema = z
  .object({
    assortmentId: z.string(),
    title: z.string().nullable(),
    ...exportCounts,
    total: z.number().int().min(0),
    users: z.number().int().min(0),
    lastExport: z.string(),
  })
  .meta({ id: 'AssortmentExportReportRow' });

export const userActivityRowSchema = z
  .object({
    id: z.string(),
    day: isoDateSchema,
    userCode: z.string(),
    userName: z.string().nullable(),
    action: z.enum(STAT_ACTIONS),
    count: z.number().int().min(1),
  })
  .meta({ id: 'UserActivityReportRow' });

export const activityDaySchema = z
  .object({
    day: isoDateSchema,
    total: z.number().int().min(0),
    counts: z.partialRecord(z.enum(STAT_ACTIONS), z.number().int().min(0)),
  })
  .meta({ id: 'ActivityDay' });

const reportCommon = {
  period: reportPeriodSchema,
  /** The zone the days are counted in (000 §9 default timezone). */
  timeZone: z.string(),
  /** Every day of the period, oldest first: the chart. */
  days: z.array(activityDaySchema),
};

export const assortmentReportSchema = z
  .discriminatedUnion('reportRoute', [
    z.object({
      reportRoute: z.literal('assortment-export'),
      ...reportCommon,
      rows: z.array(assortmentExportRowSchema),
    }),
    z.object({
      reportRoute: z.literal('user-activity'),
      ...reportCommon,
      rows: z.array(userActivityRowSchema),
    }),
  ])
  .meta({ id: 'AssortmentReport' });
export type AssortmentReport = z.infer<typeof assortmentReportSchema>;

export const assortmentReportAnswerSchema = z
  .object({ data: assortmentReportSchema })
  .meta({ id: 'AssortmentReportAnswer' });
export type AssortmentReportAnswer = z.infer<typeof assortmentReportAnswerSchema>;
