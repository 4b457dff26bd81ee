// Pure export rules (spec 000 §3 Assortment document, §9; spec 001 §4, §9). See workers/CONTEXT.md.
export * from './export-columns.ts';
export * from './formatting.ts';
export * from './cell-escape.ts';
export * from './file-names.ts';
export * from './document-options.ts';
export * from './job-messages.ts';
export * from './download-queue.ts';
export * from './order-columns.ts';
