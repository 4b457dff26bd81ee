// REST shapes of the product library (spec 000 §7 "Options and products", §3 Stat event;
// 001 §7 Orders products, Uploads and downloads). The server answers them from the same
// filter bar and query engine as the device (shared/src/products), so a filter means the same
// on both; decision 0037 records the request shapes where the spec is silent.
import { z } from 'zod';
import { GRID } from '../constants.ts';
import { ENTITY_LIMITS as L, isoDateSchema, productTypeSchema } from '../entities/common.ts';
import { productSchema } from '../entities/product.ts';
import { STAT_ACTIONS } from '../entities/stat-event.ts';
import { FILTER_LIMITS } from '../filters/values.ts';
import { isStorableText, safeText } from './common.ts';
import { LIST_LIMITS } from './resources.ts';

/** Style or colour codes in requests: letters, digits, dash (the catalogue's codes). */
const codeText = z
  .string()
  .trim()
  .min(1)
  .max(L.styleOrColor)
  .regex(/^[A-Za-z0-9-]+$/, 'must be a style or colour code');
/** A location code (US, EU, CA…) or, where the filter allows it, ALL. */
const locationCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,16}$/, 'must be a location code');
const lineStatusSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,4}$/, 'must be a line status');

/** A product as the calls answer it: the user's projection (locations they may see), `_id`
 * beside `id`, no `_deleted` (decision 0028). */
const { _deleted: _notAnswered, ...productFields } = productSchema.shape;
export const productDocumentSchema = z
  .object({ _id: z.string(), ...productFields })
  .meta({ id: 'ProductDocument' });
export type ProductDocument = z.infer<typeof productDocumentSchema>;

/** One filter value as the screen's URL writes it (text; a toggle is 'true'). */
const filterValueSchema = z
  .string()
  .max(FILTER_LIMITS.idListMaxIds * (FILTER_LIMITS.idMaxLength + 1));

/**
 * The filter object of a paged fetch: the product filter bar's parameters keyed by their URL
 * names (shared PRODUCT_FILTER_BAR: `division`, `features`, `dueDate`, `price`, …), one value
 * or several; the module is the request's productType. A key the bar does not show for that
 * product type, or a value its filter cannot take, is refused (400) rather than ignored.
 */
export const productFilterObjectSchema = z
  .record(
    z.string().min(1).max(64),
    z.union([filterValueSchema, z.array(filterValueSchema).max(FILTER_LIMITS.maxParameters)]),
  )
  .refine((o) => Object.keys(o).length <= FILTER_LIMITS.maxParameters, {
    message: `at most ${FILTER_LIMITS.maxParameters} filters`,
  })
  .meta({ id: 'ProductFilter' });
export type ProductFilterObject = z.infer<typeof productFilterObjectSchema>;

/** `_options.sort` (Mongo style, spec 000 §7): Newest, Name or Style (spec 000 §2). */
export const PRODUCT_FETCH_SORTS = {
  newest: { createdDate: -1 },
  name: { name: 1 },
  style: { style: 1 },
} as const;
const productSortSchema = z.union([
  z.strictObject({ createdDate: z.literal(-1) }),
  z.strictObject({ name: z.literal(1) }),
  z.strictObject({ style: z.literal(1) }),
]);

/** `_options` of a product fetch; unknown options (the spec's paging hint) are stripped. */
export const productFetchOptionsSchema = z.object({
  totalCount: z.boolean().default(true),
  limit: z.number().int().min(0).max(LIST_LIMITS.maxLimit).default(GRID.pageSize),
  skip: z.number().int().min(0).max(LIST_LIMITS.maxSkip).default(0),
  /** Default Newest (-createdDate, spec 000 §2); a fetch by list is always by style. */
  sort: productSortSchema.optional(),
  /** Fetch by list for internal assortments (spec 000 §7): region picks the location. */
  region: safeText(64).optional(),
  carryoverDate: isoDateSchema.optional(),
});

const locationsFields = {
  /** A location code, or ALL (every permitted location, line statuses A, R, O). */
  'locations.code': locationCodeSchema.optional(),
  /** One line status (the Status filter), or A, R and O together (what ALL means). */
  'locations.lineStatus': z
    .union([lineStatusSchema, z.array(lineStatusSchema).min(1).max(10)])
    .optional(),
  /** The caller's calendar day for the date presets; default today in the spec's time zone. */
  today: isoDateSchema.optional(),
};

