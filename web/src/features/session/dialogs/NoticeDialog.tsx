// A message with one way on: email confirmed, link invalid, logged out, access not approved yet.
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppDialog } from '../../../ui/AppDialog.tsx';

interface Props {
  readonly isOpen: boolean;
  readonly titleId: string;
  readonly messageId: string;
  readonly actionId: string;
  readonly onAction: () => void;
  readonly onClose: () => void;
  readonly testId: string;
}

export function NoticeDialog({
  isOpen,
  titleId,
  messageId,
  actionId,
  onAction,
  onClose,
  testId,
}: Props) {
  const intl = useIntl();
  return (
    <AppDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      title={intl.formatMessage({ id: titleId })}
      testId={testId}
    >
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <div className="dialog-actions">
        <Button className="btn btn-secondary" onPress={onClose}>
          <FormattedMessage id="buttons.close" />
        </Button>
        <Button className="btn btn-primary" onPress={onAction} autoFocus>
          <FormattedMessage id={actionId} />
        </Button>
      </div>
    </AppDialog>
  );
}
