export * from './store.ts';
export * from './fs-store.ts';
export * from './memory-store.ts';
export * from './open.ts';
export * from './files-router.ts';
