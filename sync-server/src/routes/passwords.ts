// Passwords: POST /api/users/set-password (the emailed link's form) and
// POST /api/users/password-reset (public; always the same answer). Codes are single use,
// stored as SHA-256, and expire: 7 days for new accounts, 1 hour for resets.
import { createRoute } from '@hono/zod-openapi';
import {
  LINK_LIFETIMES_MS,
  SESSION_MESSAGES,
  messageAnswerSchema,
  passwordResetSchema,
  setPasswordSchema,
} from '@portal/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { createRouter } from '../router.ts';
import { mailCorporateReset, mailSetPassword } from '../auth/account-mail.ts';
import { hashPassword } from '../auth/password.ts';
import { clearSessionCookie, endUserSessions } from '../auth/sessions.ts';
import { clearFailures, emailKey, mayMail } from '../auth/throttle.ts';
import { matchesHash, randomToken, sha256Hex } from '../auth/tokens.ts';
import { findUserByEmail } from '../auth/users.ts';
import { users } from '../db/schema/index.ts';
import { errorBody } from '../http/errors.ts';
import { PUBLIC_SECURITY, errorAnswers, jsonAnswer, jsonBody } from './openapi.ts';

const setPassword = createRoute({
  method: 'post',
  operationId: 'setPassword',
  security: PUBLIC_SECURITY,
  path: '/set-password',
  tags: ['Access requests'],
  summary: 'Set a password with the emailed code; the account becomes active',
  request: { body: jsonBody(setPasswordSchema) },
  responses: {
    200: jsonAnswer(messageAnswerSchema, 'Password set'),
    ...errorAnswers(400, 403, 413),
  },
});

const passwordReset = createRoute({
  method: 'post',
  operationId: 'requestPasswordReset',
  security: PUBLIC_SECURITY,
  path: '/password-reset',
  tags: ['Access requests'],
  summary: 'Mail a set-password link (1 hour) to an active local account; same answer always',
  request: { body: jsonBody(passwordResetSchema) },
  responses: {
    200: jsonAnswer(messageAnswerSchema, 'Always the same answer'),
    ...errorAnswers(400, 403, 413),
  },
});

export function passwordRoutes() {
  const app = createRouter();

  app.openapi(setPassword, async (c) => {
    const { userId, code, password } = c.req.valid('json');
    const { db, now: clock } = c.get('deps');
    const now = clock();
    const invalid = () => c.json(errorBody('invalid_code', SESSION_MESSAGES.invalidCode), 400);
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || (user.status !== 'approved' && user.status !== 'active')) return invalid();
    if (!user.setPasswordExpiresAt || user.setPasswordExpiresAt.getTime() <= now.getTime())
      return invalid();
    if (!matchesHash(code, user.setPasswordCodeHash)) return invalid();
    const passwordHash = await hashPassword(password);
    // Single use: the update only happens while the same code is still stored.
    const updated = await db
      .update(users)
      .set({
        passwordHash,
        status: 'active',
        setPasswordCodeHash: null,
        setPasswordExpiresAt: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(users.id, user.id),
          eq(users.setPasswordCodeHash, sha256Hex(code)),
          inArray(users.status, ['approved', 'active']),
        ),
      )
      .returning({ id: users.id });
    if (!updated.length) return invalid();
    // A new password ends every session of the account, and the person proved the address.
    await endUserSessions(db, user.id);
    if (c.get('session')?.user.id === user.id) {
      c.set('session', null);
      clearSessionCookie(c, c.get('deps').config);
    }
    await clearFailures(db, emailKey(user.email));
    return c.json({ message: SESSION_MESSAGES.passwordSet }, 200);
  });

  app.openapi(passwordReset, async (c) => {
    const { email } = c.req.valid('json');
    const { db, config, now: clock } = c.get('deps');
    const now = clock();
    const user = await findUserByEmail(db, email);
    // Only active accounts get mail, at most MAILS_PER_ADDRESS per window; the answer never varies.
    const mail = user?.status === 'active' && (await mayMail(db, user.email, now));
    if (user && mail && user.strategy === 'local') {
      const code = randomToken();
      await db
        .update(users)
        .set({
          setPasswordCodeHash: sha256Hex(code),
          setPasswordExpiresAt: new Date(now.getTime() + LINK_LIFETIMES_MS.passwordReset),
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      await mailSetPassword(db, config.publicUrl, user, code, 'password-reset', now);
    } else if (user && mail) {
      await mailCorporateReset(db, user, now);
    }
    return c.json({ message: SESSION_MESSAGES.passwordResetRequested }, 200);
  });

  return app;
}
