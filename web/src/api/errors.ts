// What a call can fail with. The server answers every error as { error: { code, message } }.

/** The server answered with a non-2xx status. */
export class HttpError extends Error {
  readonly status: number;
  /** Stable machine code from the server's body ('unknown' when the body had none). */
  readonly code: string;
  /** The server's own message, shown where the spec shows "the server's message". */
  readonly serverMessage: string | undefined;
  readonly body: unknown;
  readonly path: string;
  constructor(status: number, path: string, body: unknown) {
    const err = readErrorBody(body);
    super(err.message ?? `HTTP ${status} from ${path}`);
    this.name = 'HttpError';
    this.status = status;
    this.path = path;
    this.code = err.code ?? 'unknown';
    this.serverMessage = err.message;
    this.body = body;
  }
}

/** No response at all: offline, DNS, refused connection, CORS (spec 001 §8 'Network Error'). */
export class NetworkError extends Error {
  readonly path: string;
  constructor(path: string, cause: unknown) {
    super(`Network error on ${path}`, { cause });
    this.name = 'NetworkError';
    this.path = path;
  }
}

/** Cancelled by the caller or by a newer request of the same family; never shown to the user. */
export class CancelledError extends Error {
  constructor(path: string) {
    super(`Cancelled ${path}`);
    this.name = 'CancelledError';
  }
}

export function isCancelled(error: unknown): error is CancelledError {
  return error instanceof CancelledError;
}

function readErrorBody(body: unknown): { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const error = (body as { error: unknown }).error;
  if (typeof error === 'string') return { message: error };
  if (typeof error !== 'object' || error === null) return {};
  const { code, message } = error as { code?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}
