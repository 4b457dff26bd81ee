// Request access (spec 001 §1, §8): name, email and reason; on success the message to check
// email for a verification link, after which an administrator reviews the request.
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
  readonly defaultEmail?: string;
}

export function RequestAccessDialog({ isOpen, onClose, defaultEmail }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget));
    setBusy(true);
    const ok = await submitForm(() =>
      api.post('/users/access-request', {
        email: String(data.email ?? '').trim(),
        name: String(data.name ?? '').trim(),
        lastName: String(data.lastName ?? '').trim(),
        reason: String(data.reason ?? '').trim(),
      }),
    );
    setBusy(false);
    setSent(ok);
  }

  return (
    <AppDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      size="md"
      title={intl.formatMessage({ id: 'common.requestAccessTitle' })}
      testId="request-access-dialog"
    >
      {sent ? (
        <SentNotice messageId="msgCodes.accessRequested" onClose={onClose} />
      ) : (
        <Form className="stack" onSubmit={(e) => void submit(e)}>
          <div className="form-grid">
            <TextInput
              name="name"
              autoComplete="given-name"
              isRequired
              maxLength={100}
              autoFocus
              label={intl.formatMessage({ id: 'inputs.firstName' })}
            />
            <TextInput
              name="lastName"
              autoComplete="family-name"
              isRequired
              maxLength={100}
              label={intl.formatMessage({ id: 'inputs.lastName' })}
            />
          </div>
          <TextInput
            name="email"
            type="email"
            autoComplete="email"
            isRequired
            {...(defaultEmail ? { defaultValue: defaultEmail } : {})}
            label={intl.formatMessage({ id: 'inputs.email' })}
          />
          <TextInput
            name="reason"
            multiline
            isRequired
            maxLength={2000}
            label={intl.formatMessage({ id: 'inputs.accessReason' })}
          />
          <div className="dialog-actions">
            <Button className="btn btn-secondary" onPress={onClose}>
              <FormattedMessage id="buttons.cancel" />
            </Button>
            <Button type="submit" className="btn btn-primary" isDisabled={busy}>
              <FormattedMessage id="buttons.sendRequest" />
            </Button>
          </div>
        </Form>
      )}
    </AppDialog>
  );
}
