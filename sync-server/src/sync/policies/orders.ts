// Orders, coordinator assignments and notifications (spec 001 §3, §4 Lists, §6).
import {
  allowedPromoLineTransitions,
  coordinatorAssignmentSchema,
  duplicateAssignment,
  hasPermission,
  hasWofAccess,
  isOrderDeletable,
  isOrderEditable,
  isSampleCoordinator,
  isSeniorCoordinator,
  lineRuleProblems,
  newLineStatus,
  notificationSchema,
  orderSchema,
  promoAdvancedRights,
  submitErrorText,
  type AssignmentCoverage,
  type EditabilityOrder,
  type OrderKind,
} from '@portal/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  coordinatorAssignmentMapping,
  notificationMapping,
  orderMapping,
  loadDocuments,
  type Doc,
  type Mapping,
} from '../../db/mapping/index.ts';
import { coordinatorAssignments, notifications, orders } from '../../db/schema/index.ts';
import { lockKey } from '../documents.ts';
import {
  assertUnchanged,
  identity,
  refuse,
  type CollectionPolicy,
  type SyncUser,
} from '../policy.ts';

/** The order kinds a user works with: the sampleOrders and promoOrders domains, and the
 * wofaccess flag for wholesale (spec 001 §6). */
export function orderKinds(user: SyncUser): OrderKind[] {
  const kinds: OrderKind[] = [];
  if (hasPermission(user, 'sampleOrders')) kinds.push('sample');
  if (hasPermission(user, 'promoOrders')) kinds.push('promo');
  if (hasWofAccess(user)) kinds.push('wholesale');
  return kinds;
}

/**
 * spec 001 §4 Lists. A requester always sees their own orders. Drafts are their requester's
 * alone (coordinators see only SUBMITTED and IN PROGRESS of the active list; "others also
 * see DRAFT" — their own). Sample orders: coordinators see every submitted order (they may
 * view as another coordinator). Promo orders: an approver or senior approver sees the orders
 * assigned to them by approver or senior approver code; others see all. Wholesale: the
 * wofaccess flag.
 */
export function orderVisible(doc: Doc, user: SyncUser): boolean {
  const kind = doc.type as OrderKind;
  if (!orderKinds(user).includes(kind)) return false;
  if (doc.requesterCode === user.userCode) return true;
  if (doc.status === 'DRAFT') return false;
  if (kind === 'sample') return isSampleCoordinator(user);
  if (kind === 'promo') {
    if (!promoAdvancedRights(user)) return true;
    return doc.approverCode === user.userCode || doc.seniorApproverCode === user.userCode;
  }
  return true;
}

interface Line {
  readonly id: string;
  readonly status?: string;
}

/** spec 001 §4 Order line status: new lines, deletions and promo review moves. */
function checkLines(current: Doc | null, next: Doc, user: SyncUser): void {
  const before = new Map(((current?.lines as Line[] | undefined) ?? []).map((l) => [l.id, l]));
  const fresh = newLineStatus(next as unknown as EditabilityOrder, user);
  for (const line of (next.lines as Line[] | undefined) ?? []) {
    const old = before.get(line.id);
    const status = line.status ?? 'PENDING';
    if (!old) {
      if (status !== fresh && status !== 'PENDING') {
        throw refuse('forbidden', `A new line starts as ${fresh}, not ${status}`);
      }
      continue;
    }
    const from = old.status ?? 'PENDING';
    if (status === from || status === 'Deleted') continue;
    // An undone delete (spec 001 §4 undo of deletes) brings the line back as a new line would start,
    // or to a status the user may give a PENDING line (a reviewer's APPROVED / DENIED, decision 0072).
    if (from === 'Deleted' && (status === fresh || status === 'PENDING')) continue;
    const movedFrom = from === 'Deleted' ? 'PENDING' : from;
    if (!allowedPromoLineTransitions(user, movedFrom).includes(status as never)) {
      throw refuse('forbidden', `A line cannot move from ${from} to ${status}`);
    }
  }
}

/**
 * spec 001 §3, §5 the field rules of the lines a write adds or changes (shared
 * `lineRuleProblems`: sample/promo quantity 1–9 and 'Inventory' only with availability for the
 * size; wholesale dates, discount 0–100, pack codes the order offers). Only changed fields are
 * judged, so stored lines stay editable; Deleted lines are not judged. A refusal is a 422
 * listing 'style/color: message' (decision 0073).
 */
function checkLineFields(current: Doc | null, next: Doc, now: Date): void {
  const before = new Map(((current?.lines as Doc[] | undefined) ?? []).map((l) => [l.id, l]));
  const ctx = {
    kind: next.type as OrderKind,
    today: now.toISOString().slice(0, 10),
    packCodes: next.packCodes as string[] | undefined,
  };
  const errors: string[] = [];
  for (const line of (next.lines as Doc[] | undefined) ?? []) {
    if (line.status === 'Deleted') continue;
    for (const problem of lineRuleProblems(before.get(line.id) as never, line as never, ctx)) {
      errors.push(
        submitErrorText({
          style: String(line.style),
          color: String(line.color),
          message: problem.message,
        }),
      );
    }
  }
  if (errors.length > 0) throw refuse('commandFailed', errors.join('; '));
}

