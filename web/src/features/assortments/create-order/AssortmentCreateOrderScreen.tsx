// /product/assortments/assortment/{assortment_id}/create-order (spec 000 §1 "create orders from
// them", §2 child screen create-order; 001 §2 New order dialogs): the user picks the kind of
// order, the New dialog asks for its header (a wholesale customer, the product type…), and the
// assortment's products become the lines of a DRAFT written on the device — offline too; the
// sync takes it to the server. The rules are shared (`orderFromAssortment`); decision 0064.
import {
  orderFromAssortment,
  PRODUCT_TYPES,
  userOrderKinds,
  type OrderKind,
  type ProductType,
} from '@portal/shared';
import type { SessionUser } from '@portal/shared/api/users.ts';
import { useMemo, useState } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ScreenProps } from '../../../app/screen-props.ts';
import { insertDocuments } from '../../../db/actions.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../../ui/toasts/queue.ts';
import { KnownCustomersReady } from '../../orders/dialogs/CustomerField.tsx';
import { OrderFormDialog } from '../../orders/dialogs/OrderFormDialog.tsx';
import { personName } from '../../orders/dialogs/person.ts';
import { orderDetailPath } from '../../orders/dialogs/writes.ts';
import { LOCAL_KEYS, readLocalNow } from '../../session/offline-store.ts';
import { useLocationEntries } from '../../products/locations.ts';
import { useExportData } from '../export/useExportData.ts';
import { useDynamicRows } from '../manage/dynamic/useDynamicRows.ts';
import { AssortmentMissing } from '../manage/AssortmentMissing.tsx';
import { AssortmentTabs } from '../manage/AssortmentTabs.tsx';
import { productIdOf } from '../manage/rows.ts';
import { useAssortmentRows } from '../manage/useAssortmentRows.ts';
import '../manage/manage.css';
import './create-order.css';

const isProductType = (value: unknown): value is ProductType =>
  (PRODUCT_TYPES as readonly unknown[]).includes(value);

export default function AssortmentCreateOrderScreen({ route, params }: ScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = readLocalNow<SessionUser>(LOCAL_KEYS.user);
  const kinds = userOrderKinds(user);
  const [kind, setKind] = useState<OrderKind | null>(kinds[0] ?? null);
  const [open, setOpen] = useState(false);
  const { assortment, loading, catalogue, ready } = useExportData(params.assortment_id);
  // A dynamic assortment's products are what its query finds on the device (decision 0067).
  const entries = useLocationEntries(user?.id ?? 'device');
  const found = useDynamicRows(useAssortmentRows(params.assortment_id, entries), user, entries);
  const dynamic = assortment?.method === 'dynamic';
  // What the catalogue says of each product (its product type decides its line's defaults).
  const products = useMemo(
    () =>
      dynamic
        ? found.rows.map((row) => ({
            style: row.style,
            color: row.color,
            productType: row.productType,
            discountPercent: row.discountPercent,
            gender: catalogue.get(productIdOf(row))?.gender,
            locations: catalogue.get(productIdOf(row))?.locations,
          }))
        : (assortment?.products ?? []).map((item) => {
            const known = catalogue.get(productIdOf(item));
            // Gender and location rows: the line's default size and availability (0073).
            return {
              ...item,
              productType: known?.productType,
              division: known?.division,
              gender: known?.gender,
              locations: known?.locations,
            };
          }),
    [dynamic, found.rows, assortment, catalogue],
  );
  const productsReady = dynamic ? found.dynamic?.loading === false : ready;

  if (!assortment || !user) return <AssortmentMissing route={route} loading={loading} />;

  const count = products.length;
  const productType = isProductType(assortment.productType) ? assortment.productType : undefined;
  return (
    <section className="am-screen co-screen" aria-labelledby="co-title">
      <header className="am-header">
        <h1 id="co-title" className="am-title">
          {assortment.title}
        </h1>
        {assortment.subTitle && <p className="am-subtitle">{assortment.subTitle}</p>}
        <AssortmentTabs assortmentId={assortment.id} current="create-order" />
      </header>
      <div className="co-body">
        {kinds.length === 0 ? (
          <p className="am-note" role="note">
            <FormattedMessage id="labels.assortmentOrder.noOrderKinds" />
          </p>
        ) : (
          <RadioGroup
            className="co-kinds"
            value={kind}
            onChange={(value) => setKind(value as OrderKind)}
          >
            <Label className="co-legend">
              <FormattedMessage id="labels.assortmentOrder.kind" />
            </Label>
            {kinds.map((k) => (
              <Radio key={k} value={k} className="co-radio">
                <FormattedMessage id={`labels.assortmentOrder.kind.${k}`} />
              </Radio>
            ))}
          </RadioGroup>
        )}
        <p className="co-summary" role="status">
          <FormattedMessage id="labels.assortmentOrder.summary" values={{ count }} />
        </p>
        <p className="co-hint">{intl.formatMessage({ id: 'labels.assortmentOrder.hint' })}</p>
        {kind === 'wholesale' && <KnownCustomersReady />}
        <div className="co-actions">
          <Button
            className="btn btn-primary"
            isDisabled={!kind || count === 0 || !productsReady}
            onPress={() => setOpen(true)}
          >
            <FormattedMessage id="buttons.assortmentOrder.create" />
          </Button>
        </div>
      </div>
      {open && kind && (
        <OrderFormDialog
          action="new"
          kind={kind}
          email={user.email}
          initial={productType ? { productType } : {}}
          onClose={() => setOpen(false)}
          onSubmit={async (form, ctx) => {
            const id = crypto.randomUUID();
            const made = orderFromAssortment(
              kind,
              form,
              {
                ...ctx,
                id,
                requesterCode: user.userCode,
                requesterName: personName(user),
                now: new Date().toISOString(),
                region: user.userActiveLocation,
              },
              user,
              products,
              () => crypto.randomUUID(),
            );
            try {
              await insertDocuments('orders', made.order);
            } catch (error) {
              showToast('error', { id: 'msgCodes.orderDialogs.saveFailed' });
              throw error;
            }
            showToast(
              'success',
              { id: 'msgCodes.assortmentOrder.created', values: { count: made.added } },
              { timeout: SUCCESS_TOAST_MS },
            );
            if (made.otherType > 0) {
              showToast('info', {
                id: 'msgCodes.assortmentOrder.otherType',
                values: { count: made.otherType, productType: form.productType ?? '' },
              });
            }
            void navigate(orderDetailPath(kind, { id }));
          }}
        />
      )}
    </section>
  );
}
