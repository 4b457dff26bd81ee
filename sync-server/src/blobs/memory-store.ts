// The in-memory blob store (DATA_DIR=memory://, tests). Same contract as the filesystem store,
// including its one filesystem rule: a key cannot also be the folder of another key.
import { createHash, randomUUID } from 'node:crypto';
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

interface Upload {
  readonly key: string;
  readonly contentType: string;
  readonly parts: Map<number, StoredPart & { readonly bytes: Uint8Array }>;
}

interface Entry {
  readonly head: BlobHead;
  readonly bytes: Uint8Array;
}

export class MemoryBlobStore implements BlobStore {
  private readonly entries = new Map<string, Entry>();
  /** Folder path → number of keys below it. */
  private readonly folders = new Map<string, number>();
  private readonly uploads = new Map<string, Upload>();
  readonly partSigner: PartSigner;

  /** @example new MemoryBlobStore(new PartSigner(secret)) */
  constructor(signer = new PartSigner()) {
    this.partSigner = signer;
  }

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

  async createMultipart(key: string, opts: PutOptions = {}): Promise<string> {
    checkKey(key);
    const contentType = checkContentType(opts.contentType, key);
    const uploadId = randomUUID();
    this.uploads.set(uploadId, { key, contentType, parts: new Map() });
    return uploadId;
  }

  private upload(key: string, uploadId: string): Upload {
    checkKey(key);
    const upload = this.uploads.get(checkUploadId(uploadId));
    if (!upload || upload.key !== key) throw noSuchUpload();
    return upload;
  }

  async partUrl(key: string, uploadId: string, partNumber: number, expiresIn: number) {
    this.upload(key, uploadId);
    return this.partSigner.url(key, uploadId, partNumber, expiresIn);
  }

  async putPart(key: string, uploadId: string, partNumber: number, body: BlobBody) {
    const upload = this.upload(key, uploadId);
    checkPartNumber(partNumber);
    const bytes = new Uint8Array(await collect(body));
    const etag = entityTag(createHash('sha256').update(bytes).digest());
    const part = { partNumber, etag, size: bytes.byteLength };
    upload.parts.set(partNumber, { ...part, bytes });
    return part;
  }

  async listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    return [...this.upload(key, uploadId).parts.values()]
      .map(({ partNumber, etag, size }) => ({ partNumber, etag, size }))
      .sort((a, b) => a.partNumber - b.partNumber);
  }

  async completeMultipart(key: string, uploadId: string, refs: readonly PartRef[]) {
    const upload = this.upload(key, uploadId);
    const parts = matchParts(refs, upload.parts);
    const head = await this.put(
      key,
      (async function* () {
        for (const part of parts) yield part.bytes;
      })(),
      { contentType: upload.contentType },
    );
    this.uploads.delete(uploadId);
    return head;
  }

  async abortMultipart(key: string, uploadId: string): Promise<boolean> {
    checkKey(key);
    const upload = this.uploads.get(uploadId);
    return upload?.key === key && this.uploads.delete(uploadId);
  }
}
