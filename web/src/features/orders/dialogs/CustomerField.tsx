// The wholesale customer (spec 001 §7 POST /orders/wof/customer/name/autocomplete, §5 details
// only with email, region and id): online a combo box over the REST autocomplete, a choice
// fills the customer and then its details; offline it offers the customers of the wholesale
// orders on the device (decision 0061), and a name typed without a choice is kept until the
// customer is looked up online.
import type { Customer } from '@portal/shared';
import { DEBOUNCE_MS } from '@portal/shared/constants.ts';
import { knownCustomers } from '@portal/shared/orders/known-customers.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { useLiveQuery } from '../../../db/hooks.ts';
import { FieldHelp, FieldLabel, FieldLocale } from '../../../ui/forms/field-parts.tsx';
import { useOnline } from '../../../ui/useOnline.ts';
import { customerDetails, searchCustomers } from './lookups.ts';
import { useWholesaleOptions } from '../wholesale-options.ts';

export interface CustomerFieldProps {
  readonly label: ReactNode;
  readonly name: string;
  readonly customer: Customer | null;
  readonly email: string | undefined;
  readonly onName: (name: string) => void;
  readonly onCustomer: (customer: Customer) => void;
}

const labelOf = (c: Customer) => `${c.name} (${c.id})`;
/** The device's wholesale orders, whose customers the field offers offline. */
export const WHOLESALE_ORDERS = { selector: { type: 'wholesale' } } as const;

/**
 * Starts the read of the device's wholesale orders (and the wholesale tables) before the dialog
 * opens (the lists render it): the first answer of a device read can take seconds after a reload, and reads with the
 * same request are shared, so the field finds them ready.
 */
export function KnownCustomersReady() {
  useLiveQuery('orders', WHOLESALE_ORDERS);
  // The device copy of the terms and pack tables, refreshed while online (decision 0075).
  useWholesaleOptions();
  return null;
}

export function CustomerField({
  label,
  name,
  customer,
  email,
  onName,
  onCustomer,
}: CustomerFieldProps) {
  const online = useOnline();
  const orders = useLiveQuery('orders', WHOLESALE_ORDERS);
  const [found, setFound] = useState<readonly Customer[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onInputChange = (typed: string) => {
    onName(typed);
    clearTimeout(timer.current);
    if (!navigator.onLine || typed.trim() === '') return;
    timer.current = setTimeout(
      () => void searchCustomers(typed).then((list) => list && setFound(list)),
      DEBOUNCE_MS.api,
    );
  };

  // Offline the choices follow the name and the device's orders (which may answer late).
  const items = online ? found : knownCustomers(orders.docs, name);
  const pick = (key: Key | null) => {
    const chosen = items.find((c) => c.id === key);
    if (!chosen) return;
    onName(chosen.name);
    onCustomer(chosen);
    if (navigator.onLine)
      void customerDetails(email, chosen).then((details) => details && onCustomer(details));
  };

  const chosen = customer && customer.name === name.trim() ? customer : null;
  return (
    <FieldLocale>
      <ComboBox<Customer>
        className="field form-field"
        inputValue={name}
        onInputChange={onInputChange}
        items={items}
        onSelectionChange={pick}
        allowsCustomValue
        menuTrigger="input"
      >
        <FieldLabel label={label} />
        <div className="field-group">
          <Input />
        </div>
        <FieldHelp
          description={
            <span data-testid="customer-note">
              {chosen ? (
                <FormattedMessage
                  id="labels.orderDialogs.customerChosen"
                  values={{ name: chosen.name, id: chosen.id }}
                />
              ) : !online ? (
                <FormattedMessage id="labels.orderDialogs.customerOffline" />
              ) : (
                <FormattedMessage id="labels.orderDialogs.customerSearch" />
              )}
            </span>
          }
        />
        <Popover className="field-popover">
          <ListBox<Customer> className="field-listbox">
            {(c) => (
              // The input takes the item's text on a choice: the name, as the note expects.
              <ListBoxItem id={c.id} className="field-option" textValue={c.name}>
                {labelOf(c)}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </FieldLocale>
  );
}
