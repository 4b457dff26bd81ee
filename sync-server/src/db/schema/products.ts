// spec 000 §3 Product: one row per style-colour (id = `${style}_${color}`), and one
// product_locations row per product and location code: pricing and availability per location
// live there so the server can project out the locations a user may not see.
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import type { Availability, Product, ProductType } from '@portal/shared';
import { day, instant, money, pullIndex, seqIndex, syncColumns } from './columns.ts';

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    style: text('style').notNull(),
    color: text('color').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    name: text('name').notNull(),
    image: text('image'),
    thumbnail: text('thumbnail'),
    printImage: text('print_image'),
    createdDate: instant('created_date'),
    updatedDate: instant('updated_date'),
    modifiedDate: instant('modified_date'),
    // Description
    description: text('description'),
    features: jsonb('features').$type<string[]>(),
    division: text('division'),
    gender: text('gender'),
    sizeScale: text('size_scale'),
    outsole: text('outsole'),
    upper: text('upper'),
    nrf: text('nrf'),
    vegan: boolean('vegan'),
    colorDescription: text('color_description'),
    seasonCodes: jsonb('season_codes').$type<string[]>(),
    boxCategory: text('box_category'),
    dutyCode: text('duty_code'),
    keyInitiative: text('key_initiative'),
    territories: jsonb('territories').$type<string[]>(),
    country: text('country'),
    // Quantities and pricing: money in minor units
    cost: money('cost'),
    netCost: money('net_cost'),
    suggestedRetail: money('suggested_retail'),
    discountPercent: doublePrecision('discount_percent'),
    discountAmount: money('discount_amount'),
    firstCost: money('first_cost'),
    quantity: integer('quantity'),
    quantityOnHand: integer('quantity_on_hand'),
    styleQuantity: integer('style_quantity'),
    styleQuantityOnHand: integer('style_quantity_on_hand'),
    initialMarkup: doublePrecision('initial_markup'),
    sellThru: doublePrecision('sell_thru'),
    styleSellThru: doublePrecision('style_sell_thru'),
    percentage: doublePrecision('percentage'),
    colorPercent: doublePrecision('color_percent'),
    units: integer('units'),
    // Notes
    styleNote: text('style_note'),
    colorNote: text('color_note'),
    collectionStyleNote: text('collection_style_note'),
    collectionColorNote: text('collection_color_note'),
    label: text('label'),
    // Planning
    pillar: text('pillar'),
    lifeCycle: text('life_cycle'),
    dueDate: day('due_date'),
    samples: integer('samples'),
    rushSamples: integer('rush_samples'),
    focusStyle: boolean('focus_style'),
    storeType: text('store_type'),
    usaDc: text('usa_dc'),
    boughtStatus: text('bought_status'),
    newColor: boolean('new_color'),
    carryover: boolean('carryover'),
    starred: boolean('starred'),
    selected: boolean('selected'),
    // Orders
    inSampleOrders: boolean('in_sample_orders'),
    inWholesaleOrders: boolean('in_wholesale_orders'),
    relationships: jsonb('relationships').$type<string[]>(),
    // POP
    capacity: doublePrecision('capacity'),
    capacityUnit: text('capacity_unit'),
    capacityType: text('capacity_type'),
    dimensions: text('dimensions'),
    metricDimensions: text('metric_dimensions'),
    expirationDate: day('expiration_date'),
    popCategory: text('pop_category'),
    popType: text('pop_type'),
    popGender: text('pop_gender'),
    usage: text('usage'),
    materials: jsonb('materials').$type<string[]>(),
    // Nested
    categories: jsonb('categories').$type<NonNullable<Product['categories']>>(),
    eCommerce: jsonb('e_commerce').$type<NonNullable<Product['eCommerce']>>(),
    components: jsonb('components').$type<NonNullable<Product['components']>>(),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('products', t.seq),
    pullIndex('products', t.txid, t.seq),
    // Default sort of the product library: -createdDate within a product type (spec 000 §2).
    index('products_type_created_idx').on(t.productType, t.createdDate.desc().nullsFirst()),
    index('products_style_idx').on(t.style, t.color),
    index('products_type_name_idx').on(t.productType, t.name),
    index('products_division_idx').on(t.division),
    index('products_gender_idx').on(t.gender),
    index('products_key_initiative_idx').on(t.keyInitiative),
    index('products_categories_gin').using('gin', t.categories),
  ],
);

export const productLocations = pgTable(
  'product_locations',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** Order of the location in the product document. */
    position: integer('position').notNull().default(0),
    lineStatus: text('line_status'),
    sizeRange: text('size_range'),
    wholesalePrice: money('wholesale_price'),
    originalCost: money('original_cost'),
    suggestedRetail: money('suggested_retail'),
    markupPercent: doublePrecision('markup_percent'),
    statusDate: day('status_date'),
    lastProdDate: day('last_prod_date'),
    styleLastProdDate: day('style_last_prod_date'),
    addDate: day('add_date'),
    firstAvailDate: day('first_avail_date'),
    totalInventory: integer('total_inventory'),
    availability: jsonb('availability')
      .$type<Availability[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ...syncColumns(),
  },
  (t) => [
    primaryKey({ name: 'product_locations_pk', columns: [t.productId, t.code] }),
    seqIndex('product_locations', t.seq),
    // Location and line-status filter (spec 000 §7 product paged fetch: locations.code, lineStatus).
    index('product_locations_code_status_idx').on(t.code, t.lineStatus),
  ],
);
