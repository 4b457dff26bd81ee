// REST shapes of regular assortments and collections (spec 000 §7 "Assortment REST shapes",
// "Collections"; §3 Assortment, grid row, display group, collection; §3 "Assortment updates").
// The documents are the device collections' own (shared assortmentSchema, collectionSchema);
// decision 0055 records the choices where the spec names a call but not its body.
import { z } from 'zod';
import {
  ASSORTMENT_KINDS,
  ASSORTMENT_PRODUCT_TYPES,
  ASSORTMENT_STATES,
  ASSORTMENT_TREE_TYPES,
  assortmentLabelSchema,
  assortmentSchema,
  uiSettingsSchema,
} from '../entities/assortment.ts';
import { collectionSchema, LINKAGE_TYPES, linkageObjectSchema } from '../entities/collection.ts';
import {
  ASSORTMENT_METHODS,
  CHANNELS,
  ENTITY_LIMITS as L,
  REGIONS,
  colorSchema,
  discountPercentSchema,
  moneySchema,
  styleSchema,
  yearSchema,
} from '../entities/common.ts';
import { pathIdSchema, safeText } from './common.ts';
import {
  listAnswerSchema,
  listOptionsSchema,
  listQueryOptionsSchema,
  restDocumentSchema,
} from './resources.ts';

/** Largest list of rows, ids or moves in one call (the assortment's product bound). */
const MAX_ROWS = L.assortmentProducts;

/**
 * Open JSON as the calls document it: the entity's `z.json()` is recursive, which the OpenAPI
 * generator cannot describe. Its bound is the entity's, checked by the policy's schema on write.
 */
const jsonObject = z.record(z.string().max(L.name), z.unknown());
const uiSettingsApiSchema = uiSettingsSchema.extend({
  filterBar: z.object({ parameters: z.array(z.unknown()).max(L.list) }).optional(),
});

export const assortmentRestDocumentSchema = restDocumentSchema(assortmentSchema)
  .extend({ query: jsonObject.optional(), uiSettings: uiSettingsApiSchema.optional() })
  .meta({ id: 'Assortment' });
export type AssortmentRestDocument = z.infer<typeof assortmentRestDocumentSchema>;

export const assortmentListAnswerSchema = listAnswerSchema(assortmentRestDocumentSchema).meta({
  id: 'AssortmentList',
});

export const ASSORTMENT_SORT_FIELDS = [
  'title',
  'createdDate',
  'modifiedDate',
  'sortOrder',
  'state',
  'method',
] as const;

/** A query flag sent as text ('true' / 'false'); absent leaves the list unfiltered. */
const queryFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** GET /assortments: filters on state, method, type, archived and starred plus the options. */
export const assortmentListQuerySchema = listQueryOptionsSchema(ASSORTMENT_SORT_FIELDS).extend({
  state: z.enum(ASSORTMENT_STATES).optional(),
  method: z.enum(ASSORTMENT_METHODS).optional(),
  type: z.enum(ASSORTMENT_TREE_TYPES).optional(),
  archived: queryFlag,
  starred: queryFlag,
});

/** GET /assortments/{id}: the spec sends `_options` (JSON text); accepted, nothing narrows. */
export const assortmentGetQuerySchema = z.object({
  _options: z
    .string()
    .max(2_000)
    .refine((text) => {
      try {
        const v: unknown = JSON.parse(text);
        return typeof v === 'object' && v !== null && !Array.isArray(v);
      } catch {
        return false;
      }
    }, 'must be a JSON object')
    .optional(),
});

/** The values an assortment gives one of its products (000 §3 grid row); `null` clears. */
export const assortmentProductPropertiesSchema = z.object({
  label: safeText(64).nullable().optional(),
  styleNote: safeText(L.text).nullable().optional(),
  collectionStyleNote: safeText(L.text).nullable().optional(),
  pillar: safeText(L.name).nullable().optional(),
  discountPercent: discountPercentSchema.nullable().optional(),
  discountAmount: moneySchema.nullable().optional(),
  netCost: moneySchema.nullable().optional(),
});
export type AssortmentProductProperties = z.infer<typeof assortmentProductPropertiesSchema>;

const styleColor = { style: styleSchema, color: colorSchema };

/** The fields a caller writes on an assortment (no defaults: a PATCH keeps what it omits). */
const writable = {
  title: safeText(L.name, 1),
  subTitle: safeText(L.name),
  hierarchy: z.array(safeText(L.name, 1)).max(20),
  kind: z.enum(ASSORTMENT_KINDS),
  method: z.enum(ASSORTMENT_METHODS),
  productType: z.enum(ASSORTMENT_PRODUCT_TYPES),
  channel: z.enum(CHANNELS),
  region: z.enum(REGIONS),
  season: safeText(L.code),
  year: yearSchema,
  gender: safeText(L.code),
  locationId: safeText(L.code),
  status: safeText(L.code),
  state: z.enum(ASSORTMENT_STATES),
  starred: z.boolean(),
  archived: z.boolean(),
  sortOrder: z.number().int().min(0).max(1_000_000),
  decimalsPlaces: z.number().int().min(0).max(4),
  labels: z.array(assortmentLabelSchema).max(50),
  query: jsonObject,
  uiSettings: uiSettingsApiSchema,
};

