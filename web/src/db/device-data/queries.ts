// Live reads where the device sync runs (docs/decisions/0027-live-device-data.md): RxDB queries
// re-emit on local writes, on other tabs' writes (multi-instance) and on replicated changes;
// the catalogue count follows Dexie's liveQuery. Documents leave as plain JSON (no RxDB
// document crosses to the page).
import { liveQuery } from 'dexie';
import { Observable, catchError, combineLatest, map, of, tap, throwError } from 'rxjs';
import type { CatalogueDatabase } from '../catalogue.ts';
import type { DeviceCollectionName } from '../collections.ts';
import { plainCollection, type DeviceCollection, type DeviceDatabase } from '../database.ts';
import type { DeviceDocOf } from '../device-docs.ts';
import type { CommandPushes } from './command-pushes.ts';
import { commandView } from './commands.ts';
import type { CommandView, LiveRequest, PlainQuery, PlainSelector } from './protocol.ts';

export interface LiveSources {
  readonly db: DeviceDatabase;
  readonly catalogue?: CatalogueDatabase | undefined;
  readonly pushes?: CommandPushes | undefined;
}

function collectionOf(db: DeviceDatabase, name: DeviceCollectionName): DeviceCollection {
  const collection = plainCollection(db, name);
  if (!collection) throw new Error(`The collection ${name} is not open on this device`);
  return collection;
}

function mango(query: PlainQuery) {
  return {
    ...(query.selector ? { selector: { ...query.selector } } : {}),
    ...(query.sort ? { sort: query.sort.map((part) => ({ ...part })) } : {}),
    ...(query.limit !== undefined ? { limit: query.limit } : {}),
    ...(query.skip !== undefined ? { skip: query.skip } : {}),
  };
}

/**
 * A live count. RxDB counts from an index only when the selector is fully served by one; any
 * other selector (e.g. a field without an index) is counted over the matching documents
 * (RxDB refuses such a count unless the database allows slow counts: QU14).
 */
function liveCount(collection: DeviceCollection, selector: PlainSelector): Observable<number> {
  const query = { selector: { ...selector } };
  return collection
    .count(query)
    .$.pipe(
      catchError((error: unknown) =>
        (error as { code?: string }).code === 'QU14'
          ? collection.find(query).$.pipe(map((docs) => docs.length))
          : throwError(() => error),
      ),
    );
}

function liveCatalogueCount(catalogue: CatalogueDatabase): Observable<number> {
  return new Observable<number>((subscriber) => {
    const sub = liveQuery(() => catalogue.products.count()).subscribe({
      next: (n) => subscriber.next(n),
      error: (error: unknown) => subscriber.error(error),
    });
    return () => sub.unsubscribe();
  });
}

function liveCommand(sources: LiveSources, id: string): Observable<CommandView | null> {
  const commands = collectionOf(sources.db, 'commands');
  const issues = plainCollection(sources.db, 'syncIssues');
  const stored$ = commands
    .findOne(id)
    .$.pipe(map((doc) => (doc ? (doc.toJSON() as DeviceDocOf<'commands'>) : null)));
  const rejections$ = issues
    ? issues
        .find({ selector: { sourceCollection: 'commands', documentId: id, kind: 'rejection' } })
        .$.pipe(map((docs) => docs.map((d) => d.toJSON() as DeviceDocOf<'syncIssues'>)))
    : of([]);
  const running$ = sources.pushes?.running$ ?? of(new Set<string>());
  return combineLatest([stored$, rejections$, running$]).pipe(
    map(([stored, rejections, running]) => commandView(id, stored, rejections, running.has(id))),
    tap((view) => {
      if (view && (view.state === 'done' || view.state === 'refused')) sources.pushes?.settled(id);
    }),
  );
}

/** The observable behind a live read. Throws when it cannot start (a collection not open). */
export function observe(sources: LiveSources, request: LiveRequest): Observable<unknown> {
  switch (request.kind) {
    case 'query':
      return collectionOf(sources.db, request.collection)
        .find(mango(request.query))
        .$.pipe(map((docs) => docs.map((d) => d.toJSON())));
    case 'document':
      return collectionOf(sources.db, request.collection)
        .findOne(request.id)
        .$.pipe(map((doc) => (doc ? doc.toJSON() : null)));
    case 'count':
      return liveCount(collectionOf(sources.db, request.collection), request.selector);
    case 'catalogueCount':
      if (!sources.catalogue) throw new Error('The product catalogue is not open on this device');
      return liveCatalogueCount(sources.catalogue);
    case 'command':
      return liveCommand(sources, request.id);
  }
}
