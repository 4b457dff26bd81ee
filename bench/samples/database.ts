// The bench's device database, opened alike by the page (seed, the grid's source) and the
// device worker (device.worker.ts): the app's factory, only the sampleInventory collection,
// shared between the two as the app's tabs and sync worker share theirs.
import type { OpenDeviceDatabaseOptions } from '../../web/src/db/database.ts';

export const BENCH_DATABASE: OpenDeviceDatabaseOptions = {
  userId: 'bench-samples',
  prefix: 'bench',
  multiInstance: true,
  collections: ['sampleInventory'],
};
