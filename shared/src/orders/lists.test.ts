// The order lists (spec 001 §2 "Order list behaviour", §4 Lists) as a table: a handful of
// orders of every kind, status and approval stage, and for each user and list exactly the
// orders shown. The selector is also run through mingo (the engine RxDB queries with), so the
// device's query and the in-memory predicate agree.
import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../permissions/demo-users.ts';
import {
  archivedSince,
  orderInList,
  orderListOfManageType,
  orderListSelector,
  type OrderList,
  type OrderListContext,
} from './lists.ts';

const u = (emailLocal: string) => demoUser(emailLocal).user;
const requester = u('sample-requester');
const coordinator = u('coordinator');
const promoRequester = u('promo-requester');
const approver = u('approver');
const senior = u('senior-approver');
const rep = u('wholesale-rep');

const NOW = new Date('2026-06-15T12:00:00.000Z');
const RECENT = '2026-01-10T09:00:00.000Z';
const OLD = '2025-06-14T12:00:00.000Z'; // a day more than a year before NOW

interface TestOrder {
  id: string;
  type: 'sample' | 'promo' | 'wholesale';
  status: string;
  orderApprovalStatus?: string;
  requesterCode: string;
  approverCode?: string;
  seniorApproverCode?: string;
  coordinator?: string;
  createdDate?: string;
}

const o = (id: string, type: TestOrder['type'], status: string, extra: Partial<TestOrder> = {}) =>
  ({
    id,
    type,
    status,
    requesterCode: requester.userCode,
    createdDate: RECENT,
    ...extra,
  }) as TestOrder;

const ORDERS: TestOrder[] = [
  // sample
  o('s-draft', 'sample', 'DRAFT'),
  o('s-sub', 'sample', 'SUBMITTED', { coordinator: coordinator.userCode }),
  o('s-prog', 'sample', 'IN PROGRESS', { coordinator: 'C-OTHER' }),
  o('s-pend', 'sample', 'PENDING'),
  o('s-done', 'sample', 'COMPLETED', { coordinator: coordinator.userCode }),
  o('s-old', 'sample', 'COMPLETED', { createdDate: OLD }),
  o('s-undated', 'sample', 'CANCELED', { createdDate: undefined }),
  // promo (requested by the promo requester unless said otherwise)
  o('p-draft', 'promo', 'DRAFT', { requesterCode: promoRequester.userCode }),
  o('p-pend', 'promo', 'SUBMITTED', {
    requesterCode: promoRequester.userCode,
    orderApprovalStatus: 'PENDING',
  }),
  o('p-appr', 'promo', 'SUBMITTED', {
    requesterCode: promoRequester.userCode,
    orderApprovalStatus: 'REQUIRES APPROVER',
    approverCode: approver.userCode,
    seniorApproverCode: senior.userCode,
  }),
  o('p-senior', 'promo', 'SUBMITTED', {
    requesterCode: promoRequester.userCode,
    orderApprovalStatus: 'REQUIRES SENIOR',
    approverCode: approver.userCode,
    seniorApproverCode: senior.userCode,
  }),
  o('p-done', 'promo', 'IN PROGRESS', {
    requesterCode: promoRequester.userCode,
    orderApprovalStatus: 'REVIEW COMPLETE',
    approverCode: approver.userCode,
  }),
  o('p-unassigned', 'promo', 'SUBMITTED', {
    requesterCode: promoRequester.userCode,
    orderApprovalStatus: 'REQUIRES APPROVER',
    approverCode: 'A-OTHER',
  }),
  // the approver's own requests: one at an earlier stage, one already at their own stage
  o('p-own-early', 'promo', 'SUBMITTED', {
    requesterCode: approver.userCode,
    orderApprovalStatus: 'PENDING',
  }),
  o('p-own-late', 'promo', 'SUBMITTED', {
    requesterCode: approver.userCode,
    orderApprovalStatus: 'REQUIRES APPROVER',
    approverCode: 'A-OTHER',
  }),
  o('p-arch', 'promo', 'ARCHIVED', { requesterCode: promoRequester.userCode }),
  // wholesale
  o('w-draft', 'wholesale', 'DRAFT', { requesterCode: rep.userCode }),
  o('w-pend', 'wholesale', 'PENDING', { requesterCode: rep.userCode }),
  o('w-sub', 'wholesale', 'SUBMITTED', { requesterCode: rep.userCode }),
  o('w-done', 'wholesale', 'COMPLETED', { requesterCode: rep.userCode }),
  o('w-old', 'wholesale', 'INACTIVE', { requesterCode: rep.userCode, createdDate: OLD }),
];

