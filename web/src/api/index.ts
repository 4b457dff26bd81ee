export { api, createApiClient } from './client.ts';
export type { ApiClient, CallOptions, TransportEvent } from './client.ts';
export { CancelledError, HttpError, NetworkError, isCancelled } from './errors.ts';
