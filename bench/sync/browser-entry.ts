// The bench:sync page script: the same measurements as in Node, on Chromium's real IndexedDB.
import {
  catalogueSync,
  dexiePut,
  fetchAll,
  firstPage,
  firstScreen,
  rawPut,
  rxdbInsert,
  type Env,
} from './measure.ts';

const env = (prefix: string): Env => ({
  indexedDB,
  IDBKeyRange,
  prefix,
  transport: {
    baseUrl: '',
    fetch: (input, init) => fetch(input, { credentials: 'same-origin', ...init }),
  },
});

async function runAll(userId: string) {
  const sync = await catalogueSync(env('bench'));
  const docs = await fetchAll(env('bench'));
  const raw = await rawPut(env('bench'), docs);
  const dexie = await dexiePut(env('bench'), docs);
  const rxdb = await rxdbInsert(env('bench'), docs);
  const page = await firstPage(env('bench'));
  const screen = await firstScreen(env('bench'), userId);
  return { sync, rawPutMs: raw, dexiePutMs: dexie, rxdbInsertMs: rxdb, page, screen };
}

/** The catalogue sync alone, for the signed-in user (the cold run, before runAll). */
async function runCold() {
  return catalogueSync(env('cold'));
}

(globalThis as unknown as { syncBench: unknown }).syncBench = { runAll, runCold };
