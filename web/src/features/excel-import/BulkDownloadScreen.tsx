// The bulk download screen: the bulk-downloader subtype of the Excel import flow (spec 000 §4):
// choose a file → Column Associations → rows in the import grid → validate against the device
// catalogue (offline) → fix cells in place → download a line sheet PDF or an XLSX.
import { BULK_DOWNLOAD_AUTO_VALIDATE_MS, type ImportMode } from '@portal/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ScreenProps } from '../../app/screen-props.ts';
import { useCatalogueCount } from '../../db/hooks.ts';
import { Grid, type GridController } from '../../grid/index.ts';
import { openDeviceSync } from '../../sync/runtime.ts';
import { useSessionUser } from '../session/SessionProvider.tsx';
import { useCatalogue, useDeviceSync } from '../sync/useDeviceSync.ts';
import { CatalogueProductLookup } from './catalogue-lookup.ts';
import { ColumnAssociationsDialog } from './ColumnAssociationsDialog.tsx';
import { buttonLabel, importAction } from './import-flow.ts';
import { BULK_DOWNLOAD_COLUMNS, importGridColumns } from './import-columns.ts';
import { criticalRows, rowIdOf, type ImportGridRow } from './import-rows.ts';
import { ImportStatusBar } from './ImportStatusBar.tsx';
import { JobProgress } from './JobProgress.tsx';
import { BULK_DOWNLOAD_CONTEXT } from './mapping-storage.ts';
import { useImportActions } from './useImportActions.ts';
import { useImportFile, useLoadedRows, type JobView } from './useImportFile.ts';
import './excel-import.css';

const MODE: ImportMode = 'download';
const COLUMN_IDS = BULK_DOWNLOAD_COLUMNS.map((c) => c.id);
const ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

export default function BulkDownloadScreen(_props: ScreenProps) {
  const intl = useIntl();
  const user = useSessionUser();
  const sync = useDeviceSync();
  const userId = user?.id ?? '';
  // The screen needs the catalogue; the shell normally opened the device sync already.
  useEffect(() => {
    if (userId !== '' && sync?.userId !== userId) void openDeviceSync(userId);
  }, [userId, sync]);
  const catalogue = useCatalogue();
  const lookup = useMemo(
    () => (catalogue ? new CatalogueProductLookup(catalogue) : undefined),
    [catalogue],
  );
  // Products in the device catalogue, live (the sync engine fills it in the background).
  const products = useCatalogueCount();
  const catalogueCount = products.loading || products.error ? null : products.count;

  const [job, setJob] = useState<JobView | null>(null);
  const controller = useRef<GridController<ImportGridRow> | null>(null);
  const file = useImportFile({
    userId,
    context: BULK_DOWNLOAD_CONTEXT,
    columns: BULK_DOWNLOAD_COLUMNS,
    setJob,
  });
  const { loaded } = file;
  const locationCode = user?.userActiveLocation || 'US';
  const actions = useImportActions({
    mode: MODE,
    loaded,
    columnIds: COLUMN_IDS,
    lookup,
    context: { locationCode },
    document: {
      author: user ? `${user.name} ${user.lastName}`.trim() : '',
      locationCode,
      date: new Date().toISOString().slice(0, 10),
    },
    controller,
    setJob,
  });
  const rows = useLoadedRows(loaded);
  const columns = useMemo(() => importGridColumns(intl, BULK_DOWNLOAD_COLUMNS), [intl]);

  // spec 000 §4: the bulk-downloader subtype validates by itself 100 ms after the rows load.
  const { reset, validate } = actions;
  useEffect(() => {
    if (!loaded) return undefined;
    reset();
    const timer = setTimeout(() => void validate(), BULK_DOWNLOAD_AUTO_VALIDATE_MS);
    return () => clearTimeout(timer);
    // Once per loaded file, not when validate's identity changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const action = importAction(actions.flow, MODE);
  const onAction = () => {
    if (action === 'validate') void actions.validate();
    else void actions.downloadPdf();
  };
  const busy = job !== null;
  const critical = criticalRows(rows);

  return (
    <section className="xi-screen" aria-labelledby="xi-title">
      <header className="xi-header">
        <h1 id="xi-title" className="xi-title">
          <FormattedMessage id="products.bulkDownload.title" />
        </h1>
        <p className="xi-intro">
          <FormattedMessage id="products.bulkDownload.intro" />
        </p>
        <div className="xi-toolbar">
          <label className="btn btn-secondary xi-file">
            <FormattedMessage id="products.bulkDownload.chooseFile" />
            <input
              type="file"
              accept={ACCEPT}
              className="xi-file-input"
              data-testid="import-file"
              disabled={busy}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (chosen) void file.choose(chosen);
              }}
            />
          </label>
          <span
            className="xi-catalogue"
            data-testid="catalogue-count"
            data-count={catalogueCount ?? ''}
          >
            {catalogueCount !== null && (
              <FormattedMessage
                id="products.bulkDownload.catalogueCount"
                values={{ count: catalogueCount }}
              />
            )}
          </span>
          {loaded && (
            <span className="xi-rows">
              <FormattedMessage
                id="products.bulkDownload.rowCount"
                values={{ count: rows.length, fileName: loaded.fileName }}
              />
            </span>
          )}
        </div>
      </header>

      {loaded && (
        <div className="xi-grid">
          <Grid<ImportGridRow>
            key={loaded.key}
            label={intl.formatMessage({ id: 'products.bulkDownload.gridLabel' })}
            columns={columns}
            source={loaded.source}
            getId={rowIdOf}
            onWrite={actions.onWrite}
            // Writes stay on the device: no debounce is needed before validation reads them.
            saveDebounceMs={0}
            canDelete={() => true}
            controllerRef={(c) => {
              controller.current = c;
            }}
          />
        </div>
      )}

      {loaded && (
        <footer className="xi-footer">
          <ImportStatusBar flow={actions.flow} rows={rows} />
          {job && <JobProgress job={job} />}
          <div className="xi-actions">
            {critical.length > 0 && (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => controller.current?.deleteRows(critical)}
              >
                <FormattedMessage id="products.bulkDownload.removeCritical" />
              </button>
            )}
            {action === 'download' && (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={busy}
                onClick={() => void actions.downloadXlsx()}
              >
                <FormattedMessage id="products.bulkDownload.downloadXlsx" />
              </button>
            )}
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={onAction}
              data-testid="import-action"
            >
              <FormattedMessage id={buttonLabel(actions.flow, MODE)} />
            </button>
          </div>
        </footer>
      )}

      <ColumnAssociationsDialog
        isOpen={file.step !== null}
        fileName={file.step?.file.fileName ?? ''}
        headers={file.step?.parsed.headers ?? []}
        columns={BULK_DOWNLOAD_COLUMNS}
        initial={file.step?.initial ?? {}}
        remembered={file.step?.remembered ?? false}
        onApply={(mapping) => void file.apply(mapping)}
        onCancel={file.cancel}
      />
      {job && !loaded && <JobProgress job={job} />}
    </section>
  );
}
