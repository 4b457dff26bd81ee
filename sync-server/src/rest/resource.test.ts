// The resource factory on its own (Hono app.request, no permission table in front): a refusal
// of the collection's rules reaches the caller as its status and the policy's own message, and
// a refused write leaves nothing behind. The real routes over HTTP: tests/sync/rest-*.test.ts.
import { REJECTION_REASONS, pathIdSchema, type OrderInput, type Permission } from '@portal/shared';
import * as X from '@portal/shared/entities/examples.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser, toSessionUser } from '../auth/users.ts';
import { loadConfig } from '../config.ts';
import { notificationMapping, orderMapping, saveDocuments } from '../db/mapping/index.ts';
import { ApiError, handleError } from '../http/errors.ts';
import { coordinatorAssignmentRoutes } from '../routes/coordinator-assignments.ts';
import { createRouter } from '../router.ts';
import { loadOne } from '../sync/documents.ts';
import {
  coordinatorAssignmentsPolicy,
  notificationsPolicy,
  ordersPolicy,
} from '../sync/policies/orders.ts';
import { Refusal, type CollectionPolicy } from '../sync/policy.ts';
import { DATABASE_KINDS, createTestDatabase } from '../test/harness.ts';
import { NO_BODY, NONE } from './input.ts';
import { REFUSAL_ANSWERS, refusalError } from './refusals.ts';
import { restResource } from './resource.ts';

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;
type Router = ReturnType<typeof createRouter>;

describe('[decision 0028 refusals] the refusal → status map', () => {
  it.each(REJECTION_REASONS.map((r) => [r] as const))('%s has a 4xx with a code', (reason) => {
    const error = refusalError(new Refusal(reason, `refused: ${reason}`));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(error.status).toBeLessThan(500);
    expect(error.code).toBe(REFUSAL_ANSWERS[reason].code);
    expect(error.message).toBe(`refused: ${reason}`);
  });

  it('invalid 400, forbidden 403, outOfScope 404, notEditable 409, commandFailed 422', () => {
    expect(
      Object.fromEntries(REJECTION_REASONS.map((r) => [r, REFUSAL_ANSWERS[r].status])),
    ).toEqual({
      invalid: 400,
      forbidden: 403,
      outOfScope: 404,
      notEditable: 409,
      commandFailed: 422,
      conflict: 409,
    });
  });
});

