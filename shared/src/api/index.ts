// REST request/response schemas of the sync server, imported by the web client.
export * from './common.ts';
export * from './errors.ts';
export * from './users.ts';
export * from './session.ts';
export * from './access.ts';
export * from './options.ts';
export * from './resources.ts';
export * from './coordinator-assignments.ts';
export * from './notifications.ts';
export * from './products.ts';
export * from './uploads.ts';
export * from './assets.ts';
export * from './sample-inventory.ts';
export * from './sample-tracking.ts';
export * from './assortments.ts';
export * from './orders.ts';
export * from './order-lookups.ts';
