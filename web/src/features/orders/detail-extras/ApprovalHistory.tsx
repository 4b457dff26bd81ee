// The promo approval history (spec 001 §2: who approved or denied, when, from which status to
// which; layout not shown). The server records no history, so the steps are derived from the
// order's fields by the shared `approvalHistory`; what the order does not tell reads "Not
// recorded". Shown for promo orders only.
import type { OrderApprovalStatus } from '@portal/shared';
import {
  approvalHistory,
  type ApprovalActor,
  type ApprovalStep,
} from '@portal/shared/orders/approval-history.ts';
import { useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { approvalLabelId, statusLabelId } from '../labels.ts';
import type { OrderExtrasProps } from './OrderComments.tsx';
import './extras.css';

const NOT_RECORDED = 'labels.orderDetail.approvalHistory.notRecorded';

function actorText(intl: IntlShape, by: ApprovalActor | undefined): string {
  if (!by) return intl.formatMessage({ id: NOT_RECORDED });
  return intl.formatMessage(
    { id: 'labels.orderDetail.approvalHistory.actor' },
    {
      name: by.name,
      role: intl.formatMessage({ id: `labels.orderDetail.approvalHistory.role.${by.role}` }),
    },
  );
}

const stageText = (intl: IntlShape, stage: OrderApprovalStatus) =>
  intl.formatMessage({ id: approvalLabelId(stage) });

/** Before its first review stage a submitted order was a draft (the submit command's move). */
function fromText(intl: IntlShape, step: ApprovalStep): string {
  if (step.from) return stageText(intl, step.from);
  if (step.action === 'submitted') return intl.formatMessage({ id: statusLabelId('DRAFT') });
  return intl.formatMessage({ id: NOT_RECORDED });
}

export function ApprovalHistory({ order }: OrderExtrasProps) {
  const intl = useIntl();
  const headingId = useId();
  if (order.type !== 'promo') return null;
  const steps = approvalHistory(order);
  return (
    <section className="ah" aria-labelledby={headingId} data-testid="approval-history">
      <h2 id={headingId} className="ah-title">
        <FormattedMessage id="labels.orderDetail.approvalHistory.title" />
      </h2>
      {steps.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="labels.orderDetail.approvalHistory.none" />
        </p>
      ) : (
        <table className="ah-table">
          <thead>
            <tr>
              {(['step', 'by', 'when', 'from', 'to'] as const).map((column) => (
                <th key={column} scope="col">
                  <FormattedMessage id={`labels.orderDetail.approvalHistory.${column}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {steps.map((step, i) => (
              <tr key={i} data-action={step.action}>
                <th scope="row">
                  <FormattedMessage
                    id={`labels.orderDetail.approvalHistory.action.${step.action}`}
                  />
                  {step.reason !== undefined && (
                    <span className="ah-reason">
                      <FormattedMessage
                        id="labels.orderDetail.approvalHistory.reason"
                        values={{ reason: step.reason }}
                      />
                    </span>
                  )}
                </th>
                <td>{actorText(intl, step.by)}</td>
                <td>
                  {step.at ? (
                    <time dateTime={step.at}>
                      {intl.formatDate(step.at, { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  ) : (
                    intl.formatMessage({ id: NOT_RECORDED })
                  )}
                </td>
                <td>{fromText(intl, step)}</td>
                <td>{stageText(intl, step.to)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
