// Validate against the device catalogue, then download: the line sheet PDF (export worker)
// or the XLSX. Each job reports progress and can be cancelled (spec 000 §8 cancel message).
import {
  safeFileBase,
  type AssortmentImportContext,
  type ImportFlowState,
  type ImportMode,
  type ImportProduct,
} from '@portal/shared';
import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { useIntl } from 'react-intl';
import type { GridController, GridWrite } from '../../grid/index.ts';
import { showToast } from '../../ui/toasts/queue.ts';
import type { CatalogueProductLookup } from './catalogue-lookup.ts';
import {
  PDF_LABEL_IDS,
  fileImageService,
  lineSheetInput,
  productsXlsxInput,
  type DocumentContext,
} from './documents.ts';
import { NOT_VALIDATED, flowAfterValidation, flowAfterWrite } from './import-flow.ts';
import { downloadKeys, issuesByRowId, toSheetRows, type ImportGridRow } from './import-rows.ts';
import type { LoadedImport } from './useImportFile.ts';
import { downloads } from '../downloads/download-store.ts';
import {
  PDF_TYPE,
  XLSX_TYPE,
  asDownload,
  exportJobs,
  importJobs,
  runJob,
  type JobView,
} from './jobs.ts';

interface Options {
  readonly mode: ImportMode;
  readonly loaded: LoadedImport | null;
  readonly columnIds: readonly string[];
  readonly lookup: CatalogueProductLookup | undefined;
  readonly context: Omit<AssortmentImportContext, 'mode'>;
  readonly document: Omit<DocumentContext, 'labels' | 'locale' | 'title' | 'otherGroup'>;
  readonly controller: RefObject<GridController<ImportGridRow> | null>;
  readonly setJob: (job: JobView | null) => void;
}

export function useImportActions(options: Options) {
  const { mode, loaded, columnIds, lookup, setJob, controller } = options;
  const intl = useIntl();
  const [flow, setFlow] = useState<ImportFlowState>(NOT_VALIDATED);
  // The latest context and document data, read when a job starts (not a reason to re-create
  // the callbacks).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const onWrite = useCallback(
    (write: GridWrite<ImportGridRow>) => {
      loaded?.source.apply(write);
      setFlow((current) => flowAfterWrite(current, write));
    },
    [loaded],
  );

  const validate = useCallback(async () => {
    if (loaded === null) return;
    if (lookup === undefined) {
      showToast('warning', { id: 'products.bulkDownload.noCatalogue' });
      return;
    }
    // Edits still waiting for the grid's debounce belong to what is validated.
    await controller.current?.queue.flush();
    const rows = loaded.source.all();
    const input = {
      rows: toSheetRows(rows, columnIds),
      context: { ...latest.current.context, mode },
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
      return;
    }
    const issues = issuesByRowId(rows, outcome.value.rows);
    // Issues are the grid's notes, not user edits: written to the source, outside undo.
    loaded.source.apply({
      updates: rows.map((row) => ({
        rowId: row.id,
        columnId: 'issues',
        value: issues.get(row.id) ?? [],
      })),
      adds: [],
      deletes: [],
      renames: [],
      sorts: [],
    });
    setFlow(flowAfterValidation(outcome.value.summary));
  }, [loaded, lookup, columnIds, mode, controller, setJob]);

  const products = useCallback(async (): Promise<ImportProduct[]> => {
    if (loaded === null || lookup === undefined) return [];
    const found = await lookup.products(downloadKeys(loaded.source.all()));
    if (found.length === 0) showToast('warning', { id: 'products.bulkDownload.nothingToDownload' });
    return found;
  }, [loaded, lookup]);

  const documentContext = useCallback((): DocumentContext => {
    const labels: Record<string, string> = {};
    for (const id of PDF_LABEL_IDS) {
      // The worker formats the ICU text itself; the built app holds catalogues pre-parsed.
      const message = intl.messages[id];
      if (typeof message === 'string') labels[id] = message;
      else if (Array.isArray(message)) labels[id] = printAST(message);
    }
    return {
      ...latest.current.document,
      title: intl.formatMessage({ id: 'products.bulkDownload.title' }),
      otherGroup: intl.formatMessage({ id: 'products.bulkDownload.otherGroup' }),
      locale: intl.locale,
      labels,
    };
  }, [intl]);

  // Documents go through the app's download queue (spec 001 §4: at most 3 at once, one
  // request per family): a second click replaces the first request, the panel shows progress
  // and Cancel, and the file is saved when it is ready, even if the user has moved on.
  const downloadPdf = useCallback(async () => {
    const list = await products();
    if (list.length === 0) return;
    const context = documentContext();
    const input = lineSheetInput(list, context);
    downloads.enqueue({
      family: 'bulk-download:pdf',
      kind: 'pdf',
      displayName: intl.formatMessage(
        { id: 'products.bulkDownload.lineSheetName' },
        { title: context.title },
      ),
      start: (onProgress) =>
        asDownload(
          exportJobs().start('assortmentPdf', input, { service: fileImageService(), onProgress }),
          (value) => ({ bytes: value.bytes, fileName: value.fileName, type: PDF_TYPE }),
        ),
    });
  }, [products, documentContext, intl]);

  const downloadXlsx = useCallback(async () => {
    const list = await products();
    if (list.length === 0) return;
    const context = documentContext();
    const h = (id: string) => intl.formatMessage({ id });
    const input = productsXlsxInput(
      list,
      {
        style: h('labels.export.style'),
        color: h('labels.export.color'),
        name: h('labels.export.name'),
        division: h('labels.export.division'),
        gender: h('labels.export.gender'),
        wholesale: h('labels.pdf.wholesale'),
        retail: h('labels.pdf.retail'),
      },
      context,
    );
    downloads.enqueue({
      family: 'bulk-download:xlsx',
      kind: 'xlsx',
      displayName: intl.formatMessage(
        { id: 'products.bulkDownload.xlsxName' },
        { title: context.title },
      ),
      start: (onProgress) =>
        asDownload(exportJobs().start('gridXlsx', input, { onProgress }), (bytes) => ({
          bytes,
          fileName: `${safeFileBase(context.title)}.xlsx`,
          type: XLSX_TYPE,
        })),
    });
  }, [products, documentContext, intl]);

  const reset = useCallback(() => setFlow(NOT_VALIDATED), []);

  return { flow, onWrite, validate, downloadPdf, downloadXlsx, reset };
}
