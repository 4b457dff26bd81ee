// The asset libraries' shared domain (spec 000 §2 library filter bars and sorts, §3 Library
// item, §5 publish requirements, issue scope 8 rights dates): decision 0038, ./CONTEXT.md.
export * from './kinds.ts';
export * from './filter-bars.ts';
export * from './selector-match.ts';
export * from './query.ts';
export * from './sorts.ts';
export * from './publish.ts';
export * from './rights.ts';
