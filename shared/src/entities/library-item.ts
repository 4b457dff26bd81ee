// spec 000 §3 Library item (asset, logo, document, step asset, resource) with its files.
import { z } from 'zod';
import {
  ENTITY_LIMITS as L,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  syncedDocument,
  text,
  textList,
  uniqueBy,
  yearSchema,
} from './common.ts';
import { LIBRARY_STATUSES } from './values.ts';

export const LIBRARY_TYPES = [
  'AdvertisingAsset',
  'AdvertisingLogo',
  'GlobalRetailAsset',
  'GlobalRetailResource',
  'ProductDocument',
  'StepAsset',
  'Product',
] as const;
export type LibraryType = (typeof LIBRARY_TYPES)[number];

// Plain lists shared with the route table: defined in values.ts (no zod), re-exported here.
export { LIBRARY_STATUSES, type LibraryStatus } from './values.ts';

export const FILE_USAGE_TYPES = ['Primary', 'Working File'] as const;
export type FileUsageType = (typeof FILE_USAGE_TYPES)[number];

export const libraryFileSchema = z.object({
  id: idSchema,
  filename: text(),
  sourceFile: text(L.url).optional(),
  previewJpg: text(L.url).optional(),
  previewPdf: text(L.url).optional(),
  previewVideo: text(L.url).optional(),
  usageType: z.enum(FILE_USAGE_TYPES),
  thumbnail: text(L.url).optional(),
  groups: textList().optional(),
  dimensions: z
    .object({
      width: z.number().int().min(0).max(1_000_000),
      height: z.number().int().min(0).max(1_000_000),
    })
    .optional(),
  fileSize: z.number().int().min(0).max(L.fileSize).optional(),
  /**
   * SHA-256 of the content, lowercase hex, as the server records it when the upload completes
   * (api/uploads.ts filePreviewsSchema.sha256): the device warns before uploading a file its
   * library already holds (issue 16 scope 8, decision 0044).
   */
  sha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  modifiedDate: isoDateTimeSchema.optional(),
});
export type LibraryFile = z.infer<typeof libraryFileSchema>;

export const libraryItemSchema = syncedDocument.extend({
  id: idSchema,
  name: text(),
  libraryType: z.enum(LIBRARY_TYPES),
  status: z.enum(LIBRARY_STATUSES).default('Pending'),
  files: z
    .array(libraryFileSchema)
    .max(L.files)
    .refine(...uniqueBy((f: LibraryFile) => f.id, 'file id'))
    .default([]),
  assetType: text().optional(),
  assetSubType: text().optional(),
  category: text().optional(),
  gender: text(L.code).optional(),
  tag: textList().optional(),
  season: text(L.code).optional(),
  year: yearSchema.optional(),
  lang: text(L.code).optional(),
  initiative: text().optional(),
  function: text().optional(),
  element: text().optional(),
  entity: textList(L.code).optional(),
  storeType: text(L.code).optional(),
  addedBy: text().optional(),
  startDate: isoDateSchema.optional(),
  endDate: isoDateSchema.optional(),
  /** Marketing images use beginDate and expireDate (spec 000 §5 publish requirements). */
  beginDate: isoDateSchema.optional(),
  expireDate: isoDateSchema.optional(),
  divisionId: text(L.code).optional(),
  docType: text().optional(),
  locations: textList(L.code).optional(),
  region: text(L.code).optional(),
  orientation: text(L.code).optional(),
  usage: text().optional(),
  vmCategory: text().optional(),
  mediaDisplay: text(L.code).optional(),
  /** Per user: 'Seen' when the user flagged the asset; projected by the server from user flags. */
  userFlag: text(L.code).optional(),
  /** Default sort of assets is -modifiedDate (spec 000 §2 Library screens). */
  createdDate: isoDateTimeSchema.optional(),
  modifiedDate: isoDateTimeSchema.optional(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;
export type LibraryItemInput = z.input<typeof libraryItemSchema>;

/** Library view preferences (spec 000 §3). */
export const libraryViewPreferencesSchema = z.object({
  includeWorkingFiles: z.boolean().default(false),
  showWorkingFilesOnly: z.boolean().default(false),
  viewType: z.enum(['grid', 'list']).default('grid'),
  showNewStylesOnly: z.boolean().default(false),
});
export type LibraryViewPreferences = z.infer<typeof libraryViewPreferencesSchema>;
