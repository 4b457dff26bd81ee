// The device upload queue against the real server over HTTP (spec 001 §4 Uploads, §9; issue
// 16 scopes 4 and 8; decision 0044): the engine sends a file in 10 MiB parts and completes it;
// a cut-off upload resumes with only the missing parts (PUTs counted); the queue on disk
// survives a "reload" (a new store over the same IndexedDB) and resumes; a file chosen offline
// waits for the connection; at most 3 files at once; a completed upload becomes a Pending
// library item on the device with the server's previews, size, dimensions and SHA-256, and a
// second file of the same content is reported as a duplicate. Node: the device sync runs in
// the page (RxDB over fake-indexeddb) and pushes through the page's fetch; the server is the
// real app on PGlite (and PostgreSQL with TEST_DATABASE_URL) with a memory blob store.
import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../sync-server/src/app.ts';
import { libraryItemMapping, loadDocuments } from '../../sync-server/src/db/mapping/index.ts';
import { MemoryBlobStore } from '../../sync-server/src/blobs/memory-store.ts';
import { loadConfig } from '../../sync-server/src/config.ts';
import { signedIn } from '../../sync-server/src/routes/test-helpers.ts';
import {
  createTestDatabase,
  DATABASE_KINDS,
  type DatabaseKind,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import type { LibraryItem } from '@portal/shared';
import { closeDeviceSync, openDeviceSync } from '../../web/src/sync/runtime.ts';
import {
  attachToLibrary,
  duplicateInLibrary,
} from '../../web/src/features/uploads/library-attach.ts';
import type { StoredUpload } from '../../web/src/features/uploads/queue-db.ts';
import {
  transferFile,
  UploadUnreachable,
  type UploadedFile,
  type UploadHttp,
} from '../../web/src/features/uploads/transfer.ts';
import {
  createUploadStore,
  type OnlineSignal,
  type UploadStoreDeps,
} from '../../web/src/features/uploads/upload-store.ts';
import { eventually } from './support/device.ts';

const MiB = 1024 * 1024;
const EDITOR = {
  permissions: [{ permission: 'advertisingAssets' as const, role: 'editor' as const }],
};

let server: TestServer;
let cookie = '';
let userId = '';

async function startServer(kind: DatabaseKind): Promise<void> {
  const handle = await createTestDatabase(kind);
  const config = loadConfig({ PORT: '0', DATA_DIR: 'memory://' });
  const app = createApp({
    db: handle.db,
    config,
    now: () => new Date(),
    blobs: new MemoryBlobStore(),
  });
  const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
  const { port } = listening.address() as AddressInfo;
  server = {
    app,
    handle,
    config,
    url: `http://127.0.0.1:${port}`,
    advance: () => undefined,
    close: async () => {
      await new Promise<void>((resolve) => listening.close(() => resolve()));
      await handle.drop();
    },
  };
  const signed = await signedIn(server, EDITOR);
  cookie = `portal_session=${signed.client.cookie('portal_session')}`;
  userId = signed.id;
}

/** What the browser does for the app: same origin, the session cookie; PUTs counted. */
function browserHttp(options: { failPutsAfter?: number } = {}) {
  const puts: number[] = [];
  let allowed = options.failPutsAfter ?? Infinity;
  const http: UploadHttp = {
    fetch: async (input, init = {}) => {
      const url = new URL(String(input), server.url);
      if (init.method === 'PUT') {
        if (allowed <= 0) throw new TypeError('Failed to fetch'); // the connection dropped
        allowed -= 1;
      }
      const res = await fetch(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), origin: server.url, cookie },
      });
      // Counted once the server answered: the part is stored.
      if (init.method === 'PUT') puts.push(Number(url.pathname.split('/').pop()));
      return res;
    },
  };
  return { http, puts, reconnect: () => void (allowed = Infinity) };
}

/** A file of `size` bytes whose parts differ (so a wrong part order would show). */
function fileOf(size: number, name: string): File {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 4096) bytes[i] = (i / 4096) % 251;
  return new File([bytes], name, { type: 'application/octet-stream' });
}

