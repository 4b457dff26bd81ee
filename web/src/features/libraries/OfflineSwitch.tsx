// "Available offline" for one library view (issue 16 scope 9; decision 0047): a switch,
// remembered per user and library on this device, that keeps the previews and thumbnails of
// the view's items (what a viewer sees: Published, within their rights dates) in the service
// worker's caches, with a progress bar, the space they take and the device's quota. While on,
// items the sync brings in are fetched too: here while the list is open, and by
// `KeepOffline` (mounted with the sync layer: LibraryFilesKeeper.tsx) the rest of the time;
// both go through the same keeper (offline-keeper.ts). Switching off removes those files.
import type { LibraryItemType, LibraryViewToggles } from '@portal/shared';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Label, ProgressBar, Switch } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLiveQuery } from '../../db/hooks.ts';
import { storageInfo, type StorageInfo } from '../../db/storage.ts';
import {
  browserCaches,
  offlineFilesOf,
  offlineKey,
  readOffline,
  writeOffline,
  type CacheStore,
  type PrefetchProgress,
} from './offline-cache.ts';
import { keeperFor, NO_PROGRESS, type OfflineKeeper } from './offline-keeper.ts';
import { libraryViewSelector } from './selector.ts';
import './offline.css';

const ALL_FILES: LibraryViewToggles = {
  includeWorkingFiles: true,
  showWorkingFilesOnly: false,
  showNewStylesOnly: false,
};
const NOTHING = { selector: { id: '' } };
const noSubscribe = () => () => undefined;
const noProgress = () => NO_PROGRESS;

/** The switch's state per user and library (localStorage), followed across renders. */
function useRemembered(key: string): readonly [boolean, (on: boolean) => void] {
  const [state, setState] = useState(() => ({ key, on: readOffline(key) }));
  const on = state.key === key ? state.on : readOffline(key);
  const set = (next: boolean) => {
    writeOffline(key, next);
    setState({ key, on: next });
  };
  return [on, set] as const;
}

/**
 * Keeps the view's files while `keeper` is given: the viewer's items, live; each change hands
 * the keeper the files (it fetches only the new). Answers the files and the keeper's progress.
 */
function useKeeping(type: LibraryItemType, today: string, keeper: OfflineKeeper | undefined) {
  const query = useMemo(
    () => ({
      selector: libraryViewSelector({ type, filter: {}, toggles: ALL_FILES, today, seenIds: [] }),
    }),
    [type, today],
  );
  const { docs, loading } = useLiveQuery('libraryItems', keeper ? query : NOTHING);
  const files = useMemo(() => docs.flatMap((d) => offlineFilesOf(d)), [docs]);
  useEffect(() => {
    // Not while the query loads: an empty answer then is not an empty library.
    if (keeper && !loading) void keeper.keep(files);
  }, [keeper, files, loading]);
  const progress = useSyncExternalStore(
    keeper?.subscribe ?? noSubscribe,
    keeper?.get ?? noProgress,
  );
  return { files, progress };
}

/** The background half: keeps a view switched on offline while its list is not open. */
export function KeepOffline(props: {
  readonly type: LibraryItemType;
  readonly userId: string;
  readonly today: string;
  readonly caches: CacheStore;
}) {
  useKeeping(
    props.type,
    props.today,
    keeperFor(props.caches, offlineKey(props.userId, props.type)),
  );
  return null;
}

export function OfflineSwitch(props: {
  readonly type: LibraryItemType;
  readonly userId: string;
  readonly today: string;
  /** The caches to fill (tests); the browser's CacheStorage by default. */
  readonly caches?: CacheStore;
}) {
  const { type, userId, today } = props;
  const intl = useIntl();
  const store = props.caches ?? browserCaches();
  const key = offlineKey(userId, type);
  const [on, setOn] = useRemembered(key);
  const keeper = store && on ? keeperFor(store, key) : undefined;
  const { files, progress } = useKeeping(type, today, keeper);
  const [storage, setStorage] = useState<StorageInfo | null>(null);
  const settled = on && progress.total > 0 && progress.done === progress.total;
  useEffect(() => {
    if (settled) void storageInfo().then(setStorage);
  }, [settled]);

  const toggle = (next: boolean) => {
    setOn(next);
    if (next || !store) return;
    void keeperFor(store, key)
      .drop(files)
      .then(async () => setStorage(await storageInfo()));
  };

  return (
    <div className="lib-offline" data-testid="library-offline">
      <Switch className="lib-switch" isSelected={on} isDisabled={!store} onChange={toggle}>
        <span className="lib-switch-track" aria-hidden />
        <FormattedMessage id="labels.libraryView.offline.switch" />
      </Switch>
      {!store ? (
        <span className="lib-offline-note">
          <FormattedMessage id="labels.libraryView.offline.unsupported" />
        </span>
      ) : null}
      {keeper ? <OfflineProgress progress={progress} storage={storage} intl={intl} /> : null}
    </div>
  );
}

function OfflineProgress(props: {
  readonly progress: PrefetchProgress;
  readonly storage: StorageInfo | null;
  readonly intl: ReturnType<typeof useIntl>;
}) {
  const { progress, storage, intl } = props;
  const busy = progress.done < progress.total;
  const mb = (bytes: number) =>
    intl.formatNumber(bytes / 2 ** 20, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    });
  return (
    <>
      <ProgressBar
        className="lib-offline-progress"
        value={progress.done}
        maxValue={Math.max(1, progress.total)}
        valueLabel={intl.formatMessage(
          { id: 'labels.libraryView.offline.progress' },
          { done: progress.done, total: progress.total },
        )}
      >
        {({ percentage, valueText }) => (
          <>
            <Label className="visually-hidden">
              <FormattedMessage id="labels.libraryView.offline.progressLabel" />
            </Label>
            <span className="lib-offline-bar" aria-hidden>
              <span style={{ width: `${busy ? (percentage ?? 0) : 100}%` }} />
            </span>
            <span className="lib-offline-text">{valueText}</span>
          </>
        )}
      </ProgressBar>
      <span className="lib-offline-note" data-testid="library-offline-space">
        <FormattedMessage
          id="labels.libraryView.offline.space"
          values={{ size: mb(progress.bytes) }}
        />
        {storage?.usage != null && storage.quota != null ? (
          <>
            {' · '}
            <FormattedMessage
              id="labels.libraryView.offline.quota"
              values={{ usage: mb(storage.usage), quota: mb(storage.quota) }}
            />
          </>
        ) : null}
      </span>
      {progress.failed > 0 && !busy ? (
        <span className="lib-offline-note" role="status">
          <FormattedMessage
            id="labels.libraryView.offline.failed"
            values={{ count: progress.failed }}
          />
        </span>
      ) : null}
    </>
  );
}
