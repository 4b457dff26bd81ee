// The promo approval history as rendered: who, when, from which stage to which (spec 001 §2),
// from sample orders parsed with the shared schema. The derivation itself is table-tested in
// shared/src/orders/approval-history.test.ts.
import '@testing-library/jest-dom/vitest';
import { orderSchema, type Order, type OrderInput } from '@portal/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { sessionUserOf } from '../../notifications/testing.ts';
import { ApprovalHistory } from './ApprovalHistory.tsx';

const TZ = 'America/Los_Angeles';
const user = sessionUserOf('approver');

afterEach(cleanup);

const promo = (extra: Partial<OrderInput> = {}): Order =>
  orderSchema.parse({
    id: 'p1',
    _deleted: false,
    orderNumber: 700,
    type: 'promo',
    orderType: 'SampleOrder',
    orderSubtype: 'promo',
    status: 'SUBMITTED',
    requesterCode: 'R1',
    requesterName: 'Ann Lee',
    approverCode: 'A1',
    approverName: 'Kim Park',
    seniorApproverCode: 'S1',
    seniorApproverName: 'Lu Chen',
    submittedDate: '2026-03-02T17:00:00.000Z',
    ...extra,
  });

function renderHistory(order: Order) {
  return render(
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone={TZ}>
      <ApprovalHistory order={order} user={user} />
    </IntlProvider>,
  );
}

/** Each step's cells: step, by, when, from, to. */
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const localDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TZ,
  }).format(new Date(iso));

describe('[001 §2 approval history] the promo order’s review steps', () => {
  it('[001 §2 approval history] submitted, then approved by the approver: who, when, from and to', () => {
    renderHistory(promo({ orderApprovalStatus: 'REQUIRES SENIOR' }));
    expect(screen.getByRole('heading', { name: 'Approval history' })).toBeInTheDocument();
    expect(rows()).toEqual([
      [
        'Submitted',
        'Ann Lee (Requester)',
        localDate('2026-03-02T17:00:00.000Z'),
        'Draft',
        'Requires approver',
      ],
      [
        'Approved',
        'Kim Park (Approver)',
        'Not recorded',
        'Requires approver',
        'Requires senior approver',
      ],
    ]);
  });

  it('[001 §2 approval history] a denial shows the denier, the date and the reason the deny command kept', () => {
    renderHistory(
      promo({
        status: 'UNAPPROVED ORDER',
        orderApprovalStatus: 'REVIEW COMPLETE',
        comments: [
          { text: 'Over budget', userCode: 'A1', createdDate: '2026-03-03T16:15:00.000Z' },
        ],
      }),
    );
    expect(rows()[1]).toEqual([
      'DeniedReason: Over budget',
      'Kim Park (Approver)',
      localDate('2026-03-03T16:15:00.000Z'),
      'Requires approver',
      'Review complete',
    ]);
  });

  it('[001 §2 approval history] a promo draft says it was not submitted yet', () => {
    renderHistory(promo({ status: 'DRAFT' }));
    expect(screen.getByText('Not submitted for review yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('[001 §2 approval history] sample and wholesale orders have none', () => {
    const { container } = renderHistory(
      promo({ type: 'sample', orderSubtype: 'sample', orderApprovalStatus: 'REQUIRES SENIOR' }),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
