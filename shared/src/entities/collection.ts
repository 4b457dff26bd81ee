// spec 000 §3 Collection: the products (with their selected flag) linked to an assortment,
// either by the assortment's attributes (linkageObject) or by its id (linkageId).
import { z } from 'zod';
import {
  ASSORTMENT_METHODS,
  CHANNELS,
  ENTITY_LIMITS as L,
  ORG_TYPES,
  REGIONS,
  colorSchema,
  idSchema,
  productTypeSchema,
  styleSchema,
  syncedDocument,
  text,
  yearSchema,
} from './common.ts';

export const LINKAGE_TYPES = ['linkageObject', 'linkageId'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

export const DEFAULT_COLLECTION_NAME = 'Default';

export const collectionProductSchema = z.object({
  style: styleSchema,
  color: colorSchema,
  selected: z.boolean().default(false),
});
export type CollectionProduct = z.infer<typeof collectionProductSchema>;

export const linkageObjectSchema = z.object({
  channel: z.enum(CHANNELS).optional(),
  method: z.enum(ASSORTMENT_METHODS).optional(),
  orgType: z.enum(ORG_TYPES).optional(),
  productType: productTypeSchema.optional(),
  region: z.enum(REGIONS).optional(),
  season: text(L.code).optional(),
  year: yearSchema.optional(),
});
export type LinkageObject = z.infer<typeof linkageObjectSchema>;

export const collectionSchema = syncedDocument.extend({
  id: idSchema,
  name: text().default(DEFAULT_COLLECTION_NAME),
  collectionType: text(L.code),
  products: z.array(collectionProductSchema).max(L.assortmentProducts).default([]),
  linkageType: z.enum(LINKAGE_TYPES).default('linkageObject'),
  linkageModel: z.literal('Assortment').default('Assortment'),
  /** The linked assortment's id when linkageType is linkageId. */
  linkageId: idSchema.optional(),
  linkageObject: linkageObjectSchema.optional(),
});
export type Collection = z.infer<typeof collectionSchema>;
export type CollectionInput = z.input<typeof collectionSchema>;
