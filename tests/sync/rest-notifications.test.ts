// The notification calls of spec 001 §7 over HTTP on the real server: a user reads and marks
// only their own notifications (001 §4: 'New' counts as unread; Read one by one, in batch, or
// all of a type), answers `{ data, totalCount }`, 4xx JSON for bad input, and marking over REST
// reaches the user's devices like a push does (issue 14 scope 8).
import type { NotificationInput } from '@portal/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notificationMapping } from '../../sync-server/src/db/mapping/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { perm, save } from './support/fixtures.ts';
import { pullAll } from './support/pull.ts';
import { HintStream, call, type ErrorAnswer } from './support/rest.ts';
import { DeviceSession } from './support/session.ts';
import { signedInUser, type TestUser } from './support/users.ts';

interface Note {
  _id: string;
  id: string;
  userCode: string;
  notificationType: string;
  state: 'New' | 'Read';
  createdDate?: string;
  readDate?: string;
}
interface List {
  data: Note[];
  totalCount?: number;
}

const day = (n: number) => `2026-02-${String(n).padStart(2, '0')}T09:00:00.000Z`;

describe.each(DATABASE_KINDS)('notifications over REST on %s', (kind) => {
  let server: TestServer;
  let ana: TestUser;
  let ben: TestUser;
  let run = 0;
  /** Ids of this test's notifications: Ana's sample ones newest first, her promo one, Ben's. */
  let ids: { sample: string[]; promo: string; ben: string };

  beforeAll(async () => {
    server = await startTestServer(kind);
    ana = await signedInUser(server, { permissions: [perm('sampleOrders', 'user')] });
    ben = await signedInUser(server, { permissions: [perm('sampleOrders', 'coordinator')] });
  });
  afterAll(() => server?.close());

  // Fresh notifications per test: Ana 4 sample (3 New, 1 Read) and 1 promo, Ben 1 sample.
  beforeEach(async () => {
    run += 1;
    const note = (id: string, userCode: string, extra: Partial<NotificationInput>) => ({
      id: `${id}-${run}`,
      _deleted: false,
      userCode,
      notificationType: 'sample' as const,
      state: 'New' as const,
      title: `Notification ${id}`,
      createdDate: day(run),
      ...extra,
    });
    const docs = [
      note('s1', ana.userCode, { createdDate: day(10 + run) }),
      note('s2', ana.userCode, { createdDate: day(5 + run) }),
      note('s3', ana.userCode, { createdDate: day(3 + run), state: 'Read', readDate: day(4) }),
      note('s4', ana.userCode, { createdDate: day(1 + run) }),
      note('p1', ana.userCode, { notificationType: 'promo' }),
      note('b1', ben.userCode, {}),
    ];
    // Earlier tests' notifications go away first, so every count below is this test's.
    await call(ana.session, 'POST', '/notifications/sample/setStateAll/Read');
    await save(server.handle.db, notificationMapping, docs);
    ids = {
      sample: ['s1', 's2', 's3', 's4'].map((s) => `${s}-${run}`),
      promo: `p1-${run}`,
      ben: `b1-${run}`,
    };
  });

  const query = (session: DeviceSession, path: string, body: unknown = {}) =>
    call<List>(session, 'POST', `/notifications/${path}`, body);

  it('[001 §4 notifications] the query answers the own notifications of a type, newest first, with totalCount', async () => {
    const all = await query(ana.session, 'sample/query');
    expect(all.status).toBe(200);
    const mine = all.body.data.filter((n) => n.id.endsWith(`-${run}`));
    expect(mine.map((n) => n.id)).toEqual(ids.sample);
    expect(mine[0]).toMatchObject({
      _id: ids.sample[0],
      userCode: ana.userCode,
      notificationType: 'sample',
      state: 'New',
    });
    expect(mine[0]).not.toHaveProperty('_deleted');
    expect(all.body.data.every((n) => n.userCode === ana.userCode)).toBe(true);
    expect(all.body.totalCount).toBe(all.body.data.length);

    // The dashboard's unread count: state New, limit 0, the total only.
    const unread = await query(ana.session, `sample/query/${ana.userCode}`, {
      state: 'New',
      _options: { totalCount: true, limit: 0 },
    });
    expect(unread.body).toEqual({ data: [], totalCount: 3 });
    const promo = await query(ana.session, 'promo/query', { state: 'New' });
    expect(promo.body.data.map((n) => n.id)).toContain(ids.promo);
    expect(promo.body.data.every((n) => n.notificationType === 'promo')).toBe(true);

    // Paging and sort (spec 000 §7 _options).
    const page = await query(ana.session, 'sample/query', {
      state: 'New',
      _options: { limit: 2, skip: 1, sort: { createdDate: 1 }, totalCount: false },
    });
    expect(page.body).toEqual({
      data: [
        expect.objectContaining({ id: ids.sample[1] }),
        expect.objectContaining({ id: ids.sample[0] }),
      ],
    });

    // Another user's code: nothing (a user sees only their own notifications).
    const others = await query(ana.session, `sample/query/${ben.userCode}`);
    expect(others.body).toEqual({ data: [], totalCount: 0 });
  });

  it('[001 §4 notifications] one notification by type and id; another type, another user or an unknown id is a 404', async () => {
    const one = await call<Note>(ana.session, 'GET', `/notifications/sample/${ids.sample[0]}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ _id: ids.sample[0], id: ids.sample[0], state: 'New' });
    for (const path of [
      `/notifications/promo/${ids.sample[0]}`,
      `/notifications/sample/${ids.ben}`,
      '/notifications/sample/no-such-notification',
    ]) {
      const res = await call<ErrorAnswer>(ana.session, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.error.code, path).toBe('not_found');
    }
  });

  it('[001 §4 notifications] batch/many sets the state of each row and answers them in order', async () => {
    const res = await call<List>(ana.session, 'POST', '/notifications/sample/batch/many', [
      { _id: ids.sample[1], patch: { state: 'Read' } },
      { id: ids.sample[2], patch: { state: 'New' } },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.map((n) => [n.id, n.state])).toEqual([
      [ids.sample[1], 'Read'],
      [ids.sample[2], 'New'],
    ]);
    expect(res.body.data[0]!.readDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(res.body.data[1]).not.toHaveProperty('readDate');
    const unread = await query(ana.session, 'sample/query', { state: 'New' });
    expect(unread.body.data.map((n) => n.id)).toEqual([
      ids.sample[0],
      ids.sample[2],
      ids.sample[3],
    ]);
  });

  it('[001 §4 notifications] a batch with another user’s notification is refused whole', async () => {
    const res = await call<ErrorAnswer>(ana.session, 'POST', '/notifications/sample/batch/many', [
      { _id: ids.sample[0], patch: { state: 'Read' } },
      { _id: ids.ben, patch: { state: 'Read' } },
    ]);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    const first = await call<Note>(ana.session, 'GET', `/notifications/sample/${ids.sample[0]}`);
    expect(first.body.state).toBe('New');
    const bens = await call<Note>(ben.session, 'GET', `/notifications/sample/${ids.ben}`);
    expect(bens.body.state).toBe('New');
  });

  it('[001 §4 notifications] setStateAll/Read marks all of one type Read, not the other types, not other users', async () => {
    const res = await call<List>(ana.session, 'POST', '/notifications/sample/setStateAll/Read');
    expect(res.status).toBe(200);
    expect(res.body.data.map((n) => n.id).sort()).toEqual(
      [ids.sample[0], ids.sample[1], ids.sample[3]].sort(),
    );
    expect(res.body.data.every((n) => n.state === 'Read' && n.readDate)).toBe(true);
    const unread = await query(ana.session, 'sample/query', { state: 'New' });
    expect(unread.body).toEqual({ data: [], totalCount: 0 });
    // The one that was Read already keeps its readDate.
    const s3 = await call<Note>(ana.session, 'GET', `/notifications/sample/${ids.sample[2]}`);
    expect(s3.body.readDate).toBe(day(4));
    const promo = await call<Note>(ana.session, 'GET', `/notifications/promo/${ids.promo}`);
    expect(promo.body.state).toBe('New');
    const bens = await call<Note>(ben.session, 'GET', `/notifications/sample/${ids.ben}`);
    expect(bens.body.state).toBe('New');
    // Nothing left to mark: an empty answer.
    const again = await call<List>(ana.session, 'POST', '/notifications/sample/setStateAll/Read');
    expect(again.body).toEqual({ data: [] });
  });

  it('[001 §4 notifications] marking over REST is hinted to the own devices only and reaches their pull', async () => {
    const anas = await HintStream.open(ana.session);
    const bens = await HintStream.open(ben.session);
    try {
      const res = await call(ana.session, 'POST', '/notifications/sample/batch/many', [
        { _id: ids.sample[0], patch: { state: 'Read' } },
      ]);
      expect(res.status).toBe(200);
      await anas.until(/"collection":"notifications","seq":"\d+","via":"notify"/);
      const pulled = await pullAll(ana.session, 'notifications');
      expect(pulled.find((n) => n.id === ids.sample[0])).toMatchObject({ state: 'Read' });
      // Ben's stream heard nothing of Ana's notifications (a heartbeat-free short wait).
      await new Promise((r) => setTimeout(r, 300));
      expect(bens.received).not.toMatch(/"collection":"notifications"/);
    } finally {
      anas.close();
      bens.close();
    }
  });

  it('[001 §7 notifications] 401 without a session; bad types, ids, bodies and options are 4xx JSON', async () => {
    const anonymous = new DeviceSession(server.url);
    for (const [method, path] of [
      ['GET', `/notifications/sample/${ids.sample[0]}`],
      ['POST', '/notifications/sample/query'],
      ['POST', `/notifications/sample/query/${ana.userCode}`],
      ['POST', '/notifications/sample/setStateAll/Read'],
      ['POST', '/notifications/sample/batch/many'],
    ] as const) {
      const res = await call<ErrorAnswer>(
        anonymous,
        method,
        path,
        method === 'GET' ? undefined : {},
      );
      expect(res.status, path).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
    const row = (id: string, state = 'Read') => ({ _id: id, patch: { state } });
    const bad: [string, 'GET' | 'POST', string, unknown, string?][] = [
      ['unknown type', 'GET', `/notifications/bogus/${ids.sample[0]}`, undefined],
      ['unknown type', 'POST', '/notifications/bogus/query', {}],
      ['unknown type', 'POST', '/notifications/bogus/setStateAll/Read', undefined],
      ['bad id', 'GET', '/notifications/sample/a%20b', undefined],
      ['user code too long', 'POST', `/notifications/sample/query/${'U'.repeat(65)}`, {}],
      ['malformed JSON', 'POST', '/notifications/sample/query', '{"state":'],
      ['text/plain', 'POST', '/notifications/sample/query', '{}', 'text/plain'],
      ['unknown state', 'POST', '/notifications/sample/query', { state: 'Unread' }],
      ['limit too large', 'POST', '/notifications/sample/query', { _options: { limit: 5000 } }],
      ['negative skip', 'POST', '/notifications/sample/query', { _options: { skip: -1 } }],
      ['limit not a number', 'POST', '/notifications/sample/query', { _options: { limit: '10' } }],
      [
        'unknown sort field',
        'POST',
        '/notifications/sample/query',
        { _options: { sort: { userCode: 1 } } },
      ],
      [
        'bad sort direction',
        'POST',
        '/notifications/sample/query',
        { _options: { sort: { createdDate: 2 } } },
      ],
      ['empty batch', 'POST', '/notifications/sample/batch/many', []],
      ['batch not an array', 'POST', '/notifications/sample/batch/many', row(ids.sample[0]!)],
      [
        'row without id',
        'POST',
        '/notifications/sample/batch/many',
        [{ patch: { state: 'Read' } }],
      ],
      [
        'row with another state',
        'POST',
        '/notifications/sample/batch/many',
        [row(ids.sample[0]!, 'Gone')],
      ],
      [
        'row twice',
        'POST',
        '/notifications/sample/batch/many',
        [row(ids.sample[0]!), row(ids.sample[0]!)],
      ],
      [
        'too many rows',
        'POST',
        '/notifications/sample/batch/many',
        Array.from({ length: 501 }, (_, i) => row(`n-${i}`)),
      ],
      ['unknown id', 'POST', '/notifications/sample/batch/many', [row('no-such-notification')]],
      ['oversized body', 'POST', '/notifications/sample/query', { pad: 'p'.repeat(1024 * 1024) }],
    ];
    const expected: Record<string, [number, string]> = {
      'malformed JSON': [400, 'malformed_json'],
      'text/plain': [415, 'unsupported_media_type'],
      'unknown id': [404, 'not_found'],
      'oversized body': [413, 'payload_too_large'],
    };
    for (const [label, method, path, body, type] of bad) {
      const res = await call<ErrorAnswer>(ana.session, method, path, body, type);
      const [status, code] = expected[label] ?? [400, 'invalid_request'];
      expect(res.status, `${label}: ${path}`).toBe(status);
      expect(res.contentType, label).toMatch(/application\/json/);
      expect(res.body.error.code, label).toBe(code);
    }
    // Nothing was marked by any of them.
    const unread = await query(ana.session, 'sample/query', { state: 'New' });
    expect(unread.body.totalCount).toBe(3);
  });
});
