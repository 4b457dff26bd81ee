import { describe, expect, it } from 'vitest';
import { demoUser } from '../permissions/demo-users.ts';
import type { PermissionUser } from '../permissions/types.ts';
import {
  ARCHIVABLE_STATUSES,
  availableOrderActions,
  mayArchiveOrder,
  submitBlock,
  userOrderKinds,
  type ActionOrder,
  type OrderAction,
} from './order-actions.ts';

const u = (emailLocal: string) => demoUser(emailLocal).user;
const requester = u('sample-requester');
const coordinator = u('coordinator');
const promoRequester = u('promo-requester');
const approver = u('approver');
const senior = u('senior-approver');
const rep = u('wholesale-rep');

const LINE = [{ status: 'PENDING' }];
const sample = (status: string, extra: Partial<ActionOrder> = {}): ActionOrder => ({
  type: 'sample',
  status,
  requesterCode: requester.userCode,
  lines: LINE,
  ...extra,
});
const promo = (status: string, approval?: string): ActionOrder => ({
  type: 'promo',
  status,
  requesterCode: promoRequester.userCode,
  approverCode: approver.userCode,
  seniorApproverCode: senior.userCode,
  ...(approval ? { orderApprovalStatus: approval } : {}),
  lines: LINE,
});
const wholesale = (status: string, customer?: ActionOrder['customer']): ActionOrder => ({
  type: 'wholesale',
  status,
  requesterCode: rep.userCode,
  customer,
  lines: LINE,
});

describe('availableOrderActions (spec 001 §4 Order actions)', () => {
  it.each<[string, ActionOrder, PermissionUser | null, OrderAction[]]>([
    [
      '[001 §4 actions.submit] the requester’s DRAFT',
      sample('DRAFT'),
      requester,
      ['submit', 'duplicate'],
    ],
    [
      '[001 §4 actions.submit] not someone else’s DRAFT',
      sample('DRAFT', { requesterCode: 'U-OTHER' }),
      requester,
      ['duplicate'],
    ],
    ['[001 §4 actions.submit] not once SUBMITTED', sample('SUBMITTED'), requester, ['duplicate']],
    [
      '[001 §4 actions.markComplete] a coordinator on SUBMITTED',
      sample('SUBMITTED'),
      coordinator,
      ['markComplete', 'duplicate'],
    ],
    [
      '[001 §4 actions.markComplete] a coordinator on IN PROGRESS',
      sample('IN PROGRESS'),
      coordinator,
      ['markComplete', 'duplicate'],
    ],
    [
      '[001 §4 actions.reactivate] a closed order is reactivated, not completed',
      sample('COMPLETED'),
      coordinator,
      ['duplicate', 'reactivate', 'archive'],
    ],
    [
      '[001 §4 actions.approve] the approver at REQUIRES APPROVER',
      promo('SUBMITTED', 'REQUIRES APPROVER'),
      approver,
      ['approve', 'deny', 'duplicate'],
    ],
    [
      '[001 §4 actions.approve] not the approver at REQUIRES SENIOR',
      promo('SUBMITTED', 'REQUIRES SENIOR'),
      approver,
      ['duplicate'],
    ],
    [
      '[001 §4 actions.approve] the senior approver at REQUIRES SENIOR',
      promo('SUBMITTED', 'REQUIRES SENIOR'),
      senior,
      ['approve', 'deny', 'duplicate'],
    ],
    [
      '[001 §4 actions.approve] nobody at REVIEW COMPLETE',
      promo('SUBMITTED', 'REVIEW COMPLETE'),
      senior,
      ['duplicate'],
    ],
    [
      '[001 §4 actions.approve] not on a DRAFT (the requester submits it)',
      promo('DRAFT', 'REQUIRES APPROVER'),
      approver,
      ['duplicate'],
    ],
    [
      '[001 §6 actions.duplicate] the promo requester duplicates and reactivates a denied order',
      promo('UNAPPROVED ORDER', 'REVIEW COMPLETE'),
      promoRequester,
      ['duplicate', 'reactivate', 'archive'],
    ],
    [
      '[001 §6 actions.duplicate] no wofaccess flag, no wholesale duplicate',
      wholesale('SUBMITTED', { id: 'C1', name: 'Shoe Hub' }),
      requester,
      [],
    ],
    ['[001 §4 actions] no user, no action', sample('DRAFT'), null, []],
  ])('%s', (_title, order, user, expected) => {
    expect(availableOrderActions(order, user)).toEqual(expected);
  });
});

