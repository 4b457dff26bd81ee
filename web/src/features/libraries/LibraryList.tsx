// A library's list (spec 000 §2 library screens; §3 view preferences; §8 empty grid): the
// library's filter bar (shared) with its state in the URL, the grid or the tiles over the
// device's Published items of the library within their rights dates, the count, the toggles,
// the 'new' badge, share (copy link) and the item's preview. Everything reads the device, so it
// works offline. One component for every library (decision 0040): `libraries.ts` configures it.
import {
  LIBRARY_DEFAULT_SORT,
  LIBRARY_FILTER_MAPPINGS,
  compareLibraryItems,
  libraryFilterBar,
  type LibraryItemType,
  type SessionUser,
} from '@portal/shared';
import { useCallback, useMemo, useState } from 'react';
import { Button, Switch, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useLiveCount, useLiveQuery } from '../../db/hooks.ts';
import { Grid, useCollectionGrid, useSelectedRows, type GridController } from '../../grid/index.ts';
import {
  FilterBar,
  localToday,
  useFilterSelector,
  useFilterState,
  type OptionLookup,
} from '../../ui/filter-bar/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../ui/toasts/queue.ts';
import { useDeviceDatabase } from '../sync/useDeviceSync.ts';
import { libraryColumns } from './columns.ts';
import { LibraryDownloads } from './downloads/LibraryDownloads.tsx';
import { LibraryPreview } from './LibraryPreview.tsx';
import { LibraryTiles } from './LibraryTiles.tsx';
import { OfflineSwitch } from './OfflineSwitch.tsx';
import { libraryOptions } from './options.ts';
import { useSeenIds } from './seen.ts';
import { libraryViewSelector, type LibraryRow } from './selector.ts';
import { deviceSort, gridDefaultSort, LIBRARY_SORT_FIELDS } from './sorts.ts';
import {
  ITEM_PARAM,
  TOGGLES,
  useViewToggles,
  useViewType,
  VIEW_TYPES,
  type ViewType,
} from './view-settings.ts';
import './libraries.css';

const NO_WRITE = () => Promise.resolve();
const idOf = (row: LibraryRow) => row.id;
const identity = <T,>(value: T) => value;

/** Copies the address of this view (filters and toggles are in it: spec 000 §2 share). */
async function shareLink(): Promise<void> {
  try {
    await navigator.clipboard.writeText(window.location.href);
    showToast('success', { id: 'labels.libraryView.linkCopied' }, { timeout: SUCCESS_TOAST_MS });
  } catch {
    showToast('error', {
      id: 'labels.libraryView.linkNotCopied',
      values: { url: window.location.href },
    });
  }
}

