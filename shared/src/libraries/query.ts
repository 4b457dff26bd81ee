// A library's filter state → a Mango selector (the device's RxDB collections run it) and the
// same selector as a predicate over a library item (./selector-match.ts), per spec 000 §2
// "Library screens and filter bars"; the view toggles of §3/§4 (includeWorkingFiles,
// showWorkingFilesOnly, showNewStylesOnly). Decision 0038.
import type { LibraryFile, LibraryItem, LibraryViewPreferences } from '../entities/library-item.ts';
import type { FilterState } from '../filters/definition.ts';
import {
  escapeRegExp,
  filterStateToMango,
  type FilterClause,
  type FilterQueryMapping,
  type MangoContext,
  type MangoSelector,
} from '../filters/mango.ts';
import { libraryFilterBar } from './filter-bars.ts';
import type { LibraryItemType } from './kinds.ts';
import { matchesSelector } from './selector-match.ts';

/**
 * Text found in any of the fields, case-insensitive; with `commaSeparated` each comma-separated
 * part is an alternative (spec 000 §2 File Name: "full or partial names, comma separated").
 */
function containsAny(fields: readonly string[], commaSeparated = false): FilterClause {
  return (values) => {
    const parts = values
      .flatMap((v) => (commaSeparated ? v.split(',') : [v]))
      .map((p) => p.trim())
      .filter((p) => p !== '');
    const clauses = parts.flatMap((p) =>
      fields.map((field) => ({ [field]: { $regex: escapeRegExp(p), $options: 'i' } })),
    );
    if (clauses.length === 0) return null;
    return clauses.length === 1 ? (clauses[0] ?? null) : { $or: clauses };
  };
}

/** File Name reads the item's name and its files' names (an asset is named after its upload). */
const fileName = containsAny(['name', 'files.filename'], true);
const modified = { field: 'modifiedDate' } as const;
const seasonYear = {
  season: { field: 'season' },
  year: { field: 'year', type: 'number' },
} as const;
const partnerType = { entity: { field: 'entity' }, storeType: { field: 'storeType' } } as const;

/** Which item field each filter key reads, per library (keys: ./filter-bars.ts). */
export const LIBRARY_FILTER_MAPPINGS: Readonly<Record<LibraryItemType, FilterQueryMapping>> = {
  AdvertisingAsset: {
    fileName,
    assetType: { field: 'assetType' },
    category: { field: 'category' },
    gender: { field: 'gender' },
    tag: { field: 'tag' },
    ...seasonYear,
    modified,
  },
  AdvertisingLogo: {
    name: { field: 'name' },
    category: { field: 'category' },
    gender: { field: 'gender' },
    modified,
  },
  ProductDocument: {
    // Spec 000 §2: "Keyword (searches the filename)"; documents date by their files (§2 sort).
    keyword: containsAny(['files.filename']),
    docType: { field: 'docType' },
    division: { field: 'divisionId' },
    gender: { field: 'gender' },
    region: { field: 'region' },
    modified: { field: 'files.modifiedDate' },
  },
  GlobalRetailAsset: {
    assetType: { field: 'assetType' },
    keyword: containsAny(['name', 'files.filename']),
    ...seasonYear,
    lang: { field: 'lang' },
    category: { field: 'category' },
    gender: { field: 'gender' },
    initiative: { field: 'initiative' },
    element: { field: 'element' },
    ...partnerType,
    modified,
  },
  GlobalRetailResource: {
    assetType: { field: 'assetType' },
    assetSubType: { field: 'assetSubType' },
    // "filename or body document": §3 gives the item no body text, so name and file names.
    keyword: containsAny(['name', 'files.filename']),
    ...seasonYear,
    lang: { field: 'lang' },
    category: { field: 'category' },
    initiative: { field: 'initiative' },
    ...partnerType,
    modified,
  },
  StepAsset: {
    fileName,
    assetType: { field: 'assetType' },
    lang: { field: 'lang' },
    gender: { field: 'gender' },
    modified,
  },
};

/** The selector of a library's filter state (`{}` when nothing is set). */
export function libraryItemSelector(
  type: LibraryItemType,
  state: FilterState,
  context: MangoContext,
): MangoSelector {
  return filterStateToMango(libraryFilterBar(type), state, LIBRARY_FILTER_MAPPINGS[type], context);
}

/** Whether an item passes a library's filter state: the selector, run in memory. */
export function libraryItemMatches(
  type: LibraryItemType,
  state: FilterState,
  item: LibraryItem,
  context: MangoContext,
): boolean {
  return matchesSelector(item, libraryItemSelector(type, state, context));
}

// ---- View toggles (spec 000 §3 library view preferences, §4 library grid toggles) ----

export type LibraryViewToggles = Pick<
  LibraryViewPreferences,
  'includeWorkingFiles' | 'showWorkingFilesOnly' | 'showNewStylesOnly'
>;

const WORKING_FILE: LibraryFile['usageType'] = 'Working File';
/** Spec 000 §3: the user flag of an asset the user has opened. */
export const SEEN_FLAG = 'Seen';

/**
 * The selector of the toggles: showWorkingFilesOnly keeps items with a working file;
 * showNewStylesOnly keeps items the user has not seen (no Seen flag). includeWorkingFiles
 * selects no items: it says which files show (`shownFiles`).
 */
export function viewTogglesSelector(toggles: LibraryViewToggles): MangoSelector {
  const clauses: MangoSelector[] = [];
  if (toggles.showWorkingFilesOnly) clauses.push({ 'files.usageType': WORKING_FILE });
  if (toggles.showNewStylesOnly) clauses.push({ userFlag: { $in: [null, ''] } });
  if (clauses.length === 0) return {};
  return clauses.length === 1 ? (clauses[0] ?? {}) : { $and: clauses };
}

export function passesViewToggles(item: LibraryItem, toggles: LibraryViewToggles): boolean {
  return matchesSelector(item, viewTogglesSelector(toggles));
}

/**
 * The files an item shows: primary files, plus working files when includeWorkingFiles is on;
 * only the working files when showWorkingFilesOnly is on.
 */
export function shownFiles(
  item: Pick<LibraryItem, 'files'>,
  toggles: LibraryViewToggles,
): LibraryFile[] {
  if (toggles.showWorkingFilesOnly) return item.files.filter((f) => f.usageType === WORKING_FILE);
  if (toggles.includeWorkingFiles) return [...item.files];
  return item.files.filter((f) => f.usageType !== WORKING_FILE);
}

/**
 * Whether the user has not opened the item yet (the 'new' badge): it carries no flag. The only
 * flag is Seen (spec 000 §3), so this is the selector's test too.
 */
export function isNewToUser(item: Pick<LibraryItem, 'userFlag'>): boolean {
  return item.userFlag === undefined || item.userFlag === '';
}
