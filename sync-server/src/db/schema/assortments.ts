// spec 000 §3 Assortment (tree of folders and items), its display groups, collections and
// assortment documents.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type {
  Assortment,
  AssortmentDocument,
  Collection,
  DisplayGroup,
  ProductType,
} from '@portal/shared';
import { day, instant, pullIndex, seqIndex, syncColumns } from './columns.ts';

export const assortments = pgTable(
  'assortments',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    type: text('type').$type<Assortment['type']>().notNull(),
    hierarchy: jsonb('hierarchy')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    kind: text('kind').$type<NonNullable<Assortment['kind']>>(),
    method: text('method').$type<Assortment['method']>().notNull(),
    orgType: text('org_type').$type<Assortment['orgType']>().notNull(),
    productType: text('product_type').$type<NonNullable<Assortment['productType']>>(),
    channel: text('channel').$type<NonNullable<Assortment['channel']>>(),
    region: text('region').$type<NonNullable<Assortment['region']>>(),
    season: text('season'),
    year: integer('year'),
    gender: text('gender'),
    locationId: text('location_id'),
    status: text('status'),
    state: text('state').$type<Assortment['state']>().notNull(),
    starred: boolean('starred').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    ownerCode: text('owner_code'),
    createdDate: instant('created_date'),
    modifiedDate: instant('modified_date'),
    lastEditedByUser: text('last_edited_by_user'),
    carryoverDate: day('carryover_date'),
    logo: text('logo'),
    customerLogo: text('customer_logo'),
    thumbnail: text('thumbnail'),
    sortOrder: integer('sort_order'),
    decimalsPlaces: integer('decimals_places'),
    alerts: jsonb('alerts')
      .$type<Assortment['alerts']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    labels: jsonb('labels')
      .$type<Assortment['labels']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    query: jsonb('query').$type<NonNullable<Assortment['query']>>(),
    products: jsonb('products')
      .$type<Assortment['products']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    customContent: jsonb('custom_content')
      .$type<Assortment['customContent']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    uiSettings: jsonb('ui_settings').$type<NonNullable<Assortment['uiSettings']>>(),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('assortments', t.seq),
    pullIndex('assortments', t.txid, t.seq),
    // Recent assortments: modifiedDate descending (spec 000 §9), per owner.
    index('assortments_owner_modified_idx').on(t.ownerCode, t.modifiedDate.desc().nullsFirst()),
    index('assortments_org_season_idx').on(t.orgType, t.channel, t.season, t.year, t.region),
    index('assortments_state_idx').on(t.state),
    // Who may read a logo's file (library-files/file-access.ts, decision 0070): by key.
    index('assortments_logo_idx')
      .on(t.logo)
      .where(sql`${t.logo} IS NOT NULL`),
    index('assortments_customer_logo_idx')
      .on(t.customerLogo)
      .where(sql`${t.customerLogo} IS NOT NULL`),
  ],
);

/** Display groups of an assortment; a write bumps the assortment (it is embedded there). */
export const displayGroups = pgTable(
  'display_groups',
  {
    id: text('id').primaryKey(),
    assortmentId: text('assortment_id')
      .notNull()
      .references(() => assortments.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    title: text('title').notNull(),
    openState: boolean('open_state').notNull().default(false),
    alwaysOpen: boolean('always_open').notNull().default(false),
    contentTab: text('content_tab'),
    locked: boolean('locked').notNull().default(false),
    styles: jsonb('styles')
      .$type<DisplayGroup['styles']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    customContent: jsonb('custom_content').$type<NonNullable<DisplayGroup['customContent']>>(),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('display_groups', t.seq),
    index('display_groups_assortment_idx').on(t.assortmentId, t.index),
  ],
);

export const collections = pgTable(
  'collections',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    collectionType: text('collection_type').notNull(),
    products: jsonb('products')
      .$type<Collection['products']>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    linkageType: text('linkage_type').$type<Collection['linkageType']>().notNull(),
    linkageModel: text('linkage_model').$type<Collection['linkageModel']>().notNull(),
    linkageId: text('linkage_id'),
    linkageObject: jsonb('linkage_object').$type<NonNullable<Collection['linkageObject']>>(),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('collections', t.seq),
    pullIndex('collections', t.txid, t.seq),
    index('collections_type_linkage_idx').on(t.collectionType, t.linkageId),
  ],
);

export const assortmentDocuments = pgTable(
  'assortment_documents',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<AssortmentDocument['kind']>().notNull(),
    documentType: jsonb('document_type').$type<AssortmentDocument['documentType']>().notNull(),
    productType: text('product_type').$type<ProductType>(),
    settings: jsonb('settings')
      .$type<AssortmentDocument['settings']>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The assortment's id (no foreign key: a document outlives a deleted assortment). */
    assortment: text('assortment').notNull(),
    filename: text('filename').notNull(),
    displayName: text('display_name'),
    subject: text('subject'),
    body: text('body'),
    recipients: jsonb('recipients')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    bccRecipients: jsonb('bcc_recipients')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    user: text('user').notNull(),
    status: text('status').$type<AssortmentDocument['status']>().notNull(),
    createdDate: instant('created_date'),
    modifiedDate: instant('modified_date'),
    ...syncColumns(),
  },
  (t) => [
    seqIndex('assortment_documents', t.seq),
    pullIndex('assortment_documents', t.txid, t.seq),
    index('assortment_documents_assortment_idx').on(t.assortment),
    index('assortment_documents_user_idx').on(t.user, t.createdDate.desc().nullsFirst()),
  ],
);
