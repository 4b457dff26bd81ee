// The wholesale rep number (spec 001 §3 Order `repNumber`; §7 POST /orders/wof/rep "rep
// validation payload; errors throw the response data"): online, leaving the field (and saving)
// asks the server, whose refusal shows as the field's error in the user's words around the
// server's message; an accepted number names the rep. Offline the number is kept unchecked
// (decision 0063): nothing checks it later.
import type { Customer } from '@portal/shared';
import { checkRepNumber } from '@portal/shared/orders/order-form.ts';
import type { FieldProblem } from '@portal/shared/forms/problems.ts';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FieldError, Input, Text, TextField as AriaTextField } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { FieldHelp, FieldLabel, FieldLocale } from '../../../ui/forms/field-parts.tsx';
import { useOnline } from '../../../ui/useOnline.ts';
import { checkRep, type RepVerdict } from './lookups.ts';

/** A verdict and what it was given for (number and customer), so an edit hides it at once. */
type Judged = RepVerdict & { readonly key: string };

const keyOf = (typed: string | undefined, customer: Pick<Customer, 'id'> | null | undefined) =>
  `${checkRepNumber(typed).value}|${customer?.id ?? ''}`;

export interface RepCheck {
  /** The verdict for this number and customer, if the server gave one. */
  verdictFor(typed: string | undefined, customer: Customer | null): Judged | null;
  /** Asks the server (online, a number typed); null when there is no verdict to act on. */
  check(typed: string | undefined, customer: Customer | null): Promise<Judged | null>;
}

export function useRepCheck(): RepCheck {
  const [verdict, setVerdict] = useState<Judged | null>(null);
  const check = useCallback(async (typed: string | undefined, customer: Customer | null) => {
    const repNumber = checkRepNumber(typed).value;
    if (repNumber === '' || !navigator.onLine) return null;
    const answer = await checkRep(repNumber, customer?.id);
    const judged = answer && { ...answer, key: keyOf(typed, customer) };
    if (judged) setVerdict(judged);
    return judged;
  }, []);
  const verdictFor = useCallback(
    (typed: string | undefined, customer: Customer | null) =>
      verdict && verdict.key === keyOf(typed, customer) ? verdict : null,
    [verdict],
  );
  return { verdictFor, check };
}

export interface RepNumberFieldProps {
  readonly label: ReactNode;
  readonly value: string | undefined;
  readonly onChange: (value: string) => void;
  readonly onBlur: () => void;
  /** The form's own problem (letters and digits only). */
  readonly problem: FieldProblem | undefined;
  readonly customer: Customer | null;
  readonly rep: RepCheck;
}

export function RepNumberField(props: RepNumberFieldProps) {
  const { value, customer, rep, problem } = props;
  const online = useOnline();
  const verdict = rep.verdictFor(value, customer);
  const refusal = problem === undefined && verdict && !verdict.ok ? verdict.message : null;
  // A customer chosen after the number was judged: judge it again for that customer (typing
  // waits for the field to be left).
  const judged = useRef(false);
  const judgedFor = useRef(customer?.id);
  useEffect(() => {
    if (judgedFor.current === customer?.id) return;
    judgedFor.current = customer?.id;
    if (judged.current) void rep.check(value, customer);
  }, [customer, value, rep]);

  const note =
    verdict?.ok === true ? (
      <FormattedMessage id="labels.orderDialogs.repAccepted" values={{ name: verdict.rep.name }} />
    ) : !online && checkRepNumber(value).value !== '' ? (
      <FormattedMessage id="labels.orderDialogs.repOffline" />
    ) : undefined;
  const described = note && <span data-testid="rep-note">{note}</span>;

  return (
    <FieldLocale>
      <AriaTextField
        className="field form-field"
        name="repNumber"
        value={value ?? ''}
        onChange={props.onChange}
        onBlur={() => {
          props.onBlur();
          judged.current = true;
          void rep.check(value, customer);
        }}
        isInvalid={problem !== undefined || refusal !== null}
        validationBehavior="aria"
      >
        <FieldLabel label={props.label} />
        <Input />
        {refusal === null ? (
          <FieldHelp description={described} problem={problem} />
        ) : (
          <>
            {described && (
              <Text slot="description" className="field-hint">
                {described}
              </Text>
            )}
            <FieldError className="field-error">
              <FormattedMessage
                id="msgCodes.orderDialogs.repRefused"
                values={{ message: refusal }}
              />
            </FieldError>
          </>
        )}
      </AriaTextField>
    </FieldLocale>
  );
}

/**
 * The check before saving (001 §7): a wholesale rep number typed or changed, or a new customer
 * for it, is asked about online; a refusal keeps the dialog open (it throws) and shows on the
 * field. A number the order already had is not judged again, nor anything offline.
 */
export async function repGuard(
  rep: RepCheck,
  typed: string | undefined,
  customer: Customer | null,
  saved: { readonly repNumber?: string | undefined; readonly customerId?: string | undefined },
): Promise<void> {
  const unchanged =
    checkRepNumber(typed).value === checkRepNumber(saved.repNumber).value &&
    (customer?.id ?? undefined) === saved.customerId;
  if (unchanged) return;
  const verdict = await rep.check(typed, customer);
  if (verdict && !verdict.ok) throw new Error(verdict.message);
}