describe.each(DATABASE_KINDS)('resource factory refusals on %s', (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(() => handle.drop());

  let users = 0;
  const userWith = async (permissions: Permission[]) => {
    users += 1;
    const row = await createUser(handle.db, {
      email: `resource.${users}.${Date.now().toString(36)}@example.com`,
      name: 'Resource',
      lastName: `User ${users}`,
      password: 'resource test password',
      permissions,
    });
    return toSessionUser(row);
  };

  /** The sub-app behind the context a signed-in request has (deps and user), no table. */
  const appFor = (user: Awaited<ReturnType<typeof userWith>>, router: Router) => {
    const app = createRouter();
    app.use('*', async (c, next) => {
      c.set('deps', {
        db: handle.db,
        config: loadConfig({ PORT: '0', DATA_DIR: 'memory://' }),
        now: () => new Date('2026-03-01T10:00:00.000Z'),
      });
      c.set('user', user);
      c.set('session', null);
      c.set('apiRoute', undefined);
      await next();
    });
    app.onError(handleError);
    app.route('/r', router);
    return app;
  };
  const send = (app: Router, method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
  const load = (policy: CollectionPolicy, id: string) => loadOne(handle.db, policy.mapping, id);

  it('[001 §6 coordinator assignments] the policy refuses a coordinator who is not senior: 403 with its message, nothing stored', async () => {
    const coordinator = await userWith([{ permission: 'sampleOrders', role: 'coordinator' }]);
    const app = appFor(coordinator, coordinatorAssignmentRoutes());
    const res = await send(app, 'POST', '/r', {
      id: 'ca-refused',
      coordinatorCode: 'C1',
      requesterCode: 'R1',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: 'forbidden',
        message: 'Coordinator assignments are managed by senior coordinators',
      },
    });
    expect(await load(coordinatorAssignmentsPolicy, 'ca-refused')).toBeNull();
  });

  it('[001 §4 notifications] the policy keeps everything but the state: 403 forbidden, and no deletion', async () => {
    const reader = await userWith([]);
    await saveDocuments(handle.db, notificationMapping, [
      { ...X.exampleNotification, id: 'note-own', userCode: reader.userCode },
    ]);
    const byId = z.object({ id: pathIdSchema });
    const router = restResource({
      policy: notificationsPolicy,
      tag: 'Notifications',
      document: z.looseObject({ id: z.string() }),
      defaultSort: [],
    })
      .patch(
        {
          operationId: 'retitle',
          summary: 'A change the rules do not allow',
          path: '/{id}',
          params: byId,
          query: NONE,
          body: z.object({ title: z.string().max(50) }),
        },
        ({ params, body }) => ({ id: params.id, apply: (current) => ({ ...current, ...body }) }),
      )
      .remove(
        {
          operationId: 'drop',
          summary: 'A deletion the rules do not allow',
          path: '/{id}',
          params: byId,
          query: NONE,
          body: NO_BODY,
        },
        ({ params }) => ({ id: params.id }),
      ).router;
    const app = appFor(reader, router);
    const retitled = await send(app, 'PATCH', '/r/note-own', { title: 'Changed' });
    expect(retitled.status).toBe(403);
    expect(((await retitled.json()) as { error: { message: string } }).error.message).toMatch(
      /^Only the read state of a notification changes/,
    );
    const dropped = await send(app, 'DELETE', '/r/note-own');
    expect(dropped.status).toBe(403);
    expect(await dropped.json()).toEqual({
      error: { code: 'forbidden', message: 'Notifications are marked read, not deleted' },
    });
    const stored = await load(notificationsPolicy, 'note-own');
    expect(stored).toMatchObject({ _deleted: false, message: X.exampleNotification.message });
    expect(stored?.title).toBeUndefined();
  });

  it('[001 §4 order editability] an order past DRAFT is not editable: 409 not_editable', async () => {
    const requester = await userWith([{ permission: 'sampleOrders', role: 'user' }]);
    const submitted: OrderInput = {
      id: 'order-submitted',
      _deleted: false,
      type: 'sample',
      orderType: 'SampleOrder',
      orderSubtype: 'sample',
      status: 'SUBMITTED',
      requesterCode: requester.userCode,
      po: 'PO-1',
      products: [],
      comments: [],
      lines: [],
    };
    await saveDocuments(handle.db, orderMapping, [submitted]);
    const router = restResource({
      policy: ordersPolicy,
      tag: 'Orders',
      document: z.looseObject({ id: z.string() }),
      defaultSort: [{ field: 'orderNumber', direction: 'desc' }],
    }).patch(
      {
        operationId: 'patchOrder',
        summary: 'Order header change',
        path: '/{id}',
        params: z.object({ id: pathIdSchema }),
        query: NONE,
        body: z.object({ po: z.string().max(50) }),
      },
      ({ params, body }) => ({ id: params.id, apply: (current) => ({ ...current, ...body }) }),
    ).router;
    const res = await send(appFor(requester, router), 'PATCH', '/r/order-submitted', {
      po: 'PO-2',
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: {
        code: 'not_editable',
        message: 'The order is SUBMITTED and no longer editable',
      },
    });
    expect(await load(ordersPolicy, 'order-submitted')).toMatchObject({ po: 'PO-1' });
  });

  it('[decision 0028 refusals] a document the user may not see is a 404, whatever its rules', async () => {
    const other = await userWith([{ permission: 'sampleOrders', role: 'user' }]);
    const router = restResource({
      policy: ordersPolicy,
      tag: 'Orders',
      document: z.looseObject({ id: z.string() }),
      defaultSort: [],
    }).get(
      {
        operationId: 'getOrder',
        summary: 'One order',
        path: '/{id}',
        params: z.object({ id: pathIdSchema }),
        query: NONE,
        body: NO_BODY,
      },
      ({ params }) => ({ id: params.id }),
    ).router;
    // Another requester's submitted sample order: not this (non-coordinator) user's to see.
    const res = await send(appFor(other, router), 'GET', '/r/order-submitted');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });
});
