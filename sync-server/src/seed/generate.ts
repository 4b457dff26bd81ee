// Every demo document except the products, built in memory (pure: the same style table, plan
// and clock give the same documents); products come chunk by chunk from productChunks, so a
// 100,000-product catalogue never sits in memory at once. Tests call these directly.
import type {
  AnnouncementInput,
  AssortmentInput,
  CollectionInput,
  CoordinatorAssignmentInput,
  LibraryItemInput,
  NotificationInput,
  OrderInput,
  ProductInput,
  SampleInventoryItemInput,
  SeasonInput,
} from '@portal/shared';
import { buildAnnouncements } from './announcements.ts';
import { buildAssortments } from './assortments.ts';
import { buildLibraryItems } from './library.ts';
import { buildNotifications } from './notifications.ts';
import { buildOrders } from './orders.ts';
import { buildPeople } from './people.ts';
import type { SeedPlan } from './plan.ts';
import { buildProducts } from './products.ts';
import type { Clock } from './random.ts';
import { buildSamples } from './samples.ts';
import { buildSeasons } from './seasons.ts';
import { styleColors, type StyleRecord } from './styles.ts';

export interface DemoDocuments {
  readonly library: LibraryItemInput[];
  readonly seasons: SeasonInput[];
  readonly assortments: AssortmentInput[];
  readonly collections: CollectionInput[];
  readonly coordinatorAssignments: CoordinatorAssignmentInput[];
  readonly orders: OrderInput[];
  readonly notifications: NotificationInput[];
  readonly samples: SampleInventoryItemInput[];
  readonly announcements: AnnouncementInput[];
}

export function generateDemoData(
  styles: readonly StyleRecord[],
  plan: SeedPlan,
  clock: Clock,
): DemoDocuments {
  const products = styleColors(styles);
  const library = buildLibraryItems(plan.libraryPerTypeStatus, clock);
  const people = buildPeople(plan, clock);
  const orders = buildOrders(products, people, plan, clock);
  const { assortments, collections } = buildAssortments(products, plan, clock);
  return {
    library,
    seasons: buildSeasons(clock),
    assortments,
    collections,
    coordinatorAssignments: [...people.assignmentList],
    orders,
    notifications: buildNotifications(orders, people, clock),
    samples: buildSamples(products, plan.samplesPerLibrary, clock),
    announcements: buildAnnouncements(library, clock),
  };
}

/** Styles per product chunk: about a thousand products each. */
const STYLES_PER_CHUNK = 400;

/** The product documents, a chunk of styles at a time. */
export function* productChunks(
  styles: readonly StyleRecord[],
  clock: Clock,
): Generator<ProductInput[]> {
  for (let i = 0; i < styles.length; i += STYLES_PER_CHUNK)
    yield buildProducts(styles.slice(i, i + STYLES_PER_CHUNK), clock);
}
