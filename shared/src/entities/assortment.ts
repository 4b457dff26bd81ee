// spec 000 §3 Assortment: a folder or an item of the assortment tree, with its products,
// labels, custom content per display group, grid settings and display groups embedded.
import { z } from 'zod';
import {
  ASSORTMENT_METHODS,
  CHANNELS,
  ENTITY_LIMITS as L,
  ORG_TYPES,
  PRODUCT_TYPES,
  REGIONS,
  boundedJson,
  boundedJsonObject,
  colorSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  discountPercentSchema,
  moneySchema,
  styleSchema,
  syncedDocument,
  text,
  textList,
  uniqueBy,
  yearSchema,
} from './common.ts';
import { customContentSchema, displayGroupSchema, type DisplayGroup } from './display-group.ts';

export const ASSORTMENT_KINDS = [
  'StaticAssortment',
  'DynamicAssortment',
  'InternationalWholesaleAssortment',
  'DomesticWholesaleAssortment',
  'InternationalRetailAssortment',
  'DomesticRetailAssortment',
] as const;
export type AssortmentKind = (typeof ASSORTMENT_KINDS)[number];

/** spec 000 §4: published (default), unpublished, archived. */
export const ASSORTMENT_STATES = ['published', 'unpublished', 'archived'] as const;
export type AssortmentState = (typeof ASSORTMENT_STATES)[number];

export const ASSORTMENT_TREE_TYPES = ['item', 'folder'] as const;

/** Assortments may span every product type ("product type (or all)", spec 000 §6). */
export const ASSORTMENT_PRODUCT_TYPES = [...PRODUCT_TYPES, 'All'] as const;

export const assortmentLabelSchema = z.object({
  color: text(32),
  name: text(64),
});
export type AssortmentLabel = z.infer<typeof assortmentLabelSchema>;

/**
 * One product of an assortment with the values the assortment gives it (spec 000 §3
 * "Assortment grid row"): label, notes, pillar and the discount fields are the assortment's
 * own; cost, suggested retail, gender, locations and availability are read from the product.
 * Spec 000 §3 sends them as `properties` of an updateProducts row; they are stored flat.
 */
export const assortmentProductSchema = z.object({
  style: styleSchema,
  color: colorSchema,
  sort: z.number().int().min(0).max(L.assortmentProducts).optional(),
  label: text(64).optional(),
  styleNote: text(L.text).optional(),
  collectionStyleNote: text(L.text).optional(),
  pillar: text().optional(),
  discountPercent: discountPercentSchema.optional(),
  discountAmount: moneySchema.optional(),
  netCost: moneySchema.optional(),
});
export type AssortmentProduct = z.infer<typeof assortmentProductSchema>;

export const assortmentAlertSchema = z.object({
  type: text(L.code).optional(),
  message: text(L.text).optional(),
  style: styleSchema.optional(),
  color: colorSchema.optional(),
  createdDate: isoDateTimeSchema.optional(),
});

/** Custom content of one display group, keyed by its title (spec 000 §3). */
export const assortmentCustomContentSchema = customContentSchema.extend({
  displayGroup: text(),
});

export const uiSettingsSchema = z.object({
  gridSettings: z
    .object({
      sortOrder: z
        .array(z.object({ colId: text(64), sort: z.enum(['asc', 'desc']) }))
        .max(50)
        .default([]),
      groupIsEnabled: z.boolean().default(false),
      /** Per field, the custom order of its values. */
      customSort: z.record(text(64), textList()).optional(),
    })
    .optional(),
  filterBar: z.object({ parameters: z.array(boundedJson(5_000)).max(L.list) }).optional(),
  groupSettings: z.object({ groupBy: text(64) }).optional(),
  digitalShowroomSettings: z
    .object({
      assortmentStatusOnly: z.boolean().default(false),
      cadOnly: z.boolean().default(false),
    })
    .optional(),
});
export type UiSettings = z.infer<typeof uiSettingsSchema>;

export const assortmentSchema = syncedDocument.extend({
  id: idSchema,
  title: text(),
  subTitle: text().optional(),
  type: z.enum(ASSORTMENT_TREE_TYPES).default('item'),
  /** Folder path from the root, one folder name per level. */
  hierarchy: textList(L.name, 20).default([]),
  kind: z.enum(ASSORTMENT_KINDS).optional(),
  method: z.enum(ASSORTMENT_METHODS).default('static'),
  orgType: z.enum(ORG_TYPES).default('regular'),
  productType: z.enum(ASSORTMENT_PRODUCT_TYPES).optional(),
  channel: z.enum(CHANNELS).optional(),
  region: z.enum(REGIONS).optional(),
  season: text(L.code).optional(),
  year: yearSchema.optional(),
  gender: text(L.code).optional(),
  locationId: text(L.code).optional(),
  /** Line status of the assortment's products. */
  status: text(L.code).optional(),
  state: z.enum(ASSORTMENT_STATES).default('published'),
  starred: z.boolean().default(false),
  archived: z.boolean().default(false),
  /** The user who owns a regular assortment (user code); internal assortments are shared. */
  ownerCode: text(L.code).optional(),
  createdDate: isoDateTimeSchema.optional(),
  modifiedDate: isoDateTimeSchema.optional(),
  lastEditedByUser: text().optional(),
  carryoverDate: isoDateSchema.optional(),
  logo: text(L.url).optional(),
  /** The customer's logo, shown beside `logo` (spec 000 §2 dialog "logo and customer logo"). */
  customerLogo: text(L.url).optional(),
  thumbnail: text(L.url).optional(),
  sortOrder: z.number().int().min(0).max(1_000_000).optional(),
  decimalsPlaces: z.number().int().min(0).max(4).optional(),
  alerts: z.array(assortmentAlertSchema).max(L.assortmentProducts).default([]),
  labels: z.array(assortmentLabelSchema).max(50).default([]),
  /** Dynamic search conditions (dynamic assortments). */
  query: boundedJsonObject().optional(),
  products: z.array(assortmentProductSchema).max(L.assortmentProducts).default([]),
  customContent: z.array(assortmentCustomContentSchema).max(L.displayGroups).default([]),
  uiSettings: uiSettingsSchema.optional(),
  displayGroups: z
    .array(displayGroupSchema)
    .max(L.displayGroups)
    .refine(...uniqueBy((g: DisplayGroup) => g.id, 'display group id'))
    .default([]),
});
export type Assortment = z.infer<typeof assortmentSchema>;
export type AssortmentInput = z.input<typeof assortmentSchema>;
