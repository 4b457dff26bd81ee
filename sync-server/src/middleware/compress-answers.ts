// Compressed API answers (decision 0026). A sales rep's first sync pulls the whole catalogue
// (about 178 MB of text at 100,000 products) over whatever connection the hotel has; its pages
// shrink 7 to 18 times. Hono's own compress() offers gzip at zlib's default level through a web
// stream only: brotli at quality 4 is smaller and faster on these pages, and gzip at level 4 is
// the fallback for clients that do not take br (Node's fetch over plain HTTP, for one). The
// work runs in libuv's thread pool (zlib's async calls), off the event loop. Shared catalogue
// pages come here encoded already (gzip from parts, sync/pull-shared.ts).
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { PULL_LINES_MEDIA_TYPE } from '@portal/shared';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers smaller than this go as they are (headers cost more than the bytes saved). */
export const COMPRESS_THRESHOLD = 1024;

/** JSON and pull lines only: never the SSE stream (it must flush each hint) nor blobs (served
 * with their own media types; images and archives are compressed already). */
const COMPRESSIBLE = new RegExp(`^\\s*(application/json|${PULL_LINES_MEDIA_TYPE})\\b`, 'i');

export type Encoding = 'br' | 'gzip';

/** How much the client wants each of our encodings (RFC 9110 §12.5.3 weights, 0 = not). */
export function encodingWeights(acceptEncoding: string | undefined): Record<Encoding, number> {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
    const value = weight === undefined ? 1 : Number(weight.slice(2));
    q.set(name.trim().toLowerCase(), Number.isFinite(value) ? value : 0);
  }
  const weightOf = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  return { br: weightOf('br'), gzip: weightOf('gzip') };
}

/** The client's preferred encoding among ours, br first on a tie. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const { br, gzip } = encodingWeights(acceptEncoding);
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}

function encode(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { level: 4 });
}

/** Answers that carry no body, or a part of one. */
const BODYLESS = new Set([204, 205, 206, 304]);

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Status and headers only until an answer is chosen: reading `body` makes
    // @hono/node-server give up writing the handler's bytes directly (decision 0024).
    const res = c.res;
    if (
      c.req.method === 'HEAD' ||
      res.status < 200 ||
      BODYLESS.has(res.status) ||
      !COMPRESSIBLE.test(res.headers.get('content-type') ?? '')
    )
      return;
    const vary = res.headers.get('vary');
    if (!vary) res.headers.set('vary', 'Accept-Encoding');
    else if (!/accept-encoding/i.test(vary)) res.headers.set('vary', `${vary}, Accept-Encoding`);
    // Encoded by its handler (a shared pull page, pull-shared.ts), or opted out with identity.
    if (res.headers.has('content-encoding')) return;
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const length = res.headers.get('content-length');
    if (!encoding || (length !== null && Number(length) < COMPRESS_THRESHOLD)) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    // Replaced, not merged into the read answer (Hono's res setter would copy its headers).
    c.res = undefined;
    if (body.byteLength < COMPRESS_THRESHOLD) {
      c.res = new Response(body, { status: res.status, headers });
      return;
    }
    const encoded = await encode(body, encoding);
    headers.set('content-encoding', encoding);
    headers.set('content-length', String(encoded.byteLength));
    c.res = new Response(new Uint8Array(encoded), { status: res.status, headers });
  };
}
