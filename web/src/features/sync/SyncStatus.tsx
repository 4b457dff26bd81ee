// The sync status (issue 5 scope 7): online or offline, pending changes, last sync time,
// errors, the catalogue's progress, the space used, and "Sync now". Mount it in the app bar;
// it opens the sync issues list.
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { storageInfo, type StorageInfo } from '../../db/storage.ts';
import { requestSyncNow } from '../../sync/runtime.ts';
import { formatBytes } from './format.ts';
import { SyncIssuesList } from './SyncIssuesList.tsx';
import { useSyncStatus } from './useDeviceSync.ts';
import './sync.css';

export function SyncStatus() {
  const intl = useIntl();
  const status = useSyncStatus();
  const [syncing, setSyncing] = useState(false);
  const [storage, setStorage] = useState<StorageInfo | null>(null);
  useEffect(() => {
    void storageInfo().then(setStorage);
  }, [status.lastSyncAt]);

  const state = status.authRequired
    ? 'signedOut'
    : !status.online
      ? 'offline'
      : status.active || syncing
        ? 'syncing'
        : 'online';
  const label = intl.formatMessage({ id: `common.syncState.${state}` });
  const { catalogue } = status;
  const loading = catalogue.total !== null && !catalogue.done;

  return (
    <DialogTrigger>
      <Button
        className={`btn btn-ghost sync-status sync-${state}`}
        aria-label={intl.formatMessage(
          { id: 'common.syncStatusLabel' },
          { state: label, pending: status.pending },
        )}
      >
        <span className="sync-dot" aria-hidden="true" />
        <span className="sync-state-text">{label}</span>
        {status.pending > 0 && <span className="sync-badge">{status.pending}</span>}
      </Button>
      <Popover className="sync-popover" placement="bottom end">
        <Dialog
          className="sync-panel"
          aria-label={intl.formatMessage({ id: 'common.syncPanelTitle' })}
        >
          <h2 className="sync-panel-title">
            <FormattedMessage id="common.syncPanelTitle" />
          </h2>
          <dl className="sync-facts">
            <dt>
              <FormattedMessage id="common.syncConnection" />
            </dt>
            <dd data-testid="sync-state">{label}</dd>
            <dt>
              <FormattedMessage id="common.syncPending" />
            </dt>
            <dd data-testid="sync-pending">
              <FormattedMessage id="common.syncPendingCount" values={{ count: status.pending }} />
            </dd>
            <dt>
              <FormattedMessage id="common.syncLastSync" />
            </dt>
            <dd data-testid="sync-last">
              {status.lastSyncAt ? (
                <FormattedTime value={status.lastSyncAt} dateStyle="medium" timeStyle="short" />
              ) : (
                <FormattedMessage id="common.syncNever" />
              )}
            </dd>
            {storage?.usage !== null && storage?.usage !== undefined && (
              <>
                <dt>
                  <FormattedMessage id="common.syncStorage" />
                </dt>
                <dd>
                  <FormattedMessage
                    id={
                      storage.persisted ? 'common.syncStoragePersisted' : 'common.syncStorageUsed'
                    }
                    values={{
                      used: formatBytes(storage.usage),
                      quota: formatBytes(storage.quota ?? 0),
                    }}
                  />
                </dd>
              </>
            )}
          </dl>
          {status.authRequired && (
            <p className="sync-note" role="status">
              <FormattedMessage id="msgCodes.syncSignedOut" />
            </p>
          )}
          {loading && (
            <div className="sync-progress">
              <FormattedMessage
                id="common.syncCatalogueProgress"
                values={{ loaded: catalogue.loaded, total: catalogue.total ?? 0 }}
              />
              <progress max={catalogue.total ?? 0} value={catalogue.loaded} />
            </div>
          )}
          {status.errors.length > 0 && (
            <div className="sync-errors">
              <h3>
                <FormattedMessage id="common.syncErrors" />
              </h3>
              <ul>
                {status.errors.map((e) => (
                  <li key={`${e.at}-${e.message}`}>
                    <FormattedTime value={e.at} timeStyle="short" /> {e.message}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <SyncIssuesList />
          <div className="dialog-actions">
            <Button
              className="btn btn-primary"
              isDisabled={syncing || status.authRequired}
              onPress={() => {
                setSyncing(true);
                void requestSyncNow().finally(() => setSyncing(false));
              }}
            >
              <FormattedMessage id={syncing ? 'buttons.syncing' : 'buttons.syncNow'} />
            </Button>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
