// One mapping (toRow / fromRow) per synced entity: which table holds it and which of its
// fields are child rows. Field ↔ column rules: generic.ts; table list: ../CONTEXT.md.
import type {
  Announcement,
  Assortment,
  AssortmentDocument,
  Collection,
  CoordinatorAssignment,
  LibraryItem,
  MultipartUpload,
  Notification,
  Order,
  Product,
  SampleInventoryItem,
  Season,
  StatEvent,
  UserFlag,
} from '@portal/shared';
import {
  announcements,
  assortmentDocuments,
  assortments,
  collections,
  coordinatorAssignments,
  displayGroups,
  libraryItemFiles,
  libraryItems,
  notifications,
  orderLines,
  orders,
  productLocations,
  products,
  sampleInventory,
  sampleTracking,
  seasonSets,
  seasons,
  statEvents,
  uploads,
  userFlags,
} from '../schema/index.ts';
import { defineMapping } from './generic.ts';

/** Products with their locations (product_locations, keyed by product and code). */
export const productMapping = defineMapping<Product>({
  table: products,
  children: [
    { field: 'locations', table: productLocations, foreignKey: 'productId', orderBy: 'position' },
  ],
});

/** Library items with their files. `userFlag` is per user: projected from user_flags. */
export const libraryItemMapping = defineMapping<LibraryItem>({
  table: libraryItems,
  children: [
    { field: 'files', table: libraryItemFiles, foreignKey: 'libraryItemId', orderBy: 'position' },
  ],
});

/** Assortments with their display groups (ordered by the groups' own `index`). */
export const assortmentMapping = defineMapping<Assortment>({
  table: assortments,
  children: [
    { field: 'displayGroups', table: displayGroups, foreignKey: 'assortmentId', orderBy: 'index' },
  ],
});

export const collectionMapping = defineMapping<Collection>({ table: collections });

export const seasonMapping = defineMapping<Season>({
  table: seasons,
  children: [
    { field: 'seasonSets', table: seasonSets, foreignKey: 'seasonId', orderBy: 'position' },
  ],
});

export const assortmentDocumentMapping = defineMapping<AssortmentDocument>({
  table: assortmentDocuments,
});

/** Orders with their lines; `customer_id` is copied from `customer.id` for the filter. */
export const orderMapping = defineMapping<Order>({
  table: orders,
  children: [{ field: 'lines', table: orderLines, foreignKey: 'orderId', orderBy: 'position' }],
  derived: {
    columns: ['customerId'],
    compute: (order) => ({ customerId: order.customer?.id ?? null }),
  },
});

export const coordinatorAssignmentMapping = defineMapping<CoordinatorAssignment>({
  table: coordinatorAssignments,
});

export const notificationMapping = defineMapping<Notification>({ table: notifications });

/** Samples of both libraries in one table; the unused library's columns stay NULL. */
export const sampleInventoryMapping = defineMapping<SampleInventoryItem>({
  table: sampleInventory,
  children: [
    { field: 'tracking', table: sampleTracking, foreignKey: 'sampleId', orderBy: 'position' },
  ],
});

export const userFlagMapping = defineMapping<UserFlag>({ table: userFlags });
export const statEventMapping = defineMapping<StatEvent>({ table: statEvents });
export const announcementMapping = defineMapping<Announcement>({ table: announcements });
export const uploadMapping = defineMapping<MultipartUpload>({ table: uploads });
