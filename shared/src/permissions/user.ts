// spec 001 §6 and 000 §6: what a user may see, derived from their permissions and their
// territory / business-entity (TBE) entries. Pure; the lists from options are passed in.
import {
  AREA_CHECKS,
  CONFERENCE_GROUPS,
  EDITOR_ROLES,
  INTERNAL_MAIN_ROLES,
  INTERNAL_SUB_ROLES,
  manageLibraryCheck,
  viewLibraryCheck,
} from './areas.ts';
import type { LibraryType } from '../entities/library-item.ts';
import type { SampleLibrary } from '../entities/sample-inventory.ts';
import type { ConferenceGroup, InternalChannel, InternalSubRole } from './areas.ts';
import { checkAccess, hasPermission, infoKindsMatch, validPermissions } from './check.ts';
import type { AccessCheck, PermissionUser } from './types.ts';

type MaybeUser = PermissionUser | null | undefined;

/** Default POP colour filter, always present (spec 001 §6, 000 §9). */
export const DEFAULT_POP_COLOR = 'AST';
/** The territory and business entity value that marks an administrator (spec 001 §6). */
export const ADMIN_TBE = 'ADMIN';

const granted = (user: MaybeUser, check: AccessCheck): boolean =>
  !!user && checkAccess(user, check).granted;

/** spec 001 §6: territory AND business entity both 'ADMIN' on one TBE entry. */
export function isAdministrator(user: MaybeUser): boolean {
  return (
    user?.userTBEs.some((tbe) => tbe.territory === ADMIN_TBE && tbe.businessEntity === ADMIN_TBE) ??
    false
  );
}

