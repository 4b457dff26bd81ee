// The regular assortment calls of spec 000 §7 over HTTP on the real server: the spec's shapes,
// the assortments policy's scope (owners their own, managers all), 401/403 by the permission
// table, 4xx JSON for bad input, and a REST write that the devices hear and find in their next
// pull. The batch calls are in rest-assortments-batch.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { MAX_ASSORTMENTS_PER_USER } from '@portal/shared';
import { assortmentMapping } from '../../sync-server/src/db/mapping/index.ts';
import { perm, save } from './support/fixtures.ts';
import { pullAll } from './support/pull.ts';
import { HintStream, call, type ErrorAnswer } from './support/rest.ts';
import { signedInUser, type TestUser } from './support/users.ts';

export interface AssortmentAnswer {
  _id: string;
  id: string;
  title: string;
  type: string;
  orgType: string;
  state: string;
  starred: boolean;
  archived: boolean;
  ownerCode?: string;
  hierarchy: string[];
  createdDate?: string;
  modifiedDate?: string;
  lastEditedByUser?: string;
  products: Record<string, unknown>[];
  seq?: string;
}
interface List {
  data: AssortmentAnswer[];
  totalCount?: number;
}

describe.each(DATABASE_KINDS)('regular assortments over REST on %s', (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  let manager: TestUser;
  let nobody: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await signedInUser(server, { permissions: [perm('productAssortments', 'user')] });
    other = await signedInUser(server, { permissions: [perm('productAssortments', 'user')] });
    manager = await signedInUser(server, { permissions: [perm('productAssortments', 'manager')] });
    nobody = await signedInUser(server, { permissions: [] });
  });
  afterAll(() => server?.close());

  const create = (user: TestUser, body: Record<string, unknown>) =>
    call<AssortmentAnswer>(user.session, 'POST', '/assortments', body);

  it('[000 §7 assortments] create, read, list with filters, change and delete a regular assortment', async () => {
    const created = await create(owner, { title: 'Spring Runners', hierarchy: ['Spring'] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({
      _id: id,
      title: 'Spring Runners',
      type: 'item',
      orgType: 'regular',
      state: 'published',
      starred: false,
      archived: false,
      hierarchy: ['Spring'],
      ownerCode: owner.userCode,
      products: [],
    });
    expect(created.body).not.toHaveProperty('_deleted');
    expect(created.body.createdDate).toBe(created.body.modifiedDate);
    expect(created.body.lastEditedByUser).toMatch(/Sync User/);

    const folder = await create(owner, { title: 'Spring', type: 'folder', state: 'unpublished' });
    expect(folder.body).toMatchObject({ type: 'folder', state: 'unpublished' });

    const one = await call<AssortmentAnswer>(
      owner.session,
      'GET',
      `/assortments/${id}?_options=${encodeURIComponent('{"limit":1}')}`,
    );
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ _id: id, title: 'Spring Runners' });

    const patched = await call<AssortmentAnswer>(owner.session, 'PATCH', `/assortments/${id}`, {
      title: 'Summer Runners',
      subTitle: 'For the shop floor',
      starred: true,
    });
    expect(patched.status).toBe(200);
    // A PATCH keeps what it omits (no defaults in the patch schema).
    expect(patched.body).toMatchObject({
      title: 'Summer Runners',
      starred: true,
      hierarchy: ['Spring'],
      state: 'published',
      ownerCode: owner.userCode,
    });
    expect(patched.body.createdDate).toBe(created.body.createdDate);
    expect(Number(patched.body.seq)).toBeGreaterThan(Number(created.body.seq));

    const all = await call<List>(owner.session, 'GET', '/assortments?sort=-title');
    expect(all.body.totalCount).toBe(2);
    expect(all.body.data.map((a) => a.title)).toEqual(['Summer Runners', 'Spring']);
    const starred = await call<List>(owner.session, 'GET', '/assortments?starred=true');
    expect(starred.body.data.map((a) => a.id)).toEqual([id]);
    const unpublished = await call<List>(
      owner.session,
      'GET',
      '/assortments?state=unpublished&type=folder&limit=1&totalCount=false',
    );
    expect(unpublished.body).toEqual({ data: [expect.objectContaining({ id: folder.body.id })] });

    const removed = await call(owner.session, 'DELETE', `/assortments/${id}`);
    expect(removed.status).toBe(204);
    const gone = await call<ErrorAnswer>(owner.session, 'GET', `/assortments/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.code).toBe('not_found');
  });

  it("[000 §6 assortment scope] a user reads only their own assortments; a manager reads everyone's", async () => {
    const mine = await create(owner, { title: 'Owner only' });
    const path = `/assortments/${mine.body.id}`;
    const read = await call<ErrorAnswer>(other.session, 'GET', path);
    expect(read.status).toBe(404);
    const write = await call<ErrorAnswer>(other.session, 'PATCH', path, { title: 'Taken' });
    expect(write.status).toBe(404);
    expect(write.body.error.code).toBe('not_found');
    const otherList = await call<List>(other.session, 'GET', '/assortments');
    expect(otherList.body.data.map((a) => a.id)).not.toContain(mine.body.id);

    const managerList = await call<List>(manager.session, 'GET', '/assortments?limit=1000');
    expect(managerList.body.data.map((a) => a.id)).toContain(mine.body.id);
    // A manager may change it but not give it away (policy: "Use Copy for another user").
    const renamed = await call<AssortmentAnswer>(manager.session, 'PATCH', path, {
      title: 'Managed',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.ownerCode).toBe(owner.userCode);

    const denied = await call<ErrorAnswer>(nobody.session, 'GET', '/assortments');
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('forbidden');
    const deniedCreate = await create(nobody, { title: 'x' });
    expect(deniedCreate.status).toBe(403);
    const anonymous = await fetch(`${server.url}/api/assortments`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as ErrorAnswer).error.code).toBe('unauthorized');
  });

  it('[000 §5 payloads] bad assortment bodies and queries are 4xx JSON and change nothing', async () => {
    const target = await create(owner, { title: 'Untouched' });
    const path = `/assortments/${target.body.id}`;
    const cases: [string, 'POST' | 'PATCH' | 'GET', string, unknown, number, string][] = [
      ['malformed', 'POST', '/assortments', '{"title":', 400, 'malformed_json'],
      ['no title', 'POST', '/assortments', { hierarchy: [] }, 400, 'invalid_request'],
      ['empty title', 'POST', '/assortments', { title: '   ' }, 400, 'invalid_request'],
      ['bad state', 'PATCH', path, { state: 'deleted' }, 400, 'invalid_request'],
      ['bad type', 'PATCH', path, { starred: 'yes' }, 400, 'invalid_request'],
      ['bad sort', 'GET', '/assortments?sort=owner', undefined, 400, 'invalid_request'],
      ['bad flag', 'GET', '/assortments?archived=maybe', undefined, 400, 'invalid_request'],
      ['bad options', 'GET', `${path}?_options=nope`, undefined, 400, 'invalid_request'],
    ];
    for (const [label, method, url, body, status, code] of cases) {
      const res = await call<ErrorAnswer>(owner.session, method, url, body);
      expect(res.status, label).toBe(status);
      expect(res.contentType, label).toMatch(/application\/json/);
      expect(res.body.error.code, label).toBe(code);
    }
    const text = await call<ErrorAnswer>(owner.session, 'PATCH', path, 'title=x', 'text/plain');
    expect(text.status).toBe(415);
    const after = await call<AssortmentAnswer>(owner.session, 'GET', path);
    expect(after.body).toMatchObject({ title: 'Untouched', state: 'published', starred: false });
  });

  it('[000 §7 assortments] a REST write hints the devices and reaches the next pull', async () => {
    const stream = await HintStream.open(owner.session);
    try {
      const created = await create(owner, { title: 'Pulled' });
      const hint = /event: change\ndata: \{"collection":"assortments","seq":"\d+","via":"notify"\}/;
      await stream.until(hint);
      const patched = await call<AssortmentAnswer>(
        owner.session,
        'PATCH',
        `/assortments/${created.body.id}`,
        { title: 'Pulled and changed', archived: true, state: 'archived' },
      );
      expect(patched.status).toBe(200);
      await stream.until(new RegExp(`${hint.source}[\\s\\S]*${hint.source}`));
      const pulled = await pullAll(owner.session, 'assortments');
      const doc = pulled.find((d) => d.id === created.body.id);
      expect(doc).toMatchObject({ title: 'Pulled and changed', archived: true, _deleted: false });
      expect(doc?.seq).toBe(patched.body.seq);
      const others = await pullAll(other.session, 'assortments');
      expect(others.some((d) => d.id === created.body.id)).toBe(false);
      // The REST list is what each user's pull holds (decision 0028), a manager's included.
      for (const user of [owner, other, manager]) {
        const rest = await call<List>(user.session, 'GET', '/assortments?limit=1000');
        const pull = await pullAll(user.session, 'assortments');
        expect(rest.body.data.map((d) => d.id).sort()).toEqual(
          pull
            .filter((d) => d._deleted !== true)
            .map((d) => d.id)
            .sort(),
        );
      }
    } finally {
      stream.close();
    }
  });

  // Last: its thousand assortments would crowd the manager's lists of the tests above.
  it('[000 §2 max-assortment error] past the limit a new assortment is refused (403 JSON); a folder is not counted', async () => {
    const full = await signedInUser(server, { permissions: [perm('productAssortments', 'user')] });
    const owned = (i: number) => ({
      id: `${full.userCode}-a${i}`,
      _deleted: false,
      title: `Owned ${i}`,
      type: 'item',
      method: 'static',
      orgType: 'regular',
      state: 'published',
      ownerCode: full.userCode,
      hierarchy: [],
      products: [],
    });
    await save(
      server.handle.db,
      assortmentMapping,
      Array.from({ length: MAX_ASSORTMENTS_PER_USER - 1 }, (_, i) => owned(i)),
    );
    // One below the limit: the last one allowed.
    expect((await create(full, { title: 'The last one' })).status).toBe(201);
    const refused = await call<ErrorAnswer>(full.session, 'POST', '/assortments', {
      title: 'One too many',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain(`maximum of ${MAX_ASSORTMENTS_PER_USER}`);
    expect((await create(full, { title: 'A folder', type: 'folder' })).status).toBe(201);
    // Another user is not affected.
    expect((await create(other, { title: 'Mine' })).status).toBe(201);
  });
});
