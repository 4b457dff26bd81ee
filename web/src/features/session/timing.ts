// spec 001 §9 Session constants (shared/src/constants.ts). The warning and logout times are
// server options (userWarningMs, userTimeoutMs) that override these defaults.
import { ACTIVITY_EVENTS, SESSION } from '@portal/shared/constants.ts';

export { ACTIVITY_EVENTS };
export const SESSION_CHECK_INTERVAL_MS = SESSION.timeoutCheckMs;
export const PING_MIN_INTERVAL_MS = SESSION.pingIntervalMs;
export const DEFAULT_WARNING_MS = SESSION.warningMs;
export const DEFAULT_TIMEOUT_MS = SESSION.logoutMs;

export interface SessionTimeouts {
  readonly warningMs: number;
  readonly timeoutMs: number;
}

/** Accepts server values only when they make sense (positive, warning shorter than timeout). */
export function sanitizeTimeouts(
  input: Partial<Record<keyof SessionTimeouts, unknown>>,
): SessionTimeouts {
  const ok = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;
  const timeoutMs = ok(input.timeoutMs) ? input.timeoutMs : DEFAULT_TIMEOUT_MS;
  const warningMs = ok(input.warningMs)
    ? Math.min(input.warningMs, timeoutMs)
    : Math.min(DEFAULT_WARNING_MS, timeoutMs);
  return { warningMs, timeoutMs };
}
