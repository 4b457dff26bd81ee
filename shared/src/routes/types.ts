// spec 000 §2 "Route metadata" and 001 §2: the shape of one web route.
import type { LibraryStatus } from '../entities/library-item.ts';
import type { OrderSubtype, OrderType } from '../orders/enums.ts';
import type { AccessCheck } from '../permissions/types.ts';

/** Route manage types (spec 000 §2 route metadata; 001 §2 order list views). */
export const MANAGE_TYPES = [
  'assortments',
  'internalAssortments',
  'seasonsManager',
  'stepAsset',
  'globalRetailAsset',
  'productDocument',
  'advertisingLogo',
  'advertisingAsset',
  'sampleInventoryProduction',
  'sampleInventorySales',
  'promoNeedsReview',
  'promoReviewed',
  'promoArchived',
  'promoDetails',
  'sampleStyles',
  'sampleActiveOrders',
  'sampleArchivedOrders',
  'sampleDetails',
  'wholesaleDraftOrders',
  'wholesaleArchivedOrders',
  'wholesaleDetails',
] as const;
export type ManageType = (typeof MANAGE_TYPES)[number];

export const INTERNAL_CHANNEL_TYPES = ['wholesale', 'retail'] as const;
export type InternalChannelType = (typeof INTERNAL_CHANNEL_TYPES)[number];

/** Assortment list kinds; they also name the export files (spec 000 §9). */
export const COLLECTION_TYPES = [
  'quickAccess',
  'all',
  'recent',
  'starred',
  'scheduled',
  'archived',
] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

export interface RouteMeta {
  /** Message id of the screen title (translations in ./i18n/<locale>.json). */
  readonly title: string;
  readonly manageType?: ManageType;
  readonly orderType?: OrderType;
  readonly orderSubtype?: OrderSubtype;
  /** spec 001 §4: the coordinator can be switched only where this is set. */
  readonly allowCoordinatorChange?: boolean;
  readonly collectionType?: CollectionType;
  readonly internalChannelType?: InternalChannelType;
  /** The status a library manage screen lists. */
  readonly libraryStatus?: LibraryStatus;
  /** A library manage screen's upload view. */
  readonly upload?: boolean;
  /** Conference edition (spring26, fall25, ...). */
  readonly edition?: string;
  /** spec 000 §2: newer conference editions wait on a load page for their data. */
  readonly needsConferenceData?: boolean;
}

/**
 * 'public': no login; 'login': any signed-in user; an AccessCheck: a signed-in user passing it
 * (spec 001 §6).
 */
export type RouteAuth = 'public' | 'login' | AccessCheck;

export interface WebRoute {
  /** Double-dash name (spec 000 §2), e.g. 'orders--promo-orders--details'. */
  readonly name: string;
  /** react-router pattern: ':param' segments, a trailing ':param?' is optional. */
  readonly path: string;
  readonly auth: RouteAuth;
  readonly meta: RouteMeta;
  /**
   * Where the path sends the user. A list means: the first target the user may open, else the
   * dashboard. ':param' placeholders are filled from the matched path.
   */
  readonly redirect?: string | readonly string[];
}
