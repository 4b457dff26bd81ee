// Worker entry of the export jobs (browser): XLSX through exceljs's workbook writer, thumbnails
// through OffscreenCanvas, PDF through jspdf, ZIP through jszip.
import * as Comlink from 'comlink';
import { exportJobs } from './export/export-jobs.ts';
import { canvasThumbnailer } from './export/thumbnailer-canvas.ts';
import { buffersOf, createJobHost } from './jobs/job-host.ts';

const host = createJobHost(exportJobs({ thumbnailer: canvasThumbnailer }), (value) =>
  Comlink.transfer(value, buffersOf(value)),
);
export type ExportWorkerApi = typeof host;
Comlink.expose(host);
