// Which library a manage route edits and what its screen shows (spec 000 §2 manage routes, §4
// "one manage screen per status", §5 grid cells). The route table (shared/src/routes/
// libraries.ts) gives each status screen its manageType and libraryStatus; this maps the
// manageType to the library item type, the base path of its status bar and its grid fields.
import type { LibraryItemType, LibraryStatus } from '@portal/shared';
import type { WebRoute } from '@portal/shared/routes/types.ts';

/** How a field is edited in the grid (shared/src/cells through the column kit). */
export type FieldKind = 'text' | 'list' | 'multi' | 'year' | 'date';

export interface ManageField {
  readonly id: string;
  readonly kind: FieldKind;
}

export interface ManageLibrary {
  readonly type: LibraryItemType;
  /** The manage area's path: `${base}/pending`, `${base}/upload`… */
  readonly base: string;
  /** The editable fields in grid order (then the primary file and the modified date). */
  readonly fields: readonly ManageField[];
}

const f = (id: string, kind: FieldKind = 'list'): ManageField => ({ id, kind });
const name = f('name', 'text');
const seasonYear = [f('season'), f('year', 'year')];

/** Keyed by the route's manageType (shared routes/helpers.ts `manageScreens`). */
export const MANAGE_LIBRARIES = {
  advertisingAsset: {
    type: 'AdvertisingAsset',
    base: '/advertising/libraries/manage/assets',
    fields: [
      name,
      f('assetType'),
      f('category'),
      f('gender'),
      f('tag', 'multi'),
      ...seasonYear,
      // Spec 000 §5: a Marketing Image needs both dates to be published.
      f('beginDate', 'date'),
      f('expireDate', 'date'),
    ],
  },
  advertisingLogo: {
    type: 'AdvertisingLogo',
    base: '/advertising/libraries/manage/logos',
    fields: [name, f('category'), f('gender')],
  },
  // One manage area for global retail (the route table); decision 0041: its assets.
  globalRetailAsset: {
    type: 'GlobalRetailAsset',
    base: '/global-retail/libraries/manage',
    fields: [
      name,
      f('assetType'),
      ...seasonYear,
      f('lang'),
      f('category'),
      f('gender'),
      f('initiative'),
      f('element'),
      f('entity', 'multi'),
      f('storeType'),
    ],
  },
  productDocument: {
    type: 'ProductDocument',
    base: '/product/libraries/manage/documents',
    fields: [name, f('docType'), f('divisionId'), f('gender'), f('region')],
  },
  stepAsset: {
    type: 'StepAsset',
    base: '/sales/libraries/manage/step',
    fields: [name, f('assetType'), f('lang'), f('gender')],
  },
} as const satisfies Record<string, ManageLibrary>;

export type ManageKey = keyof typeof MANAGE_LIBRARIES;

/** The library and view of a manage route; null for a route that is not one. */
export function manageViewOf(
  route: WebRoute,
): { library: ManageLibrary; status: LibraryStatus | null } | null {
  const key = route.meta?.manageType;
  if (!key || !(key in MANAGE_LIBRARIES)) return null;
  const library: ManageLibrary = MANAGE_LIBRARIES[key as ManageKey];
  return { library, status: route.meta?.libraryStatus ?? null };
}
