// The logout prompt (issue 5 scope 8). Logging out with pending changes first tries to sync;
// what still did not reach the server is listed exactly, and the user chooses: keep it on this
// device (sent after their next login), discard it, or stay signed in.
//
// Wiring: wrap the app in <LogoutGuardProvider>, and call `confirmLogout()` from
// useLogoutGuard() before logging out; it resolves false when the user stays.
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppDialog } from '../../ui/AppDialog.tsx';
import type { LogoutCheck } from '../../sync/logout.ts';
import { checkBeforeLogout, closeDeviceSync, discardAndClose } from '../../sync/runtime.ts';
import { collectionLabelId } from './format.ts';

type Phase =
  | { kind: 'idle' }
  | { kind: 'syncing' }
  | { kind: 'ask'; check: Extract<LogoutCheck, { ok: false }> };

interface LogoutGuard {
  /** Resolves true when the logout may go ahead (everything sent, kept or discarded). */
  confirmLogout(): Promise<boolean>;
}

const GuardContext = createContext<LogoutGuard | null>(null);

export function useLogoutGuard(): LogoutGuard {
  const guard = use(GuardContext);
  if (!guard) throw new Error('useLogoutGuard() outside <LogoutGuardProvider>');
  return guard;
}

export function LogoutGuardProvider({ children }: { readonly children: ReactNode }) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const answer = useRef<((go: boolean) => void) | undefined>(undefined);

  const confirmLogout = useCallback(async () => {
    setPhase({ kind: 'syncing' });
    const check = await checkBeforeLogout();
    if (check.ok) {
      setPhase({ kind: 'idle' });
      await closeDeviceSync();
      return true;
    }
    setPhase({ kind: 'ask', check });
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  const finish = async (choice: 'keep' | 'discard' | 'stay') => {
    setPhase({ kind: 'idle' });
    if (choice === 'keep') await closeDeviceSync();
    if (choice === 'discard') await discardAndClose();
    answer.current?.(choice !== 'stay');
    answer.current = undefined;
  };

  const value = useMemo(() => ({ confirmLogout }), [confirmLogout]);
  return (
    <GuardContext value={value}>
      {children}
      <LogoutGuardDialog phase={phase} onChoice={(c) => void finish(c)} />
    </GuardContext>
  );
}

function LogoutGuardDialog({
  phase,
  onChoice,
}: {
  readonly phase: Phase;
  readonly onChoice: (c: 'keep' | 'discard' | 'stay') => void;
}) {
  const intl = useIntl();
  if (phase.kind === 'idle') return null;
  if (phase.kind === 'syncing') {
    return (
      <AppDialog
        isOpen
        title={intl.formatMessage({ id: 'common.syncBeforeLogout' })}
        testId="logout-syncing"
      >
        <p role="status">
          <FormattedMessage id="common.syncBeforeLogoutText" />
        </p>
      </AppDialog>
    );
  }
  const { unsynced, reason } = phase.check;
  return (
    <AppDialog
      isOpen
      role="alertdialog"
      tone="warning"
      size="md"
      title={intl.formatMessage({ id: 'common.syncUnsentTitle' }, { count: unsynced.length })}
      testId="logout-unsynced"
    >
      <p>
        <FormattedMessage id={`msgCodes.syncUnsentBecause.${reason}`} />
      </p>
      <ul className="sync-unsent">
        {unsynced.map((change) => (
          <li key={`${change.collection}:${change.id}`}>
            <FormattedMessage id={collectionLabelId(change.collection)} />: {change.label}
            {change.deleted && (
              <>
                {' '}
                (<FormattedMessage id="common.syncDeleted" />)
              </>
            )}
          </li>
        ))}
      </ul>
      <p>
        <FormattedMessage id="common.syncUnsentKeepText" />
      </p>
      <div className="dialog-actions">
        <Button className="btn btn-secondary" onPress={() => onChoice('stay')} autoFocus>
          <FormattedMessage id="buttons.stayLoggedIn" />
        </Button>
        <Button className="btn btn-danger" onPress={() => onChoice('discard')}>
          <FormattedMessage id="buttons.syncDiscardAndLogout" />
        </Button>
        <Button className="btn btn-primary" onPress={() => onChoice('keep')}>
          <FormattedMessage id="buttons.syncKeepAndLogout" />
        </Button>
      </div>
    </AppDialog>
  );
}
