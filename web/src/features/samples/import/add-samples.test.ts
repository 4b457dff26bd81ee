// addImportedSamples into a real RxDB `sampleInventory` collection (Dexie over fake-indexeddb).
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { SampleAddition } from '@portal/shared';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { openDeviceDatabase, type DeviceDatabase } from '../../../db/database.ts';
import { ADD_CHUNK_SIZE, SampleAdditionRefused, addImportedSamples } from './add-samples.ts';

const NOW = '2026-11-26T09:00:00.000Z';
let db: DeviceDatabase | undefined;

async function open(): Promise<DeviceDatabase> {
  const indexedDB = new IDBFactory();
  db = await openDeviceDatabase({
    userId: `add-samples-${crypto.randomUUID()}`,
    storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) as never,
    multiInstance: false,
    collections: ['sampleInventory'],
    prefix: 'test',
  });
  return db;
}

afterEach(async () => {
  await db?.close();
  db = undefined;
});

const production = (rowNumber: number, extra: Record<string, unknown> = {}): SampleAddition => ({
  rowNumber,
  library: 'Production',
  values: {
    division: 'FW',
    style: `S${rowNumber}`,
    color: '001',
    size: '9',
    side: 'left',
    status: 'Active',
    totalQty: 3,
    onHandQty: 3,
    bin: 'B1',
    moldNum: `M${rowNumber}`,
    moldDate: '2026-01-15',
    gender: '',
    origin: null,
    ...extra,
  } as SampleAddition['values'],
});

describe('addImportedSamples', () => {
  it('[001 §4 bulk sample add] stores each addition as a valid sample of the library, blanks dropped', async () => {
    const device = await open();
    const collection = device.sampleInventory!;
    const progress: [number, number][] = [];
    const added = await addImportedSamples(collection, [production(2), production(3)], {
      library: 'Production',
      now: NOW,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(added).toBe(2);
    const docs = (await collection.find().exec()).map((d) => d.toMutableJSON());
    expect(docs).toHaveLength(2);
    const first = docs.find((d) => d.style === 'S2')!;
    expect(first).toMatchObject({
      library: 'Production',
      side: 'Left',
      totalQty: 3,
      onHandQty: 3,
      bin: 'B1',
      moldDate: '2026-01-15',
      createdDate: NOW,
      modifiedDate: NOW,
      tracking: [],
    });
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toHaveProperty('gender');
    expect(first).not.toHaveProperty('origin');
    expect(new Set(docs.map((d) => d.id)).size).toBe(2);
    expect(progress.at(-1)).toEqual([2, 2]);
  });

  it('[001 §4 bulk sample add] inserts in chunks, reporting progress after each', async () => {
    const device = await open();
    const count = ADD_CHUNK_SIZE * 2 + 5;
    const additions = Array.from({ length: count }, (_, i) => production(i + 2));
    const progress: number[] = [];
    const added = await addImportedSamples(device.sampleInventory!, additions, {
      library: 'Production',
      now: NOW,
      onProgress: (done) => progress.push(done),
    });
    expect(added).toBe(count);
    expect(progress).toEqual([0, ADD_CHUNK_SIZE, ADD_CHUNK_SIZE * 2, count]);
    expect(await device.sampleInventory!.count().exec()).toBe(count);
  });

  it('[001 §4 bulk sample add] a row the entity schema refuses adds nothing', async () => {
    const device = await open();
    const bad = production(4, { side: 'Sideways' });
    await expect(
      addImportedSamples(device.sampleInventory!, [production(2), bad], {
        library: 'Production',
        now: NOW,
      }),
    ).rejects.toMatchObject({ name: 'SampleAdditionRefused', rowNumber: 4, field: 'side' });
    expect(await device.sampleInventory!.count().exec()).toBe(0);
    expect(SampleAdditionRefused).toBeDefined();
  });

  it('[001 §4 bulk sample add] an abort stops before the next chunk', async () => {
    const device = await open();
    const controller = new AbortController();
    const additions = Array.from({ length: ADD_CHUNK_SIZE * 3 }, (_, i) => production(i + 2));
    await expect(
      addImportedSamples(device.sampleInventory!, additions, {
        library: 'Production',
        now: NOW,
        signal: controller.signal,
        onProgress: (done) => {
          if (done === ADD_CHUNK_SIZE) controller.abort();
        },
      }),
    ).rejects.toThrow();
    expect(await device.sampleInventory!.count().exec()).toBe(ADD_CHUNK_SIZE);
  });
});
