// Pure import rules (spec 000 §4, §5, §8; spec 001 §5, §8). See workers/CONTEXT.md.
export * from './messages.ts';
export * from './cell-parsing.ts';
export * from './columns.ts';
export * from './header-matching.ts';
export * from './header-synonyms.ts';
export * from './validation-types.ts';
export * from './validate-assortment-rows.ts';
export * from './validate-sample-rows.ts';
export * from './import-result.ts';
export * from './column-mapping-memory.ts';
export * from './limits.ts';
