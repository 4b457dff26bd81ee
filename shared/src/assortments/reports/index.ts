export * from './period.ts';
export * from './reports.ts';
export * from './report-table.ts';
