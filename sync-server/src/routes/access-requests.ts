// Requesting access (issue: "request access, email confirmation link, admin approval, set
// password"): POST /api/users/access-request and GET /api/users/confirm-email/:userId/:code.
// The answer never tells whether the address already has an account; the mail does, and only
// its owner reads it.
import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import {
  CONFIRM_EMAIL_PAGES,
  LINK_LIFETIMES_MS,
  SESSION_MESSAGES,
  accessRequestSchema,
  linkCodeSchema,
  messageAnswerSchema,
  pathIdSchema,
} from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { createRouter } from '../router.ts';
import { mailAccountExists, mailConfirmEmail } from '../auth/account-mail.ts';
import { matchesHash, randomToken, sha256Hex } from '../auth/tokens.ts';
import { mayMail } from '../auth/throttle.ts';
import { findUserByEmail, generateUserCode, type UserRow } from '../auth/users.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { PUBLIC_SECURITY, errorAnswers, jsonAnswer, jsonBody, otherErrors } from './openapi.ts';

const requestAccess = createRoute({
  method: 'post',
  operationId: 'requestAccess',
  security: PUBLIC_SECURITY,
  path: '/access-request',
  tags: ['Access requests'],
  summary: 'Request access (public); mails an email confirmation link',
  request: { body: jsonBody(accessRequestSchema) },
  responses: {
    200: jsonAnswer(messageAnswerSchema, 'Always the same answer (spec 001 §8)'),
    ...errorAnswers(400, 403, 413),
  },
});

const confirmParams = z.object({ userId: pathIdSchema, code: linkCodeSchema });

const confirmEmail = createRoute({
  method: 'get',
  operationId: 'confirmEmail',
  security: PUBLIC_SECURITY,
  path: '/confirm-email/{userId}/{code}',
  tags: ['Access requests'],
  summary: 'The emailed confirmation link: marks the email confirmed and redirects',
  request: { params: confirmParams },
  responses: {
    302: {
      description: `Redirect to ${CONFIRM_EMAIL_PAGES.confirmed} or ${CONFIRM_EMAIL_PAGES.invalid}`,
    },
    ...errorAnswers(400),
    ...otherErrors(),
  },
});

/** A repeated request: re-send the confirmation (fresh code, the old one dies) or say the account exists. */
async function mailExisting(db: Database, config: ServerConfig, existing: UserRow, now: Date) {
  if (existing.status !== 'pendingEmail') {
    await mailAccountExists(db, config.publicUrl, existing, now);
    return;
  }
  const code = randomToken();
  await db
    .update(users)
    .set({ emailConfirmCodeHash: sha256Hex(code), updatedAt: now })
    .where(eq(users.id, existing.id));
  await mailConfirmEmail(db, config.publicUrl, existing, code, now);
}

export function accessRequestRoutes() {
  const app = createRouter();

  app.openapi(requestAccess, async (c) => {
    const body = c.req.valid('json');
    const { db, config, now: clock } = c.get('deps');
    const now = clock();
    const existing = await findUserByEmail(db, body.email);
    if (existing) {
      // At most MAILS_PER_ADDRESS mails per window to one address; the answer never varies.
      if (await mayMail(db, existing.email, now)) await mailExisting(db, config, existing, now);
    } else {
      const code = randomToken();
      const [created] = await db
        .insert(users)
        .values({
          id: randomUUID(),
          email: body.email,
          name: body.name,
          lastName: body.lastName,
          userCode: generateUserCode(),
          status: 'pendingEmail',
          accessReason: body.reason,
          emailConfirmCodeHash: sha256Hex(code),
          createdAt: now,
          updatedAt: now,
        })
        // Two requests racing for one address: the second becomes a no-op.
        .onConflictDoNothing()
        .returning();
      if (created && (await mayMail(db, created.email, now))) {
        await mailConfirmEmail(db, config.publicUrl, created, code, now);
      }
    }
    return c.json({ message: SESSION_MESSAGES.accessRequested }, 200);
  });

  app.openapi(
    confirmEmail,
    async (c) => {
      const { userId, code } = c.req.valid('param');
      const { db, now: clock } = c.get('deps');
      const now = clock();
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      // The code was issued when the row was last updated (request or repeated request).
      const fresh =
        !!user && now.getTime() - user.updatedAt.getTime() <= LINK_LIFETIMES_MS.confirmEmail;
      if (!user || user.status !== 'pendingEmail' || !fresh) {
        return c.redirect(CONFIRM_EMAIL_PAGES.invalid, 302);
      }
      if (!matchesHash(code, user.emailConfirmCodeHash)) {
        return c.redirect(CONFIRM_EMAIL_PAGES.invalid, 302);
      }
      // Single use: the status guard makes a second click (or a race) find nothing to update.
      const updated = await db
        .update(users)
        .set({ status: 'pendingApproval', emailConfirmCodeHash: null, updatedAt: now })
        .where(and(eq(users.id, user.id), eq(users.status, 'pendingEmail')))
        .returning({ id: users.id });
      return c.redirect(
        updated.length ? CONFIRM_EMAIL_PAGES.confirmed : CONFIRM_EMAIL_PAGES.invalid,
        302,
      );
    },
    // A mangled link is answered like any invalid link: the person lands on the public page.
    (result, c) => (result.success ? undefined : c.redirect(CONFIRM_EMAIL_PAGES.invalid, 302)),
  );

  return app;
}
