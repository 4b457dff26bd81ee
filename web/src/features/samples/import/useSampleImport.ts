// The sample import's steps after the file is loaded (spec 001 §2 import flow, §4 'only fully
// valid rows are added', §5 / §8 messages; spec 000 §4): validate in the import worker against
// the library's samples on the device, show each row's issues as cell notes, let the user fix
// cells and revalidate, then add the fully valid rows. Adding validates again first, so what is
// added is exactly what is valid at that moment (an edit after the last validation counts).
import {
  summarizeImport,
  type ImportFlowState,
  type SampleAddition,
  type SampleLibrary,
} from '@portal/shared';
import { useCallback, useState, type RefObject } from 'react';
import { deviceData } from '../../../db/actions.ts';
import type { GridController, GridWrite } from '../../../grid/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../../ui/toasts/queue.ts';
import { NOT_VALIDATED, flowAfterValidation } from '../../excel-import/import-flow.ts';
import { issuesByRowId, toSheetRows, type ImportGridRow } from '../../excel-import/import-rows.ts';
import { importJobs, runJob, type JobView } from '../../excel-import/jobs.ts';
import type { LoadedImport } from '../../excel-import/useImportFile.ts';
import { SampleAdditionRefused, addImportedSamples } from './add-samples.ts';
import { deviceSampleTarget, readExistingSamples } from './device.ts';

/** Adding in progress: done of total, and how to stop between chunks. */
export interface AddingView {
  readonly done: number;
  readonly total: number;
  readonly cancel: () => void;
}

interface Options {
  readonly library: SampleLibrary;
  readonly loaded: LoadedImport | null;
  readonly columnIds: readonly string[];
  readonly controller: RefObject<GridController<ImportGridRow> | null>;
  readonly setJob: (job: JobView | null) => void;
  /** Every row was added: the dialog closes. */
  readonly onAllAdded: () => void;
}

const NO_WRITE = { adds: [], renames: [], sorts: [] };

export function useSampleImport(options: Options) {
  const { library, loaded, columnIds, controller, setJob, onAllAdded } = options;
  const [flow, setFlow] = useState<ImportFlowState>(NOT_VALIDATED);
  const [valid, setValid] = useState(0);
  const [adding, setAdding] = useState<AddingView | null>(null);
  const [empty, setEmpty] = useState(false);

  const reset = useCallback(() => {
    setFlow(NOT_VALIDATED);
    setValid(0);
    setEmpty(false);
  }, []);

  // Any edit can change a row's validity (every field has a rule): the result is stale.
  const onWrite = useCallback(
    (write: GridWrite<ImportGridRow>) => {
      loaded?.source.apply(write);
      if (write.updates.length + write.adds.length + write.deletes.length > 0) {
        setFlow((current) =>
          current.kind === 'notValidated' ? current : { kind: 'styleColorEdited' },
        );
        setEmpty(false);
      }
    },
    [loaded],
  );

  /** Validates the current rows; answers the fully valid ones, or null when it failed. */
  const validate = useCallback(async (): Promise<readonly SampleAddition[] | null> => {
    if (loaded === null) return null;
    setEmpty(false);
    await controller.current?.queue.flush();
    const rows = loaded.source.all();
    let existing;
    try {
      existing = await readExistingSamples(deviceData(), library);
    } catch {
      showToast('error', { id: 'msgCodes.importUnknownError' });
      return null;
    }
    const input = { rows: toSheetRows(rows, columnIds), context: { library, existing } };
    const outcome = await runJob(
      (onProgress) => importJobs().start('validateSampleImport', input, { onProgress }),
      setJob,
    );
    if (!outcome.ok) {
      if (outcome.kind === 'failed')
        showToast('error', { id: outcome.messageId, values: outcome.values });
      return null;
    }
    const issues = issuesByRowId(rows, outcome.value.rows);
    // Issues are the grid's notes, not user edits: written to the source, outside undo.
    loaded.source.apply({
      ...NO_WRITE,
      updates: rows.map((row) => ({
        rowId: row.id,
        columnId: 'issues',
        value: issues.get(row.id) ?? [],
      })),
      deletes: [],
    });
    setFlow(flowAfterValidation(outcome.value.summary));
    setValid(outcome.value.additions.length);
    return outcome.value.additions;
  }, [loaded, controller, columnIds, library, setJob]);

  /** spec 001 §4: adds only the fully valid rows; the rest stay to be fixed. */
  const add = useCallback(async () => {
    if (loaded === null) return;
    const additions = await validate();
    if (additions === null) return;
    if (additions.length === 0) {
      // spec 001 §5 / §8: an empty batch.
      setEmpty(true);
      showToast('error', { id: 'labels.samples.import.emptyRequest' });
      return;
    }
    setEmpty(false);
    const abort = new AbortController();
    let done = 0;
    const view = (n: number) =>
      setAdding({ done: n, total: additions.length, cancel: () => abort.abort() });
    view(0);
    try {
      await addImportedSamples(deviceSampleTarget(deviceData()), additions, {
        library,
        now: new Date().toISOString(),
        signal: abort.signal,
        onProgress: (n) => {
          done = n;
          view(n);
        },
      });
    } catch (error) {
      if (error instanceof SampleAdditionRefused) {
        showToast('error', {
          id: 'labels.samples.import.rowRefused',
          values: { row: error.rowNumber },
        });
      } else if (!abort.signal.aborted) {
        showToast('error', { id: 'msgCodes.importUnknownError' });
      }
    } finally {
      setAdding(null);
    }
    if (done === 0) return;
    showToast(
      'success',
      { id: 'labels.samples.import.added', values: { count: done } },
      { timeout: SUCCESS_TOAST_MS },
    );
    // Chunks are stored in order: the first `done` additions are on the device now.
    const added = new Set(additions.slice(0, done).map((a) => a.rowNumber));
    const rows = loaded.source.all();
    loaded.source.apply({
      ...NO_WRITE,
      updates: [],
      deletes: rows.filter((row) => added.has(row.rowNumber)).map((row) => row.id),
    });
    const remaining = loaded.source.all();
    if (remaining.length === 0) {
      onAllAdded();
      return;
    }
    // What remains is what was invalid (or not reached): its issues still show.
    const validated = remaining.map((row) => ({
      rowNumber: row.rowNumber,
      values: {},
      errors: row.issues,
      changed: [],
    }));
    setFlow(flowAfterValidation(summarizeImport(validated)));
    setValid(additions.length - done);
  }, [loaded, validate, library, onAllAdded]);

  return { flow, valid, adding, empty, reset, onWrite, validate, add };
}
