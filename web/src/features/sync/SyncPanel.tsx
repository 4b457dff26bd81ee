// The sync panel (issue 5 scope 7): connection, pending changes, last sync, space used, the
// catalogue's progress, errors, the issues list and "Sync now". Its own chunk (react-aria's
// popover and dialog), loaded when the user first opens it from the app bar's status button.
import { useEffect, useState, type RefObject } from 'react';
import { Button, Dialog, Popover } from 'react-aria-components';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { storageInfo, type StorageInfo } from '../../db/storage.ts';
import { requestSyncNow } from '../../sync/runtime.ts';
import type { SyncStatus } from '../../sync/status.ts';
import { formatBytes } from './format.ts';
import { SyncIssuesList } from './SyncIssuesList.tsx';

interface Props {
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  readonly isOpen: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly status: SyncStatus;
  readonly label: string;
  readonly syncing: boolean;
  readonly setSyncing: (syncing: boolean) => void;
}

export default function SyncPanel(props: Props) {
  const { status, label, syncing, setSyncing } = props;
  const intl = useIntl();
  const [storage, setStorage] = useState<StorageInfo | null>(null);
  useEffect(() => {
    void storageInfo().then(setStorage);
  }, [status.lastSyncAt]);
  const { catalogue } = status;
  const loading = catalogue.total !== null && !catalogue.done;
  return (
    <Popover
      className="sync-popover"
      placement="bottom end"
      triggerRef={props.triggerRef}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
    >
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
                  id={storage.persisted ? 'common.syncStoragePersisted' : 'common.syncStorageUsed'}
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
  );
}
