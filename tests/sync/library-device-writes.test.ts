// [decision 0046] The library screens' device writes against the real server (PGlite and, with
// TEST_DATABASE_URL, PostgreSQL): the manage file operations (Working File Merge, move, delete,
// usage type) written offline on a real RxDB device reach the server through the library
// policy as planned, with no rejection; and the statistics outbox keeps an event made offline
// and sends it to POST /api/stats once the device is online.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryItemMapping, loadDocuments } from '../../sync-server/src/db/mapping/index.ts';
import { statEvents } from '../../sync-server/src/db/schema/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import type { LibraryFile } from '@portal/shared';
import {
  applyFileSteps,
  planDeleteFiles,
  planMerge,
  planMoveFiles,
  planUsageType,
  type FileWriter,
} from '../../web/src/features/libraries/manage/files/file-operations.ts';
import type { DeviceDocOf } from '../../web/src/db/device-docs.ts';
import {
  createStatsOutbox,
  statSender,
} from '../../web/src/features/libraries/downloads/stats-outbox.ts';
import { eventually, openDevice, type TestDevice } from './support/device.ts';
import { libraryItem, perm, save } from './support/fixtures.ts';
import { signedInUser } from './support/users.ts';

type ManageRow = DeviceDocOf<'libraryItems'>;
const EDITOR = [perm('advertisingAssets', 'editor')];
const file = (id: string, usageType: LibraryFile['usageType'] = 'Primary') => ({
  id,
  filename: `${id}.jpg`,
  usageType,
  sourceFile: `library/${id}.jpg`,
  thumbnail: `previews/library/${id}.jpg/thumb.jpg`,
  fileSize: 1_000,
});

/** The screens' writer on a Node device: the same two writes, on its RxDB collection. */
function writerOn(device: TestDevice): FileWriter {
  const items = device.db.collections.libraryItems!;
  return {
    files: async (id, files, now) =>
      (await items.findOne(id).exec())!.incrementalPatch({
        files: [...files],
        modifiedDate: now,
      } as never),
    remove: async (id) => (await items.findOne(id).exec())!.remove(),
  };
}

