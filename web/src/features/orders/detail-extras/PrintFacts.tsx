// The print sheet's header facts (spec 001 §3 Order): status and approval stage, who the order
// is for and who handles it, its dates and references, the delivery address. A fact the order
// does not have is left out rather than printed empty.
import type { Order } from '@portal/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { approvalLabelId, statusLabelId } from '../labels.ts';

type Fact = readonly [id: string, value: ReactNode];

const dateTime = (intl: IntlShape, iso: string | undefined) =>
  iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : undefined;

/** A calendar day (YYYY-MM-DD) printed as that day wherever the reader is. */
const day = (intl: IntlShape, iso: string | undefined) =>
  iso ? intl.formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) : undefined;

function addressLines(order: Order): string | undefined {
  const a = order.address;
  if (!a) return undefined;
  const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [a.name, a.line1, a.line2, cityLine, a.country].filter(Boolean);
  return lines.length > 0 ? lines.join('\n') : undefined;
}

function factsOf(intl: IntlShape, order: Order): Fact[] {
  const t = (id: string) => intl.formatMessage({ id });
  const customer = order.customer
    ? intl.formatMessage(
        { id: 'labels.orderDetail.print.customerWithId' },
        { name: order.customer.name, id: order.customer.id },
      )
    : undefined;
  const all: [string, ReactNode | undefined][] = [
    ['status', t(statusLabelId(order.status))],
    [
      'approval',
      order.type === 'promo' && order.orderApprovalStatus
        ? t(approvalLabelId(order.orderApprovalStatus))
        : undefined,
    ],
    ['customer', order.type === 'wholesale' ? customer : undefined],
    ['requester', order.requesterName || order.requesterCode],
    ['coordinator', order.coordinatorName || order.coordinator],
    ['approver', order.approverName || order.approverCode],
    ['seniorApprover', order.seniorApproverName || order.seniorApproverCode],
    ['productType', order.productType],
    ['po', order.po],
    ['account', order.account],
    ['promoCode', order.promoCode],
    ['created', dateTime(intl, order.createdDate)],
    ['submitted', dateTime(intl, order.submittedDate)],
    ['completed', dateTime(intl, order.completedDate)],
    ['requestedDelivery', day(intl, order.requestedDeliveryDate)],
    ['deliveryMethod', order.deliveryMethod],
    ['shippingMethod', order.shippingMethod],
    ['shipTo', addressLines(order)],
    ['phone', order.phone],
  ];
  return all.filter((fact): fact is [string, ReactNode] => fact[1] !== undefined && fact[1] !== '');
}

export function PrintFacts({ order }: { readonly order: Order }) {
  const intl = useIntl();
  return (
    <dl className="op-facts" data-testid="order-print-facts">
      {factsOf(intl, order).map(([id, value]) => (
        <div key={id} className="op-fact" data-fact={id}>
          <dt>
            <FormattedMessage id={`labels.orderDetail.print.fact.${id}`} />
          </dt>
          <dd className={id === 'shipTo' ? 'op-prewrap' : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
