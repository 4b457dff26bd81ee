// spec 001 §6 Roles and permission keys; §3 User and permission.

export const ROLES = [
  'user',
  'editor',
  'seniorEditor',
  'admin',
  'adminEditor',
  'approver',
  'seniorApprover',
  'coordinator',
  'seniorCoordinator',
  'sampleCoordinator',
  'distributor',
  'manager',
  'DIS',
  'FR',
] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSION_KEYS = [
  'advertisingAssets',
  'advertisingLogos',
  'globalRetailAssets',
  'globalRetailResources',
  'products',
  'productDocuments',
  'productAssortments',
  'internalAssortments',
  'sampleOrders',
  'promoOrders',
  'wholesaleOrders',
  'conference',
  'admin:users',
  'admin:divisionGroups',
  'admin:territories',
  'admin:customers',
  'admin:reports',
  'admin:orders',
  'stepTraining',
  'travelCalendar',
  'keyItemPrice',
  'spendingApproval',
  'upcLookup',
  'sampleInventory',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/**
 * Info kinds qualify a permission (spec 001 §6 "required info kinds"): for internal
 * assortments the sub-roles channel, region, productType and role; for sample inventory
 * the library. The value 'All' on the user's side satisfies any requested value.
 */
export type InfoKinds = Readonly<Record<string, string>>;

/** One entry of a user's permission list: a domain plus a role (spec 001 §3). */
export interface Permission {
  readonly permission: PermissionKey;
  readonly role: Role;
  readonly infoKinds?: InfoKinds;
}

export interface UserLocation {
  readonly key: string;
  readonly colorFilters?: { readonly POP?: readonly string[] };
}

/** Territory and business entity entry (spec 001 §3 userTBEs). */
export interface UserTBE {
  readonly territory: string;
  readonly businessEntity: string;
  readonly locations: readonly UserLocation[];
}

/** The part of a user the permission model reads. */
export interface PermissionUser {
  readonly userCode: string;
  readonly permissions: readonly Permission[];
  readonly userTBEs: readonly UserTBE[];
  readonly wof?: {
    readonly access?: boolean;
    readonly country?: string;
    readonly dateFormat?: { readonly long?: string };
  };
  readonly departmentAccess?: readonly string[];
  /** Conference access groups (spec 000 §6: Asian JV, Domestic, International). */
  readonly conferenceGroups?: readonly string[];
}

/** One accessRequires entry: any one satisfied entry grants access (spec 001 §6). */
export interface AccessRequirement {
  readonly permission: PermissionKey;
  /** Allowed roles; empty or absent means the domain alone suffices. */
  readonly roles?: readonly Role[];
  /** Every info kind listed must match the user's permission entry. */
  readonly infoKinds?: Readonly<Record<string, string | readonly string[]>>;
}

/** Required user property values; all must match (spec 001 §6 userAccess). */
export interface UserAccessRequirement {
  /** Dot path into the user, e.g. 'wof.access'. */
  readonly property: string;
  readonly value: string | number | boolean | readonly (string | number | boolean)[];
}

/** A permission check; with neither part given, access is granted. */
export interface AccessCheck {
  readonly accessRequires?: readonly AccessRequirement[];
  readonly userAccess?: readonly UserAccessRequirement[];
}

export interface AccessResult {
  readonly granted: boolean;
  /** spec 001 §6: the result reports whether the user is an editor or senior editor. */
  readonly isEditor: boolean;
  readonly isSeniorEditor: boolean;
}
