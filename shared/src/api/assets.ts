// REST shapes of the asset libraries (spec 000 §7 "Library paged fetch and updates", 001 §7
// "Uploads and downloads", 000 §3 user flag). The filter is the library filter bar's
// parameters by URL name (shared/src/libraries), evaluated by the same selector as the device;
// decision 0042 records the shapes the spec leaves open.
import { z } from 'zod';
import { GRID } from '../constants.ts';
import { isoDateSchema } from '../entities/common.ts';
import {
  LIBRARY_STATUSES,
  libraryFileSchema,
  libraryItemSchema,
} from '../entities/library-item.ts';
import { USER_FLAGS, USER_FLAG_MODEL_TYPES, userFlagSchema } from '../entities/user-flag.ts';
import { FILTER_LIMITS } from '../filters/values.ts';
import { LIBRARY_ITEM_TYPES } from '../libraries/kinds.ts';
import { LIST_LIMITS, restDocumentSchema } from './resources.ts';

/** The library of a call's path (`{libraryType}` / `{manageType}`): one of the six asset libraries. */
export const assetLibraryParamsSchema = z.object({ libraryType: z.enum(LIBRARY_ITEM_TYPES) });

/** A library item as the calls answer it (no per-user userFlag: POST /userFlags, decision 0042). */
export const assetDocumentSchema = libraryItemSchema
  .omit({ _deleted: true, userFlag: true })
  // `_select` may leave fields out.
  .partial()
  .extend({ _id: z.string(), id: z.string() })
  .meta({ id: 'AssetDocument' });

const filterValueSchema = z
  .string()
  .max(FILTER_LIMITS.idListMaxIds * (FILTER_LIMITS.idMaxLength + 1));

/** The library bar's parameters by URL name (`fileName`, `assetType`, `season`…), one or several. */
export const assetFilterObjectSchema = z
  .record(
    z.string().min(1).max(64),
    z.union([filterValueSchema, z.array(filterValueSchema).max(FILTER_LIMITS.maxParameters)]),
  )
  .refine((o) => Object.keys(o).length <= FILTER_LIMITS.maxParameters, {
    message: `at most ${FILTER_LIMITS.maxParameters} filters`,
  })
  .meta({ id: 'AssetFilter' });
export type AssetFilterObject = z.infer<typeof assetFilterObjectSchema>;

/** Fields a `_select` may name (item fields; `_id` and `id` are always answered). */
export const ASSET_SELECT_FIELDS = Object.keys(libraryItemSchema.shape).filter(
  (f) => f !== '_deleted' && f !== 'userFlag',
);
const selectField = z
  .string()
  .regex(/^-?[A-Za-z][A-Za-z0-9.]{0,63}$/, 'must be a field name, `-` in front to leave it out');

/** `_options` (spec 000 §7): sort `{name: 1}` (default for logos and resources) or a date descending. */
export const assetFetchOptionsSchema = z.object({
  totalCount: z.boolean().default(true),
  limit: z.number().int().min(0).max(LIST_LIMITS.maxLimit).default(GRID.pageSize),
  skip: z.number().int().min(0).max(LIST_LIMITS.maxSkip).default(0),
  sort: z
    .union([
      z.strictObject({ name: z.literal(1) }),
      z.strictObject({ modifiedDate: z.literal(-1) }),
      z.strictObject({ 'files.modifiedDate': z.literal(-1) }),
    ])
    .optional(),
});

/**
 * The library paged fetch (spec 000 §7): `_manage` true for a manage view (every status an
 * editor may see, narrowed by `status`), else the viewers' view (Published, within the rights
 * dates on `today`); `_select` the fields to answer (`-field` leaves one out); `filter` the
 * bar's parameters.
 */
export const assetFetchSchema = z
  .object({
    _manage: z.boolean().default(false),
    status: z.enum(LIBRARY_STATUSES).optional(),
    _select: z
      .union([z.string().max(2_000), z.array(selectField).max(64)])
      .optional()
      .transform((v) => (typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v))
      .pipe(z.array(selectField).max(64).optional()),
    filter: assetFilterObjectSchema.optional(),
    /** The caller's calendar day (presets, rights dates); default today in the spec's zone. */
    today: isoDateSchema.optional(),
    _options: assetFetchOptionsSchema.prefault({}),
  })
  .meta({ id: 'AssetFetch' });
export type AssetFetch = z.input<typeof assetFetchSchema>;

/** The answer: `data[0].totalCount` and `data[0].data` (spec 000 §7, as the product fetch). */
export const assetFetchAnswerSchema = z
  .object({
    data: z.array(
      z.object({ totalCount: z.number().int().min(0), data: z.array(assetDocumentSchema) }),
    ),
  })
  .meta({ id: 'AssetFetchAnswer' });

