// The upload panel (spec 001 §4 "uploader and side panel: hidden, expanded, mini, collapsed";
// §3 upload file item: filename, status, progress): hidden while the queue is empty; expanded
// shows each file with its state, progress, Cancel, Retry after a failure and the duplicate
// warning; collapsed keeps the header with the total; mini is a small badge with the total.
// Next to the downloads panel in the shell's overlay chunk (app/Overlays.tsx).
import { useState, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UploadView } from './upload-store.ts';
import { uploads, type UploadQueueView } from './uploads.ts';
import './uploads.css';

export type PanelState = 'hidden' | 'expanded' | 'mini' | 'collapsed';

/** What the user chose, shown only while there is something to show. */
export function panelStateOf(
  items: readonly UploadView[],
  chosen: Exclude<PanelState, 'hidden'>,
): PanelState {
  return items.length === 0 ? 'hidden' : chosen;
}

/** Bytes stored over bytes queued, every file of the list (spec 001 §3 progress). */
export function totalProgress(items: readonly UploadView[]): { loaded: number; total: number } {
  let loaded = 0;
  let total = 0;
  for (const item of items) {
    if (item.status === 'cancelled') continue;
    total += item.progress.total;
    loaded += item.status === 'success' ? item.progress.total : item.progress.loaded;
  }
  return { loaded, total };
}

const percent = ({ loaded, total }: { loaded: number; total: number }) =>
  total > 0 ? Math.floor((loaded / total) * 100) : 0;

export function UploadsPanel({ store = uploads }: { readonly store?: UploadQueueView }) {
  const intl = useIntl();
  const items = useSyncExternalStore(store.subscribe, store.items, store.items);
  const [chosen, setChosen] = useState<Exclude<PanelState, 'hidden'>>('expanded');
  const state = panelStateOf(items, chosen);
  if (state === 'hidden') return null;
  const total = totalProgress(items);
  const active = items.filter((i) => i.status === 'pending' || i.status === 'started').length;
  const summary = intl.formatMessage(
    { id: 'common.uploads.summary' },
    { active, count: items.length, percent: percent(total) },
  );
  const title = intl.formatMessage({ id: 'common.uploads.title' });

  if (state === 'mini')
    return (
      <Button
        className="uploads-mini"
        data-testid="uploads"
        data-state="mini"
        aria-label={`${title}: ${summary}`}
        onPress={() => setChosen('expanded')}
      >
        <span aria-hidden="true">⇡ {percent(total)}%</span>
      </Button>
    );

  return (
    <section className="uploads" aria-label={title} data-testid="uploads" data-state={state}>
      <header className="uploads-header">
        <h2 className="uploads-title">{title}</h2>
        <span className="uploads-summary">{summary}</span>
        <Button
          className="btn btn-link uploads-toggle"
          aria-expanded={state === 'expanded'}
          onPress={() => setChosen(state === 'expanded' ? 'collapsed' : 'expanded')}
        >
          <FormattedMessage
            id={state === 'expanded' ? 'common.uploads.collapse' : 'common.uploads.expand'}
          />
        </Button>
        <Button className="btn btn-link uploads-toggle" onPress={() => setChosen('mini')}>
          <FormattedMessage id="common.uploads.minimize" />
        </Button>
      </header>
      <progress
        className="uploads-total"
        max={total.total || 1}
        value={total.loaded}
        aria-label={summary}
      />
      {state === 'expanded' && (
        <ul className="uploads-list">
          {items.map((item) => (
            <UploadRow key={item.hashId} item={item} store={store} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UploadRow({
  item,
  store,
}: {
  readonly item: UploadView;
  readonly store: UploadQueueView;
}) {
  const intl = useIntl();
  const status = item.status === 'pending' && item.waiting ? 'waiting' : item.status;
  return (
    <li className="uploads-item" data-status={status}>
      <span className="uploads-name" title={item.filename}>
        {item.displayName}
      </span>
      <span className="uploads-status" role="status">
        <FormattedMessage id={`common.uploads.status.${status}`} />
        {item.status === 'started' && ` ${percent(item.progress)}%`}
      </span>
      {item.status === 'started' && (
        <progress
          className="uploads-progress"
          max={item.progress.total || 1}
          value={item.progress.loaded}
          aria-label={item.displayName}
        />
      )}
      {item.duplicateOf !== null && (
        <span className="uploads-duplicate" role="note">
          <FormattedMessage id="common.uploads.duplicate" values={{ name: item.duplicateOf }} />
        </span>
      )}
      <span className="uploads-buttons">
        {item.status === 'failed' && (
          <Button
            className="btn btn-secondary"
            onPress={() => void store.retry(item.hashId)}
            aria-label={intl.formatMessage(
              { id: 'common.uploads.retryItem' },
              { name: item.displayName },
            )}
          >
            <FormattedMessage id="common.uploads.retry" />
          </Button>
        )}
        {(item.status === 'pending' || item.status === 'started' || item.status === 'failed') && (
          <Button
            className="btn btn-secondary"
            onPress={() => void store.cancel(item.hashId)}
            aria-label={intl.formatMessage(
              { id: 'common.uploads.cancelItem' },
              { name: item.displayName },
            )}
          >
            <FormattedMessage id="buttons.cancel" />
          </Button>
        )}
      </span>
    </li>
  );
}
