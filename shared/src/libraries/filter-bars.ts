// The filter bar of each asset library, as spec 000 §2 "Library screens and filter bars" lists
// its modules (decision 0038): one module per library (its filters all combine), one group per
// labelled entry of the spec's list, "X plus Y" entries as one group of two filters (Season plus
// Year, Product category plus gender, Partner Type = entity plus store type). Every select is
// looked up (`POST /options/data/{libraryType}`, spec 000 §7). Keys are URL parameter names:
// keep them stable (./CONTEXT.md lists them).
import type {
  FilterBarDefinition,
  FilterDefinition,
  FilterGroup,
  FilterModule,
} from '../filters/definition.ts';
import type { LibraryItemType } from './kinds.ts';

const id = (name: string) => `labels.libraries.filterBar.${name}`;

function lookup(key: string, allowMultiple = false): FilterDefinition {
  return { key, labelId: id(key), kind: 'select', allowMultiple, options: { from: 'lookup' } };
}
/** A free-text filter; `commaSeparated`: spec 000 §2 File Name "full or partial names, comma separated". */
function text(key: string, options: { commaSeparated?: boolean; live?: boolean } = {}) {
  const filter: FilterDefinition = {
    key,
    labelId: id(key),
    kind: 'text',
    allowMultiple: false,
    ...(options.commaSeparated
      ? { commaSeparated: true, placeholderId: id(`${key}Placeholder`) }
      : {}),
    // Spec 000 §9: the library name filter is applied as the user types (800 ms debounce).
    ...(options.live ? { live: true } : {}),
  };
  return filter;
}
function group(groupId: string, filters: readonly FilterDefinition[]): FilterGroup {
  // A panel with one single-valued filter keeps one parameter; the others hold several.
  const only = filters.length === 1 ? filters[0] : undefined;
  return {
    id: groupId,
    labelId: id(`group.${groupId}`),
    allowMultiple: only ? only.allowMultiple : true,
    filters,
  };
}
function bar(type: LibraryItemType, groups: readonly FilterGroup[]): FilterBarDefinition {
  const module: FilterModule = {
    id: type,
    labelId: id(`module.${type}`),
    allowMultiple: true,
    groups,
  };
  return { id: `library-${type}`, modules: [module] };
}

const fileName = group('fileName', [text('fileName', { commaSeparated: true, live: true })]);
const assetType = group('assetType', [lookup('assetType')]);
const category = group('category', [lookup('category')]);
const gender = group('gender', [lookup('gender')]);
const seasonYear = group('season', [lookup('season'), lookup('year')]);
const language = group('lang', [lookup('lang')]);
const initiative = group('initiative', [lookup('initiative')]);
const partnerType = group('partnerType', [lookup('entity'), lookup('storeType')]);
const keyword = group('keyword', [text('keyword')]);
const modified = group('modified', [
  { key: 'modified', labelId: id('modified'), kind: 'modifiedSince', allowMultiple: false },
]);

/** Spec 000 §2: File Name, Type, Category, Gender, Tag (multi), Season plus Year, Modified. */
export const ADVERTISING_ASSETS_FILTER_BAR = bar('AdvertisingAsset', [
  fileName,
  assetType,
  category,
  gender,
  group('tag', [lookup('tag', true)]),
  seasonYear,
  modified,
]);

/** Spec 000 §2: Name, Category, Gender, Modified. */
export const ADVERTISING_LOGOS_FILTER_BAR = bar('AdvertisingLogo', [
  group('name', [text('name', { live: true })]),
  category,
  gender,
  modified,
]);

/** Spec 000 §2: Keyword (the filename), Document Type, Division (multi), Gender, Region, Modified. */
export const PRODUCT_DOCUMENTS_FILTER_BAR = bar('ProductDocument', [
  keyword,
  group('docType', [lookup('docType')]),
  group('division', [lookup('division', true)]),
  gender,
  group('region', [lookup('region')]),
  modified,
]);

/**
 * Spec 000 §2: Type, Keyword, Season plus Year, Language, Product category plus gender,
 * Initiative, Size/Element, Partner Type (entity plus store type), Modified.
 */
export const GLOBAL_RETAIL_ASSETS_FILTER_BAR = bar('GlobalRetailAsset', [
  assetType,
  keyword,
  seasonYear,
  language,
  group('product', [lookup('category'), lookup('gender')]),
  initiative,
  group('element', [lookup('element')]),
  partnerType,
  modified,
]);

/**
 * Spec 000 §2: Type, Sub-type (multi), Keyword (filename or body document), Season plus Year,
 * Language, Product, Initiative, Partner Type, Modified. "Product" is the product category.
 */
export const GLOBAL_RETAIL_RESOURCES_FILTER_BAR = bar('GlobalRetailResource', [
  assetType,
  group('assetSubType', [lookup('assetSubType', true)]),
  keyword,
  seasonYear,
  language,
  group('product', [lookup('category')]),
  initiative,
  partnerType,
  modified,
]);

/**
 * STEP: spec 000 §2 does not list its modules. Decision 0038: File Name and Modified as every
 * asset list, plus the fields STEP publishing requires (000 §5: type, language, gender).
 */
export const STEP_ASSETS_FILTER_BAR = bar('StepAsset', [
  fileName,
  assetType,
  language,
  gender,
  modified,
]);

export const LIBRARY_FILTER_BARS: Readonly<Record<LibraryItemType, FilterBarDefinition>> = {
  AdvertisingAsset: ADVERTISING_ASSETS_FILTER_BAR,
  AdvertisingLogo: ADVERTISING_LOGOS_FILTER_BAR,
  GlobalRetailAsset: GLOBAL_RETAIL_ASSETS_FILTER_BAR,
  GlobalRetailResource: GLOBAL_RETAIL_RESOURCES_FILTER_BAR,
  ProductDocument: PRODUCT_DOCUMENTS_FILTER_BAR,
  StepAsset: STEP_ASSETS_FILTER_BAR,
};

export function libraryFilterBar(type: LibraryItemType): FilterBarDefinition {
  return LIBRARY_FILTER_BARS[type];
}
