// Import to Assortment (spec 000 §4 Excel import flow, the import subtype): choose an .xlsx or
// .csv → read in the import worker → Column Associations (remembered per user and file layout)
// → the rows in an import grid → validate in the worker against the device catalogue and THIS
// assortment (§5, §8 messages as cell notes and in the status bar) → fix or remove rows → the
// button follows the shared label ('Validate Items', 'Critical Issues Fixed - Resubmit',
// 'Ignore Warnings & Import', 'Import to Assortment', 'Revalidate Items') → the passed rows
// join the assortment as one undoable grid change. Everything on the device: works offline.
// The pieces are the bulk download's (../../excel-import/), as the sample import reuses them.
import { useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Grid, columnKit, type GridColumn, type GridController } from '../../../grid/index.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { CatalogueProductLookup } from '../../excel-import/catalogue-lookup.ts';
import { ColumnAssociationsDialog } from '../../excel-import/ColumnAssociationsDialog.tsx';
import { buttonLabel } from '../../excel-import/import-flow.ts';
import { columnHeader, importGridColumns } from '../../excel-import/import-columns.ts';
import { criticalRows, rowIdOf, type ImportGridRow } from '../../excel-import/import-rows.ts';
import { ImportStatusBar } from '../../excel-import/ImportStatusBar.tsx';
import { JobProgress } from '../../excel-import/JobProgress.tsx';
import { useImportFile, useLoadedRows, type JobView } from '../../excel-import/useImportFile.ts';
import { useCatalogue, useDeviceSync } from '../../sync/useDeviceSync.ts';
import {
  ASSORTMENT_IMPORT_CONTEXT,
  ASSORTMENT_IMPORT_SHEET_COLUMNS,
  assortmentImportContext,
} from './import-to-assortment.ts';
import type { AssortmentGridRow } from './rows.ts';
import type { AssortmentRows } from './useAssortmentRows.ts';
import { useAssortmentImport } from './useAssortmentImport.ts';
import '../../excel-import/excel-import.css';
import './import-to-assortment.css';

const ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';
const COLUMN_IDS = ASSORTMENT_IMPORT_SHEET_COLUMNS.map((c) => c.id);
const MONEY = new Set(['cost', 'suggestedRetail', 'discountAmount', 'netCost']);

/** A column's name as the assortment grid shows it (division: the export label). */
const headerOf = (intl: IntlShape) => (id: string) =>
  intl.messages[`labels.assortmentGrid.${id}`] === undefined
    ? columnHeader(intl, id)
    : intl.formatMessage({ id: `labels.assortmentGrid.${id}` });

/** The import grid's columns: money in the assortment's currency, the discount as a percent. */
function gridColumns(
  intl: IntlShape,
  currency: AssortmentRows['currency'],
): GridColumn<ImportGridRow>[] {
  const header = headerOf(intl);
  const col = columnKit<ImportGridRow>(intl, { currency, header });
  return importGridColumns(intl, ASSORTMENT_IMPORT_SHEET_COLUMNS, header).map((c) => {
    const note = c.note ? { note: c.note } : {};
    if (c.id === 'discountPercent') return col.discountPercent(c.id, { width: 125, ...note });
    if (MONEY.has(c.id)) return col.money(c.id, { width: 120, ...note });
    return c;
  });
}

export interface ImportToAssortmentDialogProps {
  readonly data: AssortmentRows;
  /** The assortment grid: the rows are added through it (one undo step). */
  readonly controller: GridController<AssortmentGridRow> | null;
  readonly onClose: () => void;
}

