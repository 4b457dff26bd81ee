// The REST client (spec 000 §7, 001 §7): base /api, cookies sent, GET answers cached in memory,
// request families where a newer request cancels the older one silently, and transport
// failures announced to the shell (401 → logout; 5xx and no-response → the error dialogs).
import { RESPONSE_CACHE } from '@portal/shared/constants.ts';
import { ResponseCache } from './cache.ts';
import { CancelledError, HttpError, NetworkError } from './errors.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Query = Readonly<Record<string, string | number | boolean | undefined>>;

export interface CallOptions {
  readonly body?: unknown;
  readonly query?: Query;
  /** Only one request per family is kept: starting one cancels the previous (spec 001 §4). */
  readonly family?: string;
  readonly signal?: AbortSignal;
  /** GET only: read from and store in the memory cache (default true). */
  readonly cache?: boolean;
  /**
   * Background calls (keep-alive, offline-first reads) raise no transport dialog: on a tablet
   * without a connection they fail all the time and the app keeps working from local data.
   */
  readonly background?: boolean;
}

export type TransportEvent =
  | { readonly kind: 'unauthorized'; readonly error: HttpError }
  | { readonly kind: 'server'; readonly error: HttpError }
  | { readonly kind: 'network'; readonly error: NetworkError };

export interface ApiClientOptions {
  /** Default '/api' (same origin). */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
  /** spec 000 §9 response cache: 10000 entries, 1 hour. */
  readonly cacheEntries?: number;
  readonly cacheMaxAgeMs?: number;
  readonly now?: () => number;
}

/** The session check answers 401 when nobody is signed in; that is not a logout (spec 001 §8). */
const SESSION_CHECK = '/users/session';

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cache = new ResponseCache<unknown>({
    maxEntries: options.cacheEntries ?? RESPONSE_CACHE.maxEntries,
    maxAgeMs: options.cacheMaxAgeMs ?? RESPONSE_CACHE.maxAgeMs,
    ...(options.now ? { now: options.now } : {}),
  });
  const families = new Map<string, AbortController>();
  const listeners = new Set<(event: TransportEvent) => void>();

  function emit(event: TransportEvent): void {
    for (const listener of listeners) listener(event);
  }

  function urlOf(path: string, query?: Query): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) params.append(key, String(value));
    const search = params.size ? `?${params}` : '';
    return `${baseUrl}${path}${search}`;
  }

  async function request<T>(method: Method, path: string, opts: CallOptions = {}): Promise<T> {
    const url = urlOf(path, opts.query);
    const useCache = method === 'GET' && opts.cache !== false;
    if (useCache) {
      const hit = cache.get(url);
      if (hit !== undefined) return hit as T;
    }

    const controller = new AbortController();
    if (opts.family) {
      families.get(opts.family)?.abort();
      families.set(opts.family, controller);
    }
    const onOuterAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onOuterAbort, { once: true });
    if (opts.signal?.aborted) controller.abort();

    try {
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          credentials: 'include',
          headers: {
            accept: 'application/json',
            ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
          signal: controller.signal,
        });
      } catch (cause) {
        if (controller.signal.aborted) throw new CancelledError(path);
        const error = new NetworkError(path, cause);
        if (!opts.background) emit({ kind: 'network', error });
        throw error;
      }

      const body = await readBody(response).catch((cause: unknown) => {
        if (controller.signal.aborted) throw new CancelledError(path);
        throw new NetworkError(path, cause);
      });
      if (controller.signal.aborted) throw new CancelledError(path);

      if (!response.ok) {
        const error = new HttpError(response.status, path, body);
        if (response.status === 401 && path !== SESSION_CHECK)
          emit({ kind: 'unauthorized', error });
        else if (response.status >= 500 && !opts.background) emit({ kind: 'server', error });
        throw error;
      }
      if (useCache) cache.set(url, body);
      // A write may change what earlier reads returned.
      else if (method !== 'GET') cache.clear();
      return body as T;
    } catch (error) {
      if (error instanceof CancelledError) console.debug(error.message);
      throw error;
    } finally {
      opts.signal?.removeEventListener('abort', onOuterAbort);
      if (opts.family && families.get(opts.family) === controller) families.delete(opts.family);
    }
  }

  return {
    request,
    get: <T>(path: string, opts?: CallOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: CallOptions) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: CallOptions) =>
      request<T>('PUT', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: CallOptions) =>
      request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: CallOptions) => request<T>('DELETE', path, opts),
    /** Forget every cached GET (login, logout, user switch). */
    clearCache: () => cache.clear(),
    cacheSize: () => cache.size,
    /** Listen to 401s, 5xx and network failures; returns the unsubscribe function. */
    onTransportEvent(listener: (event: TransportEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The app's one client. */
export const api = createApiClient();