describe.each(DATABASE_KINDS)('library device writes on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.close();
  });

  const serverItem = async (id: string) =>
    (await loadDocuments(server.handle.db, libraryItemMapping)).find((d) => d.id === id);
  const fileIds = (doc: Record<string, unknown> | undefined) =>
    ((doc?.files as LibraryFile[] | undefined) ?? []).map((f) => `${f.filename} ${f.usageType}`);

  it('[000 §2 Working File Merge] merge, move, delete and usage type made offline reach the server as planned', async () => {
    await save(server.handle.db, libraryItemMapping, [
      libraryItem('M1', { status: 'Pending', files: [file('m1')] }),
      libraryItem('M2', { status: 'Pending', files: [file('m2'), file('m2w', 'Working File')] }),
      libraryItem('M3', { status: 'Pending', files: [file('m3')] }),
      libraryItem('M4', { status: 'Pending', files: [file('m4a'), file('m4b')] }),
    ]);
    const editor = await signedInUser(server, { permissions: EDITOR });
    const device = await openDevice({
      userId: editor.id,
      session: editor.session,
      collections: ['libraryItems'],
    });
    try {
      const items = device.db.collections.libraryItems!;
      await eventually(
        () => items.count().exec(),
        (n) => n >= 4,
      );
      const row = async (id: string) =>
        (await items.findOne(id).exec())!.toMutableJSON() as ManageRow;
      let ids = 0;
      const ctx = (now: string) => ({ now, newId: () => `new-${++ids}` });
      editor.session.online = false;

      // Merge M2 and M3 into M1 (the first selected keeps).
      const t1 = '2026-03-02T10:00:00.000Z';
      const merge = planMerge([await row('M1'), await row('M2'), await row('M3')], ctx(t1));
      expect(merge.refused).toEqual([]);
      await applyFileSteps(merge.steps, t1, writerOn(device));
      // Move m4b from M4 to M1; then delete m4a of M4; then make M1's merged m3 its primary.
      const t2 = '2026-03-02T10:05:00.000Z';
      const move = planMoveFiles(await row('M4'), await row('M1'), ['m4b'], ctx(t2));
      await applyFileSteps(move.steps, t2, writerOn(device));
      await applyFileSteps(planDeleteFiles(await row('M4'), ['m4a']).steps, t2, writerOn(device));
      const merged = (await row('M1')).files.find((f) => f.filename === 'm3.jpg')!;
      await applyFileSteps(
        planUsageType(await row('M1'), merged.id, 'Primary', { now: t2 }).steps,
        t2,
        writerOn(device),
      );

      editor.session.online = true;
      const planned = [
        'm1.jpg Primary',
        'm2.jpg Working File',
        'm2w.jpg Working File',
        'm3.jpg Primary',
        'm4b.jpg Primary',
      ];
      // The steps may reach the server in more than one push (a busy machine splits the
      // bursts), so wait for the whole plan, not only for five files.
      await eventually(
        () => serverItem('M1'),
        (doc) => JSON.stringify(fileIds(doc)) === JSON.stringify(planned),
      );
      expect(fileIds(await serverItem('M1'))).toEqual(planned);
      // The blob keys travel with the files; the ids are new (a file id is one server row).
      const m1 = (await serverItem('M1'))!.files as LibraryFile[];
      expect(m1.find((f) => f.filename === 'm2.jpg')!.sourceFile).toBe('library/m2.jpg');
      expect(m1.find((f) => f.filename === 'm2.jpg')!.id).not.toBe('m2');
      await eventually(
        () => serverItem('M4'),
        (doc) => fileIds(doc).length === 0,
      );
      for (const gone of ['M2', 'M3'])
        expect(await serverItem(gone).then((d) => d === undefined || d._deleted === true)).toBe(
          true,
        );
      expect(await device.db.collections.syncIssues!.find().exec()).toEqual([]);
    } finally {
      await device.close();
    }
  });

  it('[000 §5 publish requirements] a file change that leaves a Published item lacking a primary file is refused on the device', () => {
    const published = libraryItem('G1', {
      libraryType: 'GlobalRetailAsset',
      status: 'Published',
      files: [file('g1')],
    }) as unknown as ManageRow;
    const plan = planDeleteFiles(published, ['g1']);
    expect(plan.refused.map((r) => r.problems.map((p) => p.field))).toEqual([['primaryFile']]);
  });

  it('[001 §7 statistics] an event recorded offline waits in the outbox and is sent once online', async () => {
    const viewer = await signedInUser(server, {
      permissions: [perm('advertisingAssets', 'user')],
    });
    const store = new Map<string, string>();
    const outbox = createStatsOutbox({
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
      },
      send: statSender(server.url, viewer.session.fetch),
      isOnline: () => viewer.session.online,
    });
    viewer.session.online = false;
    expect(
      await outbox.record({
        action: 'assetPrimaryDownload',
        modelType: 'AdvertisingAsset',
        modelId: 'S1',
        data: { fileId: 's1', filename: 's1.jpg' },
      }),
    ).toBe(0);
    expect(outbox.pending()).toHaveLength(1);

    viewer.session.online = true;
    expect(await outbox.flush()).toBe(1);
    expect(outbox.pending()).toEqual([]);
    const rows = await server.handle.db
      .select()
      .from(statEvents)
      .where(and(eq(statEvents.modelId, 'S1'), eq(statEvents.action, 'assetPrimaryDownload')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userCode).toBe(viewer.userCode);

    // An event the server can never take (400) is dropped, not retried for ever; the next goes.
    await outbox.record({ action: 'documentPreview', modelType: '' });
    expect(outbox.pending()).toEqual([]);
    expect(await outbox.record({ action: 'documentPreview', modelType: 'ProductDocument' })).toBe(
      1,
    );

    // An event recorded while a flush runs (the app's outbox flushes as it is created) is sent
    // by that flush, not left for the next 'online' event.
    const running = outbox.flush();
    const recorded = outbox.record({ action: 'documentPreview', modelType: 'GlobalRetailAsset' });
    expect(await running).toBe(1);
    expect(await recorded).toBe(1);
    expect(outbox.pending()).toEqual([]);
  });
});
