// The library manage screens (spec 000 §2 manage routes, §4 "one manage screen per status",
// §5 grid cells and publish requirements): one screen for every library and status, configured
// by the route's manageType and libraryStatus (./config.ts). The device's `libraryItems` in the
// grid (web/CONTEXT.md "A new list screen"), the library's shared filter bar in the URL, inline
// edits and status changes as device writes the sync pushes, so it all works offline. The
// route table keeps non-editors out and redirects the bare …/manage paths to their pending view.
import {
  LIBRARY_FILTER_MAPPINGS,
  libraryFilterBar,
  type LibraryStatus,
  type MangoSelector,
} from '@portal/shared';
import { useCallback, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../../app/screen-props.ts';
import { useLiveQuery } from '../../../db/hooks.ts';
import {
  Grid,
  useCollectionGrid,
  useSelectedRows,
  type GridController,
  type SortSpec,
} from '../../../grid/index.ts';
import {
  FilterBar,
  toMangoQuerySelector,
  useFilterSelector,
  useFilterState,
  type OptionLookup,
} from '../../../ui/filter-bar/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../../ui/toasts/queue.ts';
import { useDeviceDatabase } from '../../sync/useDeviceSync.ts';
import { fieldOptions, manageColumns, type ManageRow } from './columns.ts';
import { manageViewOf, type ManageLibrary } from './config.ts';
import { LibraryWriteRefused, prepareLibraryItem } from './prepare.ts';
import {
  confirmStatusChange,
  publishRefusals,
  refusalText,
  setLibraryStatus,
  STATUS_ACTIONS,
} from './status.ts';
import { StatusNav } from './StatusNav.tsx';
import { AssetFilesButton } from './files/AssetFilesButton.tsx';
import { MergeFilesButton } from './files/MergeFilesButton.tsx';
import { UploadView } from './UploadView.tsx';
import { AddFileButton } from './AddFileButton.tsx';
import { lookupFromItems } from './lookups.ts';
import './library-manage.css';

/** Spec 000 §2 default sorts; `idxModified` is the device's inverted modifiedDate (newest first). */
const NEWEST_FIRST: readonly SortSpec[] = [{ id: 'modifiedDate', desc: true }];
const SORT_FIELDS = { modifiedDate: { field: 'idxModified', inverted: true } };

const toSelector = (selector: MangoSelector) => toMangoQuerySelector<ManageRow>(selector);
const prepare = (doc: ManageRow) => prepareLibraryItem(doc, new Date().toISOString());

export default function ManageLibraryScreen({ route }: ScreenProps) {
  const view = manageViewOf(route);
  if (!view) return null;
  // A new library or status is a new screen (its own filter bar, grid and selection).
  const key = `${view.library.type}-${view.status ?? 'upload'}`;
  return view.status ? (
    <StatusScreen key={key} library={view.library} status={view.status} />
  ) : (
    <UploadView key={key} library={view.library} />
  );
}

function Heading({ library }: { readonly library: ManageLibrary }) {
  return (
    <h1 className="lm-title">
      <FormattedMessage id={`labels.libraryManage.title.${library.type}`} />
    </h1>
  );
}

function StatusScreen(props: { readonly library: ManageLibrary; readonly status: LibraryStatus }) {
  const { library, status } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const collection = useDeviceDatabase()?.collections.libraryItems;
  const bar = libraryFilterBar(library.type);
  const [state, setState] = useFilterState(bar);
  const selector = useFilterSelector(bar, state, LIBRARY_FILTER_MAPPINGS[library.type]);
  const filter = useMemo<MangoSelector>(
    () => ({ $and: [{ libraryType: library.type, status }, selector] }),
    [library.type, status, selector],
  );

  // The library's items on the device: the options of its list cells and filter look-ups.
  const { docs } = useLiveQuery('libraryItems', { selector: { libraryType: library.type } });
  const options = fieldOptions(library.fields, docs);
  const optionsKey = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the options change, not on every device change
  const columns = useMemo(() => manageColumns(intl, library, options), [intl, library, optionsKey]);
  const lookupOptions = useCallback<OptionLookup>(
    (filterDef) => Promise.resolve(lookupFromItems(library.type, filterDef.key, docs)),
    [library.type, docs],
  );

  const grid = useCollectionGrid<ManageRow, MangoSelector>({
    collection,
    filter,
    toSelector,
    sortFields: SORT_FIELDS,
    defaultSort: NEWEST_FIRST,
    writeRules: { prepare },
  });
  const [controller, setController] = useState<GridController<ManageRow> | null>(null);
  const selected = useSelectedRows(controller);

  const changeStatus = async (target: LibraryStatus) => {
    const rows = selected.rows;
    if (rows.length === 0) return;
    if (target === 'Published') {
      const refusals = publishRefusals(library.type, rows);
      if (refusals.length > 0) {
        showToast('error', { text: refusalText(intl, refusals) }, { persist: true });
        return;
      }
    }
    if (!(await confirmStatusChange(target, rows.length))) return;
    const changed = await setLibraryStatus(rows, target, new Date().toISOString());
    if (changed > 0)
      showToast(
        'success',
        {
          id: 'labels.libraryManage.statusChanged',
          values: { count: changed, status: t(`labels.libraryManage.status.${target}`) },
        },
        { timeout: SUCCESS_TOAST_MS },
      );
  };

  const onError = (error: unknown) =>
    showToast(
      'error',
      error instanceof LibraryWriteRefused && library.fields.some((f) => f.id === error.field)
        ? {
            id: 'labels.libraryManage.invalidValue',
            values: { field: t(`labels.libraryManage.field.${error.field}`) },
          }
        : {
            id:
              error instanceof LibraryWriteRefused
                ? 'labels.libraryManage.invalidRow'
                : 'labels.libraryManage.saveFailed',
          },
    );

  const none = selected.rows.length === 0;
  return (
    <section className="lm-screen" aria-labelledby="lm-title">
      <header className="lm-header" id="lm-title">
        <Heading library={library} />
        <div className="lm-actions" role="toolbar" aria-label={t('labels.libraryManage.actions')}>
          {STATUS_ACTIONS.filter((a) => a.status !== status).map((action) => (
            <Button
              key={action.status}
              className={action.status === 'Deleted' ? 'btn btn-danger' : 'btn btn-secondary'}
              onPress={() => void changeStatus(action.status)}
              isDisabled={none}
            >
              <FormattedMessage id={action.buttonId} />
            </Button>
          ))}
          <MergeFilesButton library={library} rows={selected.rows} />
          <AssetFilesButton library={library} rows={selected.rows} />
          <AddFileButton
            library={library}
            assetId={selected.rows.length === 1 ? selected.rows[0]!.id : null}
          />
        </div>
      </header>
      <StatusNav base={library.base} />
      <FilterBar
        definition={bar}
        state={state}
        onChange={setState}
        lookupOptions={lookupOptions}
        labelId="labels.libraryManage.filterLabel"
      />
      <div className="lm-grid">
        <Grid<ManageRow, MangoSelector>
          label={t('labels.libraryManage.gridLabel', {
            status: t(`labels.libraryManage.status.${status}`),
          })}
          columns={columns}
          getId={(row) => row.id}
          {...grid}
          onError={onError}
          // spec 000 §5: required columns may be cleared in the pending view only.
          pendingView={status === 'Pending'}
          emptyMessage="noAssets"
          controllerRef={setController}
          rememberKey={`library-manage-${library.type}`}
        />
      </div>
    </section>
  );
}
