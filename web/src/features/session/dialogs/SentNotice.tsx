// The "request sent" state shared by the request dialogs: the message and a Close button.
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';

export function SentNotice({
  messageId,
  onClose,
}: {
  readonly messageId: string;
  readonly onClose: () => void;
}) {
  return (
    <>
      <p role="status">
        <FormattedMessage id={messageId} />
      </p>
      <div className="dialog-actions">
        <Button className="btn btn-primary" onPress={onClose} autoFocus>
          <FormattedMessage id="buttons.close" />
        </Button>
      </div>
    </>
  );
}
