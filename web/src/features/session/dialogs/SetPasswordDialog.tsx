// Reset password / first password (spec 001 §2 /set-password/{userId}/{code}/{isNew?}):
// the emailed link's user id and code, a new password typed twice.
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { api } from '../../../api/client.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { submitForm } from './form-call.ts';

/** Password length rule of the server (shared/src/api/access.ts, our choice: 8 to 200). */
const MIN = 8;
const MAX = 200;

interface Props {
  readonly isOpen: boolean;
  readonly userId: string;
  readonly code: string;
  readonly isNew: boolean;
  readonly onClose: () => void;
  readonly onLogin: () => void;
}

export function SetPasswordDialog({ isOpen, userId, code, isNew, onClose, onLogin }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [first, setFirst] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const ok = await submitForm(() =>
      api.post('/users/set-password', { userId, code, password: first }),
    );
    setBusy(false);
    setDone(ok);
  }

  return (
    <AppDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({
        id: isNew ? 'common.setPasswordTitle' : 'common.resetPasswordTitle',
      })}
      testId="set-password-dialog"
    >
      {done ? (
        <>
          <p role="status">
            <FormattedMessage id="msgCodes.passwordSet" />
          </p>
          <div className="dialog-actions">
            <Button className="btn btn-primary" onPress={onLogin} autoFocus>
              <FormattedMessage id="buttons.login" />
            </Button>
          </div>
        </>
      ) : (
        <Form className="stack" onSubmit={(e) => void submit(e)}>
          <TextInput
            name="password"
            type="password"
            autoComplete="new-password"
            isRequired
            autoFocus
            minLength={MIN}
            maxLength={MAX}
            value={first}
            onChange={setFirst}
            hint={intl.formatMessage({ id: 'inputs.passwordRule' }, { count: MIN })}
            label={intl.formatMessage({ id: 'inputs.newPassword' })}
          />
          <TextInput
            name="confirm"
            type="password"
            autoComplete="new-password"
            isRequired
            validate={(value) =>
              value === first ? null : intl.formatMessage({ id: 'inputs.passwordsDiffer' })
            }
            label={intl.formatMessage({ id: 'inputs.confirmPassword' })}
          />
          <div className="dialog-actions">
            <Button className="btn btn-secondary" onPress={onClose}>
              <FormattedMessage id="buttons.cancel" />
            </Button>
            <Button type="submit" className="btn btn-primary" isDisabled={busy}>
              <FormattedMessage id="buttons.savePassword" />
            </Button>
          </div>
        </Form>
      )}
    </AppDialog>
  );
}
