// The documents this screen queued, while the queue holds them (spec 001 §4): state, progress,
// Cancel. The app's downloads panel shows the same items; here the user need not look away.
import { useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DownloadStore } from '../../downloads/download-store.ts';

export function ExportProgress(props: {
  readonly queue: Pick<DownloadStore, 'cancel' | 'items' | 'subscribe'>;
  readonly hashIds: readonly string[];
}) {
  const intl = useIntl();
  const { queue } = props;
  const all = useSyncExternalStore(queue.subscribe, queue.items, queue.items);
  const items = all.filter((i) => props.hashIds.includes(i.hashId));
  if (items.length === 0) return null;
  return (
    <section
      className="ax-progress"
      aria-label={intl.formatMessage({ id: 'labels.assortmentExport.queued' })}
    >
      <ul>
        {items.map((item) => {
          const active = item.status === 'queued' || item.status === 'processing';
          const { progress } = item;
          return (
            <li key={item.hashId} data-status={item.status}>
              <span className="ax-progress-name">{item.displayName}</span>{' '}
              <span role="status">
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
                  max={progress?.total || 1}
                  value={progress ? progress.done : undefined}
                  aria-label={item.displayName}
                />
              )}
              {active && (
                <Button
                  className="btn btn-secondary"
                  onPress={() => queue.cancel(item.hashId)}
                  aria-label={intl.formatMessage(
                    { id: 'common.downloads.cancelItem' },
                    { name: item.displayName },
                  )}
                >
                  <FormattedMessage id="buttons.cancel" />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