/** Path words of the calls (000 §7): an assortment with such an id would shadow them. */
const RESERVED_IDS = new Set(['batch', 'cloneMany', 'products', 'groupsort']);

/** POST /assortments: an item or folder; the server sets owner, dates and orgType regular. */
export const assortmentCreateSchema = z
  .object({
    ...writable,
    type: z.enum(ASSORTMENT_TREE_TYPES).optional(),
    id: pathIdSchema.optional(),
    _id: pathIdSchema.optional(),
    products: z
      .array(z.object(styleColor).extend(assortmentProductPropertiesSchema.shape))
      .max(MAX_ROWS)
      .optional(),
  })
  .partial()
  .required({ title: true })
  .refine((b) => b._id === undefined || b.id === undefined || b._id === b.id, {
    message: '_id and id differ',
  })
  .refine((b) => !RESERVED_IDS.has(b._id ?? b.id ?? ''), {
    message: 'this id names a call of /assortments',
  })
  .meta({ id: 'AssortmentCreate' });
export type AssortmentCreate = z.infer<typeof assortmentCreateSchema>;

/** PATCH /assortments/{id}: any writable field (title, subTitle, hierarchy, state, …). */
export const assortmentPatchSchema = z.object(writable).partial().meta({ id: 'AssortmentPatch' });
export type AssortmentPatch = z.infer<typeof assortmentPatchSchema>;

/**
 * PATCH /assortments/batch/{id}: the products update payload of 000 §3 "Assortment updates"
 * (the `data` the client sends for the assortment `id`, which is the path's).
 */
export const assortmentProductsUpdateSchema = z
  .object({
    addProducts: z
      .array(z.object(styleColor).extend(assortmentProductPropertiesSchema.shape))
      .max(MAX_ROWS)
      .optional(),
    deleteProducts: z.array(z.object(styleColor)).max(MAX_ROWS).optional(),
    updateProducts: z
      .array(z.object({ ...styleColor, properties: assortmentProductPropertiesSchema }))
      .max(MAX_ROWS)
      .optional(),
    sortProducts: z
      .array(z.object({ ...styleColor, sort: z.number().int().min(0).max(MAX_ROWS) }))
      .max(MAX_ROWS)
      .optional(),
    renameProducts: z
      .array(z.object({ ...styleColor, newStyle: styleSchema, newColor: colorSchema }))
      .max(MAX_ROWS)
      .optional(),
    patch: z.object({ uiSettings: uiSettingsApiSchema.optional() }).optional(),
  })
  .meta({ id: 'AssortmentProductsUpdate' });
export type AssortmentProductsUpdate = z.infer<typeof assortmentProductsUpdateSchema>;

/** What a products update did, row by row (the client compares its request count, 000 §8). */
export const assortmentUpdateCountsSchema = z
  .object({
    added: z.number().int().min(0),
    updated: z.number().int().min(0),
    deleted: z.number().int().min(0),
    skipped: z.number().int().min(0),
    sorted: z.number().int().min(0),
    renamed: z.number().int().min(0),
  })
  .meta({ id: 'AssortmentUpdateCounts' });

export const assortmentProductsUpdateAnswerSchema = z
  .object({ data: assortmentRestDocumentSchema, counts: assortmentUpdateCountsSchema })
  .meta({ id: 'AssortmentProductsUpdateAnswer' });

/** PATCH /assortments/{id}/merge: the assortment whose products join this one. */
export const assortmentMergeSchema = z
  .object({ source: pathIdSchema })
  .meta({ id: 'AssortmentMerge' });

/** POST /assortments/cloneMany. */
export const assortmentCloneManySchema = z
  .object({ ids: z.array(pathIdSchema).min(1).max(100) })
  .meta({ id: 'AssortmentCloneMany' });

/** 000 §5: "Duplicating … counts as failure if status is not success or the reply lists
 * failures." */
export const assortmentCloneManyAnswerSchema = z
  .object({
    status: z.enum(['success', 'failure']),
    data: z.array(assortmentRestDocumentSchema),
    failures: z.array(z.object({ id: z.string(), message: z.string() })),
  })
  .meta({ id: 'AssortmentCloneManyAnswer' });

/** The clone's title (decision 0055: a copy is told apart in the list). */
export const cloneTitle = (title: string) => `Copy of ${title}`.slice(0, L.name);

export const ASSORTMENT_PRODUCT_SORT_FIELDS = ['sort', 'style', 'color'] as const;

/** POST /assortments/products/query: the products of one assortment, paged. */
export const assortmentProductsQuerySchema = z
  .object({
    assortmentId: pathIdSchema,
    _options: listOptionsSchema(ASSORTMENT_PRODUCT_SORT_FIELDS).default({
      totalCount: true,
      limit: 100,
      skip: 0,
    }),
  })
  .meta({ id: 'AssortmentProductsQuery' });

