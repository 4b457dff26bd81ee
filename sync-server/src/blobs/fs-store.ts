// The filesystem blob store: `<root>/<key>` holds the bytes (browsable as plain files), and
// `<root>/.meta/<key>.json` the content type, size and entity tag. Writes go to `<root>/.tmp`
// first and are renamed into place, so a reader never sees half a file. Keys never start a
// segment with a dot (store.ts), so they cannot reach `.meta` or `.tmp`. Multipart uploads
// (decision 0039) keep their parts under `<root>/.uploads/<uploadId>/` (`upload.json`, then
// `<n>.part` and `<n>.json` per part) and are assembled by streaming the parts into `put`.
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
  checkPartNumber,
  checkUploadId,
  matchParts,
  noSuchUpload,
  type PartRef,
  type StoredPart,
} from './multipart.ts';
import { PartSigner } from './signed-parts.ts';
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
  private readonly uploadRoot: string;
  readonly partSigner: PartSigner;

  /** @example new FsBlobStore(path.join(config.dataDir, 'blobs'), new PartSigner(secret)) */
  constructor(root: string, signer = new PartSigner()) {
    this.root = path.resolve(root);
    this.metaRoot = path.join(this.root, '.meta');
    this.tmpRoot = path.join(this.root, '.tmp');
    this.uploadRoot = path.join(this.root, '.uploads');
    this.partSigner = signer;
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

  async createMultipart(key: string, opts: PutOptions = {}): Promise<string> {
    checkKey(key);
    const upload: UploadMeta = { key, contentType: checkContentType(opts.contentType, key) };
    const uploadId = randomUUID();
    await mkdir(path.join(this.uploadRoot, uploadId), { recursive: true });
    await writeFile(path.join(this.uploadRoot, uploadId, 'upload.json'), JSON.stringify(upload));
    return uploadId;
  }

  /** The upload's folder and record; no_such_upload when absent or of another key. */
  private async upload(key: string, uploadId: string): Promise<[string, UploadMeta]> {
    checkKey(key);
    const dir = path.join(this.uploadRoot, checkUploadId(uploadId));
    const meta = await readFile(path.join(dir, 'upload.json'), 'utf8')
      .then((text) => JSON.parse(text) as UploadMeta)
      .catch(() => null);
    if (meta?.key !== key) throw noSuchUpload();
    return [dir, meta];
  }

  async partUrl(key: string, uploadId: string, partNumber: number, expiresIn: number) {
    await this.upload(key, uploadId);
    return this.partSigner.url(key, uploadId, partNumber, expiresIn);
  }

  async putPart(key: string, uploadId: string, partNumber: number, body: BlobBody) {
    const [dir] = await this.upload(key, uploadId);
    checkPartNumber(partNumber);
    const tmp = await this.tmpFile();
    const hash = createHash('sha256');
    let size = 0;
    const counted = async function* () {
      for await (const chunk of body instanceof Uint8Array ? [body] : body) {
        hash.update(chunk);
        size += chunk.byteLength;
        yield chunk;
      }
    };
    try {
      await pipeline(Readable.from(counted()), createWriteStream(tmp));
      const part: StoredPart = { partNumber, etag: entityTag(hash.digest()), size };
      // The part's record last: a part without one is not listed (a PUT cut short).
      await rename(tmp, path.join(dir, `${partNumber}.part`));
      await writeFile(path.join(dir, `${partNumber}.json`), JSON.stringify(part));
      return part;
    } catch (err) {
      await rm(tmp, { force: true });
      if (code(err) === 'ENOENT') throw noSuchUpload(); // aborted meanwhile
      throw err;
    }
  }

  private async storedParts(dir: string): Promise<Map<number, StoredPart>> {
    const names = await readdir(dir).catch(() => [] as string[]);
    const parts = await Promise.all(
      names
        .filter((name) => /^\d+\.json$/.test(name))
        .map((name) =>
          readFile(path.join(dir, name), 'utf8')
            .then((text) => JSON.parse(text) as StoredPart)
            .catch(() => null),
        ),
    );
    const stored = new Map<number, StoredPart>();
    for (const part of parts) if (part) stored.set(part.partNumber, part);
    return stored;
  }

  async listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    const [dir] = await this.upload(key, uploadId);
    return [...(await this.storedParts(dir)).values()].sort((a, b) => a.partNumber - b.partNumber);
  }

  async completeMultipart(key: string, uploadId: string, refs: readonly PartRef[]) {
    const [dir, meta] = await this.upload(key, uploadId);
    const parts = matchParts(refs, await this.storedParts(dir));
    // Streamed part after part: never the whole file in memory.
    async function* assembled() {
      for (const part of parts)
        yield* createReadStream(path.join(dir, `${part.partNumber}.part`)) as AsyncIterable<Buffer>;
    }
    const head = await this.put(key, assembled(), { contentType: meta.contentType });
    await rm(dir, { recursive: true, force: true });
    return head;
  }

  async abortMultipart(key: string, uploadId: string): Promise<boolean> {
    try {
      const [dir] = await this.upload(key, uploadId);
      await rm(dir, { recursive: true, force: true });
      return true;
    } catch (err) {
      if (err instanceof BlobKeyError) throw err;
      return false;
    }
  }
}

interface UploadMeta {
  readonly key: string;
  readonly contentType: string;
}