/** Paged fetch (spec 000 §7): filter object, productType, locations.code/lineStatus, _options. */
export const productPagedFetchSchema = z
  .object({
    productType: productTypeSchema,
    filter: productFilterObjectSchema.optional(),
    ...locationsFields,
    _options: productFetchOptionsSchema.prefault({}),
  })
  .meta({ id: 'ProductPagedFetch' });
export type ProductPagedFetch = z.input<typeof productPagedFetchSchema>;

/** Fetch by list (spec 000 §7): `$or` of style/colour ids, answered sorted by style. */
export const productListFetchSchema = z
  .object({
    $or: z
      .array(z.object({ style: codeText, color: codeText }))
      .min(1)
      .max(FILTER_LIMITS.idListMaxIds),
    productType: productTypeSchema.optional(),
    /** Region of the assortment: Europe → EU, anything else US (spec 000 §5). */
    region: safeText(64).optional(),
    'locations.code': locationCodeSchema.optional(),
    action: z.literal('replace').optional(),
    _options: productFetchOptionsSchema.prefault({}),
  })
  .meta({ id: 'ProductListFetch' });
export type ProductListFetch = z.input<typeof productListFetchSchema>;

/** A body with `$or` is a fetch by list, any other a paged fetch: a refusal names the problem
 * of the shape the body meant (a union alone would only say "Invalid input"). */
export const productFetchSchema = z
  .union([productListFetchSchema, productPagedFetchSchema], {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const input = issue.input;
      const byList = typeof input === 'object' && input !== null && '$or' in input;
      const [first] = issue.errors[byList ? 0 : 1] ?? [];
      if (!first) return undefined;
      const where = first.path.map(String).join('.');
      return `${byList ? 'fetch by list' : 'paged fetch'}: ${where ? `${where} ` : ''}${first.message}`;
    },
  })
  .meta({ id: 'ProductFetch' });
export type ProductFetch = z.input<typeof productFetchSchema>;

/** The answer: `data[0].totalCount` and `data[0].data` (spec 000 §7). */
export const productFetchAnswerSchema = z
  .object({
    data: z
      .array(
        z.object({
          totalCount: z.number().int().min(0),
          data: z.array(productDocumentSchema),
        }),
      )
      .length(1),
  })
  .meta({ id: 'ProductFetchAnswer' });
export type ProductFetchAnswer = z.infer<typeof productFetchAnswerSchema>;

/** `/autocomplete/{styles|colors}/{text}[/{popColors}]` path parts. */
export const productAutocompleteParamsSchema = z.object({
  text: z.string().trim().min(1).max(64),
  /** POP colours, comma separated (default AST, spec 000 §9). */
  popColors: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9-]+(,[A-Za-z0-9-]+)*$/, 'must be colour codes separated by commas')
    .optional(),
});

/** Optional body of an autocomplete: the style search's params (spec 000 §7). */
export const productAutocompleteBodySchema = z
  .object({
    productType: productTypeSchema.optional(),
    'locations.code': locationCodeSchema.optional(),
    'locations.lineStatus': locationsFields['locations.lineStatus'],
  })
  .meta({ id: 'ProductAutocompleteQuery' });

export const productStyleSuggestionSchema = z.object({
  style: z.string(),
  name: z.string(),
  productType: productTypeSchema,
  colors: z.array(z.string()),
});
export const productColorSuggestionSchema = z.object({
  id: z.string(),
  style: z.string(),
  color: z.string(),
  name: z.string(),
  productType: productTypeSchema,
  colorDescription: z.string().optional(),
});
export const productStyleSuggestionsSchema = z
  .object({ data: z.array(productStyleSuggestionSchema).max(GRID.autocompleteLimit) })
  .meta({ id: 'ProductStyleSuggestions' });
export const productColorSuggestionsSchema = z
  .object({ data: z.array(productColorSuggestionSchema).max(GRID.autocompleteLimit) })
  .meta({ id: 'ProductColorSuggestions' });

/** POST /products/validate: the products about to be added (spec 000 §5 Excel import). */
export const productValidateSchema = z
  .object({
    products: z
      .array(
        z.object({
          style: z.string().max(L.styleOrColor).optional(),
          color: z.string().max(L.styleOrColor).optional(),
          /** The sheet's row (1-based); default the position in the list. */
          rowNumber: z.number().int().min(1).max(1_000_000).optional(),
        }),
      )
      .max(FILTER_LIMITS.idListMaxIds),
    /** import: duplicates are critical; download (bulk downloader): a warning. */
    mode: z.enum(['import', 'download']).default('import'),
    productType: productTypeSchema.optional(),
    /** The assortment's region (Europe → EU, else US) or its location code. */
    region: safeText(64).optional(),
    locationCode: locationCodeSchema.optional(),
    /** The assortment's line status; ALL accepts A, R and O. */
    status: z.string().trim().max(8).optional(),
  })
  .meta({ id: 'ProductValidation' });
