// The web app's entry to the heavy jobs: one import worker, one export worker, each with a
// main-thread fallback. Vite bundles the worker files from the `new URL(…)` below.
import type { ExportJobs } from '../export/export-jobs.ts';
import type { ImportJobs } from '../import/import-jobs.ts';
import { createJobHost } from '../jobs/job-host.ts';
import { createJobClient, type JobClient } from './job-client.ts';

export function createImportClient(): JobClient<ImportJobs> {
  return createJobClient<ImportJobs>(
    () =>
      new Worker(new URL('../import.worker.ts', import.meta.url), {
        type: 'module',
        name: 'import',
      }),
    async () => {
      const [{ importJobs }, { readXlsxRowsSax }] = await Promise.all([
        import('../import/import-jobs.ts'),
        import('../import/read-xlsx-sax.ts'),
      ]);
      return createJobHost(importJobs(readXlsxRowsSax));
    },
  );
}

export function createExportClient(): JobClient<ExportJobs> {
  return createJobClient<ExportJobs>(
    () =>
      new Worker(new URL('../export.worker.ts', import.meta.url), {
        type: 'module',
        name: 'export',
      }),
    async () => {
      const [{ exportJobs }, { canvasThumbnailer }] = await Promise.all([
        import('../export/export-jobs.ts'),
        import('../export/thumbnailer-canvas.ts'),
      ]);
      return createJobHost(exportJobs({ thumbnailer: canvasThumbnailer }));
    },
  );
}
