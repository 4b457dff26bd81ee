// Slowing down password guessing (our numbers; the spec is silent): failed logins are counted
// per lower-cased email and per client address in login_attempts. Within a 15-minute window,
// the 5th failure for one email (or the 20th from one address) locks that key until the window
// ends; while locked, login answers 429 with Retry-After, even with the right password. A
// successful login resets the email's counter (not the address's, so one valid account cannot
// be used to wipe an address's count).
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginAttempts } from '../db/schema/index.ts';

export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  maxFailuresPerEmail: 5,
  maxFailuresPerAddress: 20,
} as const;

/** Mails the public flows send to one address per window (against mail bombing; our number). */
export const MAILS_PER_ADDRESS = 5;

export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const mailKey = (email: string) => `mail:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `addr:${address}`;

/** How long the caller must wait (ms), or 0 when none of the keys is locked. */
export async function lockedFor(db: Database, keys: readonly string[], now: Date): Promise<number> {
  const rows = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, [...keys]), gt(loginAttempts.lockedUntil, now)));
  let wait = 0;
  for (const row of rows) {
    if (row.lockedUntil) wait = Math.max(wait, row.lockedUntil.getTime() - now.getTime());
  }
  return wait;
}

/** Counts one failure for the key; locks it when the limit is reached within the window. */
export async function recordFailure(
  db: Database,
  key: string,
  limit: number,
  now: Date,
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - LOGIN_THROTTLE.windowMs).toISOString()}::timestamptz`;
  const expired = sql`${loginAttempts.firstFailureAt} <= ${windowStart}`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, failures: 1, firstFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
        firstFailureAt: sql`case when ${expired} then ${at} else ${loginAttempts.firstFailureAt} end`,
        lockedUntil: sql`case when ${expired} then null else ${loginAttempts.lockedUntil} end`,
      },
    })
    .returning();
  if (row && row.failures >= limit) {
    const until = new Date(row.firstFailureAt.getTime() + LOGIN_THROTTLE.windowMs);
    await db.update(loginAttempts).set({ lockedUntil: until }).where(eq(loginAttempts.key, key));
  }
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/**
 * Whether the public flows (access request, password reset) may mail this address now; each
 * allowed mail is counted. Over the limit the mail is skipped silently: the HTTP answer stays
 * the same, so it reveals nothing.
 */
export async function mayMail(db: Database, email: string, now: Date): Promise<boolean> {
  const key = mailKey(email);
  if ((await lockedFor(db, [key], now)) > 0) return false;
  await recordFailure(db, key, MAILS_PER_ADDRESS, now);
  return true;
}
