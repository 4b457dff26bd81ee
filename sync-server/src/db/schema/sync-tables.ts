// Which tables replicate and how (read by the mapping layer, the tests and the replication
// work). The triggers themselves are in drizzle/0001_sync_triggers.sql.

/** Every table carrying the sync columns (seq, deleted, updated_at, txid) and the stamp trigger. */
export const SYNCED_TABLES = [
  'products',
  'product_locations',
  'library_items',
  'library_item_files',
  'assortments',
  'display_groups',
  'collections',
  'seasons',
  'season_sets',
  'assortment_documents',
  'orders',
  'order_lines',
  'coordinator_assignments',
  'notifications',
  'sample_inventory',
  'sample_tracking',
  'user_flags',
  'stat_events',
  'announcements',
  'uploads',
  'commands',
  'sync_rejections',
] as const;
export type SyncedTableName = (typeof SYNCED_TABLES)[number];

/**
 * Child tables: the device holds the parent document with these rows embedded, so a write to
 * a child (insert, update, delete) also bumps the parent's seq.
 */
export const CHILD_TABLES = [
  { table: 'product_locations', parent: 'products', foreignKey: 'product_id' },
  { table: 'library_item_files', parent: 'library_items', foreignKey: 'library_item_id' },
  { table: 'display_groups', parent: 'assortments', foreignKey: 'assortment_id' },
  { table: 'season_sets', parent: 'seasons', foreignKey: 'season_id' },
  { table: 'order_lines', parent: 'orders', foreignKey: 'order_id' },
  { table: 'sample_tracking', parent: 'sample_inventory', foreignKey: 'sample_id' },
] as const satisfies readonly {
  table: SyncedTableName;
  parent: SyncedTableName;
  foreignKey: string;
}[];

/** Tables without the sync columns: accounts and server state, served by the REST catalogue. */
export const UNSYNCED_TABLES = [
  'users',
  'sessions',
  'login_attempts',
  'mail_outbox',
  'options',
] as const;
