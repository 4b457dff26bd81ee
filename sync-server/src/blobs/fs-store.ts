// The filesystem blob store: `<root>/<key>` holds the bytes (browsable as plain files), and
// `<root>/.meta/<key>.json` the content type, size and entity tag. Writes go to `<root>/.tmp`
// first and are renamed into place, so a reader never sees half a file. Keys never start a
// segment with a dot (store.ts), so they cannot reach `.meta` or `.tmp`.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  rmdir,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BlobKeyError,
  checkContentType,
  checkKey,
  checkPrefix,
  compareKeys,
  entityTag,
  parentFolders,
  type BlobBody,
  type BlobHead,
  type BlobObject,
  type BlobStore,
  type PutOptions,
} from './store.ts';

interface Meta {
  readonly contentType: string;
  readonly etag: string;
  readonly size: number;
}

const code = (err: unknown): string | undefined => (err as NodeJS.ErrnoException).code;

export class FsBlobStore implements BlobStore {
  readonly root: string;
  private readonly metaRoot: string;
  private readonly tmpRoot: string;

  /** @example new FsBlobStore(path.join(config.dataDir, 'blobs')) */
  constructor(root: string) {
    this.root = path.resolve(root);
    this.metaRoot = path.join(this.root, '.meta');
    this.tmpRoot = path.join(this.root, '.tmp');
  }

  private dataPath(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  private metaPath(key: string): string {
    return `${path.join(this.metaRoot, ...key.split('/'))}.json`;
  }

  private async tmpFile(): Promise<string> {
    await mkdir(this.tmpRoot, { recursive: true });
    return path.join(this.tmpRoot, randomUUID());
  }

  async put(key: string, body: BlobBody, opts: PutOptions = {}): Promise<BlobHead> {
    checkKey(key);
    const contentType = checkContentType(opts.contentType, key);
    await this.checkPlace(key);
    const target = this.dataPath(key);
    const tmp = await this.tmpFile();
    const hash = createHash('sha256');
    let size = 0;
    try {
      if (body instanceof Uint8Array) {
        hash.update(body);
        size = body.byteLength;
        await writeFile(tmp, body);
      } else {
        const counted = async function* (chunks: AsyncIterable<Uint8Array>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            size += chunk.byteLength;
            yield chunk;
          }
        };
        await pipeline(Readable.from(counted(body)), createWriteStream(tmp));
      }
      await mkdir(path.dirname(target), { recursive: true });
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      if (code(err) === 'ENOTDIR' || code(err) === 'EISDIR' || code(err) === 'EEXIST')
        throw new BlobKeyError(key, 'clashes with a folder or a blob on its path');
      throw err;
    }
    const meta: Meta = { contentType, etag: entityTag(hash.digest()), size };
    await this.writeMeta(key, meta);
    return { key, ...meta, lastModified: (await stat(target)).mtime };
  }

  /** The filesystem rule, made explicit: a key is not also a folder of other keys. */
  private async checkPlace(key: string): Promise<void> {
    for (const folder of parentFolders(key)) {
      const s = await stat(this.dataPath(folder)).catch(() => null);
      if (!s) return;
      if (!s.isDirectory()) throw new BlobKeyError(key, `${folder} is a blob, not a folder`);
    }
    const s = await stat(this.dataPath(key)).catch(() => null);
    if (s?.isDirectory()) throw new BlobKeyError(key, 'a folder of other keys');
  }

  private async writeMeta(key: string, meta: Meta): Promise<void> {
    const target = this.metaPath(key);
    const tmp = await this.tmpFile();
    await writeFile(tmp, JSON.stringify(meta));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tmp, target);
  }

  async head(key: string): Promise<BlobHead | null> {
    checkKey(key);
    const file = this.dataPath(key);
    const s = await stat(file).catch(() => null);
    if (!s?.isFile()) return null;
    let meta = await readFile(this.metaPath(key), 'utf8')
      .then((text) => JSON.parse(text) as Meta)
      .catch(() => null);
    if (!meta || meta.size !== s.size) {
      // A file placed by hand (or a write cut short): describe it from its content, once.
      const bytes = await readFile(file).catch(() => null);
      if (!bytes) return null;
      meta = {
        contentType: meta?.contentType ?? checkContentType(undefined, key),
        etag: entityTag(createHash('sha256').update(bytes).digest()),
        size: bytes.byteLength,
      };
      await this.writeMeta(key, meta);
    }
    return {
      key,
      contentType: meta.contentType,
      etag: meta.etag,
      size: meta.size,
      lastModified: s.mtime,
    };
  }

  async get(key: string): Promise<BlobObject | null> {
    const head = await this.head(key);
    if (!head) return null;
    const file = this.dataPath(key);
    return {
      head,
      bytes: async () => new Uint8Array(await readFile(file)),
      stream: () => Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
    };
  }

  async delete(key: string): Promise<boolean> {
    checkKey(key);
    const removed = await unlink(this.dataPath(key)).then(
      () => true,
      (err: unknown) => {
        if (['ENOENT', 'EISDIR', 'EPERM', 'ENOTDIR'].includes(code(err) ?? '')) return false;
        throw err;
      },
    );
    if (!removed) return false;
    await rm(this.metaPath(key), { force: true });
    // Empty folders would otherwise pile up (and block a key of the same name).
    for (const folder of parentFolders(key).reverse()) {
      const gone = await Promise.all([
        rmdir(this.dataPath(folder)).then(
          () => true,
          () => false,
        ),
        rmdir(path.join(this.metaRoot, ...folder.split('/'))).catch(() => undefined),
      ]);
      if (!gone[0]) break;
    }
    return true;
  }

  async list(prefix = ''): Promise<string[]> {
    checkPrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const base = slash < 0 ? '' : prefix.slice(0, slash);
    const keys: string[] = [];
    const walk = async (folder: string): Promise<void> => {
      const dir = folder ? this.dataPath(folder) : this.root;
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const key = folder ? `${folder}/${entry.name}` : entry.name;
        if (entry.isDirectory()) {
          if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) await walk(key);
        } else if (entry.isFile() && key.startsWith(prefix)) keys.push(key);
      }
    };
    await walk(base);
    return keys.sort(compareKeys);
  }
}
