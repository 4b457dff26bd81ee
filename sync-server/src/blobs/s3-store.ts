// The S3 blob store (decision 0039): one bucket, keys as they are (store.ts keys are valid S3
// keys), through @aws-sdk/client-s3; part URLs are S3 presigned UploadPart URLs, so parts go
// from the device to the bucket directly. Configured by BLOB_S3_* (config.ts, open.ts); path
// style addressing so that MinIO, s3rver and other S3-protocol servers work too.
// The contract of store.ts holds here as well: the ETag of a `put` is our SHA-256 tag (kept as
// object metadata, S3's own tag is an MD5), and the filesystem's rule that a key is not also a
// folder of other keys is checked before each write (a store can move between backends).
import { createHash } from 'node:crypto';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  checkPartNumber,
  checkUploadId,
  matchParts,
  noSuchUpload,
  type PartRef,
  type StoredPart,
} from './multipart.ts';
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

export interface S3StoreOptions {
  readonly endpoint?: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

const SHA256_META = 'sha256';

const missing = (err: unknown, ...names: string[]): boolean =>
  err instanceof S3ServiceException &&
  (names.includes(err.name) || err.$metadata.httpStatusCode === 404);

export class S3BlobStore implements BlobStore {
  readonly client: S3Client;
  readonly bucket: string;

  /** @example new S3BlobStore({ endpoint, bucket, region, accessKeyId, secretAccessKey }) */
  constructor(opts: S3StoreOptions) {
    const config: S3ClientConfig = {
      region: opts.region,
      forcePathStyle: true,
      credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
      // A presigned part URL must not carry the checksum of an empty body (SDK ≥ 3.729 adds
      // one by default); the device's PUT then carries no checksum header.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    };
    this.client = new S3Client(config);
    this.bucket = opts.bucket;
  }

  async put(key: string, body: BlobBody, opts: PutOptions = {}): Promise<BlobHead> {
    checkKey(key);
    const contentType = checkContentType(opts.contentType, key);
    await this.checkPlace(key);
    // Whole bodies here are small (images, previews); large files come in parts.
    const bytes = await collect(body);
    const etag = entityTag(createHash('sha256').update(bytes).digest());
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        Metadata: { [SHA256_META]: etag.slice(1, -1) },
      }),
    );
    return { key, size: bytes.byteLength, contentType, etag, lastModified: new Date() };
  }

  /** The filesystem rule: no blob on the key's path, and no blobs below the key. */
  private async checkPlace(key: string): Promise<void> {
    for (const folder of parentFolders(key))
      if (await this.headRaw(folder))
        throw new BlobKeyError(key, `${folder} is a blob, not a folder`);
    const below = await this.client.send(
      new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${key}/`, MaxKeys: 1 }),
    );
    if ((below.KeyCount ?? 0) > 0) throw new BlobKeyError(key, 'a folder of other keys');
  }

  private async headRaw(key: string): Promise<BlobHead | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      const sha = out.Metadata?.[SHA256_META];
      return {
        key,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? checkContentType(undefined, key),
        etag: sha ? `"${sha}"` : (out.ETag ?? '""'),
        lastModified: out.LastModified ?? new Date(0),
      };
    } catch (err) {
      if (missing(err, 'NotFound', 'NoSuchKey')) return null;
      throw err;
    }
  }

  async head(key: string): Promise<BlobHead | null> {
    return this.headRaw(checkKey(key));
  }

  async get(key: string): Promise<BlobObject | null> {
    const head = await this.head(key);
    if (!head) return null;
    const open = async () => {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return out.Body!;
    };
    return {
      head,
      bytes: async () => (await open()).transformToByteArray(),
      stream: () => {
        let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
        return new ReadableStream<Uint8Array>({
          async pull(controller) {
            reader ??= (await open())
              .transformToWebStream()
              .getReader() as ReadableStreamDefaultReader<Uint8Array>;
            const { done, value } = await reader.read();
            if (done) controller.close();
            else controller.enqueue(value);
          },
          cancel: () => reader?.cancel(),
        });
      },
    };
  }

  async delete(key: string): Promise<boolean> {
    if (!(await this.head(key))) return false;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    return true;
  }

  async list(prefix = ''): Promise<string[]> {
    checkPrefix(prefix);
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const out = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          ...(prefix ? { Prefix: prefix } : {}),
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const item of out.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return keys.sort(compareKeys);
  }

  async createMultipart(key: string, opts: PutOptions = {}): Promise<string> {
    checkKey(key);
    const contentType = checkContentType(opts.contentType, key);
    const out = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
    );
    return out.UploadId!;
  }

  async partUrl(key: string, uploadId: string, partNumber: number, expiresIn: number) {
    await this.listParts(key, uploadId); // no_such_upload before handing out URLs
    const command = new UploadPartCommand({
      Bucket: this.bucket,
      Key: key,
      UploadId: uploadId,
      PartNumber: checkPartNumber(partNumber),
    });
    return getSignedUrl(this.client, command, { expiresIn });
  }

  async putPart(key: string, uploadId: string, partNumber: number, body: BlobBody) {
    checkPartNumber(partNumber);
    // Parts through the server are rare (devices PUT to the presigned URL); asking first makes
    // an unknown upload the same refusal on servers that would create it (s3rver).
    await this.listParts(key, uploadId);
    const bytes = await collect(body); // one part: at most 10 MiB (spec 001 §9)
    try {
      const out = await this.client.send(
        new UploadPartCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body: bytes,
        }),
      );
      return { partNumber, etag: out.ETag!, size: bytes.byteLength };
    } catch (err) {
      if (missing(err, 'NoSuchUpload')) throw noSuchUpload();
      throw err;
    }
  }

  async listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    checkKey(key);
    checkUploadId(uploadId);
    const parts: StoredPart[] = [];
    let marker: string | undefined;
    try {
      do {
        const out = await this.client.send(
          new ListPartsCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId: uploadId,
            ...(marker ? { PartNumberMarker: marker } : {}),
          }),
        );
        for (const p of out.Parts ?? [])
          parts.push({ partNumber: p.PartNumber!, etag: p.ETag!, size: p.Size ?? 0 });
        marker = out.IsTruncated ? out.NextPartNumberMarker : undefined;
      } while (marker);
    } catch (err) {
      if (missing(err, 'NoSuchUpload')) throw noSuchUpload();
      throw err;
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async completeMultipart(key: string, uploadId: string, refs: readonly PartRef[]) {
    // Checked here first, so the refusal is the same on every S3-protocol server.
    const stored = new Map((await this.listParts(key, uploadId)).map((p) => [p.partNumber, p]));
    const parts = matchParts(refs, stored);
    await this.checkPlace(key);
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
      }),
    );
    return (await this.headRaw(key))!;
  }

  async abortMultipart(key: string, uploadId: string): Promise<boolean> {
    try {
      await this.listParts(key, uploadId);
    } catch (err) {
      if (err instanceof BlobKeyError) throw err;
      return false;
    }
    await this.client.send(
      new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
    );
    return true;
  }
}