export type ProductValidation = z.input<typeof productValidateSchema>;

export const productValidationIssueSchema = z.object({
  errorType: z.string(),
  errorSeverity: z.enum(['critical', 'warning']),
  errorMessage: z.string(),
  message: z.string(),
  columns: z.array(z.string()),
});
export const productValidationAnswerSchema = z
  .object({
    /** 'Success' when no row has a critical issue (warnings may remain). */
    message: z.enum(['Success', 'Failed']),
    data: z.array(
      z.object({
        rowNumber: z.number().int(),
        style: z.string(),
        color: z.string(),
        errors: z.array(productValidationIssueSchema),
      }),
    ),
  })
  .meta({ id: 'ProductValidationAnswer' });
export type ProductValidationAnswer = z.infer<typeof productValidationAnswerSchema>;

/** POST /options/data/Product[/{orgType}]: the product filter's options with counts. */
export const productOptionsQuerySchema = z
  .object({
    productType: productTypeSchema.default('Footwear'),
    filter: productFilterObjectSchema.optional(),
    ...locationsFields,
    /** Filter keys to answer (default every select of the bar for the product type). */
    keys: z.array(z.string().min(1).max(64)).max(100).optional(),
  })
  .meta({ id: 'ProductOptionsQuery' });
export type ProductOptionsQuery = z.input<typeof productOptionsQuerySchema>;

export const productOptionsAnswerSchema = z
  .object({
    data: z.record(
      z.string(),
      z.array(z.object({ value: z.string(), count: z.number().int().min(0) })),
    ),
  })
  .meta({ id: 'ProductOptions' });
export type ProductOptionsAnswer = z.infer<typeof productOptionsAnswerSchema>;

/**
 * GET /photos/data: one NDJSON line per publish (spec 000 §9: the first at 100 rows, then at
 * every 500, and a final one at the total), each `{ totalCount, loaded, data }` with the rows
 * since the previous publish.
 */
export const photoRowSchema = z.object({
  _id: z.string(),
  style: z.string(),
  color: z.string(),
  productType: productTypeSchema,
  name: z.string(),
  image: z.string().optional(),
  thumbnail: z.string().optional(),
  printImage: z.string().optional(),
});
export const photoPublishSchema = z
  .object({
    totalCount: z.number().int().min(0),
    loaded: z.number().int().min(0),
    data: z.array(photoRowSchema),
  })
  .meta({ id: 'PhotoPublish' });
export type PhotoPublish = z.infer<typeof photoPublishSchema>;
export const PHOTO_STREAM_TYPE = 'application/x-ndjson';

/** Deepest nesting of a statistic's data (our bound: the walk and JSON.stringify recurse). */
const STAT_DATA_MAX_DEPTH = 16;
const STAT_DATA_MAX_CHARS = 10_000;

/** A problem of a statistic's data, or null: nesting bounded, every key and text storable in
 * jsonb (no NUL, no lone surrogate), its JSON at most 10,000 characters. Iterative on purpose. */
function statDataProblem(root: unknown): string | null {
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return 'must not contain NUL characters or broken Unicode';
    } else if (value !== null && typeof value === 'object') {
      if (depth >= STAT_DATA_MAX_DEPTH) return `at most ${STAT_DATA_MAX_DEPTH} levels deep`;
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return 'must not contain NUL characters or broken Unicode';
        stack.push([item, depth + 1]);
      }
    } else if (typeof value === 'number' && !Number.isFinite(value)) return 'must be JSON';
  }
  if (JSON.stringify(root).length > STAT_DATA_MAX_CHARS)
    return `JSON value longer than ${STAT_DATA_MAX_CHARS} characters`;
  return null;
}

/** POST /stats (spec 000 §3 Stat event, §7 Statistics). */
export const statRequestSchema = z
  .object({
    action: z.enum(STAT_ACTIONS),
    modelType: safeText(64, 1),
    modelId: safeText(L.id, 1).optional(),
    data: z
      .record(z.string().max(L.name), z.unknown())
      .superRefine((value, ctx) => {
        const problem = statDataProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  })
  .meta({ id: 'StatRequest' });
export type StatRequest = z.input<typeof statRequestSchema>;
export const statAnswerSchema = z
  .object({ data: z.object({ id: z.string(), action: z.enum(STAT_ACTIONS) }) })
  .meta({ id: 'StatRecorded' });
