// spec 001 §4 Uploads / §7 POST /upload/aws/s3/create … /complete: the state of one multipart
// upload (upload id, key, parts with their etags, status), kept so an upload survives a
// server restart and can be completed or aborted.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MultipartUpload } from '@portal/shared';
import { users } from './auth.ts';
import { instant, seqIndex, syncColumns } from './columns.ts';

export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    uploadId: text('upload_id').notNull(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    chunkSize: integer('chunk_size').notNull(),
    usageType: text('usage_type').$type<MultipartUpload['usageType']>().notNull(),
    libraryType: text('library_type').$type<NonNullable<MultipartUpload['libraryType']>>(),
    attachTo: text('attach_to'),
    parts: jsonb('parts')
      .$type<MultipartUpload['parts']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<MultipartUpload['status']>().notNull(),
    createdDate: instant('created_date'),
    completedDate: instant('completed_date'),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('uploads', t.seq),
    uniqueIndex('uploads_upload_id_uq').on(t.uploadId),
    index('uploads_user_status_idx').on(t.userId, t.status),
  ],
);
