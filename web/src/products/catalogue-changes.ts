// Which products of the Dexie catalogue changed, as the sync stores pages and tombstones
// (sync/catalogue-sync.ts: bulkPut and bulkDelete in one transaction per page). Dexie reports
// every committed write as its "storagemutated" event with the primary keys each table's
// writes touched, in this realm and, through its BroadcastChannel, in every other worker and
// tab of the origin (Dexie 4 live queries rely on it), so the index worker learns of the sync
// worker's pages without a message of our own (decision 0035).
import { Dexie, RangeSet, type IntervalTree, type ObservabilitySet } from 'dexie';

/** Ids written or deleted, or 'all' when a range was touched (a clear, a version upgrade). */
export type CatalogueChange = readonly string[] | 'all';

/** The part naming the primary keys a write touched in a table (Dexie's observability set). */
export function primaryKeysPart(dbName: string, table: string): string {
  return `idb://${dbName}/${table}/`;
}

/** The ids of one touched-keys tree: single keys, or 'all' when any node is a range. */
export function changedIds(tree: IntervalTree): CatalogueChange {
  const ids: string[] = [];
  for (const node of RangeSet(tree)) {
    if (typeof node.from !== 'string' || node.from !== node.to) return 'all';
    ids.push(node.from);
  }
  return ids;
}

/**
 * Calls `onChange` after every committed write to `products` of the catalogue named `dbName`,
 * wherever it ran (this thread, the sync worker, another tab). Returns the unsubscribe.
 */
export function watchCatalogueChanges(
  dbName: string,
  onChange: (change: CatalogueChange) => void,
): () => void {
  const part = primaryKeysPart(dbName, 'products');
  const listener = (parts: ObservabilitySet) => {
    // Dexie signals 'all' when a page comes back from the back/forward cache: anything changed.
    if (parts.all) return onChange('all');
    const tree = parts[part];
    if (!tree || !('from' in tree)) return;
    onChange(changedIds(tree));
  };
  Dexie.on('storagemutated', listener);
  return () => Dexie.on.storagemutated.unsubscribe(listener);
}
