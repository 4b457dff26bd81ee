// Import (bulk add) of the sample inventory (spec 001 §2 'a sample inventory grid with an import
// (bulk add) flow', §4 'only fully valid rows are added', §5 required fields and the empty
// batch, §8 import messages, §9 dialog 80vw / at most 1280 px and grid pages of 100; spec 000
// §4 Excel import flow, §5 header matching and Column Associations, §8 import errors). Choose
// an .xlsx or .csv → read in the import worker → Column Associations (remembered per library
// and file layout) → validated in the worker against the library's samples on the device →
// the rows with their issues as cell notes, editable → 'Add N samples' adds the valid ones.
// Everything runs on the device, so it works offline (decision 0053).
import type { SampleLibrary } from '@portal/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Grid, type GridController } from '../../../grid/index.ts';
import { AppDialog } from '../../../ui/AppDialog.tsx';
import { ColumnAssociationsDialog } from '../../excel-import/ColumnAssociationsDialog.tsx';
import { rowIdOf, type ImportGridRow } from '../../excel-import/import-rows.ts';
import { ImportStatusBar } from '../../excel-import/ImportStatusBar.tsx';
import { JobProgress } from '../../excel-import/JobProgress.tsx';
import { useImportFile, useLoadedRows, type JobView } from '../../excel-import/useImportFile.ts';
import { useDeviceSync } from '../../sync/useDeviceSync.ts';
import {
  sampleColumnHeader,
  sampleImportColumns,
  sampleImportContext,
  sampleImportGridColumns,
} from './columns.ts';
import { useSampleImport, type AddingView } from './useSampleImport.ts';
import '../../excel-import/excel-import.css';
import './sample-import.css';

const ACCEPT =
  '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

export interface SampleImportDialogProps {
  readonly library: SampleLibrary;
  readonly onClose: () => void;
}

export function SampleImportDialog({ library, onClose }: SampleImportDialogProps) {
  const intl = useIntl();
  const userId = useDeviceSync()?.userId ?? '';
  const columns = useMemo(() => sampleImportColumns(library), [library]);
  const columnIds = useMemo(() => columns.map((c) => c.id), [columns]);
  const header = useMemo(() => sampleColumnHeader(intl), [intl]);
  const [job, setJob] = useState<JobView | null>(null);
  const controller = useRef<GridController<ImportGridRow> | null>(null);
  const file = useImportFile({ userId, context: sampleImportContext(library), columns, setJob });
  const { loaded } = file;
  const actions = useSampleImport({
    library,
    loaded,
    columnIds,
    controller,
    setJob,
    onAllAdded: onClose,
  });
  const rows = useLoadedRows(loaded);
  // The other library's columns show only when the file filled them (read once per file).
  const gridColumns = useMemo(
    () => sampleImportGridColumns(intl, library, loaded ? loaded.source.all() : []),
    [intl, library, loaded],
  );

  // Each loaded file is validated at once: its rows arrive with their issues.
  const { reset, validate } = actions;
  useEffect(() => {
    if (!loaded) return;
    reset();
    void validate();
    // Once per loaded file, not when validate's identity changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const busy = job !== null || actions.adding !== null;
  const stale = actions.flow.kind !== 'validated';

  return (
    <AppDialog
      title={<FormattedMessage id={`labels.samples.import.title.${library}`} />}
      isOpen
      onOpenChange={(open) => !open && !busy && onClose()}
      size="lg"
      testId="sample-import"
    >
      <div className="si-body">
        <p className="si-intro">
          <FormattedMessage id="labels.samples.import.intro" />
        </p>
        <div className="xi-toolbar">
          <label className="btn btn-secondary xi-file">
            <FormattedMessage id="buttons.samples.import.chooseFile" />
            <input
              type="file"
              accept={ACCEPT}
              className="xi-file-input"
              data-testid="sample-import-file"
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
          <div className="si-grid">
            <Grid<ImportGridRow>
              key={loaded.key}
              label={intl.formatMessage({ id: 'labels.samples.import.gridLabel' })}
              columns={gridColumns}
              source={loaded.source}
              getId={rowIdOf}
              onWrite={actions.onWrite}
              // Writes stay in the dialog: no debounce is needed before validation reads them.
              saveDebounceMs={0}
              canDelete={() => true}
              controllerRef={(c) => {
                controller.current = c;
              }}
            />
          </div>
        )}
        {loaded && <ImportStatusBar flow={actions.flow} rows={rows} />}
        {actions.empty && (
          <p className="si-error" role="alert" data-testid="sample-import-empty">
            <FormattedMessage id="labels.samples.import.emptyRequest" />
          </p>
        )}
        {job && <JobProgress job={job} />}
        {actions.adding && <AddingProgress adding={actions.adding} />}

        <div className="xi-actions">
          <Button className="btn btn-secondary" onPress={onClose} isDisabled={busy}>
            <FormattedMessage id="buttons.close" />
          </Button>
          {loaded && (
            <Button
              className="btn btn-secondary"
              onPress={() => void actions.validate()}
              isDisabled={busy}
            >
              <FormattedMessage
                id={
                  actions.flow.kind === 'notValidated'
                    ? 'buttons.validateItems'
                    : 'buttons.revalidateItems'
                }
              />
            </Button>
          )}
          {loaded && (
            <Button
              className="btn btn-primary"
              onPress={() => void actions.add()}
              isDisabled={busy}
              data-testid="sample-import-add"
            >
              {stale ? (
                <FormattedMessage id="buttons.samples.import.addValid" />
              ) : (
                <FormattedMessage
                  id="buttons.samples.import.add"
                  values={{ count: actions.valid }}
                />
              )}
            </Button>
          )}
        </div>
      </div>

      <ColumnAssociationsDialog
        isOpen={file.step !== null}
        fileName={file.step?.file.fileName ?? ''}
        headers={file.step?.parsed.headers ?? []}
        columns={columns}
        initial={file.step?.initial ?? {}}
        remembered={file.step?.remembered ?? false}
        onApply={(mapping) => void file.apply(mapping)}
        onCancel={file.cancel}
        header={header}
      />
    </AppDialog>
  );
}

/** Adding: a chunk at a time, the UI free between chunks; Cancel stops before the next. */
function AddingProgress({ adding }: { readonly adding: AddingView }) {
  const intl = useIntl();
  const label = intl.formatMessage(
    { id: 'labels.samples.import.adding' },
    { done: adding.done, total: adding.total },
  );
  return (
    <div className="xi-job" role="status" data-testid="sample-import-adding">
      <progress
        className="xi-progress"
        max={adding.total || 1}
        value={adding.done}
        aria-label={label}
      />
      <span className="xi-job-text">{label}</span>
      <button type="button" className="btn btn-secondary" onClick={adding.cancel}>
        <FormattedMessage id="buttons.cancel" />
      </button>
    </div>
  );
}
