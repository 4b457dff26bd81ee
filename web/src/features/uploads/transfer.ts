// One file's upload in parts (spec 001 §4 "Multipart upload", §7 Uploads and downloads, §9:
// 10 MiB parts, 4 parts at a time; decision 0039 for the server's resume and abort calls):
// POST …/create → PUT each part to its signed URL (the answer's ETag header) → POST …/complete
// with every part's ETag. Resumable: given the stored {key, uploadId}, POST …/parts says which
// parts the server holds and gives fresh URLs, and only the missing parts are sent. Framework
// free (fetch and Blob only), so the same code runs in the browser and in Node tests.
import {
  UPLOAD,
  type UploadUsageType,
  uploadCreateAnswerSchema,
  uploadPartsAnswerSchema,
  uploadedFileSchema,
  type LibraryType,
} from '@portal/shared';
import type { z } from 'zod';
import { bytesOf } from './content-hash.ts';

export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** Where an upload runs: an upload in progress on the server. */
export interface UploadRef {
  readonly key: string;
  readonly uploadId: string;
}

export interface TransferTarget {
  readonly filename: string;
  readonly contentType?: string;
  readonly usageType: UploadUsageType;
  readonly libraryType?: LibraryType;
  readonly attachTo?: string;
}

export interface UploadHttp {
  /** fetch with the session's cookie; paths are the API's ('/upload/aws/s3/create'). */
  readonly fetch: typeof fetch;
  /** Default '/api'; part URLs the server answers are resolved against it. */
  readonly baseUrl?: string;
}

export interface TransferOptions {
  readonly http: UploadHttp;
  readonly signal?: AbortSignal;
  /** The upload started on the server: keep this to resume it after a reload. */
  readonly onStarted?: (ref: UploadRef) => void | Promise<void>;
  /** Bytes stored on the server so far (whole parts) and the file's size. */
  readonly onProgress?: (loaded: number, total: number) => void;
  /** Count of parts at once (spec 001 §9: 4). */
  readonly partConcurrency?: number;
}

/** The server refused (4xx/5xx): the upload failed and will not succeed by waiting. */
export class UploadRefused extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'UploadRefused';
    this.status = status;
    this.code = code;
  }
}

/** No answer at all (offline, connection lost): the upload waits and resumes. */
export class UploadUnreachable extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
    this.name = 'UploadUnreachable';
  }
}

interface Part {
  readonly PartNumber: number;
  readonly ETag: string;
}

function urlOf(http: UploadHttp, path: string): string {
  return `${http.baseUrl ?? '/api'}${path}`;
}

async function call(
  http: UploadHttp,
  path: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  const response = await send(http, urlOf(http, path), {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    ...(signal ? { signal } : {}),
  });
  return response.json() as Promise<unknown>;
}

/** fetch, with a missing answer as UploadUnreachable and an error answer as UploadRefused. */
async function send(http: UploadHttp, url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await http.fetch(url, init);
  } catch (cause) {
    if (init.signal?.aborted) throw init.signal.reason ?? cause;
    throw new UploadUnreachable(cause);
  }
  if (response.ok) return response;
  const body = (await response.json().catch(() => ({}))) as {
    error?: { code?: string; message?: string };
  };
  throw new UploadRefused(
    response.status,
    body.error?.code ?? 'unknown',
    body.error?.message ?? `HTTP ${response.status}`,
  );
}

/** Part URLs may be relative to the API's origin (our own stores) or absolute (S3). */
function partUrl(http: UploadHttp, url: string): string {
  if (/^https?:/i.test(url)) return url;
  const base = http.baseUrl ?? '/api';
  if (/^https?:/i.test(base)) return new URL(url, base).toString();
  return url;
}

const partCountOf = (size: number, chunk: number) => Math.max(1, Math.ceil(size / chunk));

/**
 * Uploads `file`, or resumes `resume` (sending only the parts the server lacks). An upload the
 * server no longer knows (expired, aborted) starts over.
 *
 * @example const stored = await transferFile(file, { filename: file.name, usageType: 'libraryAsset', libraryType: 'AdvertisingAsset' }, undefined, { http: { fetch } });
 */
