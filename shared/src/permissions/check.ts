// spec 001 §6 "Permission check" (also 000 §6): the one access check shared by the web
// guards and the server middleware. Pure: the environment bypass flag is passed in.
// Its zod schema lives in check-schema.ts, so the web app's route guards load no zod.
import { PERMISSION_KEYS, ROLES } from './types.ts';
import type {
  AccessCheck,
  AccessRequirement,
  AccessResult,
  InfoKinds,
  Permission,
  PermissionKey,
  PermissionUser,
  Role,
  UserAccessRequirement,
} from './types.ts';

/** Why a user's permission entry was ignored (spec 001 §6: logged as an error). */
export interface InvalidPermissionEntry {
  readonly entry: unknown;
  readonly reason: 'unknownPermission' | 'unknownRole' | 'malformed';
}

export interface CheckOptions {
  /** The environment bypass flag (spec 001 §6): grants every check. */
  readonly bypass?: boolean;
  /** Called once per invalid permission entry on the user; the entry is ignored. */
  readonly onInvalid?: (invalid: InvalidPermissionEntry) => void;
}

const KNOWN_KEYS: ReadonlySet<string> = new Set(PERMISSION_KEYS);
const KNOWN_ROLES: ReadonlySet<string> = new Set(ROLES);

/**
 * The user's permission entries that name a known key and role. Data arriving from the
 * server may carry keys or roles this build does not know; those are skipped, not fatal.
 */
export function validPermissions(
  user: PermissionUser | null | undefined,
  onInvalid?: (invalid: InvalidPermissionEntry) => void,
): readonly Permission[] {
  if (!user || !Array.isArray(user.permissions)) return [];
  const valid: Permission[] = [];
  for (const entry of user.permissions as readonly unknown[]) {
    const reason = invalidReason(entry);
    if (reason) onInvalid?.({ entry, reason });
    else valid.push(entry as Permission);
  }
  return valid;
}

function invalidReason(entry: unknown): InvalidPermissionEntry['reason'] | undefined {
  if (typeof entry !== 'object' || entry === null) return 'malformed';
  const { permission, role } = entry as { permission?: unknown; role?: unknown };
  if (typeof permission !== 'string' || !KNOWN_KEYS.has(permission)) return 'unknownPermission';
  if (typeof role !== 'string' || !KNOWN_ROLES.has(role)) return 'unknownRole';
  return undefined;
}

/** spec 001 §6: the user's 'All' satisfies any requested value; a requested list means any of them. */
export function infoKindsMatch(
  held: InfoKinds | undefined,
  requested: AccessRequirement['infoKinds'],
): boolean {
  if (!requested) return true;
  for (const [kind, wanted] of Object.entries(requested)) {
    const value = held?.[kind];
    if (value === undefined) return false;
    if (value === 'All') continue;
    const options: readonly string[] = typeof wanted === 'string' ? [wanted] : wanted;
    if (!options.includes(value)) return false;
  }
  return true;
}

function entrySatisfies(held: Permission, requirement: AccessRequirement): boolean {
  if (held.permission !== requirement.permission) return false;
  const roles = requirement.roles;
  // spec 001 §6: with no roles given, the domain alone suffices.
  if (roles && roles.length > 0 && !roles.includes(held.role)) return false;
  return infoKindsMatch(held.infoKinds, requirement.infoKinds);
}

/** Reads a dot path such as 'wof.access' from the user. */
export function readUserProperty(user: PermissionUser, path: string): unknown {
  let current: unknown = user;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * A required value (or any of a required list) must equal the user's value; when the user's
 * value is a list (e.g. conferenceGroups) any shared element counts.
 */
function userAccessMatches(user: PermissionUser, requirement: UserAccessRequirement): boolean {
  const actual = readUserProperty(user, requirement.property);
  const wanted: readonly unknown[] = Array.isArray(requirement.value)
    ? requirement.value
    : [requirement.value];
  const held: readonly unknown[] = Array.isArray(actual) ? actual : [actual];
  return held.some((value) => value !== undefined && wanted.includes(value));
}

/** True when the user holds the permission domain, with one of the roles when given. */
export function hasPermission(
  user: PermissionUser | null | undefined,
  key: PermissionKey,
  roles?: readonly Role[],
): boolean {
  return validPermissions(user).some((held) => entrySatisfies(held, { permission: key, roles }));
}

/** An empty check: no accessRequires entries and no userAccess entries. */
export function isEmptyCheck(check: AccessCheck): boolean {
  return (check.accessRequires?.length ?? 0) === 0 && (check.userAccess?.length ?? 0) === 0;
}

/**
 * spec 001 §6 permission check. Rules, in order:
 * - the bypass flag grants access;
 * - an empty check grants access, even with no user (login is a separate route concern);
 * - otherwise a null user is refused;
 * - accessRequires (when non-empty): any one entry satisfied counts;
 * - userAccess (when non-empty): every entry must match.
 * isEditor / isSeniorEditor report the roles the user holds on the checked permission keys.
 */
export function checkAccess(
  user: PermissionUser | null | undefined,
  check: AccessCheck,
  opts: CheckOptions = {},
): AccessResult {
  const held = validPermissions(user, opts.onInvalid);
  const checkedKeys = new Set((check.accessRequires ?? []).map((entry) => entry.permission));
  const rolesOnChecked = held.filter((entry) => checkedKeys.has(entry.permission));
  const isEditor = rolesOnChecked.some((entry) => entry.role === 'editor');
  const isSeniorEditor = rolesOnChecked.some((entry) => entry.role === 'seniorEditor');
  const result = (granted: boolean): AccessResult => ({ granted, isEditor, isSeniorEditor });

  if (opts.bypass) return result(true);
  if (isEmptyCheck(check)) return result(true);
  if (!user) return result(false);

  const requires = check.accessRequires ?? [];
  if (requires.length > 0) {
    const anySatisfied = requires.some((requirement) =>
      held.some((entry) => entrySatisfies(entry, requirement)),
    );
    if (!anySatisfied) return result(false);
  }
  const userAccess = check.userAccess ?? [];
  if (!userAccess.every((requirement) => userAccessMatches(user, requirement))) {
    return result(false);
  }
  return result(true);
}
