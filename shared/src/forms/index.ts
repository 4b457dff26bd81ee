export * from './date.ts';
export * from './email.ts';
export * from './money.ts';
export * from './problems.ts';
