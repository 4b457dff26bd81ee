// RxDB schema versions and their migration strategies, per device collection (STYLE.md §7:
// everything persisted is versioned). A new app version must never drop unsynced changes:
// a strategy maps every old document to the new shape (never returns null for a document
// that may carry a local change). All collections are at version 0 today; add entries here
// (and bump `version` in collections.ts) with a test in tests/sync/outbox.test.ts.
import type { MigrationStrategies } from 'rxdb';
import type { DeviceCollectionName } from './collections.ts';

const STRATEGIES: Partial<Record<DeviceCollectionName, MigrationStrategies>> = {};

export function migrationStrategiesOf(name: DeviceCollectionName): MigrationStrategies {
  return STRATEGIES[name] ?? {};
}
