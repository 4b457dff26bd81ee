// The dialogs the dashboard hosts (spec 000 §2): login, request access, request password reset,
// reset password, email confirmed — opened by the public routes or by the user. Loaded on
// demand: a signed-in user never downloads them.
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { takeRememberedPath } from '../../app/return-path.ts';
import type { LoginOutcome } from '../session/SessionProvider.tsx';

export type DashboardDialog =
  | { kind: 'login' }
  | { kind: 'requestAccess'; email?: string }
  | { kind: 'passwordReset' }
  | { kind: 'setPassword'; userId: string; code: string; isNew: boolean }
  | { kind: 'emailConfirmed' }
  | { kind: 'emailInvalid' }
  | { kind: 'loggedOut' }
  | { kind: 'notApproved' };

const LoginDialog = lazy(() =>
  import('../session/dialogs/LoginDialog.tsx').then((m) => ({ default: m.LoginDialog })),
);
const RequestAccessDialog = lazy(() =>
  import('../session/dialogs/RequestAccessDialog.tsx').then((m) => ({
    default: m.RequestAccessDialog,
  })),
);
const PasswordResetRequestDialog = lazy(() =>
  import('../session/dialogs/PasswordResetRequestDialog.tsx').then((m) => ({
    default: m.PasswordResetRequestDialog,
  })),
);
const SetPasswordDialog = lazy(() =>
  import('../session/dialogs/SetPasswordDialog.tsx').then((m) => ({
    default: m.SetPasswordDialog,
  })),
);
const NoticeDialog = lazy(() =>
  import('../session/dialogs/NoticeDialog.tsx').then((m) => ({ default: m.NoticeDialog })),
);

/** The dialog a public route opens (spec 001 §2 public and session routes). */
export function dialogForRoute(
  name: string,
  params: Readonly<Record<string, string | undefined>>,
  signedIn: boolean,
): DashboardDialog | null {
  switch (name) {
    case 'set-password':
      return params.userId && params.code
        ? {
            kind: 'setPassword',
            userId: params.userId,
            code: params.code,
            isNew: params.isNew !== undefined,
          }
        : null;
    case 'confirm-email':
      return params.messages === 'confirmed'
        ? { kind: 'emailConfirmed' }
        : { kind: 'emailInvalid' };
    case 'logged-out':
      return signedIn ? null : { kind: 'loggedOut' };
    case 'not-approved':
      return { kind: 'notApproved' };
    case 'ad-register': {
      const pending = params.pendingUser ?? '';
      return { kind: 'requestAccess', ...(pending.includes('@') ? { email: pending } : {}) };
    }
    default:
      return signedIn ? null : { kind: 'login' };
  }
}

interface Props {
  readonly dialog: DashboardDialog | null;
  readonly onChange: (dialog: DashboardDialog | null) => void;
}

export function DashboardDialogs({ dialog, onChange }: Props) {
  const navigate = useNavigate();
  if (!dialog) return null;
  const close = () => {
    onChange(null);
    // A route that opened the dialog has done its job once it closes.
    if (location.pathname !== '/dashboard') void navigate('/dashboard', { replace: true });
  };
  const open = (next: DashboardDialog) => onChange(next);
  const loggedIn = (outcome: LoginOutcome) => {
    if (outcome === 'ok') {
      onChange(null);
      void navigate(takeRememberedPath() ?? '/dashboard', { replace: true });
    } else if (outcome === 'pending') {
      onChange({ kind: 'notApproved' });
    }
  };

  return (
    <Suspense fallback={null}>
      {dialog.kind === 'login' && (
        <LoginDialog
          isOpen
          onClose={close}
          onDone={loggedIn}
          onRequestAccess={() => open({ kind: 'requestAccess' })}
          onForgotPassword={() => open({ kind: 'passwordReset' })}
        />
      )}
      {dialog.kind === 'requestAccess' && (
        <RequestAccessDialog
          isOpen
          onClose={close}
          {...(dialog.email ? { defaultEmail: dialog.email } : {})}
        />
      )}
      {dialog.kind === 'passwordReset' && <PasswordResetRequestDialog isOpen onClose={close} />}
      {dialog.kind === 'setPassword' && (
        <SetPasswordDialog
          isOpen
          userId={dialog.userId}
          code={dialog.code}
          isNew={dialog.isNew}
          onClose={close}
          onLogin={() => open({ kind: 'login' })}
        />
      )}
      {dialog.kind === 'emailConfirmed' && (
        <NoticeDialog
          isOpen
          testId="email-confirmed-dialog"
          titleId="common.emailConfirmedTitle"
          messageId="msgCodes.emailConfirmed"
          actionId="buttons.close"
          onAction={close}
          onClose={close}
        />
      )}
      {dialog.kind === 'emailInvalid' && (
        <NoticeDialog
          isOpen
          testId="email-invalid-dialog"
          titleId="common.emailInvalidTitle"
          messageId="msgCodes.invalidCode"
          actionId="buttons.requestAccess"
          onAction={() => open({ kind: 'requestAccess' })}
          onClose={close}
        />
      )}
      {dialog.kind === 'loggedOut' && (
        <NoticeDialog
          isOpen
          testId="logged-out-dialog"
          titleId="common.loggedOutTitle"
          messageId="msgCodes.loggedOut"
          actionId="buttons.login"
          onAction={() => open({ kind: 'login' })}
          onClose={close}
        />
      )}
      {dialog.kind === 'notApproved' && (
        <NoticeDialog
          isOpen
          testId="not-approved-dialog"
          titleId="common.notApprovedTitle"
          messageId="msgCodes.accessPending"
          actionId="buttons.close"
          onAction={close}
          onClose={close}
        />
      )}
    </Suspense>
  );
}
