// RxDB schema versions and their migration strategies, per device collection (STYLE.md §7:
// everything persisted is versioned). A new app version must never drop unsynced changes:
// a strategy maps every old document to the new shape (never returns null for a document
// that may carry a local change). Add entries here (and bump `version` in collections.ts)
// with a test in tests/sync/outbox.test.ts.
import type { MigrationStrategies } from 'rxdb';
import { collectionSpec, type DeviceCollectionName, type DeviceDoc } from './collections.ts';

/** The document as it was: the new shape only adds optional fields. */
const keep = (doc: unknown) => doc;

/** The document with the derived index fields of the collection's current version. */
const rederive = (name: DeviceCollectionName) => (doc: DeviceDoc) => ({
  ...doc,
  ...collectionSpec(name).derive(doc),
});

const STRATEGIES: Partial<Record<DeviceCollectionName, MigrationStrategies>> = {
  // 1: library files gained an optional `sha256` (decision 0044); stored items stay as they are.
  // 2: the bar's index keys (idxCategory, idxGender, idxAssetType, idxSeason; decision 0047).
  libraryItems: { 1: keep, 2: rederive('libraryItems') },
  // 1: a tracking record's optional field, from, to (decision 0050); stored samples stay.
  // 2: the bar's index keys (idxStatus, idxDivision, idxLocation; bench:samples).
  sampleInventory: { 1: keep, 2: rederive('sampleInventory') },
  // 1: an assortment's products gained their row values (label, notes, pillar, discount,
  // net cost; spec 000 §3 grid row); stored assortments stay as they are.
  // 2: the optional `customerLogo` beside `logo` (decision 0070).
  assortments: { 1: keep, 2: keep },
  // 1: a promo order's recorded approval steps (server-owned; decision 0062); stored orders
  // stay as they are.
  orders: { 1: keep },
  // 1: the command type `order.archive` (decision 0074); stored commands stay as they are.
  commands: { 1: keep },
};

export function migrationStrategiesOf(name: DeviceCollectionName): MigrationStrategies {
  return STRATEGIES[name] ?? {};
}
