// Session endpoints (spec 001 §7 Session and configuration; §8 Session messages):
// GET/POST /api/users/session, GET /api/users/ping, GET /api/users/logout.
import { createRoute } from '@hono/zod-openapi';
import {
  SESSION_MESSAGES,
  loginRequestSchema,
  messageAnswerSchema,
  pingAnswerSchema,
  sessionUserSchema,
} from '@portal/shared';
import { eq } from 'drizzle-orm';
import { createRouter } from '../router.ts';
import { clientAddress } from '../auth/client-address.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import {
  clearSessionCookie,
  createSession,
  endSession,
  setSessionCookie,
} from '../auth/sessions.ts';
import {
  LOGIN_THROTTLE,
  addressKey,
  clearFailures,
  emailKey,
  lockedFor,
  recordFailure,
} from '../auth/throttle.ts';
import { findUserByEmail, toSessionUser } from '../auth/users.ts';
import { users } from '../db/schema/index.ts';
import { errorBody } from '../http/errors.ts';
import {
  PUBLIC_SECURITY,
  SESSION_SECURITY,
  anyClientError,
  errorAnswers,
  jsonAnswer,
  jsonBody,
} from './openapi.ts';

// Unknown emails still cost one scrypt run, so timing does not tell which emails exist.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword('no-such-account-password'));

const getSession = createRoute({
  method: 'get',
  operationId: 'getSession',
  path: '/session',
  tags: ['Session'],
  summary: 'Session check: the signed-in user, or 401',
  security: SESSION_SECURITY,
  responses: {
    200: jsonAnswer(sessionUserSchema, 'The signed-in user'),
    ...errorAnswers(401),
  },
});

const login = createRoute({
  method: 'post',
  operationId: 'login',
  security: PUBLIC_SECURITY,
  path: '/session',
  tags: ['Session'],
  summary: 'Log in with email and password; sets the session cookie',
  description:
    `Refusals carry the spec's messages (001 §8). After ${LOGIN_THROTTLE.maxFailuresPerEmail} ` +
    `failures for one email, or ${LOGIN_THROTTLE.maxFailuresPerAddress} from one address, ` +
    `within ${LOGIN_THROTTLE.windowMs / 60_000} minutes, login answers 429 until the window ends.`,
  request: { body: jsonBody(loginRequestSchema) },
  responses: {
    200: jsonAnswer(sessionUserSchema, 'The user; Set-Cookie carries the session'),
    ...errorAnswers(400, 401, 403, 413, 429),
  },
});

const ping = createRoute({
  method: 'get',
  operationId: 'ping',
  path: '/ping',
  tags: ['Session'],
  summary: 'Keep-alive: extends the session; 401 when it is gone',
  security: SESSION_SECURITY,
  responses: {
    200: jsonAnswer(pingAnswerSchema, 'The new expiry time'),
    ...errorAnswers(401),
  },
});

const logout = createRoute({
  method: 'get',
  operationId: 'logout',
  security: PUBLIC_SECURITY,
  path: '/logout',
  tags: ['Session'],
  summary: 'Ends the session and clears the cookie',
  responses: { 200: jsonAnswer(messageAnswerSchema, 'Logged out'), ...anyClientError() },
});

export function sessionRoutes() {
  const app = createRouter();

  app.openapi(getSession, (c) => {
    const user = c.get('user');
    if (!user) return c.json(errorBody('unauthorized', 'Please log in.'), 401);
    return c.json(user, 200);
  });

  app.openapi(login, async (c) => {
    const { email, password } = c.req.valid('json');
    const { db, config, now: clock } = c.get('deps');
    const now = clock();
    const keys = [emailKey(email), addressKey(clientAddress(c))] as const;

    const wait = await lockedFor(db, keys, now);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60_000);
      c.header('Retry-After', String(Math.ceil(wait / 1000)));
      return c.json(
        errorBody(
          'too_many_attempts',
          SESSION_MESSAGES.tooManyAttempts.replace('{minutes}', String(minutes)),
        ),
        429,
      );
    }

    const user = await findUserByEmail(db, email);
    // Accounts that have no password yet can only be told where their request stands.
    if (user && !user.passwordHash) {
      if (user.status === 'pendingEmail' || user.status === 'pendingApproval')
        return c.json(errorBody('access_pending', SESSION_MESSAGES.pending), 403);
      if (user.status === 'approved')
        return c.json(errorBody('password_not_set', SESSION_MESSAGES.passwordNotSet), 403);
      if (user.status === 'denied')
        return c.json(errorBody('access_denied', SESSION_MESSAGES.denied), 403);
    }

    const valid = await verifyPassword(password, user?.passwordHash ?? (await getDummyHash()));
    if (!user || !valid) {
      await recordFailure(db, keys[0], LOGIN_THROTTLE.maxFailuresPerEmail, now);
      await recordFailure(db, keys[1], LOGIN_THROTTLE.maxFailuresPerAddress, now);
      return c.json(errorBody('invalid_credentials', SESSION_MESSAGES.invalidCredentials), 401);
    }
    // The status is told only to someone who knows the password.
    if (user.status === 'deactivated')
      return c.json(errorBody('account_deactivated', SESSION_MESSAGES.deactivated), 403);
    if (user.status === 'pendingEmail' || user.status === 'pendingApproval')
      return c.json(errorBody('access_pending', SESSION_MESSAGES.pending), 403);
    if (user.status === 'denied')
      return c.json(errorBody('access_denied', SESSION_MESSAGES.denied), 403);
    if (user.status !== 'active')
      return c.json(errorBody('password_not_set', SESSION_MESSAGES.passwordNotSet), 403);

    await clearFailures(db, keys[0]);
    // A new login replaces any session this browser had (no session fixation).
    const previous = c.get('session');
    if (previous) await endSession(db, previous.sessionId);
    c.set('session', null);
    const { token } = await createSession(db, config, user.id, now, c.req.header('user-agent'));
    await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id));
    setSessionCookie(c, config, token);
    return c.json(toSessionUser(user), 200);
  });

  app.openapi(ping, (c) => {
    const session = c.get('session');
    if (!session) return c.json(errorBody('unauthorized', 'Please log in.'), 401);
    return c.json({ data: { expiresAt: session.expiresAt.toISOString() } }, 200);
  });

  app.openapi(logout, async (c) => {
    const { db, config } = c.get('deps');
    const session = c.get('session');
    if (session) await endSession(db, session.sessionId);
    c.set('session', null);
    clearSessionCookie(c, config);
    return c.json({ message: 'You have been logged out.' }, 200);
  });

  return app;
}
