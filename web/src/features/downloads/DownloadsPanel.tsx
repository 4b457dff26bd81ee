// The download queue on screen (spec 001 §4): each download or export with its state, its
// progress while it is made, and Cancel while it is queued or running. Empty: nothing shows.
import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloads, type DownloadStore } from './download-store.ts';
import './downloads.css';

export function DownloadsPanel({ store = downloads }: { readonly store?: DownloadStore }) {
  const intl = useIntl();
  const items = useSyncExternalStore(store.subscribe, store.items, store.items);
  if (items.length === 0) return null;
  return (
    <section
      className="downloads"
      aria-label={intl.formatMessage({ id: 'common.downloads.title' })}
      data-testid="downloads"
    >
      <h2 className="downloads-title">
        <FormattedMessage id="common.downloads.title" />
      </h2>
      <ul className="downloads-list">
        {items.map((item) => {
          const active = item.status === 'queued' || item.status === 'processing';
          const { progress } = item;
          return (
            <li key={item.hashId} className="downloads-item" data-status={item.status}>
              <span className="downloads-name">{item.displayName}</span>
              <span className="downloads-status" role="status">
                <FormattedMessage id={`common.downloads.status.${item.status}`} />
                {item.status === 'processing' && progress && progress.total > 0 && (
                  <>
                    {' '}
                    <FormattedMessage
                      id="common.downloads.progress"
                      values={{ done: progress.done, total: progress.total }}
                    />
                  </>
                )}
              </span>
              {item.status === 'processing' && (
                <progress
                  className="downloads-progress"
                  max={progress?.total || 1}
                  value={progress ? progress.done : undefined}
                  aria-label={item.displayName}
                />
              )}
              {active && (
                <button
                  type="button"
                  className="btn btn-secondary downloads-cancel"
                  onClick={() => store.cancel(item.hashId)}
                  aria-label={intl.formatMessage(
                    { id: 'common.downloads.cancelItem' },
                    { name: item.displayName },
                  )}
                >
                  <FormattedMessage id="buttons.cancel" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