const uniqueSorted = (values: Iterable<string>): string[] =>
  [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** spec 001 §6: administrators get every location; others the keys of their TBE locations. */
export function permittedLocations(user: MaybeUser, allLocationCodes: readonly string[]): string[] {
  if (!user) return [];
  if (isAdministrator(user)) return [...allLocationCodes];
  return uniqueSorted(user.userTBEs.flatMap((tbe) => tbe.locations.map((loc) => loc.key)));
}

export interface TerritoryEntity {
  readonly territory: string;
  readonly businessEntity: string;
}

/** spec 000 §6: administrators use the full list from options; others their own TBE pairs. */
export function territoryEntityList(
  user: MaybeUser,
  fullListFromOptions: readonly TerritoryEntity[],
): TerritoryEntity[] {
  if (!user) return [];
  if (isAdministrator(user)) return [...fullListFromOptions];
  const seen = new Set<string>();
  const pairs: TerritoryEntity[] = [];
  for (const { territory, businessEntity } of user.userTBEs) {
    const key = `${territory}\u0000${businessEntity}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push({ territory, businessEntity });
  }
  return pairs;
}

/**
 * spec 001 §6: POP colour filters of the matching locations (all of the user's locations when
 * no code is given), AST first and always present, each value once.
 */
export function colorFilters(user: MaybeUser, locationCode?: string): string[] {
  const colors = new Set<string>([DEFAULT_POP_COLOR]);
  for (const tbe of user?.userTBEs ?? []) {
    for (const location of tbe.locations) {
      if (locationCode !== undefined && location.key !== locationCode) continue;
      for (const color of location.colorFilters?.POP ?? []) colors.add(color);
    }
  }
  return [...colors];
}

/** spec 001 §6: wholesale orders need the user's wofaccess flag. */
export function hasWofAccess(user: MaybeUser): boolean {
  return granted(user, AREA_CHECKS.wholesaleOrders);
}

/** spec 001 §6: coordinator or seniorCoordinator on sampleOrders or promoOrders. */
export function isSampleCoordinator(user: MaybeUser): boolean {
  return granted(user, AREA_CHECKS.sampleCoordinator);
}

/** spec 001 §6: seniorCoordinator (coordinator assignments). */
export function isSeniorCoordinator(user: MaybeUser): boolean {
  return granted(user, AREA_CHECKS.coordinatorAssignments);
}

export type PromoAdvancedRight = 'approver' | 'seniorApprover';

/** spec 001 §6: advanced rights come from the role on promoOrders; senior wins over approver. */
export function promoAdvancedRights(user: MaybeUser): PromoAdvancedRight | null {
  if (hasPermission(user, 'promoOrders', ['seniorApprover'])) return 'seniorApprover';
  if (hasPermission(user, 'promoOrders', ['approver'])) return 'approver';
  return null;
}

/** spec 000 §6: the first of the three conference groups the user belongs to, or null. */
export function conferenceAccess(user: MaybeUser): ConferenceGroup | null {
  const groups = user?.conferenceGroups ?? [];
  return CONFERENCE_GROUPS.find((group) => groups.includes(group)) ?? null;
}

/** spec 001 §6: sample inventory library permitted for the user. */
export function canOpenSampleLibrary(user: MaybeUser, library: SampleLibrary): boolean {
  return granted(
    user,
    library === 'Production'
      ? AREA_CHECKS.sampleInventoryProduction
      : AREA_CHECKS.sampleInventorySales,
  );
}

/** spec 001 §2: the samples base path picks Production if permitted, else Sales, else none. */
export function samplesLibraryFor(user: MaybeUser): SampleLibrary | null {
  if (canOpenSampleLibrary(user, 'Production')) return 'Production';
  if (canOpenSampleLibrary(user, 'Sales')) return 'Sales';
  return null;
}

/** spec 001 §6: editor or seniorEditor with the library's permission (STEP: stepTraining). */
export function canManageLibrary(user: MaybeUser, libraryType: LibraryType): boolean {
  return granted(user, manageLibraryCheck(libraryType));
}

/** Viewing: the matching permission with any role; documents user, editor or seniorEditor. */
export function canViewLibrary(user: MaybeUser, libraryType: LibraryType): boolean {
  return granted(user, viewLibraryCheck(libraryType));
}

export interface InternalScope {
  readonly channel: InternalChannel;
  /** Omitted: not checked. 'All' on the user's side satisfies any region. */
  readonly region?: string;
  /** Omitted: not checked. 'All' on the user's side satisfies any product type. */
  readonly productType?: string;
}

const SUB_ROLE_RANK: readonly InternalSubRole[] = ['manager', 'seniorEditor', 'editor'];

/**
 * spec 000 §6 internal assortments: role user or adminEditor on internalAssortments whose
 * sub-roles (infoKinds) match the channel, region and product type. Returns the highest
 * sub-role held for that scope (manager > seniorEditor > editor), or null without access.
 */
export function internalAssortmentAccess(
  user: MaybeUser,
  scope: InternalScope,
): InternalSubRole | null {
  const requested: Record<string, string> = { channel: scope.channel };
  if (scope.region !== undefined) requested.region = scope.region;
  if (scope.productType !== undefined) requested.productType = scope.productType;
  const held = new Set<InternalSubRole>();
  for (const entry of validPermissions(user)) {
    if (entry.permission !== 'internalAssortments') continue;
    if (!(INTERNAL_MAIN_ROLES as readonly string[]).includes(entry.role)) continue;
    if (!infoKindsMatch(entry.infoKinds, requested)) continue;
    const subRole = entry.infoKinds?.role;
    if (subRole === 'All') INTERNAL_SUB_ROLES.forEach((role) => held.add(role));
    else if ((INTERNAL_SUB_ROLES as readonly string[]).includes(subRole ?? '')) {
      held.add(subRole as InternalSubRole);
    }
  }
  return SUB_ROLE_RANK.find((role) => held.has(role)) ?? null;
}

/**
 * spec 000 §6: creating an internal assortment needs internalAssortments with role user or
 * adminEditor and sub-roles for channel, region (or All), product type (or All) and role
 * editor or seniorEditor (a manager sub-role alone does not create).
 */
export function canCreateInternalAssortment(
  user: MaybeUser,
  scope: Required<InternalScope>,
): boolean {
  return granted(user, {
    accessRequires: [
      {
        permission: 'internalAssortments',
        roles: INTERNAL_MAIN_ROLES,
        infoKinds: {
          channel: scope.channel,
          region: scope.region,
          productType: scope.productType,
          role: EDITOR_ROLES,
        },
      },
    ],
  });
}
