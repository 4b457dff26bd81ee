// [0026] gzip assembled from parts deflated apart decodes, in Node's zlib and in the web
// DecompressionStream, to the parts' bytes in order (both check the trailer's CRC-32 and
// length); a part deflated once serves behind any head.
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateOpen, deflateOpenSync, gzipOfParts, type GzipPart } from './gzip-parts.ts';

const text = (s: string) => new TextEncoder().encode(s);

/** Product-like lines: repetitive, so the deflater refers back within (and beyond 32 KiB of) a part. */
const lines = (n: number, tag: string) =>
  text(
    Array.from(
      { length: n },
      (_, i) =>
        `["${tag}${i}",false,"${i}","Footwear"]\t{"id":"${tag}${i}","locations":[{"code":"US","wholesalePrice":${4000 + (i % 7)}}]}`,
    ).join('\n'),
  );

async function part(plain: Uint8Array): Promise<GzipPart> {
  return { plain, deflated: await deflateOpen(plain) };
}

const joined = (parts: readonly GzipPart[]) =>
  Buffer.concat(parts.map((p) => p.plain)).toString('latin1');

async function webGunzip(gzip: Uint8Array): Promise<string> {
  const stream = new Blob([gzip as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('gzip'));
  return Buffer.from(await new Response(stream).arrayBuffer()).toString('latin1');
}

describe('[0026] gzip from parts', () => {
  it.each([
    ['one part', [text('{"documents":[]}')]],
    ['a head, documents, a tail', [text('{"documents":'), lines(500, 'A'), text(',"more":true}')]],
    ['an empty part among others', [text('head\n'), new Uint8Array(0), lines(10, 'B')]],
    ['documents over the 32 KiB window', [text('h\n'), lines(5_000, 'C')]],
    ['bytes that do not compress', [randomBytes(70_000), text('tail')]],
  ])('%s decodes to the parts in order', async (_, plains) => {
    const parts = await Promise.all(plains.map(part));
    const gzip = gzipOfParts(parts);
    expect(gunzipSync(gzip).toString('latin1')).toBe(joined(parts));
    expect(await webGunzip(gzip)).toBe(joined(parts));
  });

  it('one deflated documents part serves behind every user’s own head', async () => {
    const documents = await part(lines(2_000, 'D'));
    for (const scope of ['scope-of-a', 'scope-of-b-is-longer']) {
      const head = deflateOpenSync(text(`{"scope":"${scope}","count":2000}\n`));
      const gzip = gzipOfParts([head, documents]);
      const plain = gunzipSync(gzip).toString('latin1');
      expect(plain.startsWith(`{"scope":"${scope}"`)).toBe(true);
      expect(plain).toBe(joined([head, documents]));
      // Far smaller than the plain bytes (the documents dominate).
      expect(gzip.byteLength * 4).toBeLessThan(plain.length);
    }
  });
});
