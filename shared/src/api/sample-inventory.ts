// REST shapes of the sample inventory (spec 001 §7 "Sample inventory": GET /sampleInventory/
// {subtype}, POST /sampleInventory, PUT and PATCH /sampleInventory/{id}, PATCH …/{manageType}/
// batch/many, POST …/validate/{library}, GET …/autocomplete/{manageType}/{property}/{value},
// PATCH …/Sales/transfer; §3 the item's fields). The calls hold the same documents as the device
// collection (shared sampleInventoryItemSchema); decision 0048. Unknown fields are stripped
// (001 §5 "Payload schemas"); text is bounded and storable (safeText).
import { z } from 'zod';
import {
  ENTITY_LIMITS as L,
  SIDES,
  colorSchema,
  isoDateSchema,
  quantitySchema,
  styleSchema,
} from '../entities/common.ts';
import { productionSampleSchema, salesSampleSchema } from '../entities/sample-inventory.ts';
import { SAMPLE_LIBRARIES } from '../entities/values.ts';
import { pathIdSchema, safeText } from './common.ts';
import { listAnswerSchema, listQueryOptionsSchema, restDocumentSchema } from './resources.ts';

const code = () => safeText(L.code);

/** spec 001 §3: the fields of both libraries a caller writes (the rest is the server's). */
const sharedFields = {
  division: code(),
  style: styleSchema,
  color: colorSchema,
  side: z.enum(SIDES),
  size: safeText(16),
  status: code(),
  gender: code(),
  subtype: code(),
  region: code(),
  origin: code(),
  totalQty: quantitySchema,
};
/** spec 001 §3 Production: bin, moldNum, moldDate, quantity. */
const productionFields = {
  bin: code(),
  moldNum: code(),
  moldDate: isoDateSchema,
  quantity: quantitySchema,
};
/** spec 001 §3 Sales: region (shared), aisle, direction, level, shelf, newBin. */
const salesFields = {
  aisle: code(),
  direction: code(),
  level: code(),
  shelf: code(),
  newBin: code(),
};

/** Which fields each library's samples hold (a write naming another's is refused, 400). */
export const SAMPLE_OWN_FIELDS = {
  Production: [...Object.keys(sharedFields), ...Object.keys(productionFields)],
  Sales: [...Object.keys(sharedFields), ...Object.keys(salesFields)],
} as const satisfies Record<(typeof SAMPLE_LIBRARIES)[number], readonly string[]>;

const optional = <T extends Record<string, z.ZodType>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof T]: z.ZodOptional<T[K]>;
  };

/** Every writable field, each optional, nullable to clear it (a PATCH without a field keeps
 * the stored value; `null` removes it). No defaults (they would overwrite stored values). */
const writable = Object.fromEntries(
  Object.entries({ ...sharedFields, ...productionFields, ...salesFields }).map(([k, v]) => [
    k,
    v.nullable().optional(),
  ]),
) as {
  [K in keyof (typeof sharedFields & typeof productionFields & typeof salesFields)]: z.ZodOptional<
    z.ZodNullable<(typeof sharedFields & typeof productionFields & typeof salesFields)[K]>
  >;
};

export const sampleLibrarySchema = z.enum(SAMPLE_LIBRARIES);

/** POST /sampleInventory: a new sample of `library`; `id` (or `_id`) may be the caller's. */
export const sampleCreateSchema = z
  .object({
    ...optional(sharedFields),
    ...optional(productionFields),
    ...optional(salesFields),
    library: sampleLibrarySchema,
    id: pathIdSchema.optional(),
    _id: pathIdSchema.optional(),
  })
  .refine((b) => b._id === undefined || b.id === undefined || b._id === b.id, {
    message: '_id and id differ',
  })
  .meta({ id: 'SampleCreate' });
export type SampleCreate = z.infer<typeof sampleCreateSchema>;

/** PATCH /sampleInventory/{id}: the fields to change (`null` clears one). */
export const samplePatchSchema = z.object(writable).meta({ id: 'SamplePatch' });
export type SamplePatch = z.infer<typeof samplePatchSchema>;

/** PUT /sampleInventory/{id}: the sample's whole writable state; fields left out are cleared.
 * `library` may be sent and must be the stored one (samples move by the transfer). */
export const sampleReplaceSchema = z
  .object({ ...writable, library: sampleLibrarySchema.optional() })
  .meta({ id: 'SampleReplace' });
export type SampleReplace = z.infer<typeof sampleReplaceSchema>;

/** One row of PATCH /sampleInventory/{manageType}/batch/many (spec 001 §7): without `_id` an
 * add; with `_id` an update (a status change is one); with `_id` and `delete: true` a delete. */
export const sampleBatchRowSchema = z
  .object({ ...writable, _id: pathIdSchema.optional(), delete: z.literal(true).optional() })
  .refine((r) => r.delete === undefined || r._id !== undefined, {
    message: 'a deletion row carries _id',
  });
export type SampleBatchRow = z.infer<typeof sampleBatchRowSchema>;

/** The batch body: rows applied in order, all or none. An empty one is answered 'Nothing to
 * do' (spec 001 §5). */
export const sampleBatchSchema = z.array(sampleBatchRowSchema).max(500).meta({ id: 'SampleBatch' });

