// The bench:samples page (bench/samples.bench.ts builds it with Vite and drives it in headless
// Chromium): the app's device database (`openDeviceDatabase`, the `sampleInventory` collection
// with the app's schema, indexes and hooks) over IndexedDB, seeded with the bench library, then
// the first-page measure (first-page.ts) and the import measure (import.ts), whose device
// reads and writes go through the app's device data service in a worker (device.worker.ts).
import { sampleInventoryItemSchema, type SampleLibrary } from '@portal/shared';
import type { RxCollection } from 'rxdb';
import { openDeviceDatabase, type DeviceDatabase } from '../../web/src/db/database.ts';
import type { DeviceDocOf } from '../../web/src/db/device-docs.ts';

import { BENCH_DATABASE } from './database.ts';
import { measureFirstPage } from './first-page.ts';
import { measureImport } from './import.ts';
import { benchSample } from './items.ts';

/** A stored sample (as the screen's `SampleRow`). */
type SampleRow = DeviceDocOf<'sampleInventory'>;

let db: DeviceDatabase | undefined;
async function samples(): Promise<RxCollection<SampleRow>> {
  db ??= await openDeviceDatabase(BENCH_DATABASE);
  return db.collections.sampleInventory as unknown as RxCollection<SampleRow>;
}

async function seed(count: number): Promise<{ ms: number; stored: number }> {
  const started = performance.now();
  const collection = await samples();
  if ((await collection.count().exec()) !== count) {
    await collection.find().remove();
    const now = Date.now();
    for (let i = 0; i < count; i += 1000) {
      const page = [];
      for (let k = i; k < Math.min(count, i + 1000); k++)
        page.push(sampleInventoryItemSchema.parse(benchSample(k, now)));
      const result = await collection.bulkInsert(page as SampleRow[]);
      if (result.error.length > 0)
        throw new Error(`seed: ${JSON.stringify(result.error[0]).slice(0, 300)}`);
    }
  }
  return { ms: performance.now() - started, stored: await collection.count().exec() };
}

async function firstPage(rounds: number) {
  return measureFirstPage(await samples(), rounds);
}

async function runImport(library: SampleLibrary) {
  const bytes = new Uint8Array(await (await fetch('/fixtures/samples-import.xlsx')).arrayBuffer());
  return measureImport(await samples(), bytes, library);
}

async function close() {
  await db?.close();
  db = undefined;
}

Object.assign(globalThis, { samplesBench: { seed, firstPage, runImport, close } });
document.body.dataset['ready'] = 'true';
