// The order's header (spec 001 §3 Order): number, kind, status and approval stage, the people
// (requester, customer for wholesale, coordinator, approvers), dates, address; and the fields
// the user edits while the order is editable (§4): purpose, reason, instructions, PO, requested
// delivery date, promo code (§5 rule). An edit is patched onto the device document when the
// field is left (only the changed field); a refused value keeps the field's text and says why.
// Below them, the further §3 facts the order has (reps, terms, availability, currency, warehouse,
// stores, delivery, shipping, origin, region, contact, flags): one compact line each, in as many
// columns as fit, so the header stays short on a 1366 × 1024 tablet and the lines keep the room.
import type { Order } from '@portal/shared';
import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { patchDocuments } from '../../../db/actions.ts';
import { DateField, TextField } from '../../../ui/forms/index.ts';
import { formatText } from '../../../ui/text.ts';
import { approvalLabelId, partyOf, statusLabelId } from '../labels.ts';
import {
  headerEdit,
  headerMoreFacts,
  headerTextFields,
  type HeaderFact,
  type HeaderField,
  type HeaderTextField,
} from './header-fields.ts';

export interface OrderHeaderProps {
  readonly order: Order;
  readonly editable: boolean;
}

const label = (id: string) => <FormattedMessage id={`labels.orderDetail.field.${id}`} />;

function Item({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <div className="od-item" data-field={id}>
      <dt>{label(id)}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const dateOf = (iso: string | undefined) =>
  iso ? <FormattedDate value={iso} dateStyle="medium" /> : undefined;

function addressText(address: Order['address']): string | undefined {
  if (!address) return undefined;
  const cityLine = [address.city, address.state, address.zip].filter(Boolean).join(' ');
  const parts = [address.name, address.line1, address.line2, cityLine, address.country];
  const text = parts.filter(Boolean).join(', ');
  return text === '' ? undefined : text;
}

function factValue(fact: HeaderFact): ReactNode {
  if (fact.kind === 'flag')
    return <FormattedMessage id={`labels.orderDetail.${fact.value ? 'yes' : 'no'}`} />;
  // A calendar day: read in UTC so no time zone moves it to the day before.
  if (fact.kind === 'date')
    return <FormattedDate value={`${fact.day}T00:00:00Z`} dateStyle="medium" timeZone="UTC" />;
  return fact.text;
}

/** spec 001 §3: the further facts, only those with a value; nothing when there are none. */
function MoreFacts({ order }: { readonly order: Order }) {
  const intl = useIntl();
  const facts = headerMoreFacts(order);
  if (facts.length === 0) return null;
  return (
    <dl
      className="od-more"
      aria-label={intl.formatMessage({ id: 'labels.orderDetail.moreFields' })}
      data-testid="order-more-fields"
    >
      {facts.map((fact) => (
        <div
          key={fact.field}
          className="od-more-item"
          data-field={fact.field}
          {...(fact.kind === 'text' ? { title: fact.text } : {})}
        >
          <dt>{label(fact.field)}</dt>
          <dd>{factValue(fact)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One editable text field: a draft while typing, written when left. */
function HeaderText({ order, field }: { readonly order: Order; readonly field: HeaderTextField }) {
  const intl = useIntl();
  const stored = order[field] ?? '';
  // The text typed since the stored value was last read: another device's change (a new
  // stored value) replaces it.
  const [draft, setDraft] = useState<{ readonly base: string; readonly text: string } | null>(null);
  const typed = draft && draft.base === stored ? draft.text : null;
  const [problem, setProblem] = useState<string | null>(null);
  const commit = async () => {
    if (typed === null) return;
    const edit = headerEdit(order, field, typed);
    if (!edit.ok) {
      setProblem(formatText(intl, edit.message));
      return;
    }
    setProblem(null);
    if (edit.changes) await write(order.id, edit.changes, setProblem, intl);
  };
  return (
    <div className="od-edit">
      <TextField
        name={field}
        label={label(field)}
        value={typed ?? stored}
        onChange={(text) => setDraft({ base: stored, text })}
        onBlur={() => void commit()}
        multiline={field === 'instructions'}
      />
      {problem && (
        <p className="od-field-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

async function write(
  id: string,
  changes: Partial<Pick<Order, HeaderField>>,
  setProblem: (text: string | null) => void,
  intl: ReturnType<typeof useIntl>,
) {
  try {
    await patchDocuments('orders', id, { ...changes, modifiedDate: new Date().toISOString() });
  } catch {
    setProblem(intl.formatMessage({ id: 'msgCodes.orderDetail.saveFailed' }));
  }
}

export function OrderHeader({ order, editable }: OrderHeaderProps) {
  const intl = useIntl();
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const kind = order.type;
  const fields = headerTextFields(kind);
  return (
    <div className="od-header-body">
      <dl className="od-facts">
        <Item id="kind">
          <FormattedMessage id={`labels.orderDetail.kind.${kind}`} />
        </Item>
        <Item id="status">
          <FormattedMessage id={statusLabelId(order.status)} />
        </Item>
        {order.orderApprovalStatus && (
          <Item id="approval">
            <FormattedMessage id={approvalLabelId(order.orderApprovalStatus)} />
          </Item>
        )}
        <Item id="requester">{order.requesterName || order.requesterCode}</Item>
        {kind === 'wholesale' && (
          <Item id="customer">
            {order.customer ? (
              `${partyOf(order)} (${order.customer.id})`
            ) : (
              <FormattedMessage id="labels.orderDetail.noCustomer" />
            )}
          </Item>
        )}
        <Item id="coordinator">{order.coordinatorName ?? order.coordinator}</Item>
        <Item id="approver">{order.approverName ?? order.approverCode}</Item>
        <Item id="seniorApprover">{order.seniorApproverName ?? order.seniorApproverCode}</Item>
        <Item id="productType">{order.productType}</Item>
        <Item id="createdDate">{dateOf(order.createdDate)}</Item>
        <Item id="submittedDate">{dateOf(order.submittedDate)}</Item>
        <Item id="completedDate">{dateOf(order.completedDate)}</Item>
        <Item id="address">{addressText(order.address)}</Item>
        {!editable && (
          <>
            {fields.map((field) => (
              <Item key={field} id={field}>
                {order[field]}
              </Item>
            ))}
            <Item id="requestedDeliveryDate">{dateOf(order.requestedDeliveryDate)}</Item>
          </>
        )}
      </dl>
      {editable && (
        <div className="od-edits">
          {fields.map((field) => (
            <HeaderText key={field} order={order} field={field} />
          ))}
          <div className="od-edit">
            <DateField
              name="requestedDeliveryDate"
              label={label('requestedDeliveryDate')}
              value={order.requestedDeliveryDate}
              onChange={(value) => {
                const edit = headerEdit(order, 'requestedDeliveryDate', value);
                if (edit.ok && edit.changes)
                  void write(order.id, edit.changes, setDateProblem, intl);
              }}
            />
            {dateProblem && (
              <p className="od-field-error" role="alert">
                {dateProblem}
              </p>
            )}
          </div>
        </div>
      )}
      <MoreFacts order={order} />
    </div>
  );
}
