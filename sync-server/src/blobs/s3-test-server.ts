// Test support (not a test file): a real S3-protocol server for the S3 store's contract run,
// s3rver from npm on a free port over a temp folder (decision 0039). s3rver 3.7 lacks two
// calls the multipart contract uses, ListParts and AbortMultipartUpload; this adds them as a
// first middleware reading s3rver's own upload folder (`<bucket>/._S3rver_uploads/<id>/`:
// `key`, then `<n>` and `<n>.md5` per part). Everything else is s3rver's.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { S3BlobStore } from './s3-store.ts';

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
interface S3rverInstance {
  middleware: Middleware[];
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escape = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

function noSuchUpload(ctx: KoaContext): void {
  ctx.status = 404;
  ctx.type = 'application/xml';
  ctx.body = xml(
    '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
  );
}

/** ListParts (GET ?uploadId) and AbortMultipartUpload (DELETE ?uploadId) for s3rver. */
function multipartExtras(directory: string): Middleware {
  return async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const listing = ctx.method === 'GET' && uploadId && ctx.query.partNumber === undefined;
    if (!uploadId || !(listing || ctx.method === 'DELETE')) return next();
    const [, bucket = '', ...rest] = ctx.path.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const dir = path.join(directory, bucket, '._S3rver_uploads', path.basename(uploadId));
    const storedKey = await readFile(path.join(dir, 'key'), 'utf8').catch(() => null);
    if (storedKey !== key) return noSuchUpload(ctx);
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const numbers = (await readdir(dir))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const [md5, info] = await Promise.all([
          readFile(path.join(dir, `${n}.md5`), 'utf8'),
          stat(path.join(dir, String(n))),
        ]);
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult><Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key><UploadId>${escape(uploadId)}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  };
}

export interface S3TestServer {
  readonly endpoint: string;
  /** A store on a fresh bucket of this server. */
  store(): Promise<S3BlobStore>;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** @example const s3 = await startS3TestServer(); const store = await s3.store() */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  server.middleware.unshift(multipartExtras(directory));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let n = 0;
  return {
    endpoint,
    store: async () => {
      const bucket = `contract-${process.pid}-${++n}`;
      const store = new S3BlobStore({ endpoint, bucket, region: 'us-east-1', ...CREDENTIALS });
      const { CreateBucketCommand } = await import('@aws-sdk/client-s3');
      await store.client.send(new CreateBucketCommand({ Bucket: bucket }));
      return store;
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
