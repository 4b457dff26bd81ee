// Worker entry of the import jobs (browser). Thin on purpose: the logic is in import/.
import * as Comlink from 'comlink';
import { importJobs } from './import/import-jobs.ts';
import { readXlsxRowsSax } from './import/read-xlsx-sax.ts';
import { buffersOf, createJobHost } from './jobs/job-host.ts';

const host = createJobHost(importJobs(readXlsxRowsSax), (value) =>
  Comlink.transfer(value, buffersOf(value)),
);
export type ImportWorkerApi = typeof host;
Comlink.expose(host);
