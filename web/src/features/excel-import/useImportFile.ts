// Choosing a file: read and map it in the import worker, then the Column Associations step
// with the remembered or automatic mapping; applying it places the rows in a fresh import
// grid source (the import grid never calls the server, spec 000 §4).
import {
  recallColumnMapping,
  rememberColumnMapping,
  type ColumnMapping,
  type ImportColumn,
} from '@portal/shared';
import type { ImportFile, ParsedImport } from '@portal/workers';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { MemorySource } from '../../grid/index.ts';
import { showToast } from '../../ui/toasts/queue.ts';
import { rowIdOf, toGridRows, type ImportGridRow } from './import-rows.ts';
import { importJobs, runJob, type JobView } from './jobs.ts';

export type { JobView };
import { localMappingStorage } from './mapping-storage.ts';

export interface MappingStep {
  readonly file: ImportFile;
  readonly parsed: ParsedImport;
  readonly initial: ColumnMapping;
  readonly remembered: boolean;
}

export interface LoadedImport {
  /** Changes per file: the grid remounts with its own history. */
  readonly key: number;
  readonly fileName: string;
  readonly source: MemorySource<ImportGridRow>;
}

const storage = localMappingStorage();
let loads = 0;

function sameMapping(a: ColumnMapping, b: ColumnMapping): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}

export function useImportFile(options: {
  readonly userId: string;
  readonly context: string;
  readonly columns: readonly ImportColumn[];
  readonly setJob: (job: JobView | null) => void;
}) {
  const { userId, context, columns, setJob } = options;
  const [step, setStep] = useState<MappingStep | null>(null);
  const [loaded, setLoaded] = useState<LoadedImport | null>(null);

  const parse = useCallback(
    async (file: ImportFile, mapping?: ColumnMapping): Promise<ParsedImport | null> => {
      const outcome = await runJob(
        (onProgress) =>
          importJobs().start('parseImport', { file, columns, mapping }, { onProgress }),
        setJob,
      );
      if (outcome.ok) return outcome.value;
      if (outcome.kind === 'failed') {
        showToast('error', { id: outcome.messageId, values: outcome.values });
      }
      return null;
    },
    [columns, setJob],
  );

  const choose = useCallback(
    async (chosen: File) => {
      const file: ImportFile = {
        fileName: chosen.name,
        bytes: new Uint8Array(await chosen.arrayBuffer()),
      };
      const parsed = await parse(file);
      if (parsed === null) return;
      const recalled = await recallColumnMapping(
        storage,
        userId,
        context,
        parsed.headers,
        columns,
        parsed.mapping,
      );
      setStep({ file, parsed, initial: recalled.mapping, remembered: recalled.remembered });
    },
    [parse, userId, context, columns],
  );

  const apply = useCallback(
    async (mapping: ColumnMapping) => {
      if (step === null) return;
      setStep(null);
      await rememberColumnMapping(storage, userId, context, step.parsed.headers, mapping);
      // The first read used the automatic mapping; read again only when the user changed it.
      const parsed = sameMapping(mapping, step.parsed.mapping)
        ? step.parsed
        : await parse(step.file, mapping);
      if (parsed === null) return;
      loads += 1;
      setLoaded({
        key: loads,
        fileName: step.file.fileName,
        source: new MemorySource<ImportGridRow>({ rows: toGridRows(parsed.rows), getId: rowIdOf }),
      });
    },
    [step, parse, userId, context],
  );

  const cancel = useCallback(() => setStep(null), []);

  return { step, loaded, choose, apply, cancel };
}

const NO_ROWS: readonly ImportGridRow[] = [];
const EMPTY_STORE = { subscribe: () => () => undefined, get: () => NO_ROWS };

/** The import grid's rows, re-read whenever the source changes (edits, issues, deletes). */
export function useLoadedRows(loaded: LoadedImport | null): readonly ImportGridRow[] {
  const store = useMemo(() => {
    if (!loaded) return EMPTY_STORE;
    let snapshot: readonly ImportGridRow[] = [...loaded.source.all()];
    return {
      subscribe: (onChange: () => void) =>
        loaded.source.subscribe(() => {
          snapshot = [...loaded.source.all()];
          onChange();
        }),
      get: () => snapshot,
    };
  }, [loaded]);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