export const ordersPolicy: CollectionPolicy = {
  name: 'orders',
  mapping: orderMapping as unknown as Mapping<Doc>,
  schema: orderSchema as never,
  serverOwned: ['orderNumber', 'submittedDate', 'completedDate', 'approvalHistory'],
  area(user) {
    const kinds = orderKinds(user);
    return kinds.length === 0 ? 'none' : inArray(orders.type, kinds);
  },
  visible: orderVisible,
  project: identity,
  checkWrite(current, next, { user, now }) {
    if (!current) {
      if (!orderKinds(user).includes(next.type as OrderKind)) {
        throw refuse('forbidden', `You cannot create ${String(next.type)} orders`);
      }
      if (next.requesterCode !== user.userCode) {
        throw refuse('forbidden', 'A new order is requested by its creator');
      }
      if (next.status !== 'DRAFT') throw refuse('forbidden', 'A new order starts as DRAFT');
      checkLines(null, next, user);
      checkLineFields(null, next, now);
      return;
    }
    const order = current as unknown as EditabilityOrder;
    if (next._deleted === true) {
      if (current.requesterCode !== user.userCode || !isOrderDeletable(order, order.type)) {
        throw refuse('notEditable', `An order in ${String(current.status)} cannot be deleted`);
      }
      return;
    }
    if (!isOrderEditable(order, user)) {
      throw refuse('notEditable', `The order is ${String(current.status)} and no longer editable`);
    }
    assertUnchanged(
      current,
      next,
      ['type', 'orderType', 'requesterCode'],
      'An order keeps its kind and requester',
    );
    // spec 001 §4 Order actions: status moves are the server's (submit, complete, approve…).
    assertUnchanged(
      current,
      next,
      ['status', 'orderApprovalStatus'],
      'Status changes are made by the order actions',
    );
    checkLines(current, next, user);
    checkLineFields(current, next, now);
  },
  prepareWrite(next, current) {
    // Server-owned: the order number is assigned from its sequence when the order first arrives.
    const doc: Doc = { ...next };
    for (const f of ['orderNumber', 'submittedDate', 'completedDate']) {
      if (current && current[f] !== undefined) doc[f] = current[f];
      else delete doc[f];
    }
    return doc;
  },
};

/** Order lists read the assignments to pick the coordinator (spec 001 §2); senior
 * coordinators manage them (§6). */
const coordinatorAssignmentsMapping = coordinatorAssignmentMapping as unknown as Mapping<Doc>;

const ORDER_AREAS = (user: SyncUser) =>
  hasPermission(user, 'sampleOrders') || hasPermission(user, 'promoOrders');

export const coordinatorAssignmentsPolicy: CollectionPolicy = {
  name: 'coordinatorAssignments',
  mapping: coordinatorAssignmentsMapping,
  schema: coordinatorAssignmentSchema as never,
  serverOwned: [],
  area: (user) => (ORDER_AREAS(user) ? undefined : 'none'),
  visible: (_doc, user) => ORDER_AREAS(user),
  project: identity,
  async checkWrite(_current, next, { user, tx }) {
    if (!isSeniorCoordinator(user)) {
      throw refuse('forbidden', 'Coordinator assignments are managed by senior coordinators');
    }
    if (next._deleted === true) return;
    // Decision 0033: one Active assignment per requester and order type, the rule the screen
    // checks on the device; here it holds for every device and REST client. The requester's
    // lock serializes two writes for one requester, whatever their document ids.
    const requester = String(next.requesterCode ?? '')
      .trim()
      .toUpperCase();
    await lockKey(tx, `coordinatorAssignments:requester:${requester}`);
    const others = await loadDocuments(
      tx,
      coordinatorAssignmentsMapping,
      and(
        sql`upper(trim(${coordinatorAssignments.requesterCode})) = ${requester}`,
        eq(coordinatorAssignments.deleted, false),
        ne(coordinatorAssignments.id, String(next.id)),
      ),
    );
    const duplicate = duplicateAssignment(
      next as unknown as AssignmentCoverage,
      others as unknown as AssignmentCoverage[],
    );
    if (duplicate) {
      throw refuse(
        'conflict',
        `${String(next.requesterCode)} already has an Active assignment for these orders (${duplicate.id})`,
      );
    }
  },
};

/** Notifications are the user's own; the device may only mark them read or unread (§4). */
export const notificationsPolicy: CollectionPolicy = {
  name: 'notifications',
  mapping: notificationMapping as unknown as Mapping<Doc>,
  schema: notificationSchema as never,
  serverOwned: [],
  area: (user) => eq(notifications.userCode, user.userCode),
  visible: (doc, user) => doc.userCode === user.userCode,
  project: identity,
  checkWrite(current, next, { user }) {
    if (!current) throw refuse('forbidden', 'Notifications are created by the server');
    if (current.userCode !== user.userCode) throw refuse('outOfScope', 'Not your notification');
    if (next._deleted === true)
      throw refuse('forbidden', 'Notifications are marked read, not deleted');
    const fixed = Object.keys({ ...current, ...next }).filter(
      (f) => !['state', 'readDate', 'seq', '_deleted'].includes(f),
    );
    assertUnchanged(current, next, fixed, 'Only the read state of a notification changes');
  },
};
