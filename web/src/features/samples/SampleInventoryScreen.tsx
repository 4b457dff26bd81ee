// /product/libraries/samples/production and /sales (spec 001 §2 "Sample inventory"; §3 fields;
// §4 saving texts; §5 required fields; §8 messages): the library's samples on the device in
// the grid, its filter bar in the URL, inline edits with the spec 000 §5 cell rules, Add and
// Delete, all device writes the sync pushes, so the screen works offline. The route table
// keeps users without the library's sampleInventory permission out; the sync scope gives the
// device only the libraries the user holds. Decision 0049.
import {
  DEBOUNCE_MS,
  SAMPLE_FILTER_BARS,
  SAMPLE_FILTER_MAPPINGS,
  sampleFieldLabelId,
  type FilterOption,
  type MangoSelector,
  type SampleLibrary,
} from '@portal/shared';
import { useCallback, useMemo, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../app/screen-props.ts';
import { useLiveQuery } from '../../db/hooks.ts';
import {
  Grid,
  useCollectionGrid,
  useSelectedRows,
  type DocumentChange,
  type GridController,
} from '../../grid/index.ts';
import {
  FilterBar,
  toMangoQuerySelector,
  useFilterSelector,
  useFilterState,
  type OptionLookup,
} from '../../ui/filter-bar/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../ui/toasts/queue.ts';
import { useOnline } from '../../ui/useOnline.ts';
import { useDeviceDatabase } from '../sync/useDeviceSync.ts';
import { AddSampleDialog } from './AddSampleDialog.tsx';
import { SampleImportButton } from './import/SampleImportButton.tsx';
import { SampleExportButton } from './SampleExportButton.tsx';
import { HistoryButton, SampleTrackingPanel } from './SampleTrackingPanel.tsx';
import { fieldOf, sampleColumns, sampleOptions, type SampleRow } from './columns.ts';
import { SAMPLE_DEFAULT_SORT, SAMPLE_SORT_FIELDS, sampleGridFilter } from './query.ts';
import { TransferButton } from './TransferButton.tsx';
import { transferColumn, transferPending, useTransferStates } from './transfer-state.ts';
import { confirmDeleteSamples, prepareSample, SampleWriteRefused } from './writes.ts';
import './samples.css';

/** The route's manage type → the library (shared routes/samples-internal.ts). */
const LIBRARY_OF: Readonly<Record<string, SampleLibrary>> = {
  sampleInventoryProduction: 'Production',
  sampleInventorySales: 'Sales',
};

const toSelector = (selector: MangoSelector) => toMangoQuerySelector<SampleRow>(selector);
const prepare = (doc: SampleRow, change: DocumentChange<SampleRow>) =>
  prepareSample(doc, change, new Date().toISOString());

/** The filter bar's look-ups: each value the library's samples hold for the field, counted. */
function lookupFromSamples(key: string, rows: readonly SampleRow[]): FilterOption[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = fieldOf(key)(row);
    if (typeof value === 'string' && value.trim() !== '')
      counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, label: value, count }))
    .sort((a, b) => a.value.localeCompare(b.value, 'en', { numeric: true }));
}

/** The route's own title (shared route table), as every screen's heading. */
const SCREEN_TITLE = {
  Production: 'products.routeSamplesProduction',
  Sales: 'products.routeSamplesSales',
} as const;
export default function SampleInventoryScreen({ route }: ScreenProps) {
  const library = LIBRARY_OF[route.meta.manageType ?? ''];
  // Production and Sales are two screens: their own filter bar, grid and selection.
  return library ? <LibraryScreen key={library} library={library} /> : null;
}

