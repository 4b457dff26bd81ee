// The library's streamed rows (GET /assets, spec 001 §7 "streamed rows with totalCount", §9
// "asset row batches of 20") and its filter options (POST /options/data/{libraryType}, spec
// 000 §7) over HTTP on the real server: the batches, the bar's filter, the scope of the library
// policy, faceted counts, published values only for internal-assortment editors, 4xx JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItemMapping } from '../../sync-server/src/db/mapping/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { libraryItem, perm, save } from './support/fixtures.ts';
import { call, type ErrorAnswer } from './support/rest.ts';
import { DeviceSession } from './support/session.ts';
import { signedInUser, type TestUser } from './support/users.ts';

interface Line {
  totalCount: number;
  loaded: number;
  data: { _id: string; lang?: string; status?: string }[];
}
type Options = Record<string, { value: string; count: number }[]>;

async function lines(session: DeviceSession, query: string) {
  const res = await session.fetch(`${session.baseUrl}/api/assets?${query}`);
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    lines:
      res.status === 200
        ? text
            .trim()
            .split('\n')
            .map((l) => JSON.parse(l) as Line)
        : [],
    text,
  };
}

const step = (n: number, extra = {}) =>
  libraryItem(`S${String(n).padStart(2, '0')}`, {
    libraryType: 'StepAsset',
    lang: n % 3 === 0 ? 'de' : 'en',
    modifiedDate: `2026-01-${String((n % 28) + 1).padStart(2, '0')}T08:00:00.000Z`,
    ...extra,
  });

describe.each(DATABASE_KINDS)('library streams and options on %s', (kind) => {
  let server: TestServer;
  let viewer: TestUser;
  let editor: TestUser;
  let internalEditor: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await save(server.handle.db, libraryItemMapping, [
      ...Array.from({ length: 45 }, (_, i) => step(i + 1)),
      step(90, { status: 'Pending', lang: 'fr' }),
      libraryItem('A1', { gender: 'Womens', season: 'SP', year: 2026 }),
      libraryItem('A2', { gender: 'Mens', season: 'FA', year: 2026 }),
      libraryItem('A3', { gender: 'Womens', season: 'FA', year: 2025 }),
      libraryItem('A4', { gender: 'Kids', status: 'Pending' }),
    ]);
    viewer = await signedInUser(server, {
      permissions: [perm('stepTraining', 'user'), perm('advertisingAssets', 'user')],
    });
    editor = await signedInUser(server, {
      permissions: [perm('stepTraining', 'editor'), perm('advertisingAssets', 'editor')],
    });
    internalEditor = await signedInUser(server, {
      permissions: [
        perm('advertisingAssets', 'editor'),
        perm('internalAssortments', 'user', { channel: 'Wholesale', role: 'editor' }),
      ],
    });
  });
  afterAll(() => server?.close());

  it('[001 §9 asset streams] GET /assets streams rows in batches of 20, each line with the total', async () => {
    const all = await lines(viewer.session, 'libraryType=StepAsset');
    expect(all.status).toBe(200);
    expect(all.type).toContain('application/x-ndjson');
    expect(all.lines.map((l) => [l.totalCount, l.loaded, l.data.length])).toEqual([
      [45, 20, 20],
      [45, 40, 20],
      [45, 45, 5],
    ]);
    const ids = all.lines.flatMap((l) => l.data.map((d) => d._id));
    expect(new Set(ids).size).toBe(45);
    expect(ids).not.toContain('S90');

    const german = await lines(viewer.session, 'libraryType=StepAsset&lang=de');
    expect(german.lines).toHaveLength(1);
    expect(german.lines[0]!.totalCount).toBe(15);
    expect(german.lines[0]!.data.every((d) => d.lang === 'de')).toBe(true);

    const pending = await lines(
      editor.session,
      'libraryType=StepAsset&_manage=true&status=Pending',
    );
    expect(pending.lines).toEqual([
      { totalCount: 1, loaded: 1, data: [expect.objectContaining({ _id: 'S90' })] },
    ]);
    const none = await lines(viewer.session, 'libraryType=StepAsset&lang=ja');
    expect(none.lines).toEqual([{ totalCount: 0, loaded: 0, data: [] }]);
    // A library the user cannot view: the policy gives no rows.
    const other = await lines(viewer.session, 'libraryType=AdvertisingLogo');
    expect(other.lines).toEqual([{ totalCount: 0, loaded: 0, data: [] }]);
  });

  it('[001 §7 asset streams] 401 without a session, 403 for a viewer manage view, 400 for a bad query', async () => {
    expect((await lines(new DeviceSession(server.url), 'libraryType=StepAsset')).status).toBe(401);
    expect((await lines(viewer.session, 'libraryType=StepAsset&_manage=true')).status).toBe(403);
    for (const query of [
      '',
      'libraryType=Nothing',
      'libraryType=StepAsset&nothing=1',
      'libraryType=StepAsset&sort=up',
    ]) {
      const res = await lines(viewer.session, query);
      expect(res.status, query).toBe(400);
      expect((JSON.parse(res.text) as ErrorAnswer).error.code).toBe('invalid_request');
    }
  });

  it('[000 §7 library options] each looked-up filter with faceted counts over the items the user sees', async () => {
    const res = await call<Options>(viewer.session, 'POST', '/options/data/AdvertisingAsset', {
      filter: { gender: 'Womens' },
    });
    expect(res.status).toBe(200);
    // Gender leaves its own value out: every gender of the Published items stays offered.
    expect(res.body.gender).toEqual([
      { value: 'Mens', count: 1 },
      { value: 'Womens', count: 2 },
    ]);
    expect(res.body.season).toEqual([
      { value: 'FA', count: 1 },
      { value: 'SP', count: 1 },
    ]);
    const keyed = await call<Options>(
      editor.session,
      'POST',
      '/options/data/AdvertisingAsset/internal',
      {
        _manage: true,
        keys: ['gender'],
      },
    );
    expect(Object.keys(keyed.body)).toEqual(['gender']);
    expect(keyed.body.gender).toContainEqual({ value: 'Kids', count: 1 });
  });

  it('[000 §6 option lookups] editors with the internal-assortment permission see only published values', async () => {
    const res = await call<Options>(
      internalEditor.session,
      'POST',
      '/options/data/AdvertisingAsset',
      {
        _manage: true,
        keys: ['gender'],
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.gender?.map((o) => o.value)).toEqual(['Mens', 'Womens']);
  });

  it('[000 §7 library options] 401, 403 for a viewer manage view, 400 for unknown keys and filters', async () => {
    const path = '/options/data/AdvertisingAsset';
    expect((await call(new DeviceSession(server.url), 'POST', path, {})).status).toBe(401);
    expect((await call(viewer.session, 'POST', path, { _manage: true })).status).toBe(403);
    for (const body of [{ keys: ['fileName'] }, { filter: { nothing: 'x' } }, { today: 'soon' }]) {
      const res = await call<ErrorAnswer>(viewer.session, 'POST', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('invalid_request');
    }
  });
});
