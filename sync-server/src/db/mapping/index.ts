export * from './generic.ts';
export * from './document-store.ts';
export * from './entities.ts';
export * from './sql-rows.ts';
export * from './json-sql.ts';
