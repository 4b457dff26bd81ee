// spec 001 §8 Session messages: the inactivity warning ('Logging out in N minutes' or seconds,
// 'You are about to be logged out. Please click to stay logged in.') and the terminal state
// error ('There was a login state error. Please reload your page.').
import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppDialog } from '../../ui/AppDialog.tsx';
import { remainingMs } from './machine.ts';
import { useSessionApi } from './SessionProvider.tsx';

export function countdown(ms: number): { id: string; values: { count: number } } {
  return ms >= 60_000
    ? { id: 'msgCodes.loggingOutInMinutes', values: { count: Math.ceil(ms / 60_000) } }
    : { id: 'msgCodes.loggingOutInSeconds', values: { count: Math.ceil(ms / 1000) } };
}

export function SessionDialogs() {
  const intl = useIntl();
  const { actor } = useSessionApi();
  const state = useSelector(actor, (s) => s.value);
  const remaining = useSelector(actor, (s) => remainingMs(s.context));

  if (state === 'error') {
    return (
      <AppDialog
        isOpen
        role="alertdialog"
        tone="danger"
        isKeyboardDismissDisabled
        title={intl.formatMessage({ id: 'msgCodes.sessionStateErrorTitle' })}
        testId="session-error-dialog"
      >
        <p>
          <FormattedMessage id="msgCodes.sessionStateError" />
        </p>
        <div className="dialog-actions">
          <Button className="btn btn-primary" onPress={() => location.reload()} autoFocus>
            <FormattedMessage id="buttons.reload" />
          </Button>
        </div>
      </AppDialog>
    );
  }

  if (state !== 'inactivityWarning') return null;
  const { id, values } = countdown(remaining);
  return (
    <AppDialog
      isOpen
      role="alertdialog"
      tone="warning"
      isKeyboardDismissDisabled
      title={intl.formatMessage({ id }, values)}
      testId="inactivity-warning"
    >
      <p>
        <FormattedMessage id="msgCodes.inactivityWarning" />
      </p>
      <div className="dialog-actions">
        {/* A click is activity anyway (spec 001 §9); a key press on the button may not be. */}
        <Button
          className="btn btn-primary"
          autoFocus
          onPress={() => actor.send({ type: 'userActivity', at: Date.now(), visible: true })}
        >
          <FormattedMessage id="buttons.stayLoggedIn" />
        </Button>
      </div>
    </AppDialog>
  );
}
