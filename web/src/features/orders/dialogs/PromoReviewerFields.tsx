// The approver and the senior approver of a promo order (spec 001 §3 approverCode / Name,
// seniorApproverCode / Name; §6 advanced rights; decision 0065): online the user lookup answers
// only the people whose promoOrders role may fill the field; offline the people named so on the
// device's promo orders, or a typed code. The submit checks the roles again on the server.
import {
  knownReviewers,
  reviewerProblems,
  type PromoReviewerField,
  type ReviewerProblemKind,
} from '@portal/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLiveQuery } from '../../../db/hooks.ts';
import { personLabel } from '../../coordinator-assignments/labels.ts';
import { UserComboField, type Person } from '../../coordinator-assignments/UserComboField.tsx';

const PROMO_ORDERS = { selector: { type: 'promo' } } as const;
const NARROW: Readonly<Record<PromoReviewerField, Readonly<Record<string, string>>>> = {
  approver: { promoRole: 'approver' },
  seniorApprover: { promoRole: 'seniorApprover' },
};

export interface PromoReviewerFieldsProps {
  readonly requesterCode: string;
  readonly approver: Person;
  readonly seniorApprover: Person;
  readonly onChange: (field: PromoReviewerField, person: Person) => void;
}

export function PromoReviewerFields(props: PromoReviewerFieldsProps) {
  const intl = useIntl();
  const orders = useLiveQuery('orders', PROMO_ORDERS);
  const people = (field: PromoReviewerField) => async (typed: string) =>
    knownReviewers(orders.docs, field, typed).map((p) => ({
      ...p,
      label: personLabel(p.code, p.name),
    }));
  const problems = reviewerProblems({
    requesterCode: props.requesterCode,
    approverCode: props.approver.code,
    seniorApproverCode: props.seniorApprover.code,
  });
  const problemOf = (field: PromoReviewerField): ReviewerProblemKind | undefined =>
    problems.find((p) => p.field === field)?.problem;

  return (
    <>
      {(['approver', 'seniorApprover'] as const).map((field) => {
        const problem = problemOf(field);
        return (
          <div key={field} className="od-reviewer">
            <UserComboField
              label={intl.formatMessage({ id: `labels.orderDialogs.${field}` })}
              code={props[field].code || undefined}
              name={props[field].name}
              onChange={(person) => props.onChange(field, person)}
              family={`order-${field}`}
              devicePeople={people(field)}
              narrow={NARROW[field]}
            />
            {problem && (
              <p className="field-error" role="alert">
                <FormattedMessage id={`msgCodes.orderDialogs.reviewer.${problem}`} />
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
