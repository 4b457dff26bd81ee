// [issue 5 scope 2] Across several server processes on one database, change hints travel
// through Postgres LISTEN/NOTIFY: a write through one process reaches a device streaming from
// the other at once. Two `node sync-server/src/main.ts` on one PostgreSQL database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../sync-server/src/test/harness.ts';
import { eventually, openDevice } from './support/device.ts';
import { libraryItem, perm } from './support/fixtures.ts';
import {
  freePort,
  prepareDatabase,
  signIn,
  spawnServer,
  type PreparedDatabase,
  type ServerProcess,
} from './support/processes.ts';

const KINDS = DATABASE_KINDS.filter((k) => k === 'postgres');

describe.each(KINDS)('two server processes on %s', (kind) => {
  let db: PreparedDatabase;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    db = await prepareDatabase(kind);
    for (let i = 0; i < 2; i++) servers.push(await spawnServer(db.env, await freePort()));
  }, 300_000);
  afterAll(async () => {
    for (const s of servers) await s.kill('SIGTERM');
    await db?.drop();
  });

  it('[scope 2] a write through one process is hinted over NOTIFY to a stream on the other', async () => {
    const editor = { permissions: [perm('advertisingAssets', 'editor')] };
    const a = await db.user(editor);
    const b = await db.user(editor);
    const onA = await signIn(servers[0]!.url, a.email);
    const onB = await signIn(servers[1]!.url, b.email);

    // A raw stream on process A, to see the hint itself.
    const abort = new AbortController();
    const res = await onA.fetch(`${servers[0]!.url}/api/sync/stream`, { signal: abort.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended: ${text}`);
        text += value;
      }
    };
    await until(/event: hello/);
    // And a whole device on process A.
    const device = await openDevice({ userId: a.id, session: onA, collections: ['libraryItems'] });
    try {
      const pushed = await onB.json<{ conflicts: unknown[] }>(
        'POST',
        '/api/sync/libraryItems/push',
        [
          {
            assumedMasterState: null,
            newDocumentState: libraryItem('MP1', { name: 'Written through B' }),
          },
        ],
      );
      expect(pushed.status).toBe(200);
      await until(/"collection":"libraryItems"[^\n]*"via":"notify"/);
      await eventually(
        async () => (await device.db.collections.libraryItems!.findOne('MP1').exec())?.get('name'),
        (n) => n === 'Written through B',
      );
    } finally {
      abort.abort();
      await device.close();
    }
  });
});