describe('mayArchiveOrder (spec 001 §1 archive, decision 0074)', () => {
  it.each<[string, ActionOrder, PermissionUser | null, boolean]>([
    [
      '[001 §1 archive.status] the requester’s COMPLETED order',
      sample('COMPLETED'),
      requester,
      true,
    ],
    ['[001 §1 archive.status] CANCELED', sample('CANCELED'), requester, true],
    ['[001 §1 archive.status] INACTIVE', sample('INACTIVE'), requester, true],
    [
      '[001 §1 archive.status] a denied promo order (UNAPPROVED ORDER)',
      promo('UNAPPROVED ORDER', 'REVIEW COMPLETE'),
      promoRequester,
      true,
    ],
    [
      '[001 §1 archive.status] a wholesale COMPLETED order by its rep',
      wholesale('COMPLETED', { id: 'C1' }),
      rep,
      true,
    ],
    ['[001 §1 archive.status] not a DRAFT', sample('DRAFT'), requester, false],
    ['[001 §1 archive.status] not SUBMITTED', sample('SUBMITTED'), requester, false],
    ['[001 §1 archive.status] not IN PROGRESS', sample('IN PROGRESS'), coordinator, false],
    ['[001 §1 archive.status] not PENDING', wholesale('PENDING', { id: 'C1' }), rep, false],
    ['[001 §1 archive.status] not ARCHIVED again', sample('ARCHIVED'), requester, false],
    [
      '[001 §1 archive.who] a sample coordinator archives any sample order they see',
      sample('COMPLETED', { requesterCode: 'U-OTHER' }),
      coordinator,
      true,
    ],
    [
      '[001 §1 archive.who] not someone else’s order',
      sample('COMPLETED', { requesterCode: 'U-OTHER' }),
      requester,
      false,
    ],
    [
      '[001 §1 archive.who] not the promo approver (not their request)',
      promo('UNAPPROVED ORDER', 'REVIEW COMPLETE'),
      approver,
      false,
    ],
    [
      '[001 §6 archive.who] a requester who lost the kind’s permission',
      sample('COMPLETED', { requesterCode: rep.userCode }),
      rep,
      false,
    ],
    ['[001 §1 archive.who] no user', sample('COMPLETED'), null, false],
  ])('%s', (_title, order, user, expected) => {
    expect(mayArchiveOrder(order, user)).toBe(expected);
  });

  it('[001 §1 archive.status] archivable statuses are closed ones, never ARCHIVED itself', () => {
    expect(ARCHIVABLE_STATUSES).toEqual(['COMPLETED', 'CANCELED', 'UNAPPROVED ORDER', 'INACTIVE']);
  });
});

describe('submitBlock (spec 001 §4, issue 18: a wholesale order needs a customer)', () => {
  it.each<[string, ActionOrder, ReturnType<typeof submitBlock>]>([
    ['[001 §4 submit.customer] wholesale without a customer', wholesale('DRAFT'), 'noCustomer'],
    [
      '[001 §4 submit.customer] wholesale with a customer',
      wholesale('DRAFT', { id: 'C1', name: 'Shoe Hub' }),
      null,
    ],
    ['[001 §4 submit.customer] a sample order needs none', sample('DRAFT'), null],
    [
      '[001 §4 submit.lines] only Deleted lines is no product',
      sample('DRAFT', { lines: [{ status: 'Deleted' }] }),
      'noLines',
    ],
    ['[001 §4 submit.lines] no lines at all', sample('DRAFT', { lines: [] }), 'noLines'],
  ])('%s', (_title, order, expected) => {
    expect(submitBlock(order)).toBe(expected);
  });
});

describe('userOrderKinds (spec 001 §6)', () => {
  it.each<[string, PermissionUser, string[]]>([
    ['[001 §6 kinds] sampleOrders', requester, ['sample']],
    ['[001 §6 kinds] promoOrders', approver, ['promo']],
    ['[001 §6 kinds] the wofaccess flag', rep, ['wholesale']],
  ])('%s', (_title, user, kinds) => {
    expect(userOrderKinds(user)).toEqual(kinds);
  });
});
