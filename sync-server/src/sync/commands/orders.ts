// Order actions only the server decides (spec 001 §4 Order actions, §6 promo approve or deny).
// Which transitions set which statuses is not shown in the spec; ours
// (docs/decisions/0013-sync-commands.md):
//   submit:        DRAFT → SUBMITTED; promo approval → REQUIRES APPROVER (or REQUIRES SENIOR
//                  without an approver, REVIEW COMPLETE without either); the reviewers it
//                  names must hold their roles and not be the requester (decision 0065)
//   mark complete: sample SUBMITTED / IN PROGRESS → COMPLETED (coordinators)
//   approve:       approver REQUIRES APPROVER → REQUIRES SENIOR (when a senior approver is
//                  named) or REVIEW COMPLETE; senior approver → REVIEW COMPLETE
//   deny:          → UNAPPROVED ORDER, approval REVIEW COMPLETE
//   duplicate / reactivate: a new DRAFT for the current user from an existing order.
//   archive:       COMPLETED / CANCELED / UNAPPROVED ORDER / INACTIVE → ARCHIVED, by the
//                  requester or a sample coordinator (shared mayArchiveOrder; decision 0074)
import { randomUUID } from 'node:crypto';
import {
  isSampleCoordinator,
  mayArchiveOrder,
  newLineStatus,
  promoAdvancedRights,
  reviewerProblems,
  reviewerProblemText,
  type PermissionUser,
  submitBlock,
  type ActionOrder,
  type CommandPayload,
  type CommandResult,
  type EditabilityOrder,
  type OrderKind,
  tryStyleColorId,
} from '@portal/shared';
import {
  notificationMapping,
  orderMapping,
  type Doc,
  type Mapping,
} from '../../db/mapping/index.ts';
import { inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { loadOne, saveOne } from '../documents.ts';
import { ordersPolicy, orderKinds } from '../policies/orders.ts';
import { refuse } from '../policy.ts';
import type { CommandContext } from './executor.ts';
import { CommandFailure } from './failure.ts';
import { repError, unavailableLineErrors } from './order-submit-checks.ts';

const orders = orderMapping as unknown as Mapping<Doc>;
const notifications = notificationMapping as unknown as Mapping<Doc>;

interface Line {
  readonly id: string;
  readonly style: string;
  readonly color: string;
  readonly status?: string;
}

async function loadOrder(ctx: CommandContext, id: string): Promise<Doc> {
  const order = await loadOne(ctx.tx, orders, id);
  if (!order || order._deleted === true) throw new CommandFailure(`Order ${id} does not exist`);
  if (!ordersPolicy.visible(order, ctx.user))
    throw refuse('outOfScope', `Order ${id} is not available to you`);
  return order;
}

async function saveOrder(ctx: CommandContext, order: Doc): Promise<void> {
  await saveOne(ctx.tx, orders, { ...order, modifiedDate: ctx.now.toISOString() });
  ctx.hints.add({ collection: 'orders' });
}

type ReviewRole = 'requester' | 'approver' | 'seniorApprover';

/**
 * spec 001 §2 "a promo approval history" (who, when, from which status to which): the step the
 * command makes, appended to the order (server-owned; decision 0062). The name is the one the
 * order gives the role, so the history reads as the order's header does.
 */
function withStep(
  order: Doc,
  ctx: CommandContext,
  step: {
    action: 'submitted' | 'approved' | 'denied';
    role: ReviewRole;
    to: string;
    reason?: string;
  },
): Doc {
  const names: Record<ReviewRole, unknown> = {
    requester: order.requesterName,
    approver: order.approverName,
    seniorApprover: order.seniorApproverName,
  };
  const name = names[step.role];
  const from = order.orderApprovalStatus;
  const recorded = {
    action: step.action,
    role: step.role,
    userCode: ctx.user.userCode,
    ...(typeof name === 'string' && name !== '' ? { userName: name } : {}),
    at: ctx.now.toISOString(),
    ...(step.action !== 'submitted' && typeof from === 'string' ? { from } : {}),
    to: step.to,
    ...(step.reason ? { reason: step.reason } : {}),
  };
  return {
    ...order,
    approvalHistory: [...((order.approvalHistory as Doc[] | undefined) ?? []), recorded],
  };
}

/** spec 001 §3 Notification: tells a user about an order. A new id on every call: a command
 * that ran twice would show up twice (the exactly-once tests count them). */
async function notify(
  ctx: CommandContext,
  userCode: unknown,
  order: Doc,
  title: string,
): Promise<void> {
  if (typeof userCode !== 'string' || userCode === '') return;
  await saveOne(ctx.tx, notifications, {
    id: randomUUID(),
    userCode,
    notificationType: order.type,
    state: 'New',
    title,
    orderId: order.id,
    ...(typeof order.orderNumber === 'number' ? { orderNumber: order.orderNumber } : {}),
    createdDate: ctx.now.toISOString(),
    _deleted: false,
  });
  ctx.hints.add({ collection: 'notifications', userCodes: [userCode] });
}

/**
 * The active users of the reviewer codes a promo order names (upper-cased codes → user): only
 * the server knows every user, so the submit checks the requester's picks (decision 0065).
 */
async function reviewers(ctx: CommandContext, order: Doc): Promise<Map<string, PermissionUser>> {
  const codes = [order.approverCode, order.seniorApproverCode]
    .filter((c): c is string => typeof c === 'string' && c.trim() !== '')
    .map((c) => c.trim().toUpperCase());
  if (codes.length === 0) return new Map();
  const rows = await ctx.tx
    .select({ userCode: users.userCode, permissions: users.permissions, status: users.status })
    .from(users)
    .where(inArray(sql`upper(${users.userCode})`, codes));
  return new Map(
    rows
      .filter((row) => row.status === 'active')
      .map((row) => [row.userCode.toUpperCase(), { ...row, userTBEs: [] }]),
  );
}

const liveLines = (order: Doc): Line[] =>
  ((order.lines as Line[] | undefined) ?? []).filter((l) => l.status !== 'Deleted');

export async function submitOrder(
  { orderId }: CommandPayload<'order.submit'>,
  ctx: CommandContext,
): Promise<CommandResult> {
  const order = await loadOrder(ctx, orderId);
  if (order.requesterCode !== ctx.user.userCode) {
    throw new CommandFailure('Only the requester submits an order');
  }
  if (order.status !== 'DRAFT')
    throw new CommandFailure(`The order is already ${String(order.status)}`);
  // Issue 18: a wholesale order leaves draft only with a customer (the same shared rule
  // blocks the device's Submit button).
  if (submitBlock(order as unknown as ActionOrder) === 'noCustomer')
    throw new CommandFailure('A wholesale order cannot leave draft without a customer');
  const lines = liveLines(order);
  if (lines.length === 0) throw new CommandFailure('The order has no products');
  // spec 001 §5: unavailable items are rejected on submit, listed as 'style/color: message'.
  const unavailable = new Set((order.unavailableSkus as string[] | undefined) ?? []);
  const errors = lines
    .filter(
      (l) =>
        unavailable.has(tryStyleColorId(l.style, l.color) ?? '') ||
        unavailable.has(`${l.style}/${l.color}`),
    )
    .map((l) => `${l.style}/${l.color}: This product is not available`);
  // Decision 0073: and the Inventory lines the server's catalogue has no availability for.
  errors.push(...(await unavailableLineErrors(ctx, order, lines)));
  if (errors.length > 0) throw new CommandFailure('Order Rejected', errors);
  // Decision 0063: the rep numbers, as POST /orders/wof/rep judges them (offline orders too).
  const rep = await repError(ctx, order);
  if (rep) throw new CommandFailure('Order Rejected', [rep]);
  if (order.type === 'promo') {
    const people = await reviewers(ctx, order);
    const problems = reviewerProblems(
      {
        requesterCode: String(order.requesterCode),
        approverCode: order.approverCode as string | undefined,
        seniorApproverCode: order.seniorApproverCode as string | undefined,
      },
      (code) => people.get(code.trim().toUpperCase()) ?? null,
    );
    if (problems.length > 0) {
      throw new CommandFailure('Order Rejected', problems.map(reviewerProblemText));
    }
  }

  let next: Doc = { ...order, status: 'SUBMITTED', submittedDate: ctx.now.toISOString() };
  if (order.type === 'promo') {
    const first = order.approverCode
      ? 'REQUIRES APPROVER'
      : order.seniorApproverCode
        ? 'REQUIRES SENIOR'
        : 'REVIEW COMPLETE';
    next = withStep(next, ctx, { action: 'submitted', role: 'requester', to: first });
    next.orderApprovalStatus = first;
  }
  await saveOrder(ctx, next);
  const reviewer =
    order.type === 'sample'
      ? order.coordinator
      : order.type === 'promo'
        ? (order.approverCode ?? order.seniorApproverCode)
        : undefined;
  await notify(ctx, reviewer, next, 'Order submitted');
  return { ok: true, ids: [orderId] };
}

export async function completeOrder(
  { orderId }: CommandPayload<'order.markComplete'>,
  ctx: CommandContext,
): Promise<CommandResult> {
  const order = await loadOrder(ctx, orderId);
  if (order.type !== 'sample' || !isSampleCoordinator(ctx.user)) {
    throw new CommandFailure('Only sample coordinators mark sample orders complete');
  }
  if (order.status !== 'SUBMITTED' && order.status !== 'IN PROGRESS') {
    throw new CommandFailure(`An order in ${String(order.status)} cannot be completed`);
  }
  const next = { ...order, status: 'COMPLETED', completedDate: ctx.now.toISOString() };
  await saveOrder(ctx, next);
  await notify(ctx, order.requesterCode, next, 'Order completed');
  return { ok: true, ids: [orderId] };
}

/** The reviewer's stage on a promo order, or a failure (spec 001 §4 editability rule). */
function reviewStage(order: Doc, ctx: CommandContext): 'approver' | 'senior' {
  if (order.type !== 'promo') throw new CommandFailure('Only promo orders are reviewed');
  const right = promoAdvancedRights(ctx.user);
  const code = ctx.user.userCode;
  const stage = order.orderApprovalStatus;
  if (
    right === 'seniorApprover' &&
    (order.seniorApproverCode === code || order.approverCode === code) &&
    (stage === 'REQUIRES APPROVER' || stage === 'REQUIRES SENIOR')
  ) {
    return 'senior';
  }
  if (right === 'approver' && order.approverCode === code && stage === 'REQUIRES APPROVER') {
    return 'approver';
  }
  throw new CommandFailure('This order is not waiting for your review');
}

export async function approveOrder(
  { orderId }: CommandPayload<'order.approve'>,
  ctx: CommandContext,
): Promise<CommandResult> {
  const order = await loadOrder(ctx, orderId);
  const stage = reviewStage(order, ctx);
  const approval =
    stage === 'approver' && order.seniorApproverCode ? 'REQUIRES SENIOR' : 'REVIEW COMPLETE';
  const role = stage === 'senior' ? 'seniorApprover' : 'approver';
  const next = {
    ...withStep(order, ctx, { action: 'approved', role, to: approval }),
    orderApprovalStatus: approval,
  };
  await saveOrder(ctx, next);
  await notify(
    ctx,
    approval === 'REQUIRES SENIOR' ? order.seniorApproverCode : order.requesterCode,
    next,
    'Order approved',
  );
  return { ok: true, ids: [orderId] };
}

export async function denyOrder(
  { orderId, reason }: CommandPayload<'order.deny'>,
  ctx: CommandContext,
): Promise<CommandResult> {
  const order = await loadOrder(ctx, orderId);
  const stage = reviewStage(order, ctx);
  const comments = [...((order.comments as Doc[] | undefined) ?? [])];
  if (reason) {
    comments.push({
      id: randomUUID(),
      text: reason,
      userCode: ctx.user.userCode,
      createdDate: ctx.now.toISOString(),
    });
  }
  const role = stage === 'senior' ? 'seniorApprover' : 'approver';
  const next = {
    ...withStep(order, ctx, {
      action: 'denied',
      role,
      to: 'REVIEW COMPLETE',
      ...(reason ? { reason } : {}),
    }),
    status: 'UNAPPROVED ORDER',
    orderApprovalStatus: 'REVIEW COMPLETE',
    comments,
  };
  await saveOrder(ctx, next);
  await notify(ctx, order.requesterCode, next, 'Order denied');
  return { ok: true, ids: [orderId] };
}

const CLOSED: readonly string[] = [
  'COMPLETED',
  'ARCHIVED',
  'INACTIVE',
  'CANCELED',
  'UNAPPROVED ORDER',
];

async function copyOrder(orderId: string, newOrderId: string, ctx: CommandContext): Promise<Doc> {
  const source = await loadOrder(ctx, orderId);
  if (!orderKinds(ctx.user).includes(source.type as OrderKind)) {
    throw new CommandFailure(`You cannot create ${String(source.type)} orders`);
  }
  if (await loadOne(ctx.tx, orders, newOrderId))
    throw new CommandFailure(`Order ${newOrderId} already exists`);
  const {
    orderNumber: _n,
    orderApprovalStatus: _a,
    submittedDate: _s,
    completedDate: _c,
    approvalHistory: _h,
    seq: _seq,
    ...fields
  } = source;
  const copy: Doc = {
    ...fields,
    id: newOrderId,
    status: 'DRAFT',
    requesterCode: ctx.user.userCode,
    requesterName: [ctx.user.name, ctx.user.lastName].filter(Boolean).join(' '),
    createdDate: ctx.now.toISOString(),
    comments: [],
    _deleted: false,
  };
  const lineStatus = newLineStatus(copy as unknown as EditabilityOrder, ctx.user);
  copy.lines = liveLines(source).map((line, i) => ({
    ...line,
    id: `${newOrderId}-${i + 1}`,
    status: lineStatus,
  }));
  await saveOrder(ctx, copy);
  return copy;
}

export async function duplicateOrder(
  { orderId, newOrderId }: CommandPayload<'order.duplicate'>,
  ctx: CommandContext,
): Promise<CommandResult> {
  await copyOrder(orderId, newOrderId, ctx);
  return { ok: true, ids: [newOrderId] };
}

/**
 * spec 001 §1 "archive … orders" (decision 0074): the shared rule the toolbar offers Archive
 * by decides here too, after the same visibility check as every order command (loadOrder).
 */
export async function archiveOrder(
  { orderId }: CommandPayload<'order.archive'>,
  ctx: CommandContext,
): Promise<CommandResult> {
  const order = await loadOrder(ctx, orderId);
  if (!mayArchiveOrder(order as unknown as ActionOrder, ctx.user)) {
    throw new CommandFailure(`An order in ${String(order.status)} cannot be archived by you`);
  }
  await saveOrder(ctx, { ...order, status: 'ARCHIVED' });
  return { ok: true, ids: [orderId] };
}

export async function reactivateOrder(
  { orderId, newOrderId }: CommandPayload<'order.reactivate'>,
  ctx: CommandContext,
): Promise<CommandResult> {
  const source = await loadOrder(ctx, orderId);
  if (!CLOSED.includes(String(source.status))) {
    throw new CommandFailure(`An order in ${String(source.status)} is still active`);
  }
  await copyOrder(orderId, newOrderId, ctx);
  return { ok: true, ids: [newOrderId] };
}
