// The assortment manager's lists (spec 000 §2 "Assortment manager": quick-access with two
// grids, starred and recent; all; recent; starred; scheduled; archived) as device queries
// over the user's own regular assortments (000 §6: a regular assortment belongs to its owner).
import type { CollectionType } from '@portal/shared/routes/types.ts';
import { EXPORT, RECENT_ASSORTMENTS } from '@portal/shared/constants.ts';
import type { MangoQuerySelector } from 'rxdb';
import type { GridDataSource, SortSpec } from '../../../grid/index.ts';
import type { AssortmentRow } from './rows.ts';

/** One grid of the manager; quick-access shows two of them (starred, recent). */
export type AssortmentList = 'all' | 'recent' | 'starred' | 'scheduled' | 'archived';

/** The grids a route shows, from its collectionType (shared routes/assortments.ts). */
export function listsOf(collectionType: CollectionType | undefined): readonly AssortmentList[] {
  switch (collectionType) {
    case 'all':
    case 'recent':
    case 'starred':
    case 'scheduled':
    case 'archived':
      return [collectionType];
    default:
      // spec 000 §2: quick-access (the default) shows the starred and the recent grids.
      return ['starred', 'recent'];
  }
}

/** The filter a grid gets: whose assortments, which list. */
export interface ListFilter {
  readonly ownerCode: string;
  readonly list: AssortmentList;
}

// spec 000 §8: archived assortments live under the archive tab only.
const NOT_ARCHIVED = { $in: ['published', 'unpublished'] };

export function listSelector({ ownerCode, list }: ListFilter): MangoQuerySelector<AssortmentRow> {
  const own = { orgType: 'regular', idxOwner: ownerCode } as const;
  switch (list) {
    case 'all':
      // The tree: folders and items.
      return { ...own, state: NOT_ARCHIVED } as MangoQuerySelector<AssortmentRow>;
    case 'recent':
      return { ...own, state: NOT_ARCHIVED, type: 'item' } as MangoQuerySelector<AssortmentRow>;
    case 'starred':
      return {
        ...own,
        state: NOT_ARCHIVED,
        type: 'item',
        starred: true,
      } as MangoQuerySelector<AssortmentRow>;
    case 'archived':
      return { ...own, state: 'archived' } as MangoQuerySelector<AssortmentRow>;
    case 'scheduled':
      // Scheduled documents arrive with a later issue: the list is empty until then.
      return { id: { $in: [] } } as MangoQuerySelector<AssortmentRow>;
  }
}

/** Newest first by the inverted modified key (web/src/db/collections.ts idxModified). */
export const SORT_FIELDS = { modifiedDate: { field: 'idxModified', inverted: true } } as const;
export const DEFAULT_SORT: Readonly<Record<AssortmentList, readonly SortSpec[]>> = {
  all: [{ id: 'title', desc: false }],
  recent: [{ id: 'modifiedDate', desc: true }],
  starred: [{ id: 'modifiedDate', desc: true }],
  scheduled: [{ id: 'modifiedDate', desc: true }],
  archived: [{ id: 'modifiedDate', desc: true }],
};

/** spec 000 §9 "Recent assortments: limit 20, sorted by modifiedDate descending". */
export const RECENT_LIMIT = RECENT_ASSORTMENTS.limit;

/** A source showing at most `max` rows: the recent list's 20. */
export function limitedSource<Row, Filter>(
  source: GridDataSource<Row, Filter>,
  max: number,
): GridDataSource<Row, Filter> {
  return {
    async getWindow(offset, limit, sort, filter) {
      if (offset >= max) return { rows: [] };
      const window = await source.getWindow(offset, Math.min(limit, max - offset), sort, filter);
      return window.total === undefined
        ? { rows: window.rows }
        : { rows: window.rows, total: Math.min(window.total, max) };
    },
    getByIds: (ids) => source.getByIds(ids),
    subscribe: (onChange) => source.subscribe(onChange),
    ...(source.count
      ? { count: async (filter: Filter) => Math.min(await source.count!(filter), max) }
      : {}),
  };
}

/**
 * spec 000 §9: export files are named 'archived-assortments', 'recent-assortments',
 * 'starred-assortments', 'all-assortments' (quick-access variants prefixed), .xlsx.
 */
export function exportFileName(list: AssortmentList, quickAccess: boolean): string {
  const base = `${list}-assortments`;
  const known = (EXPORT.listFileNames as readonly string[]).includes(base)
    ? base
    : 'all-assortments';
  return `${quickAccess ? 'quick-access-' : ''}${known}${EXPORT.extension}`;
}
