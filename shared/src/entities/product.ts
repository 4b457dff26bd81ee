// spec 000 §3 Product: one document per style-colour, its location rows (pricing and
// availability per location code) embedded.
import { z } from 'zod';
import {
  ENTITY_LIMITS as L,
  codeSchema,
  colorSchema,
  discountPercentSchema,
  isoDateSchema,
  isoDateTimeSchema,
  moneySchema,
  percentSchema,
  productTypeSchema,
  quantitySchema,
  styleColorIdSchema,
  tryStyleColorId,
  styleSchema,
  syncedDocument,
  text,
  textList,
  uniqueBy,
} from './common.ts';

/** A location's line status: one to four letters or digits (A, R, O are the ALL filter's,
 * constants.ts ALL_LOCATIONS_LINE_STATUSES; others exist). */
export const lineStatusCodeSchema = z.string().regex(/^[A-Z0-9]{1,4}$/);

export const productCategoriesSchema = z.object({
  type: text().optional(),
  shape: text().optional(),
  height: text().optional(),
  closure: text().optional(),
  sport: text().optional(),
  lighted: text().optional(),
  vegan: text().optional(),
  /** Footwear width (Medium, Wide, …): a Categories filter (000 §2) and an export column. */
  width: text().optional(),
  apparelType: text().optional(),
  apparelSubType: text().optional(),
});

export const productECommerceSchema = z.object({
  description: text(L.text).optional(),
  details: text(L.text).optional(),
  construction: text(L.text).optional(),
});

export const productComponentsSchema = z.object({
  color1: text().optional(),
  color2: text().optional(),
  color3: text().optional(),
  material1: text().optional(),
  material2: text().optional(),
  material3: text().optional(),
});

/** One availability entry of a location: inventory of a size on a date (spec 000 §3). */
export const availabilitySchema = z.object({
  inventory: quantitySchema,
  size: text(16),
  date: isoDateSchema.optional(),
  upc: z
    .string()
    .regex(/^\d{6,14}$/)
    .optional(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** A product's data at one location code; the server drops the rows a user may not see. */
export const productLocationSchema = z.object({
  code: codeSchema,
  lineStatus: lineStatusCodeSchema.optional(),
  sizeRange: text(64).optional(),
  wholesalePrice: moneySchema.optional(),
  originalCost: moneySchema.optional(),
  suggestedRetail: moneySchema.optional(),
  markupPercent: percentSchema.optional(),
  statusDate: isoDateSchema.optional(),
  lastProdDate: isoDateSchema.optional(),
  styleLastProdDate: isoDateSchema.optional(),
  addDate: isoDateSchema.optional(),
  firstAvailDate: isoDateSchema.optional(),
  totalInventory: quantitySchema.optional(),
  availability: z.array(availabilitySchema).max(L.availability).default([]),
});
export type ProductLocation = z.infer<typeof productLocationSchema>;

/** Key initiative: channel_season_year_region_productType (spec 000 §3). */
export const keyInitiativeSchema = z.string().max(L.name);

export const productSchema = syncedDocument
  .extend({
    id: styleColorIdSchema,
    // Identity
    style: styleSchema,
    color: colorSchema,
    productType: productTypeSchema,
    name: text(),
    image: text(L.url).optional(),
    thumbnail: text(L.url).optional(),
    printImage: text(L.url).optional(),
    createdDate: isoDateTimeSchema.optional(),
    updatedDate: isoDateTimeSchema.optional(),
    modifiedDate: isoDateTimeSchema.optional(),
    // Description
    description: text(L.text).optional(),
    features: textList().optional(),
    division: text(L.code).optional(),
    gender: text(L.code).optional(),
    sizeScale: text(64).optional(),
    outsole: text().optional(),
    upper: text().optional(),
    nrf: text(L.code).optional(),
    vegan: z.boolean().optional(),
    colorDescription: text().optional(),
    seasonCodes: textList(L.code).optional(),
    boxCategory: text(L.code).optional(),
    dutyCode: text(L.code).optional(),
    keyInitiative: keyInitiativeSchema.optional(),
    territories: textList(L.code).optional(),
    country: text(L.code).optional(),
    // Quantities and pricing (money in minor units, spec 000 §3 Definitions)
    cost: moneySchema.optional(),
    netCost: moneySchema.optional(),
    suggestedRetail: moneySchema.optional(),
    discountPercent: discountPercentSchema.optional(),
    discountAmount: moneySchema.optional(),
    firstCost: moneySchema.optional(),
    quantity: quantitySchema.optional(),
    quantityOnHand: quantitySchema.optional(),
    styleQuantity: quantitySchema.optional(),
    styleQuantityOnHand: quantitySchema.optional(),
    initialMarkup: percentSchema.optional(),
    sellThru: percentSchema.optional(),
    styleSellThru: percentSchema.optional(),
    percentage: percentSchema.optional(),
    colorPercent: percentSchema.optional(),
    units: quantitySchema.optional(),
    // Notes
    styleNote: text(L.text).optional(),
    colorNote: text(L.text).optional(),
    collectionStyleNote: text(L.text).optional(),
    collectionColorNote: text(L.text).optional(),
    label: text(64).optional(),
    // Planning
    pillar: text().optional(),
    lifeCycle: text(L.code).optional(),
    dueDate: isoDateSchema.optional(),
    samples: quantitySchema.optional(),
    rushSamples: quantitySchema.optional(),
    focusStyle: z.boolean().optional(),
    storeType: text(L.code).optional(),
    usaDc: text(L.code).optional(),
    boughtStatus: text(L.code).optional(),
    newColor: z.boolean().optional(),
    carryover: z.boolean().optional(),
    starred: z.boolean().optional(),
    selected: z.boolean().optional(),
    // Orders
    inSampleOrders: z.boolean().optional(),
    inWholesaleOrders: z.boolean().optional(),
    relationships: textList(L.id).optional(),
    // POP
    capacity: z.number().min(0).max(L.quantity).optional(),
    capacityUnit: text(L.code).optional(),
    capacityType: text(L.code).optional(),
    dimensions: text().optional(),
    metricDimensions: text().optional(),
    expirationDate: isoDateSchema.optional(),
    popCategory: text().optional(),
    popType: text().optional(),
    popGender: text(L.code).optional(),
    usage: text().optional(),
    materials: textList().optional(),
    // Nested
    categories: productCategoriesSchema.optional(),
    eCommerce: productECommerceSchema.optional(),
    components: productComponentsSchema.optional(),
    locations: z
      .array(productLocationSchema)
      .max(L.productLocations)
      .refine(...uniqueBy((l: ProductLocation) => l.code, 'location code'))
      .default([]),
  })
  .refine((p) => p.id === tryStyleColorId(p.style, p.color), {
    message: 'id must be style and color joined by an underscore',
    path: ['id'],
  });
export type Product = z.infer<typeof productSchema>;
/** A product as written (defaults not yet applied). */
export type ProductInput = z.input<typeof productSchema>;