export function ImportToAssortmentDialog({
  data,
  controller,
  onClose,
}: ImportToAssortmentDialogProps) {
  const intl = useIntl();
  const userId = useDeviceSync()?.userId ?? '';
  const catalogue = useCatalogue();
  const lookup = useMemo(
    () => (catalogue ? new CatalogueProductLookup(catalogue) : undefined),
    [catalogue],
  );
  const [job, setJob] = useState<JobView | null>(null);
  const importGrid = useRef<GridController<ImportGridRow> | null>(null);
  const file = useImportFile({
    userId,
    context: ASSORTMENT_IMPORT_CONTEXT,
    columns: ASSORTMENT_IMPORT_SHEET_COLUMNS,
    setJob,
  });
  const { loaded } = file;
  const { assortment, rows: present, locationCode, decimals, currency } = data;
  const context = useMemo(
    () => (assortment ? assortmentImportContext(assortment, present, locationCode) : {}),
    [assortment, present, locationCode],
  );
  const actions = useAssortmentImport({
    loaded,
    columnIds: COLUMN_IDS,
    importGrid,
    target: { controller, catalogue, lookup, context, locationCode, decimals },
    setJob,
    onImported: onClose,
  });
  const rows = useLoadedRows(loaded);
  const columns = useMemo(() => gridColumns(intl, currency), [intl, currency]);
  const header = useMemo(() => headerOf(intl), [intl]);

  // A new file starts unvalidated: 'Validate Items' (only the bulk download validates itself).
  const [loadedKey, setLoadedKey] = useState<number | null>(null);
  if (loaded && loaded.key !== loadedKey) {
    setLoadedKey(loaded.key);
    actions.reset();
  }

  const busy = job !== null || actions.importing;
  const critical = criticalRows(rows);

  return (
    <AppDialog
      title={<FormattedMessage id="labels.assortmentGrid.importTitle" />}
      isOpen
      onOpenChange={(open) => !open && !busy && onClose()}
      size="lg"
      testId="assortment-import-dialog"
    >
      <div className="am-import">
        <p className="am-import-intro">
          <FormattedMessage
            id="labels.assortmentGrid.importIntro"
            values={{ title: assortment?.title ?? '' }}
          />
        </p>
        <div className="xi-toolbar">
          <label className="btn btn-secondary xi-file">
            <FormattedMessage id="products.bulkDownload.chooseFile" />
            <input
              type="file"
              accept={ACCEPT}
              className="xi-file-input"
              data-testid="assortment-import-file"
              disabled={busy}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (chosen) void file.choose(chosen);
              }}
            />
          </label>
          {loaded && (
            <span className="xi-rows">
              <FormattedMessage
                id="products.bulkDownload.rowCount"
                values={{ count: rows.length, fileName: loaded.fileName }}
              />
            </span>
          )}
        </div>

        {loaded && (
          <div className="am-import-grid">
            <Grid<ImportGridRow>
              key={loaded.key}
              label={intl.formatMessage({ id: 'labels.assortmentGrid.importGridLabel' })}
              columns={columns}
              source={loaded.source}
              getId={rowIdOf}
              onWrite={actions.onWrite}
              // Writes stay in the dialog: no debounce is needed before validation reads them.
              saveDebounceMs={0}
              canDelete={() => true}
              controllerRef={(c) => {
                importGrid.current = c;
              }}
            />
          </div>
        )}
        {loaded && <ImportStatusBar flow={actions.flow} rows={rows} />}
        {job && <JobProgress job={job} />}

        <div className="xi-actions">
          <Button className="btn btn-secondary" onPress={onClose} isDisabled={busy}>
            <FormattedMessage id="buttons.close" />
          </Button>
          {critical.length > 0 && (
            <Button
              className="btn btn-secondary"
              isDisabled={busy}
              onPress={() => importGrid.current?.deleteRows(critical)}
            >
              <FormattedMessage id="products.bulkDownload.removeCritical" />
            </Button>
          )}
          {loaded && (
            <Button
              className="btn btn-primary"
              isDisabled={busy || controller === null}
              onPress={() => void actions.act()}
              data-testid="assortment-import-action"
            >
              <FormattedMessage id={buttonLabel(actions.flow, 'import')} />
            </Button>
          )}
        </div>
      </div>

      <ColumnAssociationsDialog
        isOpen={file.step !== null}
        fileName={file.step?.file.fileName ?? ''}
        headers={file.step?.parsed.headers ?? []}
        columns={ASSORTMENT_IMPORT_SHEET_COLUMNS}
        initial={file.step?.initial ?? {}}
        remembered={file.step?.remembered ?? false}
        onApply={(mapping) => void file.apply(mapping)}
        onCancel={file.cancel}
        header={header}
      />
    </AppDialog>
  );
}