/** One row of the assortment grid (000 §3): the assortment's values over the product's. */
export const assortmentGridRowSchema = z
  .object({
    id: z.string(),
    style: z.string(),
    color: z.string(),
    sort: z.number().optional(),
    name: z.string().optional(),
    label: z.string().optional(),
    styleNote: z.string().optional(),
    collectionStyleNote: z.string().optional(),
    pillar: z.string().optional(),
    cost: z.number().optional(),
    netCost: z.number().optional(),
    discountPercent: z.number().optional(),
    discountAmount: z.number().optional(),
    suggestedRetail: z.number().optional(),
    productType: z.string().optional(),
    gender: z.string().optional(),
    division: z.string().optional(),
    thumbnail: z.string().optional(),
    locations: z.array(z.record(z.string(), z.unknown())).optional(),
    /** False when the catalogue has no such product (any more). */
    inCatalogue: z.boolean(),
  })
  .meta({ id: 'AssortmentGridRow' });
export type AssortmentGridRow = z.infer<typeof assortmentGridRowSchema>;

export const assortmentProductsAnswerSchema = listAnswerSchema(assortmentGridRowSchema).meta({
  id: 'AssortmentProductsAnswer',
});

/** A display group's title ('' is the one group of group-by none). */
const groupTitle = z.string().max(L.name);
/** 000 §4 group sort: the queued moves (shared group-moves.ts SortMove), applied in order. */
export const groupSortMoveSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('moveDisplayGroup'),
    item: groupTitle,
    beforeItem: groupTitle.nullable(),
  }),
  z.object({
    type: z.literal('moveStyle'),
    item: styleSchema,
    beforeItem: styleSchema.nullable(),
    fromGroup: groupTitle,
    displayGroup: groupTitle,
  }),
  z.object({
    type: z.literal('moveColor'),
    style: styleSchema,
    item: colorSchema,
    beforeItem: colorSchema.nullable(),
  }),
]);
export type GroupSortMove = z.infer<typeof groupSortMoveSchema>;

export const groupSortBatchSchema = z
  .object({ operations: z.array(groupSortMoveSchema).min(1).max(MAX_ROWS) })
  .meta({ id: 'GroupSortBatch' });

// ---- Collections (000 §3 Collection, §4 "Adding a product already in a collection …") ----

export const collectionDocumentSchema = restDocumentSchema(collectionSchema).meta({
  id: 'Collection',
});
export const collectionListAnswerSchema = listAnswerSchema(collectionDocumentSchema).meta({
  id: 'CollectionList',
});

export const COLLECTION_SORT_FIELDS = ['name', 'linkageType'] as const;
export const collectionListQuerySchema = listQueryOptionsSchema(COLLECTION_SORT_FIELDS).extend({
  name: safeText(L.name, 1).optional(),
  linkageId: pathIdSchema.optional(),
});

/** POST /collections/{collectionType}/query: equality filters plus `_options`. */
export const collectionQuerySchema = z
  .object({
    name: safeText(L.name, 1).optional(),
    linkageType: z.enum(LINKAGE_TYPES).optional(),
    linkageId: pathIdSchema.optional(),
    _options: listOptionsSchema(COLLECTION_SORT_FIELDS).optional(),
  })
  .meta({ id: 'CollectionQuery' });

const collectionProduct = z.object({ ...styleColor, selected: z.boolean().optional() });

/** POST /collections/{collectionType}: a new collection (name 'Default' when absent). */
export const collectionCreateSchema = z
  .object({
    id: pathIdSchema.optional(),
    name: safeText(L.name, 1).optional(),
    linkageType: z.enum(LINKAGE_TYPES).optional(),
    linkageId: pathIdSchema.optional(),
    linkageObject: linkageObjectSchema.optional(),
    products: z.array(collectionProduct).max(MAX_ROWS).optional(),
  })
  .meta({ id: 'CollectionCreate' });

/** POST /collections/{collectionType}/batch/{collectionId}. */
export const collectionBatchSchema = z
  .object({
    addProducts: z.array(collectionProduct).max(MAX_ROWS).optional(),
    deleteProducts: z.array(z.object(styleColor)).max(MAX_ROWS).optional(),
    updateProducts: z
      .array(z.object({ ...styleColor, selected: z.boolean() }))
      .max(MAX_ROWS)
      .optional(),
  })
  .meta({ id: 'CollectionBatch' });
export type CollectionBatch = z.infer<typeof collectionBatchSchema>;

export const collectionBatchAnswerSchema = z
  .object({
    data: collectionDocumentSchema,
    counts: z.object({
      added: z.number().int().min(0),
      updated: z.number().int().min(0),
      deleted: z.number().int().min(0),
      skipped: z.number().int().min(0),
    }),
  })
  .meta({ id: 'CollectionBatchAnswer' });
