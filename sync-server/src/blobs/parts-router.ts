// PUT /api/upload/parts/{uploadId}/{partNumber}?key=…&expires=…&signature=…: one part of a
// multipart upload into a store with its own signed URLs (fs, memory; decision 0039). The
// device PUTs the raw bytes of a 10 MiB part (spec 001 §9) and reads the ETag header for the
// complete call, as with an S3 presigned URL. The signature is the credential (API_ROUTES:
// public). Answers: 200 with ETag; 400 invalid_part_number; 403 upload_url_invalid /
// upload_url_expired; 404 no_such_upload (or not_found when the store is S3: parts go to the
// bucket); 413 over 10 MiB plus slack. The global 1 MiB JSON limit skips this route (app.ts).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from '../http/errors.ts';
import { MultipartError, PART_LIMITS, isPartNumber } from './multipart.ts';
import { BlobKeyError, streamChunks, type BlobStore } from './store.ts';

/** spec 001 §9 parts of 10485760 bytes, plus slack for a client that rounds differently. */
export const PART_BODY_LIMIT = 10_485_760 + 64 * 1024;

/** @example app.route('/api/upload/parts', createPartsRouter(blobs)) */
export function createPartsRouter(store: BlobStore) {
  const app = new Hono();
  app.put(
    '/:uploadId/:partNumber',
    bodyLimit({
      maxSize: PART_BODY_LIMIT,
      onError: (c) => {
        c.header('Connection', 'close');
        return c.json(
          errorBody('payload_too_large', `A part is at most ${PART_BODY_LIMIT} bytes.`),
          413,
        );
      },
    }),
    async (c) => {
      const { uploadId, partNumber: raw } = c.req.param();
      const partNumber = /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
      if (!isPartNumber(partNumber))
        return c.json(
          errorBody(
            'invalid_part_number',
            `Part numbers run from ${PART_LIMITS.min} to ${PART_LIMITS.max}.`,
          ),
          400,
        );
      const signer = store.partSigner;
      if (!signer)
        return c.json(errorBody('not_found', 'Parts go to the storage bucket directly.'), 404);
      const key = c.req.query('key') ?? '';
      const verdict = signer.verify({
        uploadId,
        key,
        partNumber,
        expires: c.req.query('expires'),
        signature: c.req.query('signature'),
      });
      if (verdict === 'expired')
        return c.json(errorBody('upload_url_expired', 'This part URL has expired.'), 403);
      if (verdict !== 'ok')
        return c.json(errorBody('upload_url_invalid', 'This part URL is not signed.'), 403);
      try {
        const body = c.req.raw.body ? streamChunks(c.req.raw.body) : new Uint8Array();
        const part = await store.putPart(key, uploadId, partNumber, body);
        c.header('ETag', part.etag);
        return c.json({ PartNumber: part.partNumber, ETag: part.etag, Size: part.size }, 200);
      } catch (err) {
        if (err instanceof MultipartError && err.code === 'no_such_upload')
          return c.json(errorBody('no_such_upload', 'No such upload.'), 404);
        if (err instanceof BlobKeyError)
          return c.json(errorBody('invalid_file_key', err.message), 400);
        throw err;
      }
    },
  );
  return app;
}
