// The library calls of spec 000 §7 "Library paged fetch and updates" and 001 §7 "Uploads and
// downloads" over HTTP on the real server (PGlite and Postgres): the spec's shapes, the scope
// of the library policy (a viewer sees Published items of their libraries, and a REST answer
// is what the same user's pull holds), the batch all or nothing, the publish check on both
// paths (REST 422, push rejection), 401/403, bad input 4xx JSON.
import { visibleToViewers, type RightsDates } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  libraryItemMapping,
  loadDocuments,
  type Doc,
} from '../../sync-server/src/db/mapping/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { libraryItem, perm, save } from './support/fixtures.ts';
import { pullAll } from './support/pull.ts';
import { call, type ErrorAnswer } from './support/rest.ts';
import { DeviceSession } from './support/session.ts';
import { signedInUser, type TestUser } from './support/users.ts';

type Item = Record<string, unknown> & { _id: string; id: string; name?: string };
interface Fetched {
  data: [{ totalCount: number; data: Item[] }];
}
interface Batch {
  data: Item[];
  deleted: string[];
}

const TODAY = '2026-06-01';
const file = (id: string, filename: string, usageType = 'Primary') => ({
  id,
  filename,
  usageType,
});
const ids = (answer: Fetched) => answer.data[0].data.map((d) => d.id);

