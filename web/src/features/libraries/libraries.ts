// Which library each view route shows (spec 000 §2 Advertising, Global retail, Product
// documents, Sales STEP): the list, its landing page (categories) and where an item opens.
// One table, so a screen is the generic list/landing configured by its route name.
import type { LibraryItemType } from '@portal/shared';
import type { RouteName } from '@portal/shared/routes/route-names.ts';

export interface LibraryView {
  readonly type: LibraryItemType;
  /** The list's path (the landing's category tiles link to it with `?category=`). */
  readonly listPath: string;
  /** The previewer's path: the advertising previewer, else none (the list's own panel). */
  readonly previewerPath?: string;
}

const PREVIEWER = '/advertising/libraries/previewer';

const ADVERTISING_ASSETS: LibraryView = {
  type: 'AdvertisingAsset',
  listPath: '/advertising/libraries/assets',
  previewerPath: PREVIEWER,
};
const ADVERTISING_LOGOS: LibraryView = {
  type: 'AdvertisingLogo',
  listPath: '/advertising/libraries/logos',
  previewerPath: PREVIEWER,
};
const GLOBAL_RETAIL_ASSETS: LibraryView = {
  type: 'GlobalRetailAsset',
  listPath: '/global-retail/libraries/assets',
};
const GLOBAL_RETAIL_RESOURCES: LibraryView = {
  type: 'GlobalRetailResource',
  listPath: '/global-retail/libraries/resources',
};
const PRODUCT_DOCUMENTS: LibraryView = {
  type: 'ProductDocument',
  listPath: '/product/libraries/documents',
};
const STEP_ASSETS: LibraryView = { type: 'StepAsset', listPath: '/sales/libraries/STEP' };

/** The list routes. */
export const LIBRARY_LISTS = {
  'advertising--libraries--assets': ADVERTISING_ASSETS,
  'advertising--libraries--logos': ADVERTISING_LOGOS,
  'global-retail--libraries--assets': GLOBAL_RETAIL_ASSETS,
  'global-retail--libraries--resources': GLOBAL_RETAIL_RESOURCES,
  'product--libraries--documents': PRODUCT_DOCUMENTS,
  'sales--libraries--step': STEP_ASSETS,
} as const satisfies Partial<Record<RouteName, LibraryView>>;

/** The landing routes (categories as tiles). */
export const LIBRARY_LANDINGS = {
  'advertising--libraries--assets-landing': ADVERTISING_ASSETS,
  'advertising--libraries--logos-landing': ADVERTISING_LOGOS,
  'global-retail--libraries--assets-landing': GLOBAL_RETAIL_ASSETS,
  'global-retail--libraries--resources-landing': GLOBAL_RETAIL_RESOURCES,
} as const satisfies Partial<Record<RouteName, LibraryView>>;

export function libraryViewOf(routeName: string): LibraryView | undefined {
  return (
    (LIBRARY_LISTS as Partial<Record<string, LibraryView>>)[routeName] ??
    (LIBRARY_LANDINGS as Partial<Record<string, LibraryView>>)[routeName]
  );
}

/** The previewer shows every advertising item (assets and logos: spec 000 §2). */
export const PREVIEWER_TYPES: readonly LibraryItemType[] = ['AdvertisingAsset', 'AdvertisingLogo'];
