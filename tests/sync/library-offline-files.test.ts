// "Available offline" and the rights-date drop (decision 0047) against the real server (PGlite
// and, with TEST_DATABASE_URL, PostgreSQL): real files uploaded by an editor through the app's
// upload engine, their previews made by the server, items holding them; a viewer's prefetch
// fetches each preview from GET /api/files and keeps it in the cache the service worker reads
// (an in-memory Cache: the browser's Cache API is not in Node), measures the space, sends
// nothing again once cached, and the daily drop removes the files of items past their dates.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../sync-server/src/app.ts';
import { MemoryBlobStore } from '../../sync-server/src/blobs/memory-store.ts';
import { loadConfig } from '../../sync-server/src/config.ts';
import { libraryItemMapping } from '../../sync-server/src/db/mapping/index.ts';
import {
  createTestDatabase,
  DATABASE_KINDS,
  type DatabaseKind,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import {
  cachedBytes,
  dropExpiredFiles,
  FILES_CACHE,
  IMAGES_CACHE,
  offlineFilesOf,
  prefetchFiles,
  type PrefetchProgress,
} from '../../web/src/features/libraries/offline-cache.ts';
import { MemoryCaches } from '../../web/src/features/libraries/test-cache.ts';
import { transferFile } from '../../web/src/features/uploads/transfer.ts';
import { libraryItem, perm, save } from './support/fixtures.ts';
import { signedInUser, type TestUser } from './support/users.ts';

const TODAY = new Date().toISOString().slice(0, 10);
const dayFrom = (offset: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** The real server with a blob store (the harness's has none): uploads and GET /api/files. */
async function startServer(kind: DatabaseKind): Promise<TestServer> {
  const handle = await createTestDatabase(kind);
  const config = loadConfig({ PORT: '0', DATA_DIR: 'memory://' });
  const app = createApp({
    db: handle.db,
    config,
    now: () => new Date(),
    blobs: new MemoryBlobStore(),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    app,
    handle,
    config,
    url: `http://127.0.0.1:${port}`,
    advance: () => undefined,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.drop();
    },
  };
}

describe.each(DATABASE_KINDS)('library files kept offline (%s)', (kind) => {
  let server: TestServer;
  let viewer: TestUser;
  /** Library files as the server stored them: source, thumbnail and preview JPG keys. */
  const files: {
    id: string;
    filename: string;
    usageType: 'Primary';
    sourceFile: string;
    thumbnail: string;
    previewJpg: string;
  }[] = [];
  /** The viewer's fetch of our relative addresses, as the page does (cookie, same origin). */
  const viewerFetch: typeof fetch = (input, init) =>
    viewer.session.fetch(new URL(String(input), server.url), init);

  beforeAll(async () => {
    server = await startServer(kind);
    const editor = await signedInUser(server, {
      permissions: [perm('advertisingAssets', 'editor')],
    });
    viewer = await signedInUser(server, { permissions: [perm('advertisingAssets', 'user')] });
    for (const [n, color] of ['#c0392b', '#2980b9', '#27ae60'].entries()) {
      const png = await sharp({
        create: { width: 300 + n * 40, height: 200, channels: 3, background: color },
      })
        .png()
        .toBuffer();
      const stored = await transferFile(
        new Blob([new Uint8Array(png)], { type: 'image/png' }),
        {
          filename: `photo-${n}.png`,
          contentType: 'image/png',
          usageType: 'libraryAsset',
          libraryType: 'AdvertisingAsset',
        },
        undefined,
        { http: { fetch: editor.session.fetch, baseUrl: `${server.url}/api` } },
      );
      if (!stored.previews) throw new Error('the server made no previews');
      files.push({
        id: `f${n}`,
        filename: `photo-${n}.png`,
        usageType: 'Primary',
        sourceFile: stored.key,
        thumbnail: stored.previews.thumbnail,
        previewJpg: stored.previews.previewJpg,
      });
    }
    await save(server.handle.db, libraryItemMapping, [
      libraryItem('live-1', { files: [files[0]] }),
      libraryItem('live-2', { files: [files[1]] }),
      libraryItem('ended', { files: [files[2]], endDate: dayFrom(-3) }),
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('[000 §3 library item files] a view kept offline fetches each preview once into the cache the worker reads, and sums its size', async () => {
    const caches = new MemoryCaches();
    const wanted = [{ files: [files[0]!] }, { files: [files[1]!] }].flatMap(offlineFilesOf);
    // Thumbnails and preview JPGs are shown by <img>: the worker keeps them in 'images'.
    expect(wanted.map((f) => f.cache)).toEqual(Array(4).fill(IMAGES_CACHE));
    const seen: PrefetchProgress[] = [];
    let fetched = 0;
    const counting: typeof fetch = (input, init) => {
      fetched += 1;
      return viewerFetch(input, init);
    };
    const first = await prefetchFiles(wanted, {
      caches,
      fetch: counting,
      onProgress: (p) => seen.push(p),
    });
    expect(first).toMatchObject({ done: 4, total: 4, failed: 0 });
    expect(fetched).toBe(4);
    expect(seen.at(-1)).toEqual(first);
    expect(caches.get(IMAGES_CACHE).paths()).toEqual(wanted.map((f) => f.url).sort());
    // The size is the bytes the server sent (its Content-Length), the same the cache holds.
    let served = 0;
    for (const f of wanted) served += (await (await viewerFetch(f.url)).arrayBuffer()).byteLength;
    expect(first.bytes).toBe(served);
    expect(await cachedBytes(wanted, caches)).toEqual({ bytes: served, cached: 4 });

    // Kept on: a second pass (the next start, or the sync bringing items) sends nothing again.
    fetched = 0;
    const again = await prefetchFiles(wanted, { caches, fetch: counting });
    expect(fetched).toBe(0);
    expect(again).toEqual(first);
  });

  it('[000 §3 library item files] a file the device cannot fetch (offline, or refused) is counted as failed and not cached', async () => {
    const caches = new MemoryCaches();
    const missing = offlineFilesOf({
      files: [
        {
          thumbnail: 'previews/nobody/x.jpg/thumb.jpg',
          previewPdf: 'previews/nobody/x.pdf',
        },
      ],
    });
    expect(missing.map((f) => f.cache)).toEqual([IMAGES_CACHE, FILES_CACHE]);
    const refused = await prefetchFiles(missing, { caches, fetch: viewerFetch });
    expect(refused).toMatchObject({ done: 2, failed: 2, bytes: 0 });
    viewer.session.online = false;
    try {
      const offline = await prefetchFiles(offlineFilesOf({ files: [files[0]!] }), {
        caches,
        fetch: viewerFetch,
      });
      expect(offline).toMatchObject({ done: 2, failed: 2 });
    } finally {
      viewer.session.online = true;
    }
    expect(caches.get(IMAGES_CACHE).paths()).toEqual([]);
    expect(caches.get(FILES_CACHE).paths()).toEqual([]);
  });

  it('[000 §3 rights dates] the daily drop removes the cached files of items past their end or expire date and keeps the live ones', async () => {
    const caches = new MemoryCaches();
    const items = [
      { id: 'live-1', files: [files[0]!] },
      { id: 'ended', files: [files[2]!], endDate: dayFrom(-3) },
      { id: 'expired', files: [files[1]!], expireDate: dayFrom(-1) },
      {
        id: 'ends-today',
        files: [{ ...files[0]!, thumbnail: 'previews/t.jpg', previewJpg: 'previews/p.jpg' }],
        endDate: TODAY,
      },
    ];
    // The worker had cached them while they were live (the editor's fetch: the viewer may no
    // longer read an ended item's files, which is the point of dropping them).
    for (const item of items)
      for (const f of offlineFilesOf(item))
        await (await caches.open(f.cache)).put(f.url, new Response(new Uint8Array(16)));
    const removed = await dropExpiredFiles(items, TODAY, caches);
    expect(removed).toBe(4); // thumbnail and preview of 'ended' and 'expired'
    expect(caches.get(IMAGES_CACHE).paths()).toEqual(
      [
        ...offlineFilesOf(items[0]!).map((f) => f.url),
        ...offlineFilesOf(items[3]!).map((f) => f.url),
      ].sort(),
    );
    // The server agrees: the ended item's preview is no longer served to the viewer.
    const thumbnailOf = (file: (typeof files)[number]) => offlineFilesOf({ files: [file] })[0]!.url;
    expect((await viewerFetch(thumbnailOf(files[2]!))).status).toBe(404);
    expect((await viewerFetch(thumbnailOf(files[0]!))).status).toBe(200);
  });
});
