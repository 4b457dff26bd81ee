// The order header dialog (spec 001 §2 "New Sample Order, New Promo Order, New Wholesale
// Order… titles read New, Duplicate or Reactivate according to the action"; Edit too): the
// fields of the kind, validated with the shared `orderFormSchema`, defaults of §9. What saving
// does is the caller's (a device insert, a patch, or a command then a patch of the copy).
import {
  PRODUCT_TYPES,
  type Customer,
  type Order,
  type OrderKind,
  type ProductType,
} from '@portal/shared';
import type { SessionUser } from '@portal/shared/api/users.ts';
import { reviewerProblems } from '@portal/shared/orders/promo-reviewers.ts';
import {
  mergeTerms,
  newOrderDefaults,
  orderFormOf,
  orderFormSchema,
  type OrderFormAction,
  type OrderFormValues,
  type OrderHeaderContext,
} from '@portal/shared/orders/order-form.ts';
import { countryTerms } from '@portal/shared/orders/wholesale-options.ts';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLiveQuery } from '../../../db/hooks.ts';
import {
  DateField,
  FormDialog,
  SelectField,
  TextField,
  useDocumentForm,
} from '../../../ui/forms/index.ts';
import { coordinatorOptions } from '../coordinator.ts';
import { LOCAL_KEYS, readLocalNow } from '../../session/offline-store.ts';
import { useWholesaleOptions } from '../wholesale-options.ts';
import { AddressFields } from './AddressFields.tsx';
import { CustomerField } from './CustomerField.tsx';
import { PromoReviewerFields } from './PromoReviewerFields.tsx';
import { RepNumberField, repGuard, useRepCheck } from './RepNumberField.tsx';

const ACTIVE_ASSIGNMENTS = { selector: { status: 'Active' } } as const;
type TextKey = 'purpose' | 'reason' | 'instructions' | 'po' | 'repNumber' | 'promoCode';

export interface OrderFormDialogProps {
  readonly action: OrderFormAction;
  readonly kind: OrderKind;
  /** The order edited, duplicated or reactivated; none for New. */
  readonly order?: Order | null | undefined;
  /** Values a New dialog starts from besides the defaults (an assortment's product type). */
  readonly initial?: Partial<OrderFormValues> | undefined;
  /** The user's email: the customer details need it (001 §5). */
  readonly email?: string | undefined;
  /** Writes the header; throw to keep the dialog open. */
  readonly onSubmit: (form: OrderFormValues, ctx: OrderHeaderContext) => Promise<void>;
  readonly onClose: () => void;
}

function initialOf(kind: OrderKind, order: Order | null | undefined): OrderFormValues {
  if (order) return orderFormOf(order);
  const today = new Date().toISOString().slice(0, 10);
  return {
    ...orderFormOf({}),
    availabilityDate: newOrderDefaults(kind, today, null).availabilityDate ?? '',
  };
}

