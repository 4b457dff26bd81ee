// Bytes on the wire for a whole catalogue pull (decision 0026), per Accept-Encoding: what a
// sales rep's first sync costs over a slow connection. Walks the pages one after another as
// lines, with the encoding asked explicitly (Node's fetch decodes br and gzip; a compressed
// answer's Content-Length is the encoded size).
import {
  INITIAL_CHECKPOINT,
  parsePullLines,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
  type Checkpoint,
} from '@portal/shared';
import type { DeviceSession } from '../../tests/sync/support/session.ts';
import { pullPath } from '../../web/src/sync/pull-pass.ts';

export interface WireBytes {
  readonly encoding: string;
  readonly docs: number;
  /** Bytes as sent (encoded). */
  readonly bytes: number;
  /** Bytes once decoded. */
  readonly decodedBytes: number;
}

/** One catalogue page as lines, with the Accept-Encoding given (the bench's pulls). */
export async function fetchLinesPage(
  session: DeviceSession,
  cp: Checkpoint,
  fresh: boolean,
  total: boolean,
  acceptEncoding: string,
): Promise<Response> {
  const path = `${pullPath('products', cp, 1_000, fresh, total)}&format=lines`;
  const res = await session.fetch(`${session.baseUrl}${path}`, {
    headers: {
      [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION),
      'accept-encoding': acceptEncoding,
    },
  });
  if (!res.ok) throw new Error(`pull answered ${res.status}`);
  return res;
}

export async function wireBytes(
  session: DeviceSession,
  acceptEncoding: string,
): Promise<WireBytes> {
  let cp: Checkpoint = INITIAL_CHECKPOINT;
  let first = true;
  let docs = 0;
  let bytes = 0;
  let decodedBytes = 0;
  /** The first page's (the last may be too small to compress). */
  let encoding: string | undefined;
  for (;;) {
    const res = await fetchLinesPage(session, cp, first, first, acceptEncoding);
    const body = new Uint8Array(await res.arrayBuffer());
    encoding ??= res.headers.get('content-encoding') ?? 'identity';
    bytes += Number(res.headers.get('content-length') ?? body.byteLength);
    decodedBytes += body.byteLength;
    const page = parsePullLines(new TextDecoder().decode(body));
    docs += page.lines.length;
    if (!page.more) return { encoding, docs, bytes, decodedBytes };
    cp = page.checkpoint;
    first = false;
  }
}
