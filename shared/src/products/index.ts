// The product library's rules and query engine (spec 000 §2 product filter bar, §3 Product and
// its Definitions, §9 presets): the bar definition, the reference predicate and sorts, the
// computed figures, and the in-memory index used on the device and on the server.
export * from './context.ts';
export * from './filter-bar.ts';
export * from './fields.ts';
export * from './keyword.ts';
export * from './ids.ts';
export * from './price.ts';
export * from './query.ts';
export * from './sorts.ts';
export * from './matches.ts';
export * from './figures.ts';
export * from './images.ts';
export * from './index-engine.ts';