export function OrderFormDialog({
  action,
  kind,
  order,
  initial,
  email,
  onSubmit,
  onClose,
}: OrderFormDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `labels.orderDialogs.${id}` });
  const [customer, setCustomer] = useState<Customer | null>(order?.customer ?? null);
  const assignments = useLiveQuery('coordinatorAssignments', ACTIVE_ASSIGNMENTS);
  const coordinators = useMemo(() => coordinatorOptions(assignments.docs), [assignments.docs]);
  const rep = useRepCheck();
  // 001 §5: the terms of the customer's country (the device's copy of the table, decision
  // 0075); without a table yet, what the order stores for the same customer.
  const { termsByCountry: termsTable } = useWholesaleOptions();
  const byCountry =
    countryTerms(termsTable, customer?.address?.country) ??
    (customer && customer.id === order?.customer?.id ? order.termsByCountry : undefined);
  // The promo reviewers' names (the form holds their codes); decision 0065.
  const [reviewerNames, setReviewerNames] = useState({
    approver: order?.approverName,
    seniorApprover: order?.seniorApproverName,
  });
  const requesterCode =
    (action === 'edit' ? order?.requesterCode : undefined) ??
    readLocalNow<SessionUser>(LOCAL_KEYS.user)?.userCode ??
    '';
  const form = useDocumentForm({
    schema: orderFormSchema,
    initial: { ...initialOf(kind, order), ...initial },
    onSubmit: async (values) => {
      if (kind === 'wholesale')
        await repGuard(rep, values.repNumber, customer, {
          repNumber: order?.repNumber,
          customerId: order?.customer?.id,
        });
      if (
        kind === 'promo' &&
        reviewerProblems({
          requesterCode,
          approverCode: values.approver,
          seniorApproverCode: values.seniorApprover,
        }).length > 0
      )
        throw new Error('The promo reviewers are not valid');
      const chosen = assignments.docs.find((a) => a.coordinatorCode === values.coordinator);
      return onSubmit(values, {
        customer,
        coordinatorName: chosen?.coordinatorName,
        approverName: reviewerNames.approver,
        seniorApproverName: reviewerNames.seniorApprover,
        // The chosen order stores the country terms listed (undefined: left as they are).
        termsByCountry: kind === 'wholesale' && customer ? byCountry : undefined,
      });
    },
  });
  const { values } = form;
  const text = (key: TextKey, multiline = false) => (
    <TextField key={key} label={t(key)} multiline={multiline} {...form.field(key)} />
  );
  const terms = mergeTerms(customer?.termsInfo, byCountry);

  return (
    <FormDialog
      title={<FormattedMessage id={`labels.orderDialogs.title.${action}.${kind}`} />}
      isOpen
      onClose={onClose}
      form={form}
      size="lg"
      saveLabel={<FormattedMessage id={`buttons.orderDialogs.save.${action}`} />}
      testId="order-form-dialog"
    >
      {kind === 'wholesale' ? (
        <>
          <CustomerField
            label={t('customer')}
            name={values.customerName ?? ''}
            customer={customer}
            email={email}
            onName={(name) => form.setValue('customerName', name)}
            onCustomer={setCustomer}
          />
          {text('po')}
          <RepNumberField
            label={t('repNumber')}
            {...form.field('repNumber')}
            customer={customer}
            rep={rep}
          />
          <SelectField<string>
            label={t('term')}
            options={terms.map((x) => ({ value: x.code, label: `${x.code} – ${x.description}` }))}
            value={values.additionalTerm || undefined}
            onChange={(v) => form.setValue('additionalTerm', v ?? '')}
            isClearable
          />
          <DateField label={t('availabilityDate')} {...form.field('availabilityDate')} />
          {text('promoCode')}
          {text('instructions', true)}
        </>
      ) : (
        <>
          {text('purpose')}
          {text('reason')}
          <SelectField<ProductType>
            label={t('productType')}
            options={PRODUCT_TYPES.map((p) => ({ value: p, label: t(`productTypes.${p}`) }))}
            value={values.productType || undefined}
            onChange={(v) => form.setValue('productType', v ?? '')}
            isClearable
          />
          {kind === 'sample' && (
            <SelectField<string>
              label={t('coordinator')}
              options={coordinators.map((c) => ({ value: c.code, label: c.label }))}
              value={values.coordinator || undefined}
              onChange={(v) => form.setValue('coordinator', v ?? '')}
              isClearable
            />
          )}
          {kind === 'promo' && (
            <PromoReviewerFields
              requesterCode={requesterCode}
              approver={{ code: values.approver ?? '', name: reviewerNames.approver }}
              seniorApprover={{
                code: values.seniorApprover ?? '',
                name: reviewerNames.seniorApprover,
              }}
              onChange={(field, person) => {
                form.setValue(field, person.code);
                setReviewerNames((names) => ({ ...names, [field]: person.name }));
              }}
            />
          )}
          <DateField label={t('requestedDeliveryDate')} {...form.field('requestedDeliveryDate')} />
          <AddressFields values={values} set={(key, v) => form.setValue(key, v)} />
          {text('instructions', true)}
        </>
      )}
    </FormDialog>
  );
}
