// Edit on the order detail toolbar (spec 001 §2 Edit dialog), only while the order is editable
// (§4): the header dialog filled in; saving patches only the fields that changed.
import type { Order } from '@portal/shared';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { showToast, SUCCESS_TOAST_MS } from '../../../ui/toasts/queue.ts';
import { OrderFormDialog } from './OrderFormDialog.tsx';
import type { OrderUser } from './person.ts';
import { saveOrderEdit } from './writes.ts';

export function EditOrderButton({
  order,
  user,
}: {
  readonly order: Order;
  readonly user: OrderUser;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="btn btn-secondary" onPress={() => setOpen(true)}>
        <FormattedMessage id="buttons.orderDialogs.edit" />
      </Button>
      {open && (
        <OrderFormDialog
          key={order.id}
          action="edit"
          kind={order.type}
          order={order}
          email={user.email}
          onClose={() => setOpen(false)}
          onSubmit={async (form, ctx) => {
            try {
              if (await saveOrderEdit(order, form, ctx))
                showToast(
                  'success',
                  { id: 'msgCodes.orderDialogs.saved' },
                  { timeout: SUCCESS_TOAST_MS },
                );
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
