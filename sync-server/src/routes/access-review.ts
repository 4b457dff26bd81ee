// Administrator review of access requests: list, approve (granting permissions and userTBEs,
// mailing a set-password link), deny. API_ROUTES requires admin:users or an administrator.
import { createRoute } from '@hono/zod-openapi';
import {
  ADMIN_TBE,
  LINK_LIFETIMES_MS,
  accessDecisionAnswerSchema,
  approveAccessSchema,
  denyAccessSchema,
  isAdministrator,
  pendingAccessRequestsAnswerSchema,
  userIdParamSchema,
} from '@portal/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { createRouter } from '../router.ts';
import { mailAccessDenied, mailSetPassword } from '../auth/account-mail.ts';
import { randomToken, sha256Hex } from '../auth/tokens.ts';
import { users } from '../db/schema/index.ts';
import { errorBody } from '../http/errors.ts';
import { SESSION_SECURITY, errorAnswers, jsonAnswer, jsonBody } from './openapi.ts';

const list = createRoute({
  method: 'get',
  operationId: 'listAccessRequests',
  path: '/access-requests',
  tags: ['Access requests'],
  summary: 'Requests awaiting review (email confirmed)',
  security: SESSION_SECURITY,
  responses: {
    200: jsonAnswer(pendingAccessRequestsAnswerSchema, 'Oldest first'),
    ...errorAnswers(401, 403),
  },
});

const approve = createRoute({
  method: 'post',
  operationId: 'approveAccessRequest',
  path: '/access-requests/{userId}/approve',
  tags: ['Access requests'],
  summary: 'Approve: grant permissions and userTBEs, mail a set-password link (7 days)',
  security: SESSION_SECURITY,
  request: { params: userIdParamSchema, body: jsonBody(approveAccessSchema) },
  responses: {
    200: jsonAnswer(accessDecisionAnswerSchema, 'Approved'),
    ...errorAnswers(400, 401, 403, 404, 409, 413),
  },
});

const deny = createRoute({
  method: 'post',
  operationId: 'denyAccessRequest',
  path: '/access-requests/{userId}/deny',
  tags: ['Access requests'],
  summary: 'Deny a request; the person is told by mail',
  security: SESSION_SECURITY,
  request: { params: userIdParamSchema, body: jsonBody(denyAccessSchema) },
  responses: {
    200: jsonAnswer(accessDecisionAnswerSchema, 'Denied'),
    ...errorAnswers(400, 401, 403, 404, 409, 413),
  },
});

const notFound = errorBody('not_found', 'No such access request.');
const notPending = errorBody('not_pending', 'This request is not awaiting review.');

export function accessReviewRoutes() {
  const app = createRouter();

  app.openapi(list, async (c) => {
    const { db } = c.get('deps');
    const rows = await db
      .select()
      .from(users)
      .where(eq(users.status, 'pendingApproval'))
      .orderBy(asc(users.createdAt));
    const data = rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      lastName: row.lastName,
      reason: row.accessReason ?? '',
      requestedAt: row.createdAt.toISOString(),
    }));
    return c.json({ data }, 200);
  });

  app.openapi(approve, async (c) => {
    const { userId } = c.req.valid('param');
    const grant = c.req.valid('json');
    const { db, config, now: clock } = c.get('deps');
    const now = clock();
    // Only an administrator may make another administrator (spec 001 §6 ADMIN territory).
    const grantsAdmin = grant.userTBEs.some(
      (tbe) => tbe.territory === ADMIN_TBE && tbe.businessEntity === ADMIN_TBE,
    );
    if (grantsAdmin && !isAdministrator(c.get('user'))) {
      return c.json(
        errorBody('forbidden', 'Only an administrator may grant the ADMIN territory.'),
        403,
      );
    }
    const [target] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!target) return c.json(notFound, 404);
    if (target.status !== 'pendingApproval') return c.json(notPending, 409);
    if (grant.userCode) {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.userCode, grant.userCode), ne(users.id, userId)))
        .limit(1);
      if (taken) {
        return c.json(
          errorBody('user_code_taken', `The user code ${grant.userCode} is taken.`),
          409,
        );
      }
    }
    const code = randomToken();
    const updated = await db
      .update(users)
      .set({
        status: 'approved',
        permissions: grant.permissions,
        userTBEs: grant.userTBEs,
        ...(grant.userCode ? { userCode: grant.userCode } : {}),
        ...(grant.userActiveLocation ? { userActiveLocation: grant.userActiveLocation } : {}),
        ...(grant.wof ? { wof: grant.wof } : {}),
        ...(grant.departmentAccess ? { departmentAccess: grant.departmentAccess } : {}),
        ...(grant.conferenceGroups ? { conferenceGroups: grant.conferenceGroups } : {}),
        setPasswordCodeHash: sha256Hex(code),
        setPasswordExpiresAt: new Date(now.getTime() + LINK_LIFETIMES_MS.newAccount),
        updatedAt: now,
      })
      .where(and(eq(users.id, userId), eq(users.status, 'pendingApproval')))
      .returning();
    const approved = updated[0];
    if (!approved) return c.json(notPending, 409);
    await mailSetPassword(db, config.publicUrl, approved, code, 'access-approved', now);
    return c.json({ data: { id: approved.id, status: 'approved' as const } }, 200);
  });

  app.openapi(deny, async (c) => {
    const { userId } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const { db, now: clock } = c.get('deps');
    const now = clock();
    const [target] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!target) return c.json(notFound, 404);
    const updated = await db
      .update(users)
      .set({
        status: 'denied',
        emailConfirmCodeHash: null,
        setPasswordCodeHash: null,
        updatedAt: now,
      })
      .where(and(eq(users.id, userId), inArray(users.status, ['pendingEmail', 'pendingApproval'])))
      .returning();
    const denied = updated[0];
    if (!denied) return c.json(notPending, 409);
    await mailAccessDenied(db, denied, reason, now);
    return c.json({ data: { id: denied.id, status: 'denied' as const } }, 200);
  });

  return app;
}
