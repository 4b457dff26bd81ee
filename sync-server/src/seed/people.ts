// Who takes part in orders: requesters (the demo accounts plus colleagues without an account,
// so coordinators see a realistic spread), coordinators, approvers, and the coordinator
// assignments that match requesters to coordinators (spec 001 §3).
import type { CoordinatorAssignmentInput, OrderSubtype } from '@portal/shared';
import { accountFor, displayName } from './accounts.ts';
import type { SeedPlan } from './plan.ts';
import type { Clock } from './random.ts';
import { Random } from './random.ts';

export interface Person {
  readonly code: string;
  readonly name: string;
  /** Has a demo account (notifications are written for these). */
  readonly account: boolean;
}

const fromAccount = (local: string): Person => {
  const a = accountFor(local);
  return { code: a.userCode, name: displayName(a), account: true };
};

export interface People {
  readonly sampleRequesters: readonly Person[];
  readonly promoRequesters: readonly Person[];
  readonly wholesaleRequesters: readonly Person[];
  readonly sampleCoordinators: readonly Person[];
  readonly promoCoordinators: readonly Person[];
  readonly approver: Person;
  readonly seniorApprover: Person;
  /** requester code → assignment, per order subtype. */
  readonly assignments: ReadonlyMap<string, CoordinatorAssignmentInput>;
  readonly assignmentList: readonly CoordinatorAssignmentInput[];
}

export const assignmentKey = (subtype: OrderSubtype, requesterCode: string) =>
  `${subtype}:${requesterCode}`;

export function buildPeople(plan: SeedPlan, clock: Clock): People {
  const rng = new Random('people');
  const extras: Person[] = Array.from({ length: plan.extraRequesters }, (_, i) => {
    const f = rng.faker();
    return { code: `U${String(10_001 + i)}`, name: f.person.fullName(), account: false };
  });
  const sampleCoordinators = ['coordinator', 'senior-coordinator', 'sample-coordinator'].map(
    fromAccount,
  );
  const promoCoordinators = ['promo-coordinator', 'senior-coordinator'].map(fromAccount);
  const sampleRequesters = [fromAccount('sample-requester'), fromAccount('admin'), ...extras];
  const promoRequesters = [
    fromAccount('promo-requester'),
    fromAccount('admin'),
    ...extras.slice(0, Math.ceil(extras.length / 2)),
  ];
  const assignmentList: CoordinatorAssignmentInput[] = [];
  const assignments = new Map<string, CoordinatorAssignmentInput>();
  const assign = (subtype: OrderSubtype, requester: Person, coordinator: Person, i: number) => {
    const created = rng.int(30, 400);
    const assignment: CoordinatorAssignmentInput = {
      id: rng.uuid(),
      _deleted: false,
      coordinatorCode: coordinator.code,
      coordinatorName: coordinator.name,
      requesterCode: requester.code,
      requesterName: requester.name,
      orderSubtype: subtype,
      // One past assignment per list shows the Inactive state.
      status: i === requesters(subtype).length - 1 ? 'Inactive' : 'Active',
      createdDate: clock.ago(created),
      modifiedDate: clock.ago(rng.int(0, created)),
    };
    assignmentList.push(assignment);
    assignments.set(assignmentKey(subtype, requester.code), assignment);
  };
  const requesters = (subtype: OrderSubtype) =>
    subtype === 'sample' ? sampleRequesters : promoRequesters;
  // The demo requesters go to the first coordinator, so the coordinator account sees their orders.
  sampleRequesters.forEach((r, i) =>
    assign('sample', r, sampleCoordinators[i % sampleCoordinators.length]!, i),
  );
  promoRequesters.forEach((r, i) =>
    assign('promo', r, promoCoordinators[i % promoCoordinators.length]!, i),
  );
  return {
    sampleRequesters,
    promoRequesters,
    wholesaleRequesters: [fromAccount('wholesale-rep'), fromAccount('admin')],
    sampleCoordinators,
    promoCoordinators,
    approver: fromAccount('approver'),
    seniorApprover: fromAccount('senior-approver'),
    assignments,
    assignmentList,
  };
}
