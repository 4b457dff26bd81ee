// SSE fan-out latency: one client's write (an HTTP push) until another client's device database
// holds it, through the one SSE stream of hints and a pull.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { openDeviceDatabase } from '../../web/src/db/database.ts';
import { SyncEngine } from '../../web/src/sync/engine.ts';
import type { DeviceSession } from '../../tests/sync/support/session.ts';

export async function fanOut(
  writer: DeviceSession,
  reader: { session: DeviceSession; userId: string },
  writes: number,
): Promise<{ medianMs: number; p99Ms: number; samples: number[] }> {
  const db = await openDeviceDatabase({
    userId: reader.userId,
    storage: getRxStorageDexie({ indexedDB: new IDBFactory(), IDBKeyRange }) as RxStorage<
      unknown,
      unknown
    >,
    multiInstance: false,
    collections: ['libraryItems', 'syncIssues'],
    prefix: 'fanout',
  });
  const engine = new SyncEngine({ db, transport: reader.session });
  await engine.start();
  await engine.firstScreenReady();
  const items = db.collections.libraryItems!;
  // Wait for the stream to be connected.
  await new Promise<void>((resolve) => {
    const sub = engine.status.$.subscribe((s) => {
      if (s.streaming) {
        resolve();
        queueMicrotask(() => sub.unsubscribe());
      }
    });
  });
  const samples: number[] = [];
  for (let i = 0; i < writes; i++) {
    const name = `Fan-out ${i}`;
    // A write that never shows counts as a failure, not a hang.
    const seen = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        sub.unsubscribe();
        reject(new Error(`fan-out: write ${i} did not reach the other device in 30 s`));
      }, 30_000);
      const sub = items.$.subscribe((event) => {
        if ((event.documentData as { name?: string }).name === name) {
          clearTimeout(timer);
          resolve(performance.now());
          sub.unsubscribe();
        }
      });
    });
    const t = performance.now();
    await writer.json('POST', '/api/sync/libraryItems/push', [
      {
        assumedMasterState: null,
        newDocumentState: {
          // A new document each time: a push without its master state to an existing one is
          // (rightly) a conflict, and would never reach the other device.
          id: `FAN-${i}`,
          _deleted: false,
          name,
          libraryType: 'AdvertisingAsset',
          status: 'Published',
          files: [],
        },
      },
    ]);
    samples.push((await seen) - t);
    await new Promise((r) => setTimeout(r, 100));
  }
  await engine.stop();
  await db.remove();
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    medianMs: sorted[Math.floor(sorted.length / 2)]!,
    p99Ms: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!,
    samples,
  };
}