describe.each(DATABASE_KINDS)('library calls over REST on %s', (kind) => {
  let server: TestServer;
  let viewer: TestUser;
  let editor: TestUser;
  let logoViewer: TestUser;
  let nobody: TestUser;
  const fetchAs = (u: TestUser, body: unknown, type = 'AdvertisingAsset') =>
    call<Fetched>(u.session, 'POST', `/assets/${type}`, body);

  beforeAll(async () => {
    server = await startTestServer(kind);
    await save(server.handle.db, libraryItemMapping, [
      libraryItem('A1', {
        name: 'Beach Photo',
        gender: 'Womens',
        season: 'SP',
        year: 2026,
        modifiedDate: '2026-03-01T10:00:00.000Z',
        files: [file('f1', 'beach.jpg'), file('f2', 'beach.psd', 'Working File')],
      }),
      libraryItem('A2', {
        name: 'City Photo',
        gender: 'Mens',
        modifiedDate: '2026-04-01T10:00:00.000Z',
        files: [file('f3', 'city.jpg')],
      }),
      libraryItem('A3', { name: 'Expired Photo', endDate: '2020-01-31' }),
      libraryItem('A4', { name: 'Draft Photo', status: 'Pending', gender: undefined }),
      libraryItem('A5', { name: 'Old Photo', status: 'Unpublished' }),
      libraryItem('L1', { libraryType: 'AdvertisingLogo', name: 'Logo B' }),
      libraryItem('L2', { libraryType: 'AdvertisingLogo', name: 'Logo A' }),
    ]);
    viewer = await signedInUser(server, { permissions: [perm('advertisingAssets', 'user')] });
    editor = await signedInUser(server, { permissions: [perm('advertisingAssets', 'editor')] });
    logoViewer = await signedInUser(server, { permissions: [perm('advertisingLogos', 'user')] });
    nobody = await signedInUser(server, { permissions: [] });
  });
  afterAll(() => server?.close());

  it('[000 §7 library paged fetch] viewers get Published items in their rights dates, newest modified first, as data[0]', async () => {
    const all = await fetchAs(viewer, { today: TODAY });
    expect(all.status).toBe(200);
    expect(all.body.data[0].totalCount).toBe(2);
    expect(ids(all.body)).toEqual(['A2', 'A1']);
    expect(all.body.data[0].data[0]).toMatchObject({ _id: 'A2', id: 'A2', name: 'City Photo' });
    expect(all.body.data[0].data[0]).not.toHaveProperty('_deleted');

    const womens = await fetchAs(viewer, { today: TODAY, filter: { gender: 'Womens' } });
    expect(ids(womens.body)).toEqual(['A1']);
    const byFile = await fetchAs(viewer, { today: TODAY, filter: { fileName: 'zzz,beach' } });
    expect(ids(byFile.body)).toEqual(['A1']);

    const paged = await fetchAs(viewer, {
      today: TODAY,
      _options: { skip: 1, limit: 1, sort: { name: 1 } },
    });
    expect(paged.body.data[0]).toMatchObject({ totalCount: 2 });
    expect(ids(paged.body)).toEqual(['A2']);

    const selected = await fetchAs(viewer, { today: TODAY, _select: ['name'] });
    expect(selected.body.data[0].data[0]).toEqual({ _id: 'A2', id: 'A2', name: 'City Photo' });
    const without = await fetchAs(viewer, { today: TODAY, _select: '-files -name' });
    expect(without.body.data[0].data[0]).not.toHaveProperty('files');
    expect(without.body.data[0].data[0]).not.toHaveProperty('name');
    expect(without.body.data[0].data[0]).toHaveProperty('gender', 'Mens');

    const logos = await fetchAs(logoViewer, {}, 'AdvertisingLogo');
    expect(logos.body.data[0].data.map((d) => d.name)).toEqual(['Logo A', 'Logo B']);
  });

  it('[000 §7 library paged fetch] a REST answer holds what the same user pulls', async () => {
    const pulled = (await pullAll(viewer.session, 'libraryItems')).filter(
      (d) => d.libraryType === 'AdvertisingAsset' && visibleToViewers(d as RightsDates, TODAY),
    );
    const rest = await fetchAs(viewer, { today: TODAY, _options: { limit: 1000 } });
    const strip = ({ _id: _a, _deleted: _b, seq: _c, ...d }: Record<string, unknown>) => d;
    const byId = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      String(a.id).localeCompare(String(b.id));
    expect(rest.body.data[0].data.map(strip).sort(byId)).toEqual(pulled.map(strip).sort(byId));
  });

  it('[000 §7 library paged fetch] manage views: editors by status; viewers 403', async () => {
    const pending = await fetchAs(editor, { _manage: true, status: 'Pending' });
    expect(ids(pending.body)).toEqual(['A4']);
    const every = await fetchAs(editor, { _manage: true, today: TODAY });
    expect(every.body.data[0].totalCount).toBe(5);
    const refused = await call<ErrorAnswer>(viewer.session, 'POST', '/assets/AdvertisingAsset', {
      _manage: true,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
  });

  it('[001 §7 uploads] check-filename answers Success and the item holding the file', async () => {
    const path = '/assets/AdvertisingAsset/check-filename';
    const found = await call(editor.session, 'POST', path, { filename: 'BEACH.psd' });
    expect(found).toMatchObject({ status: 200, body: { message: 'Success', _id: 'A1' } });
    const free = await call(editor.session, 'POST', path, { filename: 'new.jpg' });
    expect(free.body).toEqual({ message: 'Success', _id: null });
    expect((await call(viewer.session, 'POST', path, { filename: 'x' })).status).toBe(403);
    expect((await call(editor.session, 'POST', path, { filename: '' })).status).toBe(400);
  });

  it('[001 §7 library updates] batch/many changes items and files, all rows or none', async () => {
    const path = '/assets/AdvertisingAsset/batch/many';
    const ok = await call<Batch>(editor.session, 'PATCH', path, [
      {
        _id: 'A5',
        patch: { name: 'Old Photo renamed', tag: ['summer'] },
        addFiles: [{ filename: 'old.jpg', usageType: 'Primary' }],
      },
      { _id: 'A1', updateFiles: [{ id: 'f1', filename: 'beach-1.jpg' }], deleteFiles: ['f2'] },
      { _id: 'A2', moveFiles: [{ id: 'f3', to: 'A5' }] },
    ]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.deleted).toEqual([]);
    const byId = new Map(ok.body.data.map((d) => [d.id, d]));
    expect(byId.get('A5')).toMatchObject({ name: 'Old Photo renamed', tag: ['summer'] });
    expect((byId.get('A5')!.files as { filename: string }[]).map((f) => f.filename)).toEqual([
      'old.jpg',
      'city.jpg',
    ]);
    expect(byId.get('A1')!.files).toEqual([
      expect.objectContaining({ id: 'f1', filename: 'beach-1.jpg' }),
    ]);
    expect(byId.get('A2')!.files).toEqual([]);

    // A row of another library (not found in this one) refuses the whole request.
    const refused = await call<ErrorAnswer>(editor.session, 'PATCH', path, [
      { _id: 'A5', patch: { name: 'Never stored' } },
      { _id: 'L1', patch: { name: 'Logo C' } },
    ]);
    expect(refused.status).toBe(404);
    const stored = (await loadDocuments<Doc>(server.handle.db, libraryItemMapping as never)).find(
      (d) => d.id === 'A5',
    );
    expect(stored?.name).toBe('Old Photo renamed');

    const gone = await call<Batch>(editor.session, 'PATCH', path, [
      { _id: 'A5', deleteAsset: true },
    ]);
    expect(gone.body).toEqual({ data: [], deleted: ['A5'] });
    const after = await fetchAs(editor, { _manage: true });
    expect(ids(after.body)).not.toContain('A5');
  });

  it('[000 §5 publish] publishing without the required fields is refused with the reason, then allowed', async () => {
    const path = '/assets/AdvertisingAsset/batch/many';
    const refused = await call<ErrorAnswer>(editor.session, 'PATCH', path, [
      { _id: 'A4', patch: { status: 'Published' } },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('command_failed');
    expect(refused.body.error.message).toMatch(/gender is missing/);
    // Marketing images need valid begin and expire dates too.
    const marketing = await call<ErrorAnswer>(editor.session, 'PATCH', path, [
      {
        _id: 'A4',
        patch: { status: 'Published', gender: 'Kids', assetType: 'Marketing Image' },
      },
    ]);
    expect(marketing.status).toBe(422);
    expect(marketing.body.error.message).toMatch(/beginDate is missing; expireDate is missing/);

    const allowed = await call<Batch>(editor.session, 'PATCH', path, [
      { _id: 'A4', patch: { status: 'Published', gender: 'Kids' } },
    ]);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data[0]).toMatchObject({ id: 'A4', status: 'Published', gender: 'Kids' });
    // A Published item cannot lose a required field either (000 §5 required columns).
    const cleared = await call<ErrorAnswer>(editor.session, 'PATCH', path, [
      { _id: 'A4', patch: { category: '' } },
    ]);
    expect(cleared.status).toBe(422);
    expect(cleared.body.error.message).toMatch(/category is missing/);
  });

  it('[000 §5 publish] a pushed Published item without its fields is a sync rejection', async () => {
    const pushed = await editor.session.json<{
      rejected: Record<string, { reason: string; message: string }>;
    }>('POST', '/api/sync/libraryItems/push', [
      {
        assumedMasterState: null,
        newDocumentState: libraryItem('P1', { category: undefined, gender: undefined }),
      },
    ]);
    expect(pushed.status).toBe(200);
    expect(pushed.body.rejected.P1).toMatchObject({ reason: 'commandFailed' });
    expect(pushed.body.rejected.P1?.message).toMatch(/category is missing; gender is missing/);
    const ok = await editor.session.json<{ rejected?: Record<string, unknown> }>(
      'POST',
      '/api/sync/libraryItems/push',
      [{ assumedMasterState: null, newDocumentState: libraryItem('P2') }],
    );
    expect(ok.body.rejected?.P2).toBeUndefined();
  });

  it('[000 §3 user flag] POST /userFlags marks an item Seen once, as the user pulls it', async () => {
    const first = await call<Item>(viewer.session, 'POST', '/userFlags', { modelId: 'A1' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      flag: 'Seen',
      modelType: 'Asset',
      modelId: 'A1',
      userCode: viewer.userCode,
    });
    const again = await call<Item>(viewer.session, 'POST', '/userFlags', {
      flag: 'Seen',
      modelType: 'Asset',
      modelId: 'A1',
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const pulled = await pullAll(viewer.session, 'userFlags');
    expect(pulled.map((d) => d.id)).toEqual([first.body.id]);
    // A flag the user's device removed is set again (the same row: one per user and item).
    const removed = await viewer.session.json<{ rejected?: Record<string, unknown> }>(
      'POST',
      '/api/sync/userFlags/push',
      [{ assumedMasterState: pulled[0], newDocumentState: { ...pulled[0], _deleted: true } }],
    );
    expect(removed.status).toBe(200);
    expect((await pullAll(viewer.session, 'userFlags')).filter((d) => !d._deleted)).toEqual([]);
    const reset = await call<Item>(viewer.session, 'POST', '/userFlags', { modelId: 'A1' });
    expect(reset.status).toBe(201);
    expect(reset.body.id).toBe(first.body.id);
    // Not a flag on an item the user cannot see (Pending), nor a bad body.
    expect((await call(viewer.session, 'POST', '/userFlags', { modelId: 'A5' })).status).toBe(404);
    expect(
      (await call(viewer.session, 'POST', '/userFlags', { flag: 'Liked', modelId: 'A1' })).status,
    ).toBe(400);
  });

  it('[001 §7 permissions] 401 without a session, 403 outside the library, 4xx JSON for bad input', async () => {
    const anonymous = new DeviceSession(server.url);
    const out = await call<ErrorAnswer>(anonymous, 'POST', '/assets/AdvertisingAsset', {});
    expect(out.status).toBe(401);
    expect((await call(anonymous, 'POST', '/userFlags', { modelId: 'A1' })).status).toBe(401);
    expect((await fetchAs(nobody, {})).status).toBe(403);
    expect((await fetchAs(logoViewer, {})).status).toBe(403);
    const batch = await call(viewer.session, 'PATCH', '/assets/AdvertisingAsset/batch/many', [
      { _id: 'A1', patch: { name: 'x' } },
    ]);
    expect(batch.status).toBe(403);
    expect((await fetchAs(viewer, {}, 'Unknown')).status).toBe(404);
    const bad: unknown[] = [
      { filter: { nothing: 'x' } },
      { filter: { gender: ['Mens', 'Womens'] } },
      { _options: { limit: -1 } },
      { _options: { sort: { gender: 1 } } },
      { status: 'Lost' },
      { _select: ['$where'] },
    ];
    for (const body of bad) {
      const res = await call<ErrorAnswer>(viewer.session, 'POST', '/assets/AdvertisingAsset', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
    const malformed = await call<ErrorAnswer>(
      viewer.session,
      'POST',
      '/assets/AdvertisingAsset',
      '{',
    );
    expect(malformed.status).toBe(400);
    const badRows: unknown[] = [
      [],
      [{ patch: { name: 'no id' } }],
      [{ _id: 'A1', patch: { libraryType: 'AdvertisingLogo' } }],
      [{ _id: 'A1', deleteFiles: ['nope'] }],
      [{ _id: 'A1', patch: { year: 1200 } }],
    ];
    for (const body of badRows) {
      const res = await call<ErrorAnswer>(
        editor.session,
        'PATCH',
        '/assets/AdvertisingAsset/batch/many',
        body,
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});
