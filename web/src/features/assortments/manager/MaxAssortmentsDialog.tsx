// spec 000 §2 dialogs: the "max-assortment error" (decision 0068). Shown instead of creating
// or duplicating an assortment when its owner already owns the limit; the server refuses the
// same write (assortments policy), so a device that knew fewer still cannot pass it.
import {
  assortmentLimitReached,
  countsTowardLimit,
  MAX_ASSORTMENTS_PER_USER,
} from '@portal/shared';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { currentDeviceSync } from '../../../sync/runtime.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';

/** Whether the user owns the most assortments the limit allows, counted on the device. */
export async function ownsMaxAssortments(userCode: string): Promise<boolean> {
  const database = await currentDeviceSync()?.database();
  const docs =
    (await database?.collections.assortments?.find({ selector: { idxOwner: userCode } }).exec()) ??
    [];
  return assortmentLimitReached(docs.filter((doc) => countsTowardLimit(doc.toJSON())).length);
}

export function MaxAssortmentsDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <AppDialog
      title={<FormattedMessage id="labels.assortments.maxTitle" />}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      tone="danger"
      testId="max-assortments-dialog"
    >
      <p>
        <FormattedMessage
          id="msgCodes.assortments.maxAssortments"
          values={{ max: MAX_ASSORTMENTS_PER_USER }}
        />
      </p>
      <div className="dialog-actions">
        <Button className="btn btn-primary" onPress={onClose} autoFocus>
          <FormattedMessage id="buttons.close" />
        </Button>
      </div>
    </AppDialog>
  );
}
