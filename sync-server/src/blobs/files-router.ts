// GET /api/files/{key}: a stored blob over HTTP, for the app and its service worker.
// Mounted by app.ts (`app.route('/api/files', createFilesRouter(blobs))`) behind the permission
// middleware (API_ROUTES entry: login required). Answers:
// - 200 with Content-Type, Content-Length, ETag, Last-Modified and Cache-Control;
// - 304 when If-None-Match names the current ETag (RFC 9110 §13.1.2, weak comparison);
// - 400 JSON for a key the store refuses (path traversal, bad characters), 404 JSON when absent.
// Files are served inert: nosniff and a sandboxing CSP, and anything that is not an image, a
// PDF, audio, video or plain text is an attachment, so an uploaded HTML or SVG file cannot run
// script on our origin.
// Who may read which key is the caller's `readable` check (app.ts: library-files/file-access.ts,
// decision 0045); a key it refuses answers the same 404 as a missing one.
import { Hono, type Context, type Env } from 'hono';
import { errorBody } from '../http/errors.ts';
import { keyProblem, type BlobHead, type BlobStore } from './store.ts';

/**
 * Private (files need a login) and revalidated on every use: keys can be overwritten (uploads
 * overwrite, spec 001 §9), and a revalidation with the ETag costs a 304 without a body. The
 * service worker keeps its own cache for offline use.
 */
export const FILES_CACHE_CONTROL = 'private, no-cache';
export const FILES_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

const INLINE = /^(image\/(jpeg|png|gif|webp|tiff)|application\/pdf|video\/|audio\/|text\/plain)/;

/** If-None-Match against the current tag: `*`, or any listed tag, W/ prefixes ignored. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

function fileHeaders(head: BlobHead): Record<string, string> {
  const name = head.key.slice(head.key.lastIndexOf('/') + 1);
  return {
    'Content-Type': head.contentType,
    ETag: head.etag,
    'Last-Modified': head.lastModified.toUTCString(),
    'Cache-Control': FILES_CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILES_CSP,
    'Content-Disposition': `${INLINE.test(head.contentType) ? 'inline' : 'attachment'}; filename="${name}"`,
  };
}

/** Whether the request may read the key (false: told as a missing file). */
export type FileReadCheck<E extends Env> = (key: string, c: Context<E>) => Promise<boolean>;

/** @example app.route('/api/files', createFilesRouter(openBlobStore(config.dataDir))) */
export function createFilesRouter<E extends Env = Env>(
  store: BlobStore,
  readable?: FileReadCheck<E>,
) {
  const app = new Hono<E>();
  const badKey = (c: Context<E>, problem: string) =>
    c.json(errorBody('invalid_file_key', `Invalid file key: ${problem}.`), 400);

  app.get('/', (c) => badKey(c, 'empty'));
  app.get('/:key{.*}', async (c) => {
    const key = c.req.param('key');
    const problem = keyProblem(key);
    if (problem) return badKey(c, problem);
    const head = readable && !(await readable(key, c)) ? null : await store.head(key);
    if (!head) return c.json(errorBody('file_not_found', `No file at ${key}.`), 404);
    const headers = fileHeaders(head);
    if (etagMatches(c.req.header('if-none-match'), head.etag)) {
      const kept = ['ETag', 'Cache-Control', 'Last-Modified'].map((k) => [k, headers[k]!]);
      return new Response(null, { status: 304, headers: Object.fromEntries(kept) });
    }
    headers['Content-Length'] = String(head.size);
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    const blob = await store.get(key);
    if (!blob) return c.json(errorBody('file_not_found', `No file at ${key}.`), 404);
    headers['Content-Length'] = String(blob.head.size);
    headers.ETag = blob.head.etag;
    return new Response(blob.stream(), { status: 200, headers });
  });
  return app;
}
