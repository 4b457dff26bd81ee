// Server-side sessions (spec 001 §4 Session, §7): the cookie carries a random token, the
// sessions table its SHA-256. Idle expiry rolls with the requests that present the session
// (written at most every SESSION_TOUCH_MS), measured with the injected clock so tests can
// move time.
import { eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { randomToken, sha256Hex } from './tokens.ts';
import type { UserRow } from './users.ts';

export const SESSION_COOKIE = 'portal_session';

export interface LoadedSession {
  readonly sessionId: string;
  readonly expiresAt: Date;
  readonly user: UserRow;
}

/** Starts a session for the user and returns the cookie token. */
export async function createSession(
  db: Database,
  config: ServerConfig,
  userId: string,
  now: Date,
  userAgent: string | undefined,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + config.sessionIdleMs);
  // Housekeeping: expired sessions are useless; dropping them here keeps the table small.
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.insert(sessions).values({
    id: sha256Hex(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

/**
 * The session behind a cookie token, extended by the idle time; null when unknown, expired,
 * or when the account is no longer active (a deactivated account loses its sessions).
 */
export async function loadSession(
  db: Database,
  config: ServerConfig,
  token: string,
  now: Date,
): Promise<LoadedSession | null> {
  const id = sha256Hex(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  if (row.session.expiresAt.getTime() <= now.getTime() || row.user.status !== 'active') {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  // One write per session every SESSION_TOUCH_MS at most, not one per request: a device
  // pulling the catalogue sends a hundred requests in seconds. The expiry then lags the last
  // request by under SESSION_TOUCH_MS, well inside the client's 30 s margin (spec 001 §9).
  if (now.getTime() - row.session.lastSeenAt.getTime() < SESSION_TOUCH_MS) {
    return { sessionId: id, expiresAt: row.session.expiresAt, user: row.user };
  }
  const expiresAt = new Date(now.getTime() + config.sessionIdleMs);
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
  return { sessionId: id, expiresAt, user: row.user };
}

/** How often a request extends its session's idle expiry in the database. */
export const SESSION_TOUCH_MS = 10_000;

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Every session of a user ends (password set or reset). */
export async function endUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export function readSessionToken(c: Context): string | undefined {
  const token = getCookie(c, SESSION_COOKIE);
  // Tokens are base64url of 32 bytes; anything else is not ours and is ignored.
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/** httpOnly, SameSite=Lax, Path=/, Secure when configured; Max-Age follows the idle time. */
export function setSessionCookie(c: Context, config: ServerConfig, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: config.cookieSecure,
    maxAge: Math.max(1, Math.floor(config.sessionIdleMs / 1000)),
  });
}

export function clearSessionCookie(c: Context, config: ServerConfig): void {
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    secure: config.cookieSecure,
    httpOnly: true,
    sameSite: 'Lax',
  });
}
