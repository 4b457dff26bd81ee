// The import jobs as a handler map: the worker entry exposes it, the Node server and the
// main-thread fallback call it directly.
import type {
  AssortmentImportContext,
  ColumnMapping,
  ImportColumn,
  ImportLimits,
  ImportSheetRow,
  SampleImportContext,
} from '@portal/shared';
import { parseImportFile } from './parse-import.ts';
import type { ProductLookup } from './product-lookup.ts';
import type { XlsxRowReader } from './sheet-source.ts';
import { validateAssortmentImport, validateSampleImport } from './validate-import.ts';
import type { ImportFile } from './read-import-sheet.ts';
import type { JobOptions } from '../jobs/job.ts';

export interface ParseImportInput {
  readonly file: ImportFile;
  readonly columns: readonly ImportColumn[];
  readonly mapping?: ColumnMapping;
  readonly limits?: Partial<ImportLimits>;
}

export function importJobs(xlsxReader: XlsxRowReader) {
  return {
    parseImport: (input: ParseImportInput, options: JobOptions) =>
      parseImportFile(input.file, input.columns, {
        ...options,
        xlsxReader,
        mapping: input.mapping,
        limits: input.limits,
      }),
    validateAssortmentImport: async (
      input: {
        rows: readonly ImportSheetRow[];
        context: AssortmentImportContext;
        /**
         * Answer only the rows with an issue or a changed value (the summary still counts
         * all): the answer is read on the UI thread, and a screen that already holds the
         * rows needs no copy of 10,000 clean ones.
         */
        issuesOnly?: boolean;
      },
      options: JobOptions,
      lookup?: ProductLookup,
    ) => {
      if (lookup === undefined) throw new Error('validateAssortmentImport needs a ProductLookup');
      const result = await validateAssortmentImport(input.rows, lookup, input.context, options);
      if (input.issuesOnly !== true) return result;
      const rows = result.rows.filter((r) => r.errors.length > 0 || r.changed.length > 0);
      return { rows, summary: result.summary };
    },
    validateSampleImport: (
      input: { rows: readonly ImportSheetRow[]; context: SampleImportContext },
      options: JobOptions,
    ) => validateSampleImport(input.rows, input.context, options),
  };
}

export type ImportJobs = ReturnType<typeof importJobs>;