export const sampleDocumentSchema = z
  .discriminatedUnion('library', [
    restDocumentSchema(productionSampleSchema),
    restDocumentSchema(salesSampleSchema),
  ])
  .meta({ id: 'Sample' });
export type SampleDocument = z.infer<typeof sampleDocumentSchema>;

/** spec 001 §5: an empty batch "returns an empty result with detail 'Nothing to do'". */
export const SAMPLE_BATCH_NOTHING_TO_DO = 'Nothing to do';

/** The samples as stored (rows' order, deletions left out), the deleted ids, and for an empty
 * batch `detail: 'Nothing to do'`. */
export const sampleBatchAnswerSchema = z
  .object({
    data: z.array(sampleDocumentSchema),
    deleted: z.array(z.string()),
    detail: z.literal(SAMPLE_BATCH_NOTHING_TO_DO).optional(),
  })
  .meta({ id: 'SampleBatchAnswer' });

export const sampleListAnswerSchema = listAnswerSchema(sampleDocumentSchema).meta({
  id: 'SampleList',
});

export const SAMPLE_SORT_FIELDS = [
  'style',
  'color',
  'division',
  'size',
  'side',
  'status',
  'gender',
  'region',
  'totalQty',
  'onHandQty',
  'bin',
  'moldNum',
  'moldDate',
  'aisle',
  'direction',
  'level',
  'shelf',
  'newBin',
  'createdDate',
  'modifiedDate',
] as const;

/** Fields a list may be narrowed by (equality) and autocomplete may look up. */
export const SAMPLE_FILTER_FIELDS = [
  'division',
  'style',
  'color',
  'side',
  'size',
  'status',
  'gender',
  'subtype',
  'region',
  'origin',
  'bin',
  'moldNum',
  'aisle',
  'direction',
  'level',
  'shelf',
  'newBin',
] as const;

/** GET /sampleInventory/{subtype} query: equality filters plus the list options. */
export const sampleListQuerySchema = listQueryOptionsSchema(SAMPLE_SORT_FIELDS).extend(
  Object.fromEntries(SAMPLE_FILTER_FIELDS.map((f) => [f, safeText(L.code, 1).optional()])) as {
    [K in (typeof SAMPLE_FILTER_FIELDS)[number]]: z.ZodOptional<ReturnType<typeof safeText>>;
  },
);

/** spec 001 §7 autocomplete: the library's style, color, bin and location fields. */
export const SAMPLE_AUTOCOMPLETE_PROPERTIES = [
  'style',
  'color',
  'bin',
  'region',
  'aisle',
  'direction',
  'level',
  'shelf',
  'newBin',
] as const;
/** Largest number of values an autocomplete answers. */
export const SAMPLE_AUTOCOMPLETE_LIMIT = 50;

export const sampleAutocompleteParamsSchema = z.object({
  manageType: sampleLibrarySchema,
  property: z.enum(SAMPLE_AUTOCOMPLETE_PROPERTIES),
  value: safeText(L.code, 1),
});
/** The distinct values starting with the typed text (case-blind), sorted, at most 50. */
export const sampleAutocompleteAnswerSchema = z
  .object({ data: z.array(z.string()) })
  .meta({ id: 'SampleAutocompleteAnswer' });

/** One row to validate: its sheet row number and its cells by field name. */
const cellSchema = z.union([safeText(L.name), z.number(), z.boolean(), z.null()]);
export const sampleValidateRowSchema = z.object({
  rowNumber: z.number().int().min(1).max(1_000_000).optional(),
  values: z.record(z.string().max(64), cellSchema),
});
/** POST /sampleInventory/validate/{library}: the rows (spec 001 §7 "body rows"). */
export const sampleValidateSchema = z
  .array(sampleValidateRowSchema)
  .max(10_000)
  .meta({ id: 'SampleValidate' });

const issueSchema = z.object({
  errorType: z.string(),
  errorSeverity: z.enum(['critical', 'warning']),
  errorMessage: z.string(),
  message: z.string(),
  columns: z.array(z.string()),
});
/** Each row with the spec's messages (001 §8), and how many rows could be added. */
export const sampleValidateAnswerSchema = z
  .object({
    data: z.array(
      z.object({
        rowNumber: z.number().int(),
        values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
        errors: z.array(issueSchema),
      }),
    ),
    valid: z.number().int().min(0),
  })
  .meta({ id: 'SampleValidateAnswer' });

/** PATCH /sampleInventory/Sales/transfer: the Sales samples to move (001 §7 "body samples
 * (ids)"); `requestId` makes a retry answer the first run instead of running again. */
export const sampleTransferSchema = z
  .object({
    samples: z.array(pathIdSchema).min(1).max(1_000),
    requestId: pathIdSchema.optional(),
  })
  .meta({ id: 'SampleTransfer' });
export type SampleTransfer = z.infer<typeof sampleTransferSchema>;

/** The transfer's command id, the moved ids, and the moved samples as stored (now Production)
 * that the caller sees (a Sales-only user sees none of them). */
export const sampleTransferAnswerSchema = z
  .object({ requestId: z.string(), ids: z.array(z.string()), data: z.array(sampleDocumentSchema) })
  .meta({ id: 'SampleTransferAnswer' });
