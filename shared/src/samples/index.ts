// Sample inventory rules (spec 001 §2, §3, §5, §8): the required fields per library and the
// screens' filter bar. Pure; the web screens and the server's REST use the same.
export * from './required.ts';
export * from './filter-bar.ts';
export * from './new-sample.ts';
export * from './tracking.ts';
export * from './export.ts';
