// Building blocks of the entity schemas: branded units (STYLE.md §6), field bounds and the
// synced-document base. Spec 000 §5 / 001 §5: payloads are validated against these schemas and
// unknown fields are stripped (zod's default object behaviour); the spec leaves field bounds
// open ("not shown"), so the maxima below are ours (docs: CONTEXT.md "Bounds").
import { z } from 'zod';
import { syncedDocumentSchema } from '../sync/protocol.ts';

/** Field bounds: large enough for real data, small enough that a hostile payload is refused. */
export const ENTITY_LIMITS = {
  /** Document ids (uuid, style_color, order ids). */
  id: 128,
  /** Codes: location, division, user and coordinator codes, statuses, line statuses. */
  code: 64,
  /** Style or colour alone. */
  styleOrColor: 32,
  /** Names, titles, file names, short labels. */
  name: 256,
  /** Notes, descriptions, instructions, e-mail body text. */
  text: 8_000,
  /** Custom-content HTML of a display group. */
  html: 200_000,
  /** URLs and blob keys (images, previews, source files). */
  url: 2_048,
  /** Short lists of strings (tags, features, territories, recipients). */
  list: 200,
  /** Any open JSON value (dynamic queries, filter parameters, settings), as JSON text. */
  jsonChars: 50_000,
  /** Products in one assortment or collection. */
  assortmentProducts: 5_000,
  /** Locations of one product; availability rows per location (sizes × dates). */
  productLocations: 50,
  availability: 1_000,
  /** Files of one library item. */
  files: 500,
  /** Lines of one order; display groups of one assortment; season sets of one season. */
  orderLines: 2_000,
  displayGroups: 500,
  seasonSets: 100,
  /** Tracking records kept on one sample. */
  tracking: 1_000,
  /** Money in minor units: up to ten billion major units. */
  money: 1_000_000_000_000,
  /** Quantities and inventory counts. */
  quantity: 100_000_000,
  /** File size in bytes: 1 TiB. */
  fileSize: 1_099_511_627_776,
} as const;

const L = ENTITY_LIMITS;

/** A string of at most `max` characters. */
export const text = (max: number = L.name) => z.string().max(max);
/** A non-empty string of at most `max` characters (identity and required fields). */
export const requiredText = (max: number = L.name) => z.string().min(1).max(max);
/** A bounded list of bounded strings. */
export const textList = (max: number = L.name, items: number = L.list) =>
  z.array(z.string().max(max)).max(items);

export const idSchema = requiredText(L.id);
export const codeSchema = requiredText(L.code);

/** Money in minor units of its currency (integer cents for USD, yen for JPY; spec 001 §9). */
export const moneySchema = z.number().int().min(0).max(L.money).brand<'Money'>();
export type Money = z.infer<typeof moneySchema>;

/** Calendar date 'YYYY-MM-DD' (spec 000 §9: export dates trimmed to YYYY-MM-DD). */
export const isoDateSchema = z.iso.date().brand<'IsoDate'>();
export type IsoDate = z.infer<typeof isoDateSchema>;

/** Instant, ISO 8601 with offset (createdDate, modifiedDate, submittedDate…). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true }).brand<'IsoDateTime'>();
export type IsoDateTime = z.infer<typeof isoDateTimeSchema>;

/**
 * Style and colour (spec 000 §2: joined by an underscore in routes and ids), so neither part
 * may hold an underscore. Letters, digits and `. - /` (style suffixes, POP codes).
 */
const STYLE_OR_COLOR = /^[A-Za-z0-9][A-Za-z0-9./-]*$/;
export const styleSchema = requiredText(L.styleOrColor).regex(STYLE_OR_COLOR);
export const colorSchema = requiredText(L.styleOrColor).regex(STYLE_OR_COLOR);

export const styleColorIdSchema = z
  .string()
  .max(L.styleOrColor * 2 + 1)
  .regex(/^[A-Za-z0-9][A-Za-z0-9./-]*_[A-Za-z0-9][A-Za-z0-9./-]*$/)
  .brand<'StyleColorId'>();
export type StyleColorId = z.infer<typeof styleColorIdSchema>;

/** The style-colour id of a product (spec 000 §3 Product: "id is style and color joined"). */
export function styleColorId(style: string, color: string): StyleColorId {
  return styleColorIdSchema.parse(`${style}_${color}`);
}

/** The style-colour id, or undefined when style or colour cannot form one (untrusted data). */
export function tryStyleColorId(style: string, color: string): StyleColorId | undefined {
  const parsed = styleColorIdSchema.safeParse(`${style}_${color}`);
  return parsed.success ? parsed.data : undefined;
}

/** Splits a style-colour id back into its parts. */
export function splitStyleColorId(id: StyleColorId): { style: string; color: string } {
  const at = id.indexOf('_');
  return { style: id.slice(0, at), color: id.slice(at + 1) };
}

export const yearSchema = z.number().int().min(1900).max(2200);
export const quantitySchema = z.number().int().min(0).max(L.quantity);
/** Percentages and ratios shown as percent (sell-through, markup, colour percent). */
export const percentSchema = z.number().min(-L.quantity).max(L.quantity);
/** Discount percentage 0–100 (spec 000 §5, 001 §5). */
export const discountPercentSchema = z.number().min(0).max(100);
export const emailSchema = z.email().max(254);

/** Child rows are keyed by these (ids are primary keys on the server): refuse duplicates. */
export function uniqueBy<T>(key: (item: T) => string, what: string) {
  return [
    (items: readonly T[]) => new Set(items.map(key)).size === items.length,
    { message: `duplicate ${what}` },
  ] as const;
}

/**
 * An open JSON value (dynamic assortment query, filter-bar parameters, document settings),
 * bounded by its serialized length so a hostile payload cannot grow without limit.
 */
export const boundedJson = (maxChars: number = L.jsonChars) =>
  z.json().refine((v) => JSON.stringify(v).length <= maxChars, {
    message: `JSON value longer than ${maxChars} characters`,
  });
export const boundedJsonObject = (maxChars: number = L.jsonChars) =>
  z.record(z.string().max(L.name), z.json()).refine((v) => JSON.stringify(v).length <= maxChars, {
    message: `JSON value longer than ${maxChars} characters`,
  });

/**
 * Every replicated document: `id`, the `_deleted` tombstone and the server-assigned `seq`
 * (one definition, from the sync protocol; `seq` is a decimal string there because
 * Postgres bigints exceed 2^53).
 */
export const syncedDocument = syncedDocumentSchema;
export type SyncedDocument = z.infer<typeof syncedDocument>;

/** Product types (spec 000 §3 Product). */
export const PRODUCT_TYPES = ['Footwear', 'Apparel', 'POP'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const productTypeSchema = z.enum(PRODUCT_TYPES);

/** Channel and region of assortments and seasons (spec 000 §3 Assortment). */
export const CHANNELS = ['All', 'Wholesale', 'Retail'] as const;
export type Channel = (typeof CHANNELS)[number];
export const REGIONS = ['All', 'International', 'Europe', 'Domestic'] as const;
export type Region = (typeof REGIONS)[number];
export const ORG_TYPES = ['regular', 'internal'] as const;
export type OrgType = (typeof ORG_TYPES)[number];
export const ASSORTMENT_METHODS = ['static', 'dynamic'] as const;
export type AssortmentMethod = (typeof ASSORTMENT_METHODS)[number];

/** Sides of a sample or order line (spec 001 §9 defaults: Pair, Any Side). */
export const SIDES = ['Any Side', 'Pair', 'Left', 'Right'] as const;
export type Side = (typeof SIDES)[number];
