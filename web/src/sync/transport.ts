// HTTP for the replication client, usable in the browser (same-origin fetch with the session
// cookie) and in Node (tests and the benchmark pass a fetch that carries cookie and Origin).
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@portal/shared';

export interface SyncTransport {
  /** '' in the browser (same origin); 'http://host:port' in Node. */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
}

/** The server answered 401: the session is gone. Local changes stay and wait for a login. */
export class AuthRequiredError extends Error {
  constructor() {
    super('The session has ended; please log in again');
    this.name = 'AuthRequiredError';
  }
}

/** No answer at all (offline, server down): retried later. */
export class OfflineError extends Error {
  constructor(cause: unknown) {
    super(
      `The server cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'OfflineError';
  }
}

/** Any other non-2xx answer, with the server's JSON error when it sent one. */
export class SyncHttpError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'SyncHttpError';
    this.status = status;
    this.code = code;
  }
}

export function browserTransport(): SyncTransport {
  return {
    baseUrl: '',
    fetch: (input, init) => fetch(input, { credentials: 'same-origin', ...init }),
  };
}

/** The answer of a request once its head arrived: a 2xx Response whose body is still to be
 * read (the catalogue sync asks for its next page meanwhile). Errors as `request`. */
export async function send(
  t: SyncTransport,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  let res: Response;
  try {
    res = await t.fetch(`${t.baseUrl}${path}`, {
      method,
      headers: {
        [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if ((error as { name?: string }).name === 'AbortError') throw error;
    throw new OfflineError(error);
  }
  if (res.status === 401) throw new AuthRequiredError();
  if (!res.ok) {
    let code = 'http_error';
    let message = `${method} ${path} answered ${res.status}`;
    try {
      const json = (await res.json()) as { error?: { code?: string; message?: string } };
      code = json.error?.code ?? code;
      message = json.error?.message ?? message;
    } catch {
      // Not JSON (a proxy's page): keep the status text.
    }
    throw new SyncHttpError(res.status, code, message);
  }
  return res;
}

export async function request<T>(
  t: SyncTransport,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  return (await (await send(t, method, path, body, signal)).json()) as T;
}
