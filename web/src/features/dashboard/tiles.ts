// The dashboard's tiles: one per area (spec 000 §2 Dashboard). A tile shows when the user may
// open at least one of its paths; it links to where the route table sends that user.
import type { IconName } from '../../ui/icons.tsx';

export interface TileConfig {
  readonly id: string;
  readonly titleId: string;
  readonly descriptionId: string;
  readonly icon: IconName;
  /** Tried in order; the first the user may open is the link. */
  readonly paths: readonly string[];
}

export interface TileSection {
  readonly id: string;
  readonly titleId: string;
  readonly tiles: readonly TileConfig[];
}

export const TILE_SECTIONS: readonly TileSection[] = [
  {
    id: 'libraries',
    titleId: 'common.sectionLibraries',
    tiles: [
      {
        id: 'advertising',
        titleId: 'common.tileAdvertising',
        descriptionId: 'common.tileAdvertisingText',
        icon: 'megaphone',
        paths: ['/advertising/libraries'],
      },
      {
        id: 'global-retail',
        titleId: 'common.tileGlobalRetail',
        descriptionId: 'common.tileGlobalRetailText',
        icon: 'store',
        paths: ['/global-retail/libraries'],
      },
      {
        id: 'products',
        titleId: 'common.tileProducts',
        descriptionId: 'common.tileProductsText',
        icon: 'shoe',
        paths: ['/product/libraries/products'],
      },
      {
        id: 'documents',
        titleId: 'common.tileDocuments',
        descriptionId: 'common.tileDocumentsText',
        icon: 'clipboard',
        paths: ['/product/libraries/documents'],
      },
      {
        id: 'step',
        titleId: 'common.tileStep',
        descriptionId: 'common.tileStepText',
        icon: 'cap',
        paths: ['/sales/libraries/STEP'],
      },
    ],
  },
  {
    id: 'manage',
    titleId: 'common.sectionManage',
    tiles: [
      {
        id: 'manage-advertising',
        titleId: 'common.tileManageAdvertising',
        descriptionId: 'common.tileManageText',
        icon: 'megaphone',
        paths: ['/advertising/libraries/manage'],
      },
      {
        id: 'manage-global-retail',
        titleId: 'common.tileManageGlobalRetail',
        descriptionId: 'common.tileManageText',
        icon: 'store',
        paths: ['/global-retail/libraries/manage'],
      },
      {
        id: 'manage-documents',
        titleId: 'common.tileManageDocuments',
        descriptionId: 'common.tileManageText',
        icon: 'clipboard',
        paths: ['/product/libraries/manage'],
      },
      {
        id: 'manage-step',
        titleId: 'common.tileManageStep',
        descriptionId: 'common.tileManageText',
        icon: 'cap',
        paths: ['/sales/libraries/manage'],
      },
    ],
  },
  {
    id: 'assortments',
    titleId: 'common.sectionAssortments',
    tiles: [
      {
        id: 'assortments',
        titleId: 'common.tileAssortments',
        descriptionId: 'common.tileAssortmentsText',
        icon: 'layers',
        paths: ['/product/assortments'],
      },
      {
        id: 'internal',
        titleId: 'common.tileInternal',
        descriptionId: 'common.tileInternalText',
        icon: 'layers',
        paths: [
          '/product/libraries/internal/seasons-wholesale',
          '/product/libraries/internal/seasons-retail',
        ],
      },
      {
        id: 'samples',
        titleId: 'common.tileSamples',
        descriptionId: 'common.tileSamplesText',
        icon: 'box',
        paths: ['/product/libraries/samples'],
      },
    ],
  },
  {
    id: 'orders',
    titleId: 'common.sectionOrders',
    tiles: [
      {
        id: 'sample-orders',
        titleId: 'common.tileSampleOrders',
        descriptionId: 'common.tileSampleOrdersText',
        icon: 'box',
        paths: ['/orders/samples/active-orders'],
      },
      {
        id: 'promo-orders',
        titleId: 'common.tilePromoOrders',
        descriptionId: 'common.tilePromoOrdersText',
        icon: 'tag',
        paths: ['/orders/promos/needs-review'],
      },
      {
        id: 'wholesale-orders',
        titleId: 'common.tileWholesaleOrders',
        descriptionId: 'common.tileWholesaleOrdersText',
        icon: 'clipboard',
        paths: ['/orders/wholesale/active'],
      },
      {
        id: 'coordinators',
        titleId: 'common.tileCoordinators',
        descriptionId: 'common.tileCoordinatorsText',
        icon: 'user',
        paths: ['/orders/coordinator-assignments'],
      },
    ],
  },
  {
    id: 'events',
    titleId: 'common.sectionEvents',
    tiles: [
      {
        id: 'conference',
        titleId: 'common.tileConference',
        descriptionId: 'common.tileConferenceText',
        icon: 'present',
        paths: ['/global/conference'],
      },
    ],
  },
];
