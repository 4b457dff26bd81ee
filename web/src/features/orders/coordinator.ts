// spec 001 §2 "Order list behaviour": the sample order lists are shown for one coordinator. The
// list selects the current user's coordinator, matched by userCode among the coordinator
// assignments, unless one is already selected (the URL's `coordinator`); the user may switch
// only where the route sets allowCoordinatorChange. Our reading: only sample coordinators work
// "as a coordinator"; for everyone else (requesters) and for a coordinator without an
// assignment the list shows all the orders their device holds.
import {
  isSampleCoordinator,
  sameUserCode,
  type CoordinatorAssignment,
  type PermissionUser,
} from '@portal/shared';

/** The URL value of "all coordinators" (a coordinator code is never this word). */
export const ALL_COORDINATORS = '*';

type Assignment = Pick<CoordinatorAssignment, 'coordinatorCode' | 'coordinatorName' | 'status'>;

export interface CoordinatorOption {
  readonly code: string;
  readonly label: string;
}

/** Each coordinator of an Active assignment once, by name: 'Kim Park (C100)'. */
export function coordinatorOptions(assignments: readonly Assignment[]): CoordinatorOption[] {
  const byCode = new Map<string, string>();
  for (const a of assignments) {
    if (a.status !== 'Active' || byCode.has(a.coordinatorCode)) continue;
    byCode.set(
      a.coordinatorCode,
      a.coordinatorName ? `${a.coordinatorName} (${a.coordinatorCode})` : a.coordinatorCode,
    );
  }
  return [...byCode]
    .map(([code, label]) => ({ code, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The user's own coordinator code when they are a sample coordinator with an assignment. */
export function ownCoordinator(
  user: PermissionUser,
  assignments: readonly Assignment[],
): string | null {
  if (!isSampleCoordinator(user)) return null;
  const mine = assignments.find(
    (a) => a.status === 'Active' && sameUserCode(a.coordinatorCode, user.userCode),
  );
  return mine?.coordinatorCode ?? null;
}

/**
 * The coordinator the list is for: the URL's choice where switching is allowed, else the
 * user's own; null shows every coordinator's orders.
 */
export function selectedCoordinator(
  param: string | null,
  allowChange: boolean,
  own: string | null,
): string | null {
  if (!allowChange || param === null || param === '') return own;
  return param === ALL_COORDINATORS ? null : param;
}
