// The library calls' request shapes read into what the shared library domain evaluates
// (decision 0042): the filter object as the library bar's state, the items of a view as the
// caller's pull holds them (listVisible over the library policy: no second scope rule), the
// bar's selector run in memory (libraryItemMatches, the device's own selector), the default
// sorts and `_select`. A key or value the bar would not take is a 400 naming it.
import {
  LIBRARY_DEFAULT_SORT,
  addParameter,
  canManageLibrary,
  compareLibraryItems,
  findFilter,
  libraryFilterBar,
  libraryItemMatches,
  normalizeFilterValue,
  visibleToViewers,
  type AssetFilterObject,
  type FilterState,
  type LibraryItem,
  type LibraryItemType,
  type LibrarySort,
  type LibraryStatus,
} from '@portal/shared';
import type { Database } from '../db/client.ts';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError, type ErrorIssue } from '../http/errors.ts';
import { fieldsEqual, restDocument } from '../rest/resource.ts';
import { libraryItemsPolicy } from '../sync/policies/library.ts';
import type { SyncUser } from '../sync/policy.ts';
import { listVisible } from '../sync/read.ts';

export { requestDay } from './products-request.ts';

/** The bar state of a filter object; 400 naming each key or value the bar cannot take. */
export function readLibraryFilter(
  type: LibraryItemType,
  filter: AssetFilterObject | undefined,
): FilterState {
  const bar = libraryFilterBar(type);
  const issues: ErrorIssue[] = [];
  let state: FilterState = { module: type, parameters: [] };
  for (const [key, given] of Object.entries(filter ?? {})) {
    const values = typeof given === 'string' ? [given] : given;
    const found = findFilter(bar, state, key);
    if (!found) {
      issues.push({ path: `filter.${key}`, message: `no filter ${key} in the ${type} library` });
      continue;
    }
    if (!found.filter.allowMultiple && values.length > 1) {
      issues.push({ path: `filter.${key}`, message: `${key} takes one value` });
      continue;
    }
    for (const raw of values) {
      const value = normalizeFilterValue(found.filter, raw);
      if (value === null) {
        issues.push({ path: `filter.${key}`, message: `${key} cannot take '${raw.slice(0, 80)}'` });
        continue;
      }
      state = addParameter(bar, state, key, value).state;
    }
  }
  if (issues.length > 0)
    throw new ApiError(400, 'invalid_request', `Invalid filter: ${issues[0]!.message}`, issues);
  return state;
}

/** Which items a view shows: a manage view (editors; one status or all), or the viewers'. */
export interface LibraryView {
  readonly type: LibraryItemType;
  readonly manage: boolean;
  readonly status?: LibraryStatus | undefined;
  readonly state: FilterState;
  readonly today: string;
}

/** A manage view is the editors' (spec 000 §2 per-status screens): 403 for anyone else. */
export function assertManageView(user: SyncUser, view: Pick<LibraryView, 'type' | 'manage'>) {
  if (view.manage && !canManageLibrary(user, view.type))
    throw new ApiError(403, 'forbidden', `Only editors of the ${view.type} library manage it`);
}

/**
 * The items of a view, as the user's pull holds them, before the bar's filter: a manage view
 * every visible item (of `status` when given); the viewers' view the Published ones within
 * their rights dates on `today` (what the library screen shows, shared rights.ts).
 */
export async function viewItems(
  db: Database,
  user: SyncUser,
  view: Omit<LibraryView, 'state'>,
): Promise<LibraryItem[]> {
  const status = view.manage ? view.status : 'Published';
  const { data } = await listVisible(db, libraryItemsPolicy, user, {
    where: fieldsEqual(libraryItemsPolicy, { libraryType: view.type, status }),
    limit: Number.MAX_SAFE_INTEGER,
    skip: 0,
  });
  const items = data as unknown as LibraryItem[];
  return view.manage ? items : items.filter((item) => visibleToViewers(item, view.today));
}

/** The items of a view that pass its filter, in the asked (or the library's default) order. */
export async function findItems(
  db: Database,
  user: SyncUser,
  view: LibraryView,
  sort?: LibrarySort,
): Promise<LibraryItem[]> {
  const items = (await viewItems(db, user, view)).filter((item) =>
    libraryItemMatches(view.type, view.state, item, { today: view.today }),
  );
  return items.sort(compareLibraryItems(sort ?? LIBRARY_DEFAULT_SORT[view.type]));
}

/** `_options.sort` as a library sort. */
export function sortOf(
  sort: Readonly<Record<string, number>> | undefined,
): LibrarySort | undefined {
  if (!sort) return undefined;
  if (sort.name === 1) return 'name';
  if (sort['files.modifiedDate'] === -1) return '-files.modifiedDate';
  return '-modifiedDate';
}

/** The item as answered: `_id` beside `id`, then `_select` (fields, or `-field` to leave out). */
export function selectFields(item: LibraryItem, select: readonly string[] | undefined): Doc {
  const doc = restDocument(item as unknown as Doc);
  if (!select || select.length === 0) return doc;
  const without = select.filter((f) => f.startsWith('-')).map((f) => f.slice(1));
  const only = select.filter((f) => !f.startsWith('-'));
  const out: Doc = {};
  for (const [key, value] of Object.entries(doc)) {
    const kept = key === '_id' || key === 'id' || only.length === 0 || only.includes(key);
    if (kept && !without.includes(key)) out[key] = value;
  }
  return out;
}