/** Item fields a row's `patch` may set (not id, type, files: those have their own parts). */
const {
  id: _i,
  _deleted: _d,
  libraryType: _t,
  files: _f,
  userFlag: _u,
  status: _s,
  ...patchable
} = libraryItemSchema.shape;
export const assetPatchSchema = z
  .strictObject({
    ...Object.fromEntries(Object.entries(patchable).map(([k, v]) => [k, v.optional()])),
    // No zod default in a patch (it would overwrite the stored status).
    status: z.enum(LIBRARY_STATUSES).optional(),
  })
  .meta({ id: 'AssetPatch' });

const fileId = libraryFileSchema.shape.id;
const { id: _fid, ...fileFields } = libraryFileSchema.shape;
/** A file to add; without an id the server gives it one. */
const addedFileSchema = libraryFileSchema.extend({ id: fileId.optional() });
/** A file's changed fields. */
const fileUpdateSchema = z.strictObject({
  id: fileId,
  ...Object.fromEntries(Object.entries(fileFields).map(([k, v]) => [k, v.optional()])),
});

/** One row of PATCH /assets/{manageType}/batch/many (spec 001 §7). */
export const assetBatchRowSchema = z.strictObject({
  _id: z.string().min(1).max(128),
  patch: assetPatchSchema.optional(),
  /** Ids of files to remove. */
  deleteFiles: z.array(fileId).max(200).optional(),
  addFiles: z.array(addedFileSchema).max(200).optional(),
  /** Files moved to another item of the same library (`to`: its _id). */
  moveFiles: z
    .array(z.strictObject({ id: fileId, to: z.string().min(1).max(128) }))
    .max(200)
    .optional(),
  updateFiles: z.array(fileUpdateSchema).max(200).optional(),
  deleteAsset: z.boolean().optional(),
});
export type AssetBatchRow = z.input<typeof assetBatchRowSchema>;

/** The body: the rows, applied all or none. */
export const assetBatchSchema = z
  .array(assetBatchRowSchema)
  .min(1)
  .max(500)
  .meta({ id: 'AssetBatch' });

/** The items as stored after the batch (in the order first named) and the ids deleted. */
export const assetBatchAnswerSchema = z
  .object({ data: z.array(assetDocumentSchema), deleted: z.array(z.string()) })
  .meta({ id: 'AssetBatchAnswer' });

/** POST /assets/{manageType}/check-filename (spec 001 §7). */
export const assetFilenameCheckSchema = z
  .object({ filename: z.string().trim().min(1).max(1_024) })
  .meta({ id: 'AssetFilenameCheck' });
/** 'Success' plus the _id of the item holding a file of that name (null when none). */
export const assetFilenameAnswerSchema = z
  .object({ message: z.literal('Success'), _id: z.string().nullable() })
  .meta({ id: 'AssetFilenameAnswer' });

/** GET /assets: one NDJSON line per batch of 20 rows (spec 001 §9), with the total. */
export const ASSET_STREAM_TYPE = 'application/x-ndjson';
export const ASSET_STREAM_BATCH = 20;
export const assetStreamLineSchema = z
  .object({
    totalCount: z.number().int().min(0),
    loaded: z.number().int().min(0),
    data: z.array(assetDocumentSchema),
  })
  .meta({ id: 'AssetStreamLine' });

/** POST /options/data/{libraryType}: the bar's lookups with counts over the items found. */
export const assetOptionsQuerySchema = z
  .object({
    _manage: z.boolean().default(false),
    status: z.enum(LIBRARY_STATUSES).optional(),
    filter: assetFilterObjectSchema.optional(),
    today: isoDateSchema.optional(),
    keys: z.array(z.string().min(1).max(64)).max(32).optional(),
  })
  .meta({ id: 'AssetOptionsQuery' });
export const assetOptionsAnswerSchema = z
  .record(z.string(), z.array(z.object({ value: z.string(), count: z.number().int().min(0) })))
  .meta({ id: 'AssetOptions' });

/** POST /userFlags (spec 000 §3): flag Seen on an asset for the signed-in user. */
export const userFlagRequestSchema = z
  .strictObject({
    flag: z.enum(USER_FLAGS).default('Seen'),
    modelType: z.enum(USER_FLAG_MODEL_TYPES).default('Asset'),
    modelId: userFlagSchema.shape.modelId,
  })
  .meta({ id: 'UserFlagRequest' });
export const userFlagDocumentSchema = restDocumentSchema(userFlagSchema).meta({ id: 'UserFlag' });
