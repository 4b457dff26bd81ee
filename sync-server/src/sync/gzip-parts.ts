// One gzip answer assembled from parts deflated apart (decision 0026), so a shared pull chain's
// documents are compressed once and every replay only deflates its own small head. Deflate
// data (RFC 1951) is a run of blocks; a part flushed with Z_SYNC_FLUSH ends on a byte boundary
// with no final block, and data deflated by its own compressor never refers back before its
// start, so such parts may follow each other in any order. A final empty block closes the run,
// and the gzip trailer (RFC 1952 §2.3) carries the CRC-32 and length of all the plain bytes.
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, deflateRawSync } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/** Level for data deflated once and sent many times. */
export const SHARED_PART_LEVEL = 6;

/** One part: its plain bytes, and the same deflated by `deflateOpen`. */
export interface GzipPart {
  readonly plain: Uint8Array;
  readonly deflated: Uint8Array;
}

const OPEN = { finishFlush: constants.Z_SYNC_FLUSH };

/** Raw deflate data that ends byte-aligned and not final: more deflate data may follow. */
export function deflateOpen(plain: Uint8Array, level = SHARED_PART_LEVEL): Promise<Buffer> {
  return deflateRawAsync(plain, { ...OPEN, level });
}

/** `deflateOpen` for a small part (a page's head), in this thread. */
export function deflateOpenSync(plain: Uint8Array): GzipPart {
  return { plain, deflated: deflateRawSync(plain, { ...OPEN, level: SHARED_PART_LEVEL }) };
}

/** ID1 ID2, CM = deflate, no flags, no time, no extra flags, OS unknown. */
const HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
/** A final, empty, fixed-Huffman block. */
const FINAL_BLOCK = deflateRawSync(new Uint8Array(0));

/** One gzip member holding the parts' plain bytes in order. */
export function gzipOfParts(parts: readonly GzipPart[]): Uint8Array<ArrayBuffer> {
  let crc = 0;
  let length = 0;
  for (const part of parts) {
    // An empty part adds nothing; skipped because Node 22's crc32 answered 0, not the running
    // value, for an empty view that zlib had just deflated.
    if (part.plain.byteLength === 0) continue;
    crc = crc32(part.plain, crc);
    length += part.plain.byteLength;
  }
  const trailer = new DataView(new ArrayBuffer(8));
  trailer.setUint32(0, crc >>> 0, true);
  trailer.setUint32(4, length % 2 ** 32, true);
  const pieces = [
    HEADER,
    ...parts.map((p) => p.deflated),
    FINAL_BLOCK,
    new Uint8Array(trailer.buffer),
  ];
  const out = new Uint8Array(pieces.reduce((n, piece) => n + piece.byteLength, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.byteLength;
  }
  return out;
}
