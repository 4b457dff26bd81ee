// The sync status in the app bar (issue 5 scope 7): online or offline, pending changes, and
// the panel with the rest on a press. The button is plain and light (it re-renders with every
// status tick); the panel (react-aria popover, the issues list) loads when first opened.
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSyncStatus } from './useDeviceSync.ts';
import './sync.css';

const SyncPanel = lazy(() => import('./SyncPanel.tsx'));

export function SyncStatus() {
  const intl = useIntl();
  const status = useSyncStatus();
  const [syncing, setSyncing] = useState(false);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const state = status.authRequired
    ? 'signedOut'
    : !status.online
      ? 'offline'
      : status.active || syncing
        ? 'syncing'
        : 'online';
  const label = intl.formatMessage({ id: `common.syncState.${state}` });

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={`btn btn-ghost sync-status sync-${state}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={intl.formatMessage(
          { id: 'common.syncStatusLabel' },
          { state: label, pending: status.pending },
        )}
        onClick={() => {
          setLoaded(true);
          setOpen((was) => !was);
        }}
      >
        <span className="sync-dot" aria-hidden="true" />
        <span className="sync-state-text">{label}</span>
        {status.pending > 0 && <span className="sync-badge">{status.pending}</span>}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SyncPanel
            triggerRef={trigger}
            isOpen={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) trigger.current?.focus();
            }}
            status={status}
            label={label}
            syncing={syncing}
            setSyncing={setSyncing}
          />
        </Suspense>
      )}
    </>
  );
}
