// Notifications (spec 001 §3, §4): what the order users were told about their orders: the
// requester when an order moves on, the coordinator when one arrives, the approvers when one
// waits for them. Recent ones are New (unread), older ones Read.
import type { NotificationInput, OrderInput } from '@portal/shared';
import type { People, Person } from './people.ts';
import type { Clock } from './random.ts';
import { Random } from './random.ts';

const DAY_MS = 86_400_000;

export function buildNotifications(
  orders: readonly OrderInput[],
  people: People,
  clock: Clock,
): NotificationInput[] {
  const rng = new Random('notifications');
  const accounts = new Map<string, Person>();
  for (const p of [
    ...people.sampleRequesters,
    ...people.promoRequesters,
    ...people.wholesaleRequesters,
    ...people.sampleCoordinators,
    ...people.promoCoordinators,
    people.approver,
    people.seniorApprover,
  ])
    if (p.account) accounts.set(p.code, p);
  const out: NotificationInput[] = [];
  const tell = (
    userCode: string | undefined,
    order: OrderInput,
    title: string,
    message: string,
  ) => {
    if (!userCode || !accounts.has(userCode)) return;
    const ageDays = (clock.now.getTime() - Date.parse(order.modifiedDate!)) / DAY_MS;
    const read = ageDays > 10 || rng.chance(0.35);
    out.push({
      id: rng.uuid(),
      _deleted: false,
      userCode,
      notificationType: order.type,
      state: read ? 'Read' : 'New',
      title,
      message,
      orderId: order.id,
      orderNumber: order.orderNumber!,
      createdDate: order.modifiedDate!,
      ...(read ? { readDate: clock.ago(Math.max(0, ageDays - rng.int(0, 2))) } : {}),
    });
  };
  for (const order of orders) {
    if (order.status === 'DRAFT') continue;
    const n = order.orderNumber!;
    const label = `${order.type === 'wholesale' ? 'Wholesale' : order.type === 'promo' ? 'Promo' : 'Sample'} order ${n}`;
    tell(
      order.requesterCode,
      order,
      `${label}: ${order.status}`,
      `${label} is now ${order.status}.`,
    );
    if (order.status === 'SUBMITTED' || order.status === 'IN PROGRESS')
      tell(
        order.coordinator,
        order,
        `${label} submitted`,
        `${order.requesterName ?? order.requesterCode} submitted ${label}.`,
      );
    if (order.orderApprovalStatus === 'REQUIRES APPROVER')
      tell(
        order.approverCode,
        order,
        `${label} needs your approval`,
        `${label} waits for an approver.`,
      );
    if (order.orderApprovalStatus === 'REQUIRES SENIOR')
      tell(
        order.seniorApproverCode,
        order,
        `${label} needs senior approval`,
        `${label} waits for a senior approver.`,
      );
  }
  // Everyone with notifications has something unread: their newest one stays New.
  const newest = new Map<string, NotificationInput>();
  for (const n of out) {
    const seen = newest.get(n.userCode);
    if (!seen || n.createdDate! > seen.createdDate!) newest.set(n.userCode, n);
  }
  for (const n of newest.values()) {
    n.state = 'New';
    delete n.readDate;
  }
  return out;
}
