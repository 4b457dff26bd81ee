// The report of the reporting screen, read from the server (GET /api/assortments/admin/report/
// {reportRoute}; decision 0066): the statistics live there, so it needs the network. The last
// report loaded of each kind is kept for the page's life (per signed-in user), so going offline
// (or leaving the screen and coming back offline) still shows it, with a note saying which
// period it covers.
import type {
  AssortmentReport,
  AssortmentReportAnswer,
  AssortmentReportRoute,
  ReportPeriod,
} from '@portal/shared';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';
import { HttpError, isCancelled } from '../../../api/errors.ts';

/** The last report loaded of each kind, per user (this page's life): `userId|reportRoute`. */
const lastReports = new Map<string, AssortmentReport>();

/** Forgets the kept reports (tests). */
export function forgetReports(): void {
  lastReports.clear();
}

export const reportPath = (route: AssortmentReportRoute) => `/assortments/admin/report/${route}`;

export interface ReportState {
  /** The report shown: the one asked for once loaded, else the last one of this kind. */
  readonly report: AssortmentReport | null;
  readonly loading: boolean;
  /** The server's message when the load failed ('' for a failure without one); else null. */
  readonly failure: string | null;
  /** Loads again (the same period). */
  readonly reload: () => void;
}

interface Settled {
  /** The request it answers: kind, period and reload count. */
  readonly key: string;
  readonly report?: AssortmentReport;
  readonly failure?: string;
}

/**
 * Loads the report of a kind and period when online and the period is valid (`enabled`); a newer
 * request cancels the older one.
 */
export function useAssortmentReport(
  userId: string,
  route: AssortmentReportRoute,
  period: ReportPeriod,
  enabled: boolean,
): ReportState {
  const kept = `${userId}|${route}`;
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const { dateStart, dateEnd } = period;
  const key = `${route}|${dateStart}|${dateEnd}|${version}`;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    api
      .get<AssortmentReportAnswer>(reportPath(route), {
        query: { dateStart, dateEnd },
        cache: false,
        signal: controller.signal,
      })
      .then(({ data }) => {
        lastReports.set(kept, data);
        setSettled({ key, report: data });
      })
      .catch((error: unknown) => {
        if (isCancelled(error) || controller.signal.aborted) return;
        setSettled({ key, failure: error instanceof HttpError ? (error.serverMessage ?? '') : '' });
      });
    return () => controller.abort();
  }, [key, kept, route, dateStart, dateEnd, enabled]);

  const answered = settled?.key === key ? settled : null;
  return {
    report: answered?.report ?? lastReports.get(kept) ?? null,
    loading: enabled && answered === null,
    failure: enabled ? (answered?.failure ?? null) : null,
    reload: () => setVersion((v) => v + 1),
  };
}
