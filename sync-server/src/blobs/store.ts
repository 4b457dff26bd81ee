// The blob store: files (product images, library previews and source files, documents) by key.
// One interface, three implementations (STYLE.md §5): the filesystem under <DATA_DIR>/blobs
// (fs-store.ts), memory for DATA_DIR=memory:// (memory-store.ts) and an S3 bucket (s3-store.ts).
// One contract test suite (contract.test.ts) runs against every implementation. Multipart
// uploads (spec 001 §4 Uploads, decision 0039) follow the S3 protocol in all three.

import type { PartRef, PartUrlVerifier, StoredPart } from './multipart.ts';

/** What `head` answers about a stored blob. */
export interface BlobHead {
  readonly key: string;
  /** Bytes. */
  readonly size: number;
  readonly contentType: string;
  /** A strong HTTP entity tag, quotes included: `"…"` (a hash of the content). */
  readonly etag: string;
  readonly lastModified: Date;
}

/** A stored blob: its head and its content, read once either way. */
export interface BlobObject {
  readonly head: BlobHead;
  stream(): ReadableStream<Uint8Array>;
  bytes(): Promise<Uint8Array>;
}

/** Content to store: bytes, or any async iterable of chunks (a Node Readable, a web stream). */
export type BlobBody = Uint8Array | AsyncIterable<Uint8Array>;

/** A web stream's chunks as an async iterable (the DOM typings do not make it one). */
export async function* streamChunks(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

export interface PutOptions {
  /** MIME type; default: from the key's extension (`contentTypeFor`). */
  readonly contentType?: string;
}

export interface BlobStore {
  /** Stores (or replaces) the blob at `key`; throws BlobKeyError for a bad key. */
  put(key: string, body: BlobBody, opts?: PutOptions): Promise<BlobHead>;
  /** The blob, or null when there is none. */
  get(key: string): Promise<BlobObject | null>;
  head(key: string): Promise<BlobHead | null>;
  /** Removes the blob; answers whether there was one. */
  delete(key: string): Promise<boolean>;
  /** Every key starting with `prefix` (a string prefix, as S3 lists), sorted ascending. */
  list(prefix?: string): Promise<string[]>;

  // Multipart uploads (multipart.ts; spec 001 §4 Uploads). Each call throws
  // MultipartError('no_such_upload') when the upload id is unknown or belongs to another key.
  /** Starts an upload to `key`; answers its upload id. The blob appears only on completion. */
  createMultipart(key: string, opts?: PutOptions): Promise<string>;
  /** A signed URL that takes one part by PUT, valid for `expiresInSeconds`. */
  partUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
  ): Promise<string>;
  /** Stores (or replaces) one part. */
  putPart(key: string, uploadId: string, partNumber: number, body: BlobBody): Promise<StoredPart>;
  /** The parts stored so far, by part number (the resume path). */
  listParts(key: string, uploadId: string): Promise<StoredPart[]>;
  /**
   * Assembles the named parts in part-number order into the blob; MultipartError
   * 'invalid_part' when a part is missing or its ETag differs.
   */
  completeMultipart(key: string, uploadId: string, parts: readonly PartRef[]): Promise<BlobHead>;
  /** Drops the upload and its parts; answers whether there was one. */
  abortMultipart(key: string, uploadId: string): Promise<boolean>;
  /** Stores with their own signed part URLs (fs, memory): PUT /api/upload/parts verifies here. */
  readonly partSigner?: PartUrlVerifier;
}

/** A key refused by `checkKey` (path traversal, bad characters, too long…). */
export class BlobKeyError extends Error {
  readonly key: string;
  constructor(key: string, reason: string) {
    super(`Invalid blob key ${JSON.stringify(key.slice(0, 100))}: ${reason}`);
    this.name = 'BlobKeyError';
    this.key = key;
  }
}

export const KEY_LIMITS = { length: 1024, segments: 32, segment: 255 } as const;

/**
 * A segment: letters, digits and ` _.,()+=@-`, starting with a letter, digit or underscore and
 * not ending with a dot or space. So no `.`/`..` segments (no path traversal), no hidden
 * names (the filesystem store keeps its own files under `.meta` and `.tmp`), no `\`, `%`, `?`,
 * `#`, `:` or control characters; the same keys are valid S3 object keys.
 */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9 _.,()+=@-]*$/;

/** Why `key` is not a valid blob key, or null when it is. */
export function keyProblem(key: string): string | null {
  if (typeof key !== 'string' || key.length === 0) return 'empty';
  if (key.length > KEY_LIMITS.length) return `longer than ${KEY_LIMITS.length} characters`;
  const segments = key.split('/');
  if (segments.length > KEY_LIMITS.segments) return `more than ${KEY_LIMITS.segments} levels`;
  for (const segment of segments) {
    if (segment === '') return 'empty path segment (leading, trailing or double slash)';
    if (segment === '.' || segment === '..') return 'relative path segment';
    if (segment.length > KEY_LIMITS.segment)
      return `segment longer than ${KEY_LIMITS.segment} characters`;
    if (!SEGMENT.test(segment) || segment.endsWith('.') || segment.endsWith(' '))
      return `segment ${JSON.stringify(segment.slice(0, 40))} has characters not allowed`;
  }
  return null;
}

/** Returns the key when valid; throws BlobKeyError otherwise. */
export function checkKey(key: string): string {
  const problem = keyProblem(key);
  if (problem) throw new BlobKeyError(String(key), problem);
  return key;
}

/** A list prefix: empty, or a valid key, optionally followed by one slash. */
export function checkPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  checkKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

const TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  psd: 'image/vnd.adobe.photoshop',
  ai: 'application/postscript',
  eps: 'application/postscript',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  csv: 'text/csv; charset=utf-8',
};

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** The MIME type for a key's extension; application/octet-stream when unknown. */
export function contentTypeFor(key: string): string {
  const dot = key.lastIndexOf('.');
  if (dot < 0 || dot < key.lastIndexOf('/')) return DEFAULT_CONTENT_TYPE;
  return TYPES[key.slice(dot + 1).toLowerCase()] ?? DEFAULT_CONTENT_TYPE;
}

/** `type/subtype` with optional parameters, header-safe (RFC 9110 §8.3). */
const CONTENT_TYPE =
  /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(\s*;\s*[a-z0-9!#$&^_.+-]+=("[^"\r\n]*"|[a-z0-9!#$&^_.+-]+))*$/i;

export function checkContentType(type: string | undefined, key: string): string {
  if (type === undefined) return contentTypeFor(key);
  if (type.length > 200 || !CONTENT_TYPE.test(type))
    throw new TypeError(`Invalid content type ${JSON.stringify(type.slice(0, 60))}`);
  return type;
}

/** Reads a body completely. */
export async function collect(body: BlobBody): Promise<Uint8Array> {
  if (body instanceof Uint8Array) return body;
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    parts.push(chunk);
    size += chunk.byteLength;
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** A strong entity tag from a SHA-256 digest. */
export function entityTag(sha256: Buffer | Uint8Array): string {
  return `"${Buffer.from(sha256).toString('base64url')}"`;
}

/** The folders a key lives in: 'a/b/c.jpg' → ['a', 'a/b']. */
export function parentFolders(key: string): string[] {
  const out: string[] = [];
  for (let at = key.indexOf('/'); at >= 0; at = key.indexOf('/', at + 1))
    out.push(key.slice(0, at));
  return out;
}

/** Keys sort by UTF-16 code units (for ASCII keys that is byte order, as S3 lists them). */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