export function LibraryList(props: {
  readonly type: LibraryItemType;
  readonly titleId: string;
  readonly user: Pick<SessionUser, 'id' | 'userCode'>;
  /** The viewer's day (YYYY-MM-DD); the device's local day when absent. */
  readonly today?: string;
}) {
  const { type, user } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const today = props.today ?? localToday();
  const bar = useMemo(() => libraryFilterBar(type), [type]);
  const [state, setState] = useFilterState(bar);
  const filter = useFilterSelector(bar, state, LIBRARY_FILTER_MAPPINGS[type], { today });
  const [toggles, setToggle] = useViewToggles();
  const [view, setView] = useViewType(user.id, type);
  const { seen } = useSeenIds(user.userCode);
  const seenIds = useMemo(() => [...seen].sort(), [seen]);

  const selector = useMemo(
    () => libraryViewSelector({ type, filter, toggles, today, seenIds }),
    [type, filter, toggles, today, seenIds],
  );
  const { count, loading: counting } = useLiveCount('libraryItems', selector);

  const collection = useDeviceDatabase()?.collections.libraryItems;
  const grid = useCollectionGrid({
    collection,
    filter: selector,
    toSelector: identity,
    sortFields: LIBRARY_SORT_FIELDS,
    defaultSort: gridDefaultSort(type),
  });
  const columns = useMemo(
    () => libraryColumns(intl, type, toggles, seen),
    [intl, type, toggles, seen],
  );
  const [controller, setController] = useState<GridController<LibraryRow> | null>(null);
  const selected = useSelectedRows(controller);

  // The tiles read the same query live, in the library's shared order.
  const tilesQuery = useMemo(
    () => (view === 'tiles' ? { selector, sort: deviceSort(type) } : { selector: { id: '' } }),
    [view, selector, type],
  );
  const { docs } = useLiveQuery('libraryItems', tilesQuery);
  const tiles = useMemo(
    () => [...docs].sort(compareLibraryItems(LIBRARY_DEFAULT_SORT[type])),
    [docs, type],
  );

  // The report's rows: the whole view in the library's order, read when asked (decision 0046).
  const viewItems = useCallback(
    async () =>
      collection
        ? (await collection.find({ selector }).exec())
            .map((d) => d.toMutableJSON() as LibraryRow)
            .sort(compareLibraryItems(LIBRARY_DEFAULT_SORT[type]))
        : [],
    [collection, selector, type],
  );

  const [search, setSearch] = useSearchParams();
  const open = search.get(ITEM_PARAM) ?? undefined;
  const openItem = useCallback(
    (id: string | undefined) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (id) params.set(ITEM_PARAM, id);
        else params.delete(ITEM_PARAM);
        return params;
      }),
    [setSearch],
  );

  const lookup = useCallback<OptionLookup>(
    async (f, _state, query) => {
      const items = collection
        ? await collection.find({ selector: { libraryType: type, status: 'Published' } }).exec()
        : [];
      return libraryOptions(
        type,
        f.key,
        items.map((d) => d.toMutableJSON() as LibraryRow),
        query.text ?? '',
      );
    },
    [collection, type],
  );

  const emptyText = t(
    Object.keys(filter).length > 0
      ? 'common.grid.empty.noResultsLocation'
      : 'common.grid.empty.noAssets',
  );

  return (
    <section className="lib-screen" aria-labelledby="lib-title">
      <header className="lib-header">
        <h1 id="lib-title" className="lib-title">
          <FormattedMessage id={props.titleId} />
        </h1>
        <span className="lib-count" data-testid="library-count" aria-live="polite">
          {counting ? null : <FormattedMessage id="labels.libraryView.count" values={{ count }} />}
        </span>
      </header>

      <FilterBar
        definition={bar}
        state={state}
        onChange={setState}
        lookupOptions={lookup}
        labelId="labels.libraryView.filterLabel"
        actions={
          <Button className="btn btn-secondary" onPress={() => void shareLink()}>
            <FormattedMessage id="buttons.libraryView.share" />
          </Button>
        }
      />

      <div className="lib-toolbar" role="toolbar" aria-label={t('labels.libraryView.toolbar')}>
        {TOGGLES.map((name) => (
          <Switch
            key={name}
            className="lib-switch"
            isSelected={toggles[name]}
            onChange={(on) => setToggle(name, on)}
          >
            <span className="lib-switch-track" aria-hidden />
            <FormattedMessage id={`labels.libraries.view.${name}`} />
          </Switch>
        ))}
        <ToggleButtonGroup
          className="lib-segments"
          aria-label={t('labels.libraryView.viewLabel')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[view]}
          onSelectionChange={(keys) => {
            const next = VIEW_TYPES.find((v) => keys.has(v));
            if (next) setView(next as ViewType);
          }}
        >
          {VIEW_TYPES.map((v) => (
            <ToggleButton key={v} id={v} className="lib-segment">
              <FormattedMessage id={`labels.libraryView.viewType.${v}`} />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {view === 'grid' ? (
          <Button
            className="btn btn-secondary"
            isDisabled={!selected.active}
            onPress={() => openItem(selected.active?.id)}
          >
            <FormattedMessage id="buttons.libraryView.open" />
          </Button>
        ) : null}
        <LibraryDownloads
          type={type}
          toggles={toggles}
          chosen={view === 'grid' ? selected.rows : tiles}
          viewItems={viewItems}
        />
        <OfflineSwitch type={type} userId={user.id} today={today} />
      </div>

      <div className="lib-main">
        <div className="lib-body">
          {view === 'grid' ? (
            <Grid<LibraryRow, typeof selector>
              label={t('labels.libraryView.gridLabel')}
              columns={columns}
              getId={idOf}
              {...grid}
              onWrite={NO_WRITE}
              emptyText={emptyText}
              controllerRef={setController}
              rememberKey={`library-${type}`}
            />
          ) : (
            <LibraryTiles
              label={t('labels.libraryView.tilesLabel')}
              items={tiles}
              toggles={toggles}
              seen={seen}
              onOpen={(item) => openItem(item.id)}
              emptyText={emptyText}
            />
          )}
        </div>
        {open ? (
          <LibraryPreview
            key={open}
            itemId={open}
            user={user}
            toggles={toggles}
            onClose={() => openItem(undefined)}
          />
        ) : null}
      </div>
    </section>
  );
}
