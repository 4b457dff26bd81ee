// The login dialog of the dashboard (spec 000 §2): email and password, with the ways out for
// people without a password (request access, request a password reset).
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { LanguageSelect } from '../../../i18n/LanguageSelect.tsx';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { useSessionApi, type LoginOutcome } from '../SessionProvider.tsx';

interface Props {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly onDone: (outcome: LoginOutcome) => void;
  readonly onRequestAccess: () => void;
  readonly onForgotPassword: () => void;
}

export function LoginDialog({ isOpen, onClose, onDone, onRequestAccess, onForgotPassword }: Props) {
  const intl = useIntl();
  const session = useSessionApi();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const outcome = await session.login(
        String(data.get('email') ?? '').trim(),
        String(data.get('password') ?? ''),
      );
      onDone(outcome);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AppDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      title={intl.formatMessage({ id: 'common.loginTitle' })}
      testId="login-dialog"
    >
      <p className="muted">
        <FormattedMessage id="common.loginIntro" />
      </p>
      <Form className="stack" onSubmit={(e) => void submit(e)}>
        <TextInput
          name="email"
          type="email"
          autoComplete="username"
          isRequired
          autoFocus
          label={intl.formatMessage({ id: 'inputs.email' })}
        />
        <TextInput
          name="password"
          type="password"
          autoComplete="current-password"
          isRequired
          label={intl.formatMessage({ id: 'inputs.password' })}
        />
        <div className="dialog-actions">
          <Button className="btn btn-secondary" onPress={onClose}>
            <FormattedMessage id="buttons.cancel" />
          </Button>
          <Button type="submit" className="btn btn-primary" isDisabled={busy}>
            <FormattedMessage id={busy ? 'common.loggingIn' : 'buttons.login'} />
          </Button>
        </div>
      </Form>
      <div className="login-links">
        <Button className="btn btn-link" onPress={onForgotPassword}>
          <FormattedMessage id="buttons.forgotPassword" />
        </Button>
        <Button className="btn btn-link" onPress={onRequestAccess}>
          <FormattedMessage id="buttons.requestAccess" />
        </Button>
      </div>
      <p className="field-hint">
        <FormattedMessage id="common.corporatePasswordNotice" />
      </p>
      {/* The app bar is behind the modal: the language can be chosen here too. */}
      <LanguageSelect variant="plain" testId="login-language" />
    </AppDialog>
  );
}
