export * from './pricing.ts';
export * from './style-copy.ts';
export * from './display-groups.ts';
export * from './group-moves.ts';
export * from './export-options.ts';
export * from './edit-cells.ts';
export * from './find-replace.ts';
export * from './limits.ts';
