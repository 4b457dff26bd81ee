// Request a password reset: the server answers the same whether or not the account exists.
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../../api/client.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { submitForm } from './form-call.ts';
import { SentNotice } from './SentNotice.tsx';

interface Props {
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

export function PasswordResetRequestDialog({ isOpen, onClose }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    const ok = await submitForm(() => api.post('/users/password-reset', { email }));
    setBusy(false);
    setSent(ok);
  }

  return (
    <AppDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      title={intl.formatMessage({ id: 'common.passwordResetTitle' })}
      testId="password-reset-dialog"
    >
      {sent ? (
        <SentNotice messageId="msgCodes.passwordResetRequested" onClose={onClose} />
      ) : (
        <Form className="stack" onSubmit={(e) => void submit(e)}>
          <p className="muted">
            <FormattedMessage id="common.passwordResetIntro" />
          </p>
          <TextInput
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            autoFocus
            label={intl.formatMessage({ id: 'inputs.email' })}
          />
          <p className="field-hint">
            <FormattedMessage id="common.corporatePasswordNotice" />
          </p>
          <div className="dialog-actions">
            <Button className="btn btn-secondary" onPress={onClose}>
              <FormattedMessage id="buttons.cancel" />
            </Button>
            <Button type="submit" className="btn btn-primary" isDisabled={busy}>
              <FormattedMessage id="buttons.sendLink" />
            </Button>
          </div>
        </Form>
      )}
    </AppDialog>
  );
}
