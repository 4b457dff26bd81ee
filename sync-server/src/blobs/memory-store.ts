// The in-memory blob store (DATA_DIR=memory://, tests). Same contract as the filesystem store,
// including its one filesystem rule: a key cannot also be the folder of another key.
import { createHash } from 'node:crypto';
import {
  BlobKeyError,
  checkContentType,
  checkKey,
  checkPrefix,
  collect,
  compareKeys,
  entityTag,
  parentFolders,
  type BlobBody,
  type BlobHead,
  type BlobObject,
  type BlobStore,
  type PutOptions,
} from './store.ts';

interface Entry {
  readonly head: BlobHead;
  readonly bytes: Uint8Array;
}

export class MemoryBlobStore implements BlobStore {
  private readonly entries = new Map<string, Entry>();
  /** Folder path → number of keys below it. */
  private readonly folders = new Map<string, number>();

  async put(key: string, body: BlobBody, opts: PutOptions = {}): Promise<BlobHead> {
    checkKey(key);
    const contentType = checkContentType(opts.contentType, key);
    if (this.folders.has(key)) throw new BlobKeyError(key, 'a folder of other keys');
    const clash = parentFolders(key).find((folder) => this.entries.has(folder));
    if (clash !== undefined) throw new BlobKeyError(key, `${clash} is a blob, not a folder`);
    const bytes = new Uint8Array(await collect(body));
    const head: BlobHead = {
      key,
      size: bytes.byteLength,
      contentType,
      etag: entityTag(createHash('sha256').update(bytes).digest()),
      lastModified: new Date(),
    };
    if (!this.entries.has(key))
      for (const folder of parentFolders(key))
        this.folders.set(folder, (this.folders.get(folder) ?? 0) + 1);
    this.entries.set(key, { head, bytes });
    return head;
  }

  async get(key: string): Promise<BlobObject | null> {
    const entry = this.entries.get(checkKey(key));
    if (!entry) return null;
    const copy = () => entry.bytes.slice();
    return {
      head: entry.head,
      bytes: async () => copy(),
      stream: () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(copy());
            controller.close();
          },
        }),
    };
  }

  async head(key: string): Promise<BlobHead | null> {
    return this.entries.get(checkKey(key))?.head ?? null;
  }

  async delete(key: string): Promise<boolean> {
    if (!this.entries.delete(checkKey(key))) return false;
    for (const folder of parentFolders(key)) {
      const n = (this.folders.get(folder) ?? 1) - 1;
      if (n > 0) this.folders.set(folder, n);
      else this.folders.delete(folder);
    }
    return true;
  }

  async list(prefix = ''): Promise<string[]> {
    checkPrefix(prefix);
    return [...this.entries.keys()].filter((k) => k.startsWith(prefix)).sort(compareKeys);
  }
}