const shown = (list: OrderList, ctx: OrderListContext) =>
  ORDERS.filter((order) => orderInList(order, list, ctx)).map((order) => order.id);

const ctx = (user: OrderListContext['user'], coordinatorCode?: string): OrderListContext => ({
  user,
  now: NOW,
  coordinator: coordinatorCode,
});

const TABLE: [string, OrderList, OrderListContext, string[]][] = [
  // [001 §4 sample active] others also see DRAFT (and every other active status)
  [
    'sample active, requester',
    'sampleActive',
    ctx(requester),
    ['s-draft', 's-sub', 's-prog', 's-pend'],
  ],
  // [001 §4 sample active] coordinators see only SUBMITTED and IN PROGRESS
  ['sample active, coordinator', 'sampleActive', ctx(coordinator), ['s-sub', 's-prog']],
  // [001 §2 coordinator selector] the selected coordinator's orders only
  [
    'sample active, coordinator selected',
    'sampleActive',
    ctx(coordinator, coordinator.userCode),
    ['s-sub'],
  ],
  ['sample styles', 'sampleStyles', ctx(coordinator), ['s-sub', 's-prog']],
  // [001 §2 archived last year] older or undated orders are left out
  ['sample archived', 'sampleArchived', ctx(requester), ['s-done']],
  // [001 §4 promo review] others see all, by stage
  [
    'promo needs review, requester',
    'promoNeedsReview',
    ctx(promoRequester),
    ['p-draft', 'p-pend', 'p-appr', 'p-senior', 'p-unassigned', 'p-own-early', 'p-own-late'],
  ],
  ['promo reviewed, requester', 'promoReviewed', ctx(promoRequester), ['p-done']],
  // [001 §4 promo review] approver: assigned orders and own requests at earlier stages
  ['promo needs review, approver', 'promoNeedsReview', ctx(approver), ['p-appr', 'p-own-early']],
  // [001 §4 promo review] an approver in reviewed also sees REQUIRES SENIOR
  ['promo reviewed, approver', 'promoReviewed', ctx(approver), ['p-senior', 'p-done']],
  ['promo needs review, senior approver', 'promoNeedsReview', ctx(senior), ['p-appr', 'p-senior']],
  ['promo reviewed, senior approver', 'promoReviewed', ctx(senior), []],
  ['promo archived', 'promoArchived', ctx(promoRequester), ['p-arch']],
  // [001 §4 wholesale lists] draft or active; archived within the last year
  ['wholesale active', 'wholesaleActive', ctx(rep), ['w-draft', 'w-pend', 'w-sub']],
  ['wholesale archived', 'wholesaleArchived', ctx(rep), ['w-done']],
];

describe('[001 §4 Lists] each order list shows exactly its orders', () => {
  it.each(TABLE)('[001 §4 Lists] %s', (_name, list, context, expected) => {
    expect(shown(list, context)).toEqual(expected);
  });

  it.each(TABLE)(
    '[001 §4 Lists] %s: mingo (RxDB’s engine) agrees with the predicate',
    (_n, list, context, expected) => {
      const query = new Query(orderListSelector(list, context) as Record<string, unknown>);
      expect(ORDERS.filter((order) => query.test({ ...order })).map((order) => order.id)).toEqual(
        expected,
      );
    },
  );
});

describe('[001 §2 Order list behaviour] routes and the last year', () => {
  it('[001 §2 route meta] every list manage type names its list, detail views none', () => {
    expect(orderListOfManageType('sampleActiveOrders')).toBe('sampleActive');
    expect(orderListOfManageType('wholesaleDraftOrders')).toBe('wholesaleActive');
    expect(orderListOfManageType('promoDetails')).toBeNull();
    expect(orderListOfManageType(undefined)).toBeNull();
  });

  it('[001 §9 archived last year] the year counts back a calendar year from now', () => {
    expect(archivedSince(NOW)).toBe('2025-06-15T12:00:00.000Z');
    expect(archivedSince(new Date('2024-02-29T00:00:00.000Z'))).toBe('2023-03-01T00:00:00.000Z');
  });
});
