// The coordinator assignment calls of spec 001 §7 over HTTP on the real server: the spec's
// shapes, 401/403 by the permission table, 4xx JSON for bad input, and a REST write that the
// devices hear on their hint stream and find in their next pull (issue 14 scope 8).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { perm } from './support/fixtures.ts';
import { pullAll } from './support/pull.ts';
import { HintStream, call, type ErrorAnswer } from './support/rest.ts';
import { DeviceSession } from './support/session.ts';
import { signedInUser, type TestUser } from './support/users.ts';

interface Assignment {
  _id: string;
  id: string;
  coordinatorCode: string;
  requesterCode: string;
  status: string;
  orderSubtype?: string;
  createdDate?: string;
  modifiedDate?: string;
  seq?: string;
  _deleted?: boolean;
}
interface List {
  data: Assignment[];
  totalCount?: number;
}

describe.each(DATABASE_KINDS)('coordinator assignments over REST on %s', (kind) => {
  let server: TestServer;
  let senior: TestUser;
  let coordinator: TestUser;
  let requester: TestUser;
  let nobody: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    senior = await signedInUser(server, {
      permissions: [perm('sampleOrders', 'seniorCoordinator')],
    });
    coordinator = await signedInUser(server, { permissions: [perm('promoOrders', 'coordinator')] });
    requester = await signedInUser(server, { permissions: [perm('sampleOrders', 'user')] });
    nobody = await signedInUser(server, { permissions: [] });
  });
  afterAll(() => server?.close());

  it('[001 §7 coordinator assignments] create, list, change the status of and delete an assignment', async () => {
    const created = await call<Assignment>(senior.session, 'POST', '/coordinatorAssignments', {
      coordinatorCode: 'COORD-1',
      coordinatorName: 'Casey Coordinator',
      requesterCode: 'REQ-1',
      orderSubtype: 'sample',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({
      _id: id,
      coordinatorCode: 'COORD-1',
      coordinatorName: 'Casey Coordinator',
      requesterCode: 'REQ-1',
      orderSubtype: 'sample',
      status: 'Active',
    });
    expect(created.body).not.toHaveProperty('_deleted');
    expect(created.body.createdDate).toBe(created.body.modifiedDate);

    // A caller-chosen id (an offline client's uuid) is kept; taken twice is 409.
    const chosen = randomUUID();
    const second = await call<Assignment>(senior.session, 'POST', '/coordinatorAssignments', {
      _id: chosen,
      coordinatorCode: 'COORD-2',
      requesterCode: 'REQ-2',
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ _id: chosen, id: chosen, status: 'Active' });
    const again = await call<ErrorAnswer>(senior.session, 'POST', '/coordinatorAssignments', {
      id: chosen,
      coordinatorCode: 'COORD-3',
      requesterCode: 'REQ-3',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_exists');

    const list = await call<List>(requester.session, 'GET', '/coordinatorAssignments');
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(2);
    expect(list.body.data.map((a) => a.requesterCode)).toEqual(['REQ-1', 'REQ-2']);

    // spec 001 §7: "patch can change status".
    const patched = await call<Assignment>(
      senior.session,
      'PATCH',
      `/coordinatorAssignments/${id}`,
      { status: 'Inactive' },
    );
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      _id: id,
      status: 'Inactive',
      coordinatorCode: 'COORD-1',
      coordinatorName: 'Casey Coordinator',
    });
    expect(patched.body.createdDate).toBe(created.body.createdDate);
    expect(Number(patched.body.seq)).toBeGreaterThan(Number(created.body.seq));

    const inactive = await call<List>(
      coordinator.session,
      'GET',
      '/coordinatorAssignments?status=Inactive',
    );
    expect(inactive.body.data.map((a) => a.id)).toEqual([id]);
    const sorted = await call<List>(
      coordinator.session,
      'GET',
      '/coordinatorAssignments?sort=-requesterCode&limit=1&totalCount=false',
    );
    expect(sorted.body).toEqual({ data: [expect.objectContaining({ requesterCode: 'REQ-2' })] });

    const removed = await call(senior.session, 'DELETE', `/coordinatorAssignments/${id}`);
    expect(removed.status).toBe(204);
    const after = await call<List>(requester.session, 'GET', '/coordinatorAssignments');
    expect(after.body.data.map((a) => a.id)).toEqual([chosen]);
    for (const [method, body] of [
      ['DELETE', undefined],
      ['PATCH', { status: 'Active' }],
    ] as const) {
      const gone = await call<ErrorAnswer>(
        senior.session,
        method,
        `/coordinatorAssignments/${id}`,
        body,
      );
      expect(gone.status, method).toBe(404);
      expect(gone.body.error.code).toBe('not_found');
    }
  });

  it('[001 §3 coordinator assignments] one Active assignment per requester and order type, whoever writes it', async () => {
    const post = (body: Record<string, unknown>) =>
      call<Assignment | ErrorAnswer>(senior.session, 'POST', '/coordinatorAssignments', body);
    const first = await post({
      coordinatorCode: 'C-A',
      requesterCode: 'DUP-1',
      orderSubtype: 'promo',
    });
    expect(first.status).toBe(201);
    // 'Both' covers promo; the code is compared trimmed and case-blind.
    const both = await post({ coordinatorCode: 'C-B', requesterCode: ' dup-1 ' });
    expect(both.status).toBe(409);
    expect((both.body as ErrorAnswer).error.code).toBe('conflict');
    // Another order type, or an Inactive one, is not a duplicate.
    expect(
      (await post({ coordinatorCode: 'C-B', requesterCode: 'DUP-1', orderSubtype: 'sample' }))
        .status,
    ).toBe(201);
    const inactive = await post({
      coordinatorCode: 'C-C',
      requesterCode: 'DUP-1',
      orderSubtype: 'promo',
      status: 'Inactive',
    });
    expect(inactive.status).toBe(201);
    // Making the Inactive one Active again would duplicate the first.
    const reactivate = await call<ErrorAnswer>(
      senior.session,
      'PATCH',
      `/coordinatorAssignments/${(inactive.body as Assignment).id}`,
      { status: 'Active' },
    );
    expect(reactivate.status).toBe(409);
    const list = await call<List>(
      senior.session,
      'GET',
      '/coordinatorAssignments?requesterCode=DUP-1',
    );
    expect(
      list.body.data
        .filter((a) => a.status === 'Active')
        .map((a) => a.orderSubtype)
        .sort(),
    ).toEqual(['promo', 'sample']);
  });

  it('[001 §6 coordinator assignments] 401 without a session; order users read, only senior coordinators write', async () => {
    const anonymous = new DeviceSession(server.url);
    for (const [method, path] of [
      ['GET', '/coordinatorAssignments'],
      ['POST', '/coordinatorAssignments'],
      ['PATCH', '/coordinatorAssignments/x'],
      ['DELETE', '/coordinatorAssignments/x'],
    ] as const) {
      const res = await call<ErrorAnswer>(
        anonymous,
        method,
        path,
        method === 'GET' ? undefined : {},
      );
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
    expect((await call(coordinator.session, 'GET', '/coordinatorAssignments')).status).toBe(200);
    const notOrders = await call<ErrorAnswer>(nobody.session, 'GET', '/coordinatorAssignments');
    expect(notOrders.status).toBe(403);
    expect(notOrders.body.error.code).toBe('forbidden');
    // A coordinator who is not senior: refused, and nothing is stored.
    const before = await call<List>(senior.session, 'GET', '/coordinatorAssignments');
    const refused = await call<ErrorAnswer>(
      coordinator.session,
      'POST',
      '/coordinatorAssignments',
      {
        coordinatorCode: 'COORD-X',
        requesterCode: 'REQ-X',
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
    const target = before.body.data[0]!.id;
    for (const [method, body] of [
      ['PATCH', { status: 'Inactive' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(
        coordinator.session,
        method,
        `/coordinatorAssignments/${target}`,
        body,
      );
      expect(res.status, method).toBe(403);
    }
    expect(await call<List>(senior.session, 'GET', '/coordinatorAssignments')).toEqual(before);
  });

  it('[001 §7 coordinator assignments] malformed, mistyped, unknown and oversized input is a 4xx JSON error', async () => {
    const bad: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown, string?][] = [
      ['malformed JSON', 'POST', '/coordinatorAssignments', '{"coordinatorCode": '],
      ['not JSON at all', 'POST', '/coordinatorAssignments', 'coordinatorCode=C1'],
      ['text/plain', 'POST', '/coordinatorAssignments', '{}', 'text/plain'],
      ['missing fields', 'POST', '/coordinatorAssignments', {}],
      ['wrong types', 'POST', '/coordinatorAssignments', { coordinatorCode: 7, requesterCode: [] }],
      [
        'array body',
        'POST',
        '/coordinatorAssignments',
        [{ coordinatorCode: 'C', requesterCode: 'R' }],
      ],
      [
        'NUL in a code',
        'POST',
        '/coordinatorAssignments',
        { coordinatorCode: 'C\u0000', requesterCode: 'R' },
      ],
      [
        'code too long',
        'POST',
        '/coordinatorAssignments',
        { coordinatorCode: 'C'.repeat(65), requesterCode: 'R' },
      ],
      [
        'unknown status',
        'POST',
        '/coordinatorAssignments',
        { coordinatorCode: 'C', requesterCode: 'R', status: 'Gone' },
      ],
      [
        'id and _id differ',
        'POST',
        '/coordinatorAssignments',
        { id: 'a', _id: 'b', coordinatorCode: 'C', requesterCode: 'R' },
      ],
      [
        'bad id in the body',
        'POST',
        '/coordinatorAssignments',
        { id: "x'y", coordinatorCode: 'C', requesterCode: 'R' },
      ],
      ['patch status wrong type', 'PATCH', '/coordinatorAssignments/some-id', { status: true }],
      ['bad id in the path', 'PATCH', '/coordinatorAssignments/a%20b', { status: 'Active' }],
      ['unknown id', 'PATCH', '/coordinatorAssignments/no-such-assignment', { status: 'Active' }],
      ['unknown id', 'DELETE', '/coordinatorAssignments/no-such-assignment', undefined],
      ['limit too large', 'GET', '/coordinatorAssignments?limit=100000', undefined],
      ['negative skip', 'GET', '/coordinatorAssignments?skip=-1', undefined],
      ['unknown sort field', 'GET', '/coordinatorAssignments?sort=password', undefined],
      ['unknown status filter', 'GET', '/coordinatorAssignments?status=Gone', undefined],
      [
        'oversized body',
        'POST',
        '/coordinatorAssignments',
        { coordinatorCode: 'C', requesterCode: 'R', pad: 'p'.repeat(1024 * 1024) },
      ],
    ];
    const expected: Record<string, [number, string]> = {
      'malformed JSON': [400, 'malformed_json'],
      'not JSON at all': [400, 'malformed_json'],
      'text/plain': [415, 'unsupported_media_type'],
      'unknown id': [404, 'not_found'],
      'oversized body': [413, 'payload_too_large'],
    };
    for (const [label, method, path, body, type] of bad) {
      const res = await call<ErrorAnswer>(senior.session, method, path, body, type);
      const [status, code] = expected[label] ?? [400, 'invalid_request'];
      expect(res.status, label).toBe(status);
      expect(res.contentType, label).toMatch(/application\/json/);
      expect(res.body.error.code, label).toBe(code);
      expect(typeof res.body.error.message, label).toBe('string');
    }
    const list = await call<List>(senior.session, 'GET', '/coordinatorAssignments');
    expect(list.body.data.map((a) => a.requesterCode)).not.toContain('R');
  });

  it('[001 §7 coordinator assignments] a REST write hints the devices over NOTIFY and reaches their next pull', async () => {
    const stream = await HintStream.open(requester.session);
    const own = await HintStream.open(senior.session);
    try {
      const created = await call<Assignment>(senior.session, 'POST', '/coordinatorAssignments', {
        coordinatorCode: 'COORD-H',
        requesterCode: 'REQ-H',
      });
      expect(created.status).toBe(201);
      const hint =
        /event: change\ndata: \{"collection":"coordinatorAssignments","seq":"\d+","via":"notify"\}/;
      await stream.until(hint);
      // A REST write has no origin session: the writer's own devices are told too.
      await own.until(hint);
      const pulled = await pullAll(requester.session, 'coordinatorAssignments');
      const doc = pulled.find((d) => d.id === created.body.id);
      expect(doc).toMatchObject({
        coordinatorCode: 'COORD-H',
        requesterCode: 'REQ-H',
        _deleted: false,
      });
      expect(doc?.seq).toBe(created.body.seq);

      const removed = await call(
        senior.session,
        'DELETE',
        `/coordinatorAssignments/${created.body.id}`,
      );
      expect(removed.status).toBe(204);
      await stream.until(new RegExp(`${hint.source}[\\s\\S]*${hint.source}`));
      const afterDelete = await pullAll(requester.session, 'coordinatorAssignments');
      expect(afterDelete.some((d) => d.id === created.body.id)).toBe(false);
    } finally {
      stream.close();
      own.close();
    }
  });
});
