// Uploads in parts (spec 001 §4 Uploads, §7 Uploads and downloads, §9; decision 0039):
// POST /upload/aws/s3/create → a key under the user's own prefix, an upload id and one signed
// URL per 10 MiB part; the device PUTs the parts (4 at a time) and POSTs /upload/aws/s3/complete
// with the part ETags. Ours beyond the spec: /upload/aws/s3/parts (the parts stored so far and
// fresh URLs: the resume path) and /upload/aws/s3/abort. GET /users/aws/token answers a token
// scoped to the user's upload prefix, 3600 s (001 §7 Session). Access: API_ROUTES UPLOADERS.
// A key outside the caller's prefix is answered as an unknown upload: one user cannot finish,
// resume or overwrite another's.
import { randomUUID } from 'node:crypto';
import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_URL_SECONDS,
  uploadAbortAnswerSchema,
  uploadAbortSchema,
  uploadCompleteSchema,
  uploadCreateAnswerSchema,
  uploadCreateSchema,
  uploadPartsAnswerSchema,
  uploadPartsSchema,
  uploadTokenAnswerSchema,
  uploadedFileSchema,
  type SessionUser,
} from '@portal/shared';
import { MultipartError } from '../blobs/multipart.ts';
import type { PartSigner } from '../blobs/signed-parts.ts';
import { BlobKeyError, keyProblem, type BlobStore } from '../blobs/store.ts';
import { ApiError } from '../http/errors.ts';
import { previewsOrNothing, type PreviewOptions } from '../previews/make.ts';
import { NONE, NO_BODY } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { createRouter } from '../router.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';

const TAG = 'Uploads';
/** The bucket name our own stores answer (S3 answers its bucket). */
export const LOCAL_BUCKET = 'local';

/** Every upload of a user lives under this prefix, one folder per upload. */
export const uploadPrefix = (user: Pick<SessionUser, 'id'>): string => `uploads/${user.id}/`;

/**
 * A file name as a key segment (store.ts key rules): the last path part, characters outside
 * the allowed set as `_`, no leading dot, at most 200 characters with the extension kept.
 */
export function uploadFileName(raw: string): string {
  let name = raw.split(/[/\\]/).pop() ?? '';
  name = name.replace(/[^A-Za-z0-9 _.,()+=@-]/g, '_').replace(/^[^A-Za-z0-9_]+/, '');
  name = name.replace(/[. ]+$/, '');
  if (name.length > 200) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
    name = name.slice(0, 200 - ext.length).replace(/[. ]+$/, '') + ext;
  }
  return name || 'file';
}

const bucketOf = (store: BlobStore): string =>
  'bucket' in store && typeof store.bucket === 'string' ? store.bucket : LOCAL_BUCKET;

const noSuchUpload = () => new ApiError(404, 'no_such_upload', 'No such upload.');

/** The store's refusals as JSON answers (never a 5xx for the caller's mistakes). */
async function storeCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof MultipartError)
      throw err.code === 'no_such_upload'
        ? noSuchUpload()
        : new ApiError(400, err.code, err.message);
    if (err instanceof BlobKeyError) throw new ApiError(409, 'conflict', err.message);
    throw err;
  }
}

/** The caller's own upload key, or 404 as if unknown. */
function ownKey(user: SessionUser, key: string): string {
  if (!key.startsWith(uploadPrefix(user)) || keyProblem(key)) throw noSuchUpload();
  return key;
}

const partUrls = (store: BlobStore, key: string, uploadId: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      store.partUrl(key, uploadId, i + 1, UPLOAD_URL_SECONDS),
    ),
  );

