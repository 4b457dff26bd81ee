// The policy of every replicated collection, by name.
import type { SyncCollection } from '@portal/shared';
import type { CollectionPolicy } from '../policy.ts';
import {
  assortmentDocumentsPolicy,
  assortmentsPolicy,
  collectionsPolicy,
  seasonsPolicy,
} from './assortments.ts';
import { productsPolicy } from './catalogue.ts';
import { libraryItemsPolicy } from './library.ts';
import { coordinatorAssignmentsPolicy, notificationsPolicy, ordersPolicy } from './orders.ts';
import {
  announcementsPolicy,
  commandsPolicy,
  syncRejectionsPolicy,
  userFlagsPolicy,
} from './personal.ts';
import { sampleInventoryPolicy } from './samples.ts';

export const POLICIES: Readonly<Record<SyncCollection, CollectionPolicy>> = {
  products: productsPolicy,
  libraryItems: libraryItemsPolicy,
  assortments: assortmentsPolicy,
  collections: collectionsPolicy,
  seasons: seasonsPolicy,
  assortmentDocuments: assortmentDocumentsPolicy,
  orders: ordersPolicy,
  coordinatorAssignments: coordinatorAssignmentsPolicy,
  notifications: notificationsPolicy,
  sampleInventory: sampleInventoryPolicy,
  announcements: announcementsPolicy,
  userFlags: userFlagsPolicy,
  commands: commandsPolicy,
  syncRejections: syncRejectionsPolicy,
};
