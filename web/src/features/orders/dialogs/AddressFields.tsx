// The ship-to address of a sample or promo order (spec 001 §3 address, §7 GET
// /shippers/usps/citystate/{zip} and POST /shippers/ups/confirm): leaving the ZIP online fills
// city and state when they are empty; "Check address" validates it and offers the ZIP's own
// city and state as a suggestion. Offline the fields are plain text.
import type { AddressConfirmation } from '@portal/shared/api/order-lookups.ts';
import type { OrderFormValues } from '@portal/shared/orders/order-form.ts';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from '../../../ui/forms/index.ts';
import { useOnline } from '../../../ui/useOnline.ts';
import { cityStateOf, confirmAddress } from './lookups.ts';

type AddressKey = 'addressName' | 'line1' | 'line2' | 'city' | 'state' | 'zip';
const KEYS: readonly AddressKey[] = ['addressName', 'line1', 'line2', 'zip', 'city', 'state'];

export interface AddressFieldsProps {
  readonly values: OrderFormValues;
  readonly set: (key: AddressKey, value: string) => void;
}

export function AddressFields({ values, set }: AddressFieldsProps) {
  const intl = useIntl();
  const online = useOnline();
  const [check, setCheck] = useState<AddressConfirmation | null>(null);
  const [checking, setChecking] = useState(false);

  const zipLeft = async () => {
    if (!navigator.onLine || (values.city && values.state)) return;
    const found = await cityStateOf(values.zip ?? '');
    if (!found) return;
    if (!values.city) set('city', found.city);
    if (!values.state) set('state', found.state);
  };

  const runCheck = async () => {
    setChecking(true);
    const answer = await confirmAddress({
      ...(values.addressName ? { name: values.addressName } : {}),
      ...(values.line1 ? { line1: values.line1 } : {}),
      ...(values.line2 ? { line2: values.line2 } : {}),
      ...(values.city ? { city: values.city } : {}),
      ...(values.state ? { state: values.state } : {}),
      zip: values.zip ?? '',
    });
    setChecking(false);
    setCheck(answer);
  };

  const suggestion = check?.suggestion;
  return (
    <fieldset className="stack od-address">
      <legend>
        <FormattedMessage id="labels.orderDialogs.address" />
      </legend>
      {KEYS.map((key) => (
        <TextField
          key={key}
          label={intl.formatMessage({ id: `labels.orderDialogs.${key}` })}
          value={values[key] ?? ''}
          onChange={(v) => {
            setCheck(null);
            set(key, v);
          }}
          {...(key === 'zip' ? { onBlur: () => void zipLeft() } : {})}
        />
      ))}
      {online && (
        <div className="row">
          <Button
            className="btn btn-secondary"
            isDisabled={!values.zip || checking}
            onPress={() => void runCheck()}
          >
            <FormattedMessage id="buttons.orderDialogs.checkAddress" />
          </Button>
          {check?.valid && (
            <span role="status">
              <FormattedMessage id="labels.orderDialogs.addressValid" />
            </span>
          )}
          {check && !check.valid && (
            <span role="status">
              {suggestion ? (
                <>
                  <FormattedMessage
                    id="labels.orderDialogs.addressSuggestion"
                    values={{ city: suggestion.city, state: suggestion.state, zip: suggestion.zip }}
                  />{' '}
                  <Button
                    className="btn btn-ghost"
                    onPress={() => {
                      set('city', suggestion.city);
                      set('state', suggestion.state);
                      setCheck(null);
                    }}
                  >
                    <FormattedMessage id="buttons.orderDialogs.useSuggestion" />
                  </Button>
                </>
              ) : (
                <FormattedMessage id="labels.orderDialogs.addressUnknown" />
              )}
            </span>
          )}
        </div>
      )}
    </fieldset>
  );
}