/** @example app.route('/api/upload', uploadRoutes(blobs)) */
export function uploadRoutes(store: BlobStore, previewOptions: PreviewOptions = {}) {
  const router = createRouter();

  operation(
    router,
    {
      method: 'post',
      path: '/aws/s3/create',
      tag: TAG,
      operationId: 'createUpload',
      summary: 'Starts an upload in parts: its key, upload id and one signed PUT URL per part',
      description:
        'Parts are 10485760 bytes (the last may be shorter); `size` gives the part count, or ' +
        '`parts` names it. Each URL takes one part by PUT and answers its ETag header; URLs ' +
        `expire after ${UPLOAD_URL_SECONDS} s (ask /aws/s3/parts for fresh ones).`,
      params: NONE,
      query: NONE,
      body: uploadCreateSchema,
      responses: {
        200: jsonAnswer(uploadCreateAnswerSchema, 'The upload and its part URLs'),
        ...errorAnswers(400, 401, 403, 413, 415),
      },
    },
    async ({ body, user }, c) => {
      const name = uploadFileName(body.filename ?? body.key ?? '');
      const key = `${uploadPrefix(user)}${randomUUID()}/${name}`;
      const count = body.parts ?? Math.max(1, Math.ceil((body.size ?? 0) / UPLOAD_CHUNK_BYTES));
      const uploadId = await storeCall(() =>
        store.createMultipart(key, body.contentType ? { contentType: body.contentType } : {}),
      );
      const urls = await storeCall(() => partUrls(store, key, uploadId, count));
      return c.json(
        {
          urls,
          uploadId,
          message: 'Success',
          key,
          bucket: bucketOf(store),
          chunkSize: UPLOAD_CHUNK_BYTES,
          expiresIn: UPLOAD_URL_SECONDS,
        },
        200,
      );
    },
  );

  operation(
    router,
    {
      method: 'post',
      path: '/aws/s3/complete',
      tag: TAG,
      operationId: 'completeUpload',
      summary: 'Completes an upload with the ETag of every part; the file is then at its key',
      description:
        'Answers the stored file and `previews`: its thumbnail and preview JPG keys (an image, ' +
        "a PDF's first page, a video's frame, else a type icon), dimensions, size and SHA-256.",
      params: NONE,
      query: NONE,
      body: uploadCompleteSchema,
      responses: {
        200: jsonAnswer(uploadedFileSchema, 'The stored file'),
        ...errorAnswers(400, 401, 403, 404, 409, 413, 415),
      },
    },
    async ({ body, user }, c) => {
      const key = ownKey(user, body.key);
      const bucket = bucketOf(store);
      if (body.bucket !== undefined && body.bucket !== bucket)
        throw new ApiError(400, 'bad_request', `Unknown bucket ${body.bucket}.`);
      const parts = body.etags.map((e) => ({ partNumber: e.PartNumber, etag: e.ETag }));
      const head = await storeCall(() => store.completeMultipart(key, body.uploadId, parts));
      // Previews and facts of the file (decision 0043); never fails the upload.
      const previews = await previewsOrNothing(store, key, previewOptions);
      return c.json(
        {
          message: 'Success',
          bucket,
          key,
          size: head.size,
          contentType: head.contentType,
          etag: head.etag,
          location: `/api/files/${key.split('/').map(encodeURIComponent).join('/')}`,
          ...(previews ? { previews } : {}),
        },
        200,
      );
    },
  );

  operation(
    router,
    {
      method: 'post',
      path: '/aws/s3/parts',
      tag: TAG,
      operationId: 'listUploadParts',
      summary: 'The parts of an upload stored so far, and fresh part URLs (resuming an upload)',
      params: NONE,
      query: NONE,
      body: uploadPartsSchema,
      responses: {
        200: jsonAnswer(uploadPartsAnswerSchema, 'Stored parts and fresh URLs'),
        ...errorAnswers(400, 401, 403, 404, 413, 415),
      },
    },
    async ({ body, user }, c) => {
      const key = ownKey(user, body.key);
      const stored = await storeCall(() => store.listParts(key, body.uploadId));
      const urls = body.parts
        ? await storeCall(() => partUrls(store, key, body.uploadId, body.parts!))
        : [];
      return c.json(
        {
          message: 'Success',
          uploadId: body.uploadId,
          key,
          bucket: bucketOf(store),
          parts: stored.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag, Size: p.size })),
          urls,
          expiresIn: UPLOAD_URL_SECONDS,
        },
        200,
      );
    },
  );

  operation(
    router,
    {
      method: 'post',
      path: '/aws/s3/abort',
      tag: TAG,
      operationId: 'abortUpload',
      summary: 'Drops an unfinished upload and its parts',
      params: NONE,
      query: NONE,
      body: uploadAbortSchema,
      responses: {
        200: jsonAnswer(uploadAbortAnswerSchema, 'Whether there was such an upload'),
        ...errorAnswers(400, 401, 403, 404, 413, 415),
      },
    },
    async ({ body, user }, c) => {
      const key = ownKey(user, body.key);
      const aborted = await storeCall(() => store.abortMultipart(key, body.uploadId));
      return c.json({ message: 'Success', aborted }, 200);
    },
  );
  return router;
}

/** @example app.route('/api/users', uploadTokenRoutes(signer)) */
export function uploadTokenRoutes(signer: PartSigner) {
  const router = createRouter();
  operation(
    router,
    {
      method: 'get',
      path: '/aws/token',
      tag: TAG,
      operationId: 'getUploadToken',
      summary: `A token scoped to the user's upload prefix, valid ${UPLOAD_URL_SECONDS} s`,
      params: NONE,
      query: NONE,
      body: NO_BODY,
      responses: {
        200: jsonAnswer(uploadTokenAnswerSchema, 'Token and expiration'),
        ...errorAnswers(401, 403),
      },
    },
    async ({ user }, c) => {
      const prefix = uploadPrefix(user);
      const { token, expires } = signer.token(user.id, prefix, UPLOAD_URL_SECONDS);
      return c.json(
        {
          Token: token,
          expiration: expires.toISOString(),
          expiresIn: UPLOAD_URL_SECONDS,
          prefix,
        },
        200,
      );
    },
  );
  return router;
}