async function bytesOnServer(stored: UploadedFile): Promise<Buffer> {
  const res = await fetch(new URL(stored.location, server.url), {
    headers: { origin: server.url, cookie },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

function plainHeaders(headers: HeadersInit | undefined): Record<string, string> {
  const plain: Record<string, string> = {};
  new Headers(headers).forEach((value, name) => (plain[name] = value));
  return plain;
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const TARGET = {
  filename: 'spring-film.mov',
  usageType: 'libraryAsset' as const,
  libraryType: 'AdvertisingAsset' as const,
};

function switchable(online = true): OnlineSignal & { set(value: boolean): void } {
  const listeners = new Set<() => void>();
  return {
    isOnline: () => online,
    onOnline(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      online = value;
      if (value) for (const listener of listeners) listener();
    },
  };
}

describe.each(DATABASE_KINDS)('device uploads on %s', (kind) => {
  beforeAll(() => startServer(kind));
  afterAll(() => server?.close());

  describe('[001 §4 uploads] the upload engine over HTTP', () => {
    it('[001 §9 multipart] sends a 21 MiB file as three 10 MiB parts and completes it', async () => {
      const { http, puts } = browserHttp();
      const file = fileOf(21 * MiB, 'spring-film.mov');
      const progress: number[] = [];
      const stored = await transferFile(file, TARGET, undefined, {
        http,
        onProgress: (loaded) => progress.push(loaded),
      });
      expect(puts.sort()).toEqual([1, 2, 3]);
      expect(progress.at(-1)).toBe(21 * MiB);
      expect(stored.size).toBe(21 * MiB);
      expect(stored.key).toMatch(new RegExp(`^uploads/${userId}/.+/spring-film\\.mov$`));
      const back = await bytesOnServer(stored);
      expect(sha(back)).toBe(sha(new Uint8Array(await file.arrayBuffer())));
      expect(stored.previews?.sha256).toBe(sha(back));
    });

    it('[001 §4 resume] a cut-off upload resumes and sends only the parts the server lacks', async () => {
      const cut = browserHttp({ failPutsAfter: 1 });
      const file = fileOf(25 * MiB, 'resumed.mov');
      let ref: { key: string; uploadId: string } | undefined;
      await expect(
        transferFile(file, TARGET, undefined, {
          http: cut.http,
          partConcurrency: 1,
          onStarted: (r) => void (ref = r),
        }),
      ).rejects.toBeInstanceOf(UploadUnreachable);
      expect(cut.puts).toEqual([1]);
      expect(ref).toBeDefined();

      const again = browserHttp();
      const stored = await transferFile(file, TARGET, ref, { http: again.http });
      expect(again.puts.sort()).toEqual([2, 3]); // part 1 was not sent twice
      expect(stored.key).toBe(ref!.key);
      expect(sha(await bytesOnServer(stored))).toBe(sha(new Uint8Array(await file.arrayBuffer())));
    });
  });

  describe('[001 §4 uploads] the queue on the device', () => {
    const attached: { upload: StoredUpload; stored: UploadedFile }[] = [];
    const baseDeps = (
      indexedDB: IDBFactory,
      http: UploadHttp,
      online: OnlineSignal,
    ): UploadStoreDeps => ({
      userId,
      http,
      online,
      indexedDB,
      IDBKeyRange,
      attach: async (upload, stored) => void attached.push({ upload, stored }),
      retryAfterMs: 60_000,
    });

    it('[001 §4 resume] survives a reload: a new store over the same IndexedDB resumes the parts left', async () => {
      const indexedDB = new IDBFactory();
      const cut = browserHttp({ failPutsAfter: 1 });
      const online = switchable(true);
      const first = createUploadStore(baseDeps(indexedDB, cut.http, online));
      const file = fileOf(21 * MiB, 'reload.mov');
      const hashId = (await first.enqueue({
        file,
        usageType: 'libraryAsset',
        libraryType: 'AdvertisingAsset',
      }))!;
      // The connection drops after one part: the file waits, it does not fail.
      await eventually(
        async () => first.items().find((i) => i.hashId === hashId),
        (row) => row?.status === 'pending' && row.waiting,
      );
      await eventually(
        async () => cut.puts.length,
        (n) => n === 1,
      );
      online.set(false);
      await first.close(); // the tab is closed

      const again = browserHttp();
      const second = createUploadStore(baseDeps(indexedDB, again.http, switchable(true)));
      await second.ready;
      await eventually(
        async () => second.items().find((i) => i.hashId === hashId)?.status,
        (status) => status === 'success',
      );
      // Each part crossed once: the one stored before the reload was not sent again.
      expect([...cut.puts, ...again.puts].sort()).toEqual([1, 2, 3]);
      expect(again.puts).toHaveLength(2);
      const done = attached.find((a) => a.upload.hashId === hashId)!;
      expect(done.stored.size).toBe(21 * MiB);
      expect(done.upload.sha256).toBe(sha(new Uint8Array(await file.arrayBuffer())));
      await second.close();
      // Nothing is left on disk to resume a third time.
      const third = createUploadStore(baseDeps(indexedDB, again.http, switchable(false)));
      await third.ready;
      expect(third.items()).toEqual([]);
      await third.close();
    });

    it('[001 §4 offline] a file chosen offline waits, then uploads when the device is online', async () => {
      const { http, puts } = browserHttp();
      const online = switchable(false);
      const store = createUploadStore(baseDeps(new IDBFactory(), http, online));
      const hashId = (await store.enqueue({
        file: fileOf(1000, 'offline.pdf'),
        usageType: 'libraryAsset',
        libraryType: 'AdvertisingAsset',
      }))!;
      expect(store.items()).toMatchObject([{ hashId, status: 'pending', waiting: true }]);
      expect(puts).toEqual([]);
      online.set(true);
      await eventually(
        async () => store.items()[0]?.status,
        (status) => status === 'success',
      );
      expect(puts).toEqual([1]);
      await store.close();
    });

    it('[001 §4 at most 3] at most three files upload at once; a request lacking its library is only logged', async () => {
      const { http } = browserHttp();
      const store = createUploadStore(baseDeps(new IDBFactory(), http, switchable(true)));
      let most = 0;
      store.subscribe(() => {
        most = Math.max(most, store.items().filter((i) => i.status === 'started').length);
      });
      for (let i = 0; i < 5; i += 1)
        await store.enqueue({
          file: fileOf(2 * MiB, `file-${i}.bin`),
          usageType: 'libraryAsset',
          libraryType: 'AdvertisingAsset',
        });
      expect(
        await store.enqueue({ file: fileOf(10, 'nowhere.bin'), usageType: 'libraryAsset' }),
      ).toBeNull();
      await eventually(
        async () => store.items().filter((i) => i.status === 'success').length,
        (n) => n === 5,
      );
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThanOrEqual(3);
      await store.close();
    });
  });

  describe('[001 §4 uploads] a completed upload becomes a library item with its previews', () => {
    it('[000 §3 library file] a new Pending item with sourceFile, thumbnail, preview, dimensions, size and SHA-256, pushed to the server; the same content again is a duplicate', async () => {
      // The page's own fetch, as a browser on the server's origin sends it (the device sync in
      // the page pushes through it).
      const pageFetch = globalThis.fetch;
      globalThis.fetch = (input, init = {}) =>
        pageFetch(new URL(String(input), server.url), {
          ...init,
          headers: {
            ...plainHeaders(init.headers),
            origin: server.url,
            cookie,
          },
        });
      const sync = await openDeviceSync(userId);
      try {
        const database = () => sync.database();
        const png = await sharp({
          create: { width: 640, height: 480, channels: 3, background: '#c03020' },
        })
          .png()
          .toBuffer();
        const { http } = browserHttp();
        const duplicates: (string | null)[] = [];
        const store = createUploadStore({
          userId,
          http,
          online: switchable(true),
          indexedDB: new IDBFactory(),
          IDBKeyRange,
          attach: (upload, stored) => attachToLibrary(database, upload, stored),
          findDuplicate: async (hash, upload) => {
            const found = await duplicateInLibrary(database, hash, upload);
            duplicates.push(found);
            return found;
          },
        });
        const first = (await store.enqueue({
          file: new File([png], 'Red Banner.png', { type: 'image/png' }),
          usageType: 'libraryAsset',
          libraryType: 'AdvertisingAsset',
        }))!;
        await eventually(
          async () => store.items().find((i) => i.hashId === first)?.status,
          (status) => status === 'success',
        );
        const items = (await (await database()).collections.libraryItems!.find().exec()).map(
          (d) => d.toJSON() as unknown as LibraryItem,
        );
        expect(items).toHaveLength(1);
        const item = items[0]!;
        expect(item).toMatchObject({
          name: 'Red Banner',
          libraryType: 'AdvertisingAsset',
          status: 'Pending',
        });
        const file = item.files[0]!;
        expect(file).toMatchObject({
          filename: 'Red Banner.png',
          usageType: 'Primary',
          fileSize: png.length,
          dimensions: { width: 640, height: 480 },
          sha256: sha(png),
        });
        expect(file.sourceFile).toMatch(new RegExp(`^uploads/${userId}/`));
        for (const key of [file.thumbnail!, file.previewJpg!]) {
          const res = await fetch(
            new URL(`/api/files/${key.split('/').map(encodeURIComponent).join('/')}`, server.url),
            { headers: { origin: server.url, cookie } },
          );
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toBe('image/jpeg');
        }

        // The sync pushes the item; the server's library policy accepts the user's own upload.
        const onServer = await eventually(
          async () =>
            (await loadDocuments(server.handle.db, libraryItemMapping)).find(
              (d) => d.id === item.id,
            ),
          (doc) => doc !== undefined,
        );
        expect(onServer).toMatchObject({
          status: 'Pending',
          files: [{ sourceFile: file.sourceFile, thumbnail: file.thumbnail, sha256: sha(png) }],
        });

        // The same picture under another name: reported as the item it duplicates.
        const second = (await store.enqueue({
          file: new File([png], 'Red Banner copy.png', { type: 'image/png' }),
          usageType: 'libraryAsset',
          libraryType: 'AdvertisingAsset',
        }))!;
        await eventually(
          async () => store.items().find((i) => i.hashId === second),
          (row) => row?.status === 'success',
        );
        expect(duplicates).toEqual([null, 'Red Banner']);
        expect(store.items().find((i) => i.hashId === second)?.duplicateOf).toBe('Red Banner');
        await store.close();
      } finally {
        globalThis.fetch = pageFetch;
        const db = await sync.database();
        await closeDeviceSync();
        await db.remove().catch(() => undefined);
      }
    });
  });
});
