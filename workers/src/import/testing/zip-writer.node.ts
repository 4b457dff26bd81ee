// A minimal zip writer over Node's zlib, for hostile test workbooks: streams gigabytes through
// deflate in seconds (jszip would take minutes and need the whole text as one string), and can
// write a directory that lies about an entry's inflated size, as a crafted file would.
import { once } from 'node:events';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

export interface ZipEntry {
  readonly name: string;
  /** The entry's content, as text or as chunks (generated lazily for big entries). */
  readonly content: string | Iterable<Uint8Array>;
  /** Written to the headers instead of the real inflated size (a lying directory). */
  readonly declaredSize?: number;
}

const encoder = new TextEncoder();

async function deflate(content: ZipEntry['content']) {
  const chunks = typeof content === 'string' ? [encoder.encode(content)] : content;
  const deflater = createDeflateRaw({ level: constants.Z_BEST_SPEED });
  const out: Buffer[] = [];
  deflater.on('data', (b: Buffer) => out.push(b));
  const ended = once(deflater, 'end');
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflater.write(chunk)) await once(deflater, 'drain');
  }
  deflater.end();
  await ended;
  return { data: Buffer.concat(out), crc, size };
}

/** A zip of deflated entries (no zip64: every size stays under 4 GiB). */
export async function zipBytes(entries: readonly ZipEntry[]): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const { data, crc, size } = await deflate(entry.content);
    const declared = entry.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time, date
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(0, 12);
    header.writeUInt32LE(crc >>> 0, 16);
    header.writeUInt32LE(data.length, 20);
    header.writeUInt32LE(declared, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    parts.push(local, name, data);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, directory, end]));
}
