// The duplicate rule of coordinator assignments. Spec 001 §3 says only that "assignments match
// requesters to coordinators"; the sample order list then picks one coordinator per requester
// (001 §2 "Order list behaviour"), which needs at most one live match. Our rule (decision 0033):
// a requester has at most one Active assignment per order type, and an assignment without an
// order subtype covers both sample and promo orders. Inactive assignments never conflict, so
// past ones stay as history. Checked on the device before every write (new, edit, a status
// change in the grid or from a row action), offline like the write itself, and again by the
// server's policy, whoever writes (sync-server policies/orders.ts).
import type { CoordinatorAssignment } from '../entities/coordinator-assignment.ts';
import { ORDER_SUBTYPES, type OrderSubtype } from './enums.ts';

/** The fields the rule reads; `status` absent is the schema's default, Active. */
export type AssignmentCoverage = Pick<CoordinatorAssignment, 'id' | 'requesterCode'> & {
  readonly orderSubtype?: OrderSubtype | null | undefined;
  readonly status?: CoordinatorAssignment['status'] | undefined;
};

/** The order types an assignment covers: its subtype, or both when it has none. */
export function coveredOrderSubtypes(
  orderSubtype: OrderSubtype | null | undefined,
): readonly OrderSubtype[] {
  return orderSubtype ? [orderSubtype] : ORDER_SUBTYPES;
}

/** User codes compare trimmed and case-blind: 'u10001 ' typed offline is the user U10001. */
export function sameUserCode(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

const isActive = (a: AssignmentCoverage) => (a.status ?? 'Active') === 'Active';

/**
 * The Active assignment that `candidate` would duplicate, if any: another document (by id) for
 * the same requester whose order types overlap. An Inactive candidate duplicates nothing.
 *
 * @example duplicateAssignment({ id: 'n', requesterCode: 'U1' }, [{ id: 'a', requesterCode: 'U1', orderSubtype: 'promo' }]) // → the promo one
 */
export function duplicateAssignment<A extends AssignmentCoverage>(
  candidate: AssignmentCoverage,
  others: readonly A[],
): A | undefined {
  if (!isActive(candidate)) return undefined;
  const covered = coveredOrderSubtypes(candidate.orderSubtype);
  return others.find(
    (other) =>
      other.id !== candidate.id &&
      isActive(other) &&
      sameUserCode(other.requesterCode, candidate.requesterCode) &&
      coveredOrderSubtypes(other.orderSubtype).some((subtype) => covered.includes(subtype)),
  );
}

/**
 * Every candidate that duplicates an existing assignment or an earlier candidate (a batch of
 * status changes is checked as a whole: two Inactive assignments of one requester cannot both
 * become Active). `existing` may hold the candidates' stored versions: they are skipped by id.
 */
export function duplicatesInBatch<A extends AssignmentCoverage>(
  candidates: readonly A[],
  existing: readonly AssignmentCoverage[],
): { readonly candidate: A; readonly duplicate: AssignmentCoverage }[] {
  const changed = new Set(candidates.map((c) => c.id));
  const accepted: AssignmentCoverage[] = existing.filter((e) => !changed.has(e.id));
  const found: { candidate: A; duplicate: AssignmentCoverage }[] = [];
  for (const candidate of candidates) {
    const duplicate = duplicateAssignment(candidate, accepted);
    if (duplicate) found.push({ candidate, duplicate });
    else accepted.push(candidate);
  }
  return found;
}