export async function transferFile(
  file: Blob,
  target: TransferTarget,
  resume: UploadRef | undefined,
  options: TransferOptions,
): Promise<UploadedFile> {
  const { http, signal } = options;
  const chunk = UPLOAD.chunkSizeBytes;
  const count = partCountOf(file.size, chunk);
  let ref: UploadRef | undefined = resume;
  let urls: readonly string[] = [];
  let done: Part[] = [];

  if (ref) {
    try {
      const answer = uploadPartsAnswerSchema.parse(
        await call(http, '/upload/aws/s3/parts', { ...ref, parts: count }, signal),
      );
      urls = answer.urls;
      // A part is only kept when it is whole: a part cut off mid-transfer is sent again.
      done = answer.parts
        .filter((p) => p.Size === Math.min(chunk, file.size - (p.PartNumber - 1) * chunk))
        .map(({ PartNumber, ETag }) => ({ PartNumber, ETag }));
    } catch (error) {
      if (!(error instanceof UploadRefused && error.status === 404)) throw error;
      ref = undefined; // the server forgot it: start again
    }
  }
  if (!ref) {
    const created = uploadCreateAnswerSchema.parse(
      await call(
        http,
        '/upload/aws/s3/create',
        {
          filename: target.filename,
          size: file.size,
          parts: count,
          ...(target.contentType ? { contentType: target.contentType } : {}),
          usageType: target.usageType,
          ...(target.libraryType ? { libraryType: target.libraryType } : {}),
          ...(target.attachTo ? { attachTo: target.attachTo } : {}),
        },
        signal,
      ),
    );
    ref = { key: created.key, uploadId: created.uploadId };
    urls = created.urls;
    await options.onStarted?.(ref);
  }

  const sizeOf = (n: number) => Math.min(chunk, file.size - (n - 1) * chunk);
  let loaded = done.reduce((sum, p) => sum + sizeOf(p.PartNumber), 0);
  options.onProgress?.(loaded, file.size);
  const have = new Set(done.map((p) => p.PartNumber));
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((n) => !have.has(n));

  // spec 001 §9: 4 parts at a time; each worker takes the next missing part.
  const next = missing[Symbol.iterator]();
  let stopped = false; // one part failed: the others take no new part
  const worker = async () => {
    for (let step = next.next(); !step.done && !stopped; step = next.next()) {
      const n = step.value;
      const url = urls[n - 1];
      if (url === undefined) throw new UploadRefused(400, 'no_part_url', `No URL for part ${n}`);
      const response = await send(http, partUrl(http, url), {
        method: 'PUT',
        // Bytes, not a Blob slice: every fetch (browser, Node, test DOMs) sends them as they are.
        body: await bytesOf(file.slice((n - 1) * chunk, (n - 1) * chunk + sizeOf(n))),
        ...(signal ? { signal } : {}),
      });
      const etag = response.headers.get('etag');
      if (!etag) throw new UploadRefused(502, 'no_etag', `Part ${n} answered no ETag`);
      done.push({ PartNumber: n, ETag: etag });
      loaded += sizeOf(n);
      options.onProgress?.(loaded, file.size);
    }
  };
  const workers = Math.min(options.partConcurrency ?? UPLOAD.partConcurrency, missing.length);
  await Promise.all(
    Array.from({ length: workers }, () =>
      worker().catch((error: unknown) => {
        stopped = true;
        throw error;
      }),
    ),
  );

  done = [...done].sort((a, b) => a.PartNumber - b.PartNumber);
  return uploadedFileSchema.parse(
    await call(http, '/upload/aws/s3/complete', { ...ref, etags: done }, signal),
  );
}

/** Drops an unfinished upload on the server (a cancel); a failure is only logged (spec 001 §4). */
export async function abortTransfer(http: UploadHttp, ref: UploadRef): Promise<void> {
  try {
    await call(http, '/upload/aws/s3/abort', ref, undefined);
  } catch (error) {
    console.warn('Upload abort failed', error);
  }
}
