// [issue 14 Done] A REST read of a user returns exactly what the same user's sync pull holds
// for that collection: on the seeded demo data, demo users of every order role (and one with
// none) pull coordinator assignments and notifications with the real pull endpoint, then read
// the same collections page by page over REST (spec 001 §7); the documents are the same, REST
// adding `_id` beside `id` and leaving out the `_deleted` flag (decision 0028).
import { DEMO_EMAIL_DOMAIN, NOTIFICATION_TYPES } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../sync-server/src/seed/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { pullAll, type PulledDoc } from './support/pull.ts';
import { call } from './support/rest.ts';
import { DeviceSession } from './support/session.ts';

type RestDoc = Record<string, unknown> & { _id: string; id: string };
interface List {
  data: RestDoc[];
  totalCount?: number;
}

/** Demo users (shared demo-users.ts) of every order role, and one without order rights. */
const USERS = [
  'coordinator',
  'senior-coordinator',
  'sample-requester',
  'promo-requester',
  'approver',
  'senior-approver',
  'admin',
  'nobody',
] as const;

/** Small pages, so that paging itself is part of what is compared. */
const PAGE = 7;

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The pulled document as REST answers it: `_id` added, no `_deleted`. */
function asRest(doc: PulledDoc): RestDoc {
  expect(doc._deleted).toBe(false);
  const { _deleted: _flag, ...rest } = doc;
  return { _id: doc.id, ...rest };
}

async function restPages(fetchPage: (skip: number) => Promise<List>): Promise<RestDoc[]> {
  const out: RestDoc[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const page = await fetchPage(skip);
    out.push(...page.data);
    expect(page.data.length).toBeLessThanOrEqual(PAGE);
    if (page.data.length < PAGE) {
      expect(page.totalCount).toBe(out.length);
      return out;
    }
  }
}

describe.each(DATABASE_KINDS)('REST reads equal the sync pull on %s', (kind) => {
  let server: TestServer;
  const sizes: Record<string, { assignments: number; notifications: number }> = {};
  beforeAll(async () => {
    server = await startTestServer(kind);
    await seedDemoData(server.handle.db, { scale: 0.1, now: new Date('2026-03-01T12:00:00Z') });
  });
  afterAll(async () => {
    // Not vacuous: the seeded data gives most of these users something to compare.
    expect(sizes.coordinator?.notifications).toBeGreaterThan(0);
    expect(sizes['sample-requester']?.notifications).toBeGreaterThan(0);
    expect(sizes.coordinator?.assignments).toBeGreaterThan(0);
    expect(sizes.nobody).toEqual({ assignments: 0, notifications: 0 });
    await server?.close();
  });

  it.each(USERS.map((u) => [u] as const))(
    '[001 §7 coordinator assignments and notifications] %s: REST answers what the pull holds',
    async (local) => {
      const session = new DeviceSession(server.url);
      await session.login(`${local}@${DEMO_EMAIL_DOMAIN}`, DEMO_PASSWORD);

      const pulledAssignments = await pullAll(session, 'coordinatorAssignments', 25);
      const first = await call<List>(session, 'GET', `/coordinatorAssignments?limit=${PAGE}`);
      let restAssignments: RestDoc[] = [];
      if (first.status === 403) {
        // Not an order user: the permission table refuses, and the pull holds nothing.
        expect(pulledAssignments).toEqual([]);
      } else {
        expect(first.status).toBe(200);
        restAssignments = await restPages(
          async (skip) =>
            (await call<List>(session, 'GET', `/coordinatorAssignments?limit=${PAGE}&skip=${skip}`))
              .body,
        );
        expect([...restAssignments].sort(byId)).toEqual(pulledAssignments.map(asRest).sort(byId));
      }

      const pulledNotes = await pullAll(session, 'notifications', 25);
      const restNotes: RestDoc[] = [];
      for (const type of NOTIFICATION_TYPES) {
        restNotes.push(
          ...(await restPages(async (skip) => {
            const res = await call<List>(session, 'POST', `/notifications/${type}/query`, {
              _options: { limit: PAGE, skip, totalCount: true },
            });
            expect(res.status).toBe(200);
            return res.body;
          })),
        );
      }
      expect(restNotes.sort(byId)).toEqual(pulledNotes.map(asRest).sort(byId));
      sizes[local] = { assignments: restAssignments.length, notifications: restNotes.length };
    },
  );
});