function LibraryScreen({ library }: { readonly library: SampleLibrary }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const collection = useDeviceDatabase()?.collections.sampleInventory;
  const bar = SAMPLE_FILTER_BARS[library];
  const [state, setState] = useFilterState(bar);
  const selector = useFilterSelector(bar, state, SAMPLE_FILTER_MAPPINGS[library]);
  const filter = useMemo(() => sampleGridFilter(library, selector), [library, selector]);
  const online = useOnline();

  // The library's samples on the device: the options of its list cells and filter look-ups.
  const { docs } = useLiveQuery('sampleInventory', { selector: { library } });
  const options = sampleOptions(docs);
  const optionsKey = JSON.stringify(options);
  // Sales: each row's transfer to Production, read from the outbox (decision 0052).
  const transfers = useTransferStates();
  const sales = library === 'Sales';
  const columns = useMemo(
    () => [
      ...sampleColumns(intl, library, options),
      ...(sales ? [transferColumn(intl, transfers)] : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the options change, not on every device change
    [intl, library, optionsKey, sales ? transfers : null],
  );
  const lookupOptions = useCallback<OptionLookup>(
    (filterDef) => Promise.resolve(lookupFromSamples(filterDef.key, docs)),
    [docs],
  );

  const grid = useCollectionGrid<SampleRow, MangoSelector>({
    collection,
    filter,
    toSelector,
    sortFields: SAMPLE_SORT_FIELDS,
    defaultSort: SAMPLE_DEFAULT_SORT,
    writeRules: {
      // A row on its way to Production is not changed meanwhile (decision 0052).
      prepare: (doc, change) => {
        if (transferPending(transfers, doc.id))
          throw new SampleWriteRefused({ id: 'labels.samples.transfer.blocked' });
        return prepare(doc, change);
      },
    },
  });
  const [controller, setController] = useState<GridController<SampleRow> | null>(null);
  const selected = useSelectedRows(controller);
  const [adding, setAdding] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);

  const onError = (error: unknown) => {
    if (!(error instanceof SampleWriteRefused))
      showToast('error', { id: 'labels.samples.saveFailed' });
    else if (error.field)
      showToast('error', {
        id: 'labels.samples.invalidValue',
        values: { field: t(sampleFieldLabelId(error.field)) },
      });
    else showToast('error', error.text);
  };

  const deleteRows = async (rows: readonly SampleRow[], remove: () => void) => {
    if (rows.some((row) => transferPending(transfers, row.id))) {
      showToast('error', { id: 'labels.samples.transfer.blocked' });
      return;
    }
    if (rows.length === 0 || !(await confirmDeleteSamples(rows))) return;
    remove();
    showToast(
      'success',
      { id: 'labels.samples.deleted', values: { count: rows.length } },
      { timeout: SUCCESS_TOAST_MS },
    );
  };

  const filtered = Object.keys(selector).length > 0;
  return (
    <section className="samples-screen" aria-labelledby="samples-title">
      <header className="samples-header">
        <h1 id="samples-title" className="samples-title">
          <FormattedMessage id={SCREEN_TITLE[library]} />
        </h1>
        {!online && (
          <p className="samples-offline" role="status">
            <FormattedMessage id="labels.samples.offline" />
          </p>
        )}
      </header>
      <FilterBar
        definition={bar}
        state={state}
        onChange={setState}
        lookupOptions={lookupOptions}
        labelId="labels.samples.filter.label"
      />
      <div className="samples-grid">
        <Grid<SampleRow, MangoSelector>
          label={t(`labels.samples.gridLabel.${library}`)}
          columns={columns}
          getId={(row) => row.id}
          {...grid}
          saveDebounceMs={DEBOUNCE_MS.sampleInventoryUpdate}
          onError={onError}
          createdDate={(row) => row.createdDate}
          // spec 000 §8: with filters, the location wording; an empty library says how to start.
          {...(filtered
            ? { emptyMessage: 'noResultsLocation' as const }
            : { emptyText: t('labels.samples.empty') })}
          canDelete={(rows) => !rows.some((row) => transferPending(transfers, row.id))}
          onDeleteRows={(rows, remove) => void deleteRows(rows, remove)}
          controllerRef={setController}
          rememberKey={`samples-${library}`}
          toolbar={
            <>
              <Button
                className="btn btn-primary"
                onPress={() => setAdding(crypto.randomUUID())}
                isDisabled={!collection}
              >
                <FormattedMessage id="buttons.samples.add" />
              </Button>
              <SampleImportButton library={library} isDisabled={!collection} />
              <Button
                className="btn btn-danger"
                onPress={() =>
                  void deleteRows(selected.rows, () => controller?.deleteRows([...selected.rows]))
                }
                isDisabled={selected.rows.length === 0}
              >
                <FormattedMessage id="buttons.samples.delete" />
              </Button>
              {sales && <TransferButton rows={selected.rows} states={transfers} />}
              <HistoryButton rows={selected.rows} onOpen={setHistoryOf} />
              <SampleExportButton
                library={library}
                source={grid.source}
                filter={filter}
                controller={controller}
              />
            </>
          }
        />
      </div>
      {adding && <AddSampleDialog key={adding} library={library} onClose={() => setAdding(null)} />}
      {historyOf && (
        <SampleTrackingPanel
          key={historyOf}
          sampleId={historyOf}
          library={library}
          onClose={() => setHistoryOf(null)}
        />
      )}
    </section>
  );
}
