// spec 001 §6 "Areas" and 000 §6: each area's requirement written once as an AccessCheck,
// so the web route table, the user helpers and the server middleware agree.
//
// Internal-assortment sub-roles live in the Permission entry's infoKinds:
//   { permission: 'internalAssortments', role: 'user' | 'adminEditor',
//     infoKinds: { channel: 'Wholesale' | 'Retail' | 'All', region: 'Domestic' | 'International'
//                  | 'Europe' | 'All', productType: 'Footwear' | 'Apparel' | 'POP' | 'All',
//                  role: 'editor' | 'seniorEditor' | 'manager' } }
// Sample inventory: { permission: 'sampleInventory', infoKinds: { library: 'Production' | 'Sales' | 'All' } }.
import type { LibraryType } from '../entities/library-item.ts';
import type { SampleLibrary } from '../entities/sample-inventory.ts';
import type { AccessCheck, AccessRequirement, PermissionKey, Role } from './types.ts';

// One definition each, in entities/; re-exported for the permission model's users.
export { SAMPLE_LIBRARIES } from '../entities/values.ts';
export type { LibraryType } from '../entities/library-item.ts';
export type { SampleLibrary } from '../entities/sample-inventory.ts';

export const EDITOR_ROLES = ['editor', 'seniorEditor'] as const satisfies readonly Role[];
export const COORDINATOR_ROLES = [
  'coordinator',
  'seniorCoordinator',
] as const satisfies readonly Role[];
export const APPROVER_ROLES = ['approver', 'seniorApprover'] as const satisfies readonly Role[];
/** spec 000 §6: internal assortments need role user or adminEditor on internalAssortments. */
export const INTERNAL_MAIN_ROLES = ['user', 'adminEditor'] as const satisfies readonly Role[];
/** spec 000 §6: the sub-role on a channel: editor, seniorEditor or manager. */
export const INTERNAL_SUB_ROLES = ['editor', 'seniorEditor', 'manager'] as const;
export type InternalSubRole = (typeof INTERNAL_SUB_ROLES)[number];
export const INTERNAL_CHANNELS = ['Wholesale', 'Retail'] as const;
export type InternalChannel = (typeof INTERNAL_CHANNELS)[number];

/** Library types (spec 000 §3, entities/library-item.ts) and the permission governing each. */
export const LIBRARY_PERMISSIONS = {
  AdvertisingAsset: 'advertisingAssets',
  AdvertisingLogo: 'advertisingLogos',
  GlobalRetailAsset: 'globalRetailAssets',
  GlobalRetailResource: 'globalRetailResources',
  ProductDocument: 'productDocuments',
  StepAsset: 'stepTraining',
  Product: 'products',
} as const satisfies Record<LibraryType, PermissionKey>;

/** Conference access groups (spec 000 §6, 001 §6). */
export const CONFERENCE_GROUPS = ['Asian JV', 'Domestic', 'International'] as const;
export type ConferenceGroup = (typeof CONFERENCE_GROUPS)[number];

const one = (requirement: AccessRequirement): AccessCheck => ({ accessRequires: [requirement] });

/** Manage screens: editor or seniorEditor with the matching permission (spec 001 §6). */
export function manageLibraryCheck(libraryType: LibraryType): AccessCheck {
  return one({ permission: LIBRARY_PERMISSIONS[libraryType], roles: EDITOR_ROLES });
}

/**
 * Viewing a library: the matching permission with any role (our choice, the spec is silent),
 * except product documents, which the spec limits to user, editor and seniorEditor.
 */
export function viewLibraryCheck(libraryType: LibraryType): AccessCheck {
  if (libraryType === 'ProductDocument') {
    return one({ permission: 'productDocuments', roles: ['user', ...EDITOR_ROLES] });
  }
  return one({ permission: LIBRARY_PERMISSIONS[libraryType] });
}

/** Any one of several checks' accessRequires (used for screens shared by two libraries). */
export function anyOf(...checks: readonly AccessCheck[]): AccessCheck {
  return { accessRequires: checks.flatMap((check) => check.accessRequires ?? []) };
}

/** spec 000 §6: internal wholesale or retail assortments, by channel sub-role. */
export function internalChannelCheck(channel: InternalChannel): AccessCheck {
  return one({
    permission: 'internalAssortments',
    roles: INTERNAL_MAIN_ROLES,
    infoKinds: { channel, role: INTERNAL_SUB_ROLES },
  });
}

/** spec 001 §6 sample inventory: sampleInventory with the library info kind. */
export function sampleInventoryCheck(library: SampleLibrary): AccessCheck {
  return one({ permission: 'sampleInventory', infoKinds: { library } });
}

export const AREA_CHECKS = {
  /** spec 001 §6: manage assortments and reporting need manager with productAssortments. */
  assortmentManager: one({ permission: 'productAssortments', roles: ['manager'] }),
  /** spec 001 §6: seasons management needs adminEditor with internalAssortments. */
  seasonsManagement: one({ permission: 'internalAssortments', roles: ['adminEditor'] }),
  internalWholesale: internalChannelCheck('Wholesale'),
  internalRetail: internalChannelCheck('Retail'),
  /** Screens not tied to one channel (an internal assortment by id, divider, detail). */
  internalAnyChannel: anyOf(internalChannelCheck('Wholesale'), internalChannelCheck('Retail')),
  /** spec 001 §6: coordinator assignments need seniorCoordinator. */
  coordinatorAssignments: {
    accessRequires: [
      { permission: 'sampleOrders', roles: ['seniorCoordinator'] },
      { permission: 'promoOrders', roles: ['seniorCoordinator'] },
    ],
  },
  /** spec 001 §6: sample styles navigation needs coordinator or seniorCoordinator. */
  sampleCoordinator: {
    accessRequires: [
      { permission: 'sampleOrders', roles: COORDINATOR_ROLES },
      { permission: 'promoOrders', roles: COORDINATOR_ROLES },
    ],
  },
  /** Sample order lists and details: the sampleOrders domain, any role (our choice). */
  sampleOrders: one({ permission: 'sampleOrders' }),
  /** Promo order lists and details: the promoOrders domain, any role (our choice). */
  promoOrders: one({ permission: 'promoOrders' }),
  /** spec 001 §6: promo approve or deny needs approver or seniorApprover on promoOrders. */
  promoAdvancedRights: one({ permission: 'promoOrders', roles: APPROVER_ROLES }),
  /** spec 001 §6: wholesale orders need the user's wofaccess flag. */
  wholesaleOrders: { userAccess: [{ property: 'wof.access', value: true }] },
  sampleInventoryProduction: sampleInventoryCheck('Production'),
  sampleInventorySales: sampleInventoryCheck('Sales'),
  stepView: viewLibraryCheck('StepAsset'),
  stepManage: manageLibraryCheck('StepAsset'),
  /** spec 000 §6: the conference dashboard opens for one of the three access groups. */
  conference: { userAccess: [{ property: 'conferenceGroups', value: CONFERENCE_GROUPS }] },
} as const satisfies Record<string, AccessCheck>;
export type AreaName = keyof typeof AREA_CHECKS;
