// spec 000 §3 Library item (asset, logo, document, STEP asset, resource) and its files.
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LibraryFile, LibraryStatus, LibraryType } from '@portal/shared';
import { day, instant, pullIndex, seqIndex, syncColumns } from './columns.ts';

export const libraryItems = pgTable(
  'library_items',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    libraryType: text('library_type').$type<LibraryType>().notNull(),
    status: text('status').$type<LibraryStatus>().notNull(),
    assetType: text('asset_type'),
    assetSubType: text('asset_sub_type'),
    category: text('category'),
    gender: text('gender'),
    tag: jsonb('tag').$type<string[]>(),
    season: text('season'),
    year: integer('year'),
    lang: text('lang'),
    initiative: text('initiative'),
    function: text('function'),
    element: text('element'),
    entity: jsonb('entity').$type<string[]>(),
    storeType: text('store_type'),
    addedBy: text('added_by'),
    startDate: day('start_date'),
    endDate: day('end_date'),
    beginDate: day('begin_date'),
    expireDate: day('expire_date'),
    divisionId: text('division_id'),
    docType: text('doc_type'),
    locations: jsonb('locations').$type<string[]>(),
    region: text('region'),
    orientation: text('orientation'),
    usage: text('usage'),
    vmCategory: text('vm_category'),
    mediaDisplay: text('media_display'),
    createdDate: instant('created_date'),
    modifiedDate: instant('modified_date'),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('library_items', t.seq),
    pullIndex('library_items', t.txid, t.seq),
    // Library lists load by type and status, newest modification first (spec 000 §2).
    index('library_items_type_status_modified_idx').on(
      t.libraryType,
      t.status,
      t.modifiedDate.desc().nullsFirst(),
    ),
    index('library_items_type_name_idx').on(t.libraryType, t.name),
    index('library_items_season_year_idx').on(t.season, t.year),
  ],
);

export const libraryItemFiles = pgTable(
  'library_item_files',
  {
    id: text('id').primaryKey(),
    libraryItemId: text('library_item_id')
      .notNull()
      .references(() => libraryItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    filename: text('filename').notNull(),
    sourceFile: text('source_file'),
    previewJpg: text('preview_jpg'),
    previewPdf: text('preview_pdf'),
    previewVideo: text('preview_video'),
    usageType: text('usage_type').$type<LibraryFile['usageType']>().notNull(),
    thumbnail: text('thumbnail'),
    groups: jsonb('groups').$type<string[]>(),
    dimensions: jsonb('dimensions').$type<NonNullable<LibraryFile['dimensions']>>(),
    fileSize: bigint('file_size', { mode: 'number' }),
    /** SHA-256 of the content, lowercase hex (the device's duplicate warning, decision 0044). */
    sha256: text('sha256'),
    modifiedDate: instant('modified_date'),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('library_item_files', t.seq),
    index('library_item_files_item_idx').on(t.libraryItemId, t.position),
    // Documents sort by -files.modifiedDate (spec 000 §2).
    index('library_item_files_modified_idx').on(t.modifiedDate.desc().nullsFirst()),
    // GET /api/files/{key} finds the items holding a key (decision 0045): one probe per field.
    index('library_item_files_source_file_idx').on(t.sourceFile),
    index('library_item_files_preview_jpg_idx').on(t.previewJpg),
    index('library_item_files_preview_pdf_idx').on(t.previewPdf),
    index('library_item_files_preview_video_idx').on(t.previewVideo),
    index('library_item_files_thumbnail_idx').on(t.thumbnail),
  ],
);
