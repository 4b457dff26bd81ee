// The scope epoch: a short hash of everything that decides what a user may see. A device
// pulls with the epoch it holds; when it differs (permissions, territories or the wofaccess
// flag changed, or the scope rules of this server changed), the pull restarts from the
// beginning and the device sweeps away what the new pass does not deliver again.
import { createHash } from 'node:crypto';
import type { SyncUser } from './policy.ts';

/** Bump when a scope rule in policies/ changes, so every device re-derives its scope. */
export const SCOPE_RULES_VERSION = 1;

const sortedPermissions = (user: SyncUser) =>
  [...user.permissions]
    .map((p) => JSON.stringify([p.permission, p.role, Object.entries(p.infoKinds ?? {}).sort()]))
    .sort();

export function scopeEpoch(user: SyncUser): string {
  const inputs = [
    SCOPE_RULES_VERSION,
    user.id,
    user.userCode,
    sortedPermissions(user),
    user.userTBEs.map((t) => [t.territory, t.businessEntity, t.locations.map((l) => l.key).sort()]),
    user.wof.access === true,
    [...user.conferenceGroups].sort(),
    [...user.departmentAccess].sort(),
  ];
  return createHash('sha256').update(JSON.stringify(inputs)).digest('base64url').slice(0, 16);
}
