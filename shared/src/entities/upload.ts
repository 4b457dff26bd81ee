// spec 001 §3 Upload and download items, §4 Uploads, §9 constants: the device's upload queue
// item, the asset file attached on upload, and the server's multipart-upload record.
import { z } from 'zod';
import { ENTITY_LIMITS as L, idSchema, isoDateTimeSchema, syncedDocument, text } from './common.ts';
import { UPLOAD_USAGE_TYPES } from './values.ts';
import { LIBRARY_TYPES } from './library-item.ts';

/** File processing statuses (spec 001 §3). */
export const FILE_STATUSES = ['Pending', 'Started', 'Success', 'Failed', 'cancelled'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

// Plain list shared with constants.ts: defined in values.ts (no zod), re-exported here.
export { UPLOAD_USAGE_TYPES, type UploadUsageType } from './values.ts';

/** spec 001 §9: parts of 10 MiB (equals constants.ts UPLOAD.chunkSizeBytes). */
const MULTIPART_CHUNK_SIZE = 10_485_760;
/** S3 allows at most 10,000 parts. */
export const MULTIPART_MAX_PARTS = 10_000;

const progressSchema = z.object({
  loaded: z.number().int().min(0).max(L.fileSize),
  total: z.number().int().min(0).max(L.fileSize),
});

/** One file in the device's upload queue. */
export const uploadFileItemSchema = z.object({
  hashId: text(L.id).min(1),
  status: z.enum(FILE_STATUSES).default('Pending'),
  filename: text().min(1),
  displayName: text().optional(),
  progress: progressSchema.default({ loaded: 0, total: 0 }),
  addedToQueue: isoDateTimeSchema,
  /** The assortment (logo, product) or display group the file attaches to. */
  attachTo: text(L.id).optional(),
  usageType: z.enum(UPLOAD_USAGE_TYPES),
  libraryType: z.enum(LIBRARY_TYPES).optional(),
  uri: text(L.url).optional(),
});
export type UploadFileItem = z.infer<typeof uploadFileItemSchema>;

/** Asset file on upload (spec 001 §3): added to an asset with state WaitingForFile. */
export const assetFileUploadSchema = z.object({
  id: idSchema.optional(),
  sourceFile: text(L.url),
  filename: text().min(1),
  usageType: z.enum(['Primary', 'Working File']),
  addMethod: text(L.code).optional(),
  state: text(L.code).default('WaitingForFile'),
  hero: z.boolean().default(false),
});
export type AssetFileUpload = z.infer<typeof assetFileUploadSchema>;

export const MULTIPART_PART_STATUSES = ['inProgress', 'success', 'error'] as const;

export const uploadPartSchema = z.object({
  partNumber: z.number().int().min(1).max(MULTIPART_MAX_PARTS),
  etag: text(128).optional(),
  size: z.number().int().min(0).max(MULTIPART_CHUNK_SIZE).optional(),
  status: z.enum(MULTIPART_PART_STATUSES).default('inProgress'),
});
export type UploadPart = z.infer<typeof uploadPartSchema>;

/** The server's record of one multipart upload (POST /upload/aws/s3/create … /complete). */
export const multipartUploadSchema = syncedDocument.extend({
  id: idSchema,
  /** The blob store's multipart upload id. */
  uploadId: text(L.url).min(1),
  bucket: text(64).min(1),
  key: text(L.url).min(1),
  userId: idSchema,
  filename: text().min(1),
  fileSize: z.number().int().min(0).max(L.fileSize),
  chunkSize: z.number().int().min(1).max(MULTIPART_CHUNK_SIZE).default(MULTIPART_CHUNK_SIZE),
  usageType: z.enum(UPLOAD_USAGE_TYPES),
  libraryType: z.enum(LIBRARY_TYPES).optional(),
  attachTo: text(L.id).optional(),
  parts: z.array(uploadPartSchema).max(MULTIPART_MAX_PARTS).default([]),
  status: z.enum(FILE_STATUSES).default('Pending'),
  createdDate: isoDateTimeSchema.optional(),
  completedDate: isoDateTimeSchema.optional(),
});
export type MultipartUpload = z.infer<typeof multipartUploadSchema>;
export type MultipartUploadInput = z.input<typeof multipartUploadSchema>;
