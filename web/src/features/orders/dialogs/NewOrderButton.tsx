// "New order" on the lists where orders are created (spec 001 §2 dialogs New Sample / Promo /
// Wholesale Order, §8 'Click below to create your first order'): the dialog, then a DRAFT
// inserted on the device (offline too) and its detail page — by number, or by id while the
// draft has none.
import type { OrderKind } from '@portal/shared';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { showToast } from '../../../ui/toasts/queue.ts';
import { KnownCustomersReady } from './CustomerField.tsx';
import { OrderFormDialog } from './OrderFormDialog.tsx';
import { personName, type OrderUser } from './person.ts';
import { createOrder, orderDetailPath } from './writes.ts';

export function NewOrderButton({
  kind,
  user,
}: {
  readonly kind: OrderKind;
  readonly user: OrderUser;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      {kind === 'wholesale' && <KnownCustomersReady />}
      <Button className="btn btn-primary" onPress={() => setOpen(true)}>
        <FormattedMessage id={`buttons.orderDialogs.new.${kind}`} />
      </Button>
      {open && (
        <OrderFormDialog
          action="new"
          kind={kind}
          email={user.email}
          onClose={() => setOpen(false)}
          onSubmit={async (form, ctx) => {
            try {
              const id = await createOrder(kind, form, {
                ...ctx,
                id: crypto.randomUUID(),
                requesterCode: user.userCode,
                requesterName: personName(user),
                now: new Date().toISOString(),
                region: user.userActiveLocation,
              });
              void navigate(orderDetailPath(kind, { id }));
            } catch (error) {
              showToast('error', { id: 'msgCodes.orderDialogs.saveFailed' });
              throw error;
            }
          }}
        />
      )}
    </>
  );
}
