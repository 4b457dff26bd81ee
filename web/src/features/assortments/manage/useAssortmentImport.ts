// The Import to Assortment dialog's steps once a file is loaded (spec 000 §4 Excel import flow:
// validate, then import; the button label by the result, shared importButtonLabel): validation
// runs in the import worker against the device catalogue with THIS assortment's context; issues
// become cell notes; 'Import to Assortment' validates once more (so what is added is what is
// valid now, labels cleared as §5 says) and adds the passed rows to the assortment grid as ONE
// undo step (the grid's `importRows`), then the toast 'N Item(s) added to assortment'.
import type {
  AssortmentImportContext,
  ImportFlowState,
  ImportValidationSummary,
  Product,
  ValidatedImportRow,
} from '@portal/shared';
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { CatalogueDatabase } from '../../../db/catalogue.ts';
import type { GridController, GridWrite } from '../../../grid/index.ts';
import { showToast, SUCCESS_TOAST_MS } from '../../../ui/toasts/queue.ts';
import type { CatalogueProductLookup } from '../../excel-import/catalogue-lookup.ts';
import {
  NOT_VALIDATED,
  flowAfterValidation,
  flowAfterWrite,
  importAction,
} from '../../excel-import/import-flow.ts';
import { issuesByRowId, toSheetRows, type ImportGridRow } from '../../excel-import/import-rows.ts';
import { importJobs, runJob, type JobView } from '../../excel-import/jobs.ts';
import type { LoadedImport } from '../../excel-import/useImportFile.ts';
import { importedEntries, importedItem } from './import-to-assortment.ts';
import { toGridRow, type AssortmentGridRow } from './rows.ts';

/** Where the rows go: the assortment grid and what its rows are made of. */
export interface AssortmentImportTarget {
  readonly controller: GridController<AssortmentGridRow> | null;
  readonly catalogue: CatalogueDatabase | undefined;
  readonly lookup: CatalogueProductLookup | undefined;
  readonly context: Omit<AssortmentImportContext, 'mode'>;
  readonly locationCode: string;
  readonly decimals: number;
}

interface Options {
  readonly loaded: LoadedImport | null;
  readonly columnIds: readonly string[];
  /** The import grid (edits waiting in its queue belong to what is validated). */
  readonly importGrid: RefObject<GridController<ImportGridRow> | null>;
  readonly target: AssortmentImportTarget;
  readonly setJob: (job: JobView | null) => void;
  /** The rows were added: the dialog closes. */
  readonly onImported: () => void;
}

interface Validation {
  readonly rows: readonly ValidatedImportRow[];
  readonly summary: ImportValidationSummary;
}

export function useAssortmentImport(options: Options) {
  const { loaded, columnIds, importGrid, setJob, onImported } = options;
  const [flow, setFlow] = useState<ImportFlowState>(NOT_VALIDATED);
  const [importing, setImporting] = useState(false);
  // The latest target (the assortment changes live): read when a step starts.
  const latest = useRef(options.target);
  useLayoutEffect(() => {
    latest.current = options.target;
  });

  const reset = useCallback(() => setFlow(NOT_VALIDATED), []);

  const onWrite = useCallback(
    (write: GridWrite<ImportGridRow>) => {
      loaded?.source.apply(write);
      setFlow((current) => flowAfterWrite(current, write));
    },
    [loaded],
  );

  /** Validates the current rows; the issues become cell notes. Null when it did not run. */
  const validate = useCallback(async (): Promise<Validation | null> => {
    if (loaded === null) return null;
    const { lookup, context } = latest.current;
    if (lookup === undefined) {
      showToast('warning', { id: 'products.bulkDownload.noCatalogue' });
      return null;
    }
    await importGrid.current?.queue.flush();
    const rows = loaded.source.all();
    const input = {
      rows: toSheetRows(rows, columnIds),
      context: { ...context, mode: 'import' as const },
      issuesOnly: true,
    };
    const outcome = await runJob(
      (onProgress) =>
        importJobs().start('validateAssortmentImport', input, { service: lookup, onProgress }),
      setJob,
    );
    if (!outcome.ok) {
      if (outcome.kind === 'failed')
        showToast('error', { id: outcome.messageId, values: outcome.values });
      return null;
    }
    const issues = issuesByRowId(rows, outcome.value.rows);
    // Issues are the import grid's notes, and a value validation changed (a label cleared or
    // matched, spec 000 §5) is shown as it will be imported: both written to the source,
    // outside undo (not user edits).
    const byNumber = new Map(outcome.value.rows.map((v) => [v.rowNumber, v]));
    const changes = rows.flatMap((row) => {
      const checked = byNumber.get(row.rowNumber);
      return (checked?.changed ?? []).map((columnId) => ({
        rowId: row.id,
        columnId,
        value: checked?.values[columnId] ?? null,
      }));
    });
    loaded.source.apply({
      updates: [
        ...changes,
        ...rows.map((row) => ({
          rowId: row.id,
          columnId: 'issues',
          value: issues.get(row.id) ?? [],
        })),
      ],
      adds: [],
      deletes: [],
      renames: [],
      sorts: [],
    });
    setFlow(flowAfterValidation(outcome.value.summary));
    return outcome.value;
  }, [loaded, columnIds, importGrid, setJob]);

  /** Validates again; with no critical issue left, adds the rows as one grid change. */
  const importNow = useCallback(async () => {
    if (loaded === null) return;
    const validation = await validate();
    if (validation === null || validation.summary.criticalErrors > 0) return;
    const { controller, catalogue, context, locationCode, decimals } = latest.current;
    if (controller === null || catalogue === undefined) return;
    const present = context.assortmentStyleColors ?? new Set<string>();
    const entries = importedEntries(loaded.source.all(), validation.rows).filter(
      (e) => !present.has(e.key),
    );
    const records = await catalogue.productsById(entries.map((e) => e.key));
    const at = { locationCode, decimals, labels: context.labels ?? [] };
    let refused = false;
    const rows: AssortmentGridRow[] = [];
    entries.forEach((entry, i) => {
      const product = records[i] as unknown as Product | undefined;
      if (product === undefined) return;
      const { item, pricingRefused } = importedItem(entry.values, product, at);
      refused ||= pricingRefused;
      rows.push(toGridRow(item, product, locationCode, decimals));
    });
    if (rows.length === 0) {
      showToast('warning', { id: 'msgCodes.assortmentGrid.nothingToImport' });
      return;
    }
    if (refused) showToast('error', { id: 'msgCodes.grid.discountRange' });
    // The same path as Add Products (the screen's onWrite stores the rows), as one undo step.
    controller.importRows(rows);
    await controller.queue.flush();
    showToast(
      'success',
      { id: 'msgCodes.assortmentGrid.itemsAdded', values: { count: rows.length } },
      { timeout: SUCCESS_TOAST_MS },
    );
    onImported();
  }, [loaded, validate, onImported]);

  /** The one action button: validate until nothing critical remains, then import. */
  const act = useCallback(async () => {
    setImporting(true);
    try {
      if (importAction(flow, 'import') === 'import') await importNow();
      else await validate();
    } finally {
      setImporting(false);
    }
  }, [flow, importNow, validate]);

  return { flow, importing, reset, onWrite, act };
}
