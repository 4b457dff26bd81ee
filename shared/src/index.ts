export * from './permissions/types.ts';
