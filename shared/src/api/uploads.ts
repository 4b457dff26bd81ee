// REST shapes of the uploads in parts (spec 001 §7 Uploads and downloads: POST
// /upload/aws/s3/create answers urls, uploadId, message; POST /upload/aws/s3/complete takes
// bucket, key, uploadId, etags; 001 §7 Session: GET /users/aws/token answers Token and
// expiration, 3600 s). Parts are 10 MiB (001 §9), numbered 1..10000 as in S3. The resume call
// (…/parts) and abort are ours (decision 0039). ETags travel in S3's own spelling
// (PartNumber, ETag), as the device reads them from each part's PUT answer.
import { z } from 'zod';
import { LIBRARY_TYPES } from '../entities/library-item.ts';
import { MULTIPART_MAX_PARTS } from '../entities/upload.ts';
import { UPLOAD_USAGE_TYPES } from '../entities/values.ts';
import { safeText } from './common.ts';

/** spec 001 §9: multipart chunk size 10485760 bytes. */
export const UPLOAD_CHUNK_BYTES = 10_485_760;
/** The largest file in parts: 10000 parts of 10 MiB. */
export const UPLOAD_MAX_BYTES = MULTIPART_MAX_PARTS * UPLOAD_CHUNK_BYTES;
/** Lifetime of signed part URLs and of the upload token (001 §7: 3600 s). */
export const UPLOAD_URL_SECONDS = 3600;

const partCount = z.number().int().min(1).max(MULTIPART_MAX_PARTS);
const uploadIdSchema = z
  .string()
  .min(1)
  .max(1024)
  .regex(/^[A-Za-z0-9_.~-]+$/, 'must be an upload id');
const keySchema = safeText(1024, 1);

export const uploadCreateSchema = z
  .object({
    /** The file's name; or `key`, whose last path segment is taken as the name. */
    filename: safeText(255, 1).optional(),
    key: keySchema.optional(),
    contentType: z
      .string()
      .max(100)
      .regex(/^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+$/, 'must be a MIME type')
      .optional(),
    /** Bytes; gives the part count at 10 MiB a part. */
    size: z.number().int().min(0).max(UPLOAD_MAX_BYTES).optional(),
    /** The part count, when the device chose it. */
    parts: partCount.optional(),
    usageType: z.enum(UPLOAD_USAGE_TYPES).optional(),
    libraryType: z.enum(LIBRARY_TYPES).optional(),
    attachTo: safeText(100).optional(),
  })
  .refine((b) => b.filename !== undefined || b.key !== undefined, {
    message: 'filename or key is required',
    path: ['filename'],
  })
  .refine((b) => b.size !== undefined || b.parts !== undefined, {
    message: 'size or parts is required',
    path: ['size'],
  })
  .meta({ id: 'UploadCreate' });
export type UploadCreate = z.infer<typeof uploadCreateSchema>;

export const uploadCreateAnswerSchema = z
  .object({
    /** One signed PUT URL per part, part 1 first; valid for `expiresIn` seconds. */
    urls: z.array(z.string()),
    uploadId: z.string(),
    message: z.string(),
    /** Where the file will be (under the user's own prefix), and the store's bucket. */
    key: z.string(),
    bucket: z.string(),
    chunkSize: z.number().int(),
    expiresIn: z.number().int(),
  })
  .meta({ id: 'UploadCreateAnswer' });

const uploadRefSchema = {
  key: keySchema,
  uploadId: uploadIdSchema,
};

export const uploadCompleteSchema = z
  .object({
    bucket: safeText(255).optional(),
    ...uploadRefSchema,
    etags: z
      .array(z.object({ PartNumber: partCount, ETag: z.string().min(1).max(200) }))
      .min(1)
      .max(MULTIPART_MAX_PARTS),
  })
  .meta({ id: 'UploadComplete' });

/** Long side in pixels of the previews the server makes (decision 0043). */
export const PREVIEW_SIZES = { thumbnail: 160, preview: 1024 } as const;
export const PREVIEW_KINDS = ['image', 'pdf', 'video', 'other'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

const pixelsSchema = z.object({ width: z.number().int(), height: z.number().int() });

/**
 * What the server made and learnt of a stored file (spec 000 §3 library file: previewJpg,
 * thumbnail, dimensions, fileSize; decision 0043). `thumbnail` and `previewJpg` are blob keys
 * (GET /api/files/{key}); a type icon when `icon` is true, with the `reason` when the file's
 * kind could have had a rendered preview.
 */
export const filePreviewsSchema = z
  .object({
    kind: z.enum(PREVIEW_KINDS),
    icon: z.boolean(),
    reason: z.string().optional(),
    thumbnail: z.string(),
    previewJpg: z.string(),
    /** Pixel size of the two JPGs. */
    thumbnailSize: pixelsSchema,
    previewSize: pixelsSchema,
    /** An image's own width and height (EXIF orientation applied). */
    dimensions: pixelsSchema.optional(),
    fileSize: z.number().int(),
    contentType: z.string(),
    /** SHA-256 of the content, lowercase hex (the duplicate check of issue scope 8). */
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    etag: z.string(),
  })
  .meta({
    id: 'FilePreviews',
    description:
      'Previews and facts of a stored file: thumbnail and previewJpg are blob keys (GET ' +
      '/api/files/{key}) of JPGs of at most 160 and 1024 px on the long side, or a type icon ' +
      '(icon true, with a reason when a rendered preview failed); dimensions of an image; ' +
      'fileSize in bytes; sha256 of the content in lowercase hex.',
  });
export type FilePreviews = z.infer<typeof filePreviewsSchema>;

export const uploadedFileSchema = z
  .object({
    message: z.string(),
    bucket: z.string(),
    key: z.string(),
    size: z.number().int(),
    contentType: z.string(),
    etag: z.string(),
    /** GET /api/files/{key}. */
    location: z.string(),
    /** Previews and facts; absent only when the store failed while making them (logged). */
    previews: filePreviewsSchema.optional(),
  })
  .meta({ id: 'UploadedFile' });

export const uploadPartsSchema = z
  .object({
    ...uploadRefSchema,
    /** Fresh signed URLs for parts 1..parts (a resumed upload sends only the missing ones). */
    parts: partCount.optional(),
  })
  .meta({ id: 'UploadPartsRequest' });

export const uploadPartsAnswerSchema = z
  .object({
    message: z.string(),
    uploadId: z.string(),
    key: z.string(),
    bucket: z.string(),
    parts: z.array(
      z.object({ PartNumber: z.number().int(), ETag: z.string(), Size: z.number().int() }),
    ),
    urls: z.array(z.string()),
    expiresIn: z.number().int(),
  })
  .meta({ id: 'UploadParts' });

export const uploadAbortSchema = z.object(uploadRefSchema).meta({ id: 'UploadAbort' });
export const uploadAbortAnswerSchema = z
  .object({ message: z.string(), aborted: z.boolean() })
  .meta({ id: 'UploadAborted' });

export const uploadTokenAnswerSchema = z
  .object({
    /** Signed, scoped to the user's upload prefix; ends at `expiration`. */
    Token: z.string(),
    expiration: z.string(),
    expiresIn: z.number().int(),
    /** The key prefix the token and the user's uploads are limited to. */
    prefix: z.string(),
  })
  .meta({ id: 'UploadToken' });
