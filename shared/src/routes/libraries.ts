// spec 000 §2 Advertising, Global retail, Product libraries (documents, products) and Sales
// (STEP): view screens and manage screens per status. Access per spec 001 §6 "Areas".
import { anyOf, manageLibraryCheck, viewLibraryCheck } from '../permissions/areas.ts';
import { manageScreens } from './helpers.ts';
import type { WebRoute } from './types.ts';

const viewAssets = viewLibraryCheck('AdvertisingAsset');
const viewLogos = viewLibraryCheck('AdvertisingLogo');
const manageAssets = manageLibraryCheck('AdvertisingAsset');
const manageLogos = manageLibraryCheck('AdvertisingLogo');

const ADVERTISING: readonly WebRoute[] = [
  {
    name: 'advertising--libraries',
    path: '/advertising/libraries',
    auth: anyOf(viewAssets, viewLogos),
    meta: { title: 'advertising.routeAssets' },
    // spec 000 §2: assets-landing is the default; a logos-only viewer gets logos-landing.
    redirect: ['/advertising/libraries/assets-landing', '/advertising/libraries/logos-landing'],
  },
  {
    name: 'advertising--libraries--assets-landing',
    path: '/advertising/libraries/assets-landing',
    auth: viewAssets,
    meta: { title: 'advertising.routeAssets' },
  },
  {
    name: 'advertising--libraries--assets',
    path: '/advertising/libraries/assets',
    auth: viewAssets,
    meta: { title: 'advertising.routeAssets', manageType: 'advertisingAsset' },
  },
  {
    name: 'advertising--libraries--logos-landing',
    path: '/advertising/libraries/logos-landing',
    auth: viewLogos,
    meta: { title: 'advertising.routeLogos' },
  },
  {
    name: 'advertising--libraries--logos',
    path: '/advertising/libraries/logos',
    auth: viewLogos,
    meta: { title: 'advertising.routeLogos', manageType: 'advertisingLogo' },
  },
  {
    name: 'advertising--libraries--previewer',
    path: '/advertising/libraries/previewer',
    auth: anyOf(viewAssets, viewLogos),
    meta: { title: 'advertising.routePreviewer' },
  },
  {
    name: 'advertising--libraries--manage',
    path: '/advertising/libraries/manage',
    auth: anyOf(manageAssets, manageLogos),
    meta: { title: 'advertising.routeManageAssets' },
    // spec 000 §2: redirects to assets/pending; a logos-only editor goes to logos/pending.
    redirect: [
      '/advertising/libraries/manage/assets/pending',
      '/advertising/libraries/manage/logos/pending',
    ],
  },
  {
    name: 'advertising--libraries--manage--assets',
    path: '/advertising/libraries/manage/assets',
    auth: manageAssets,
    meta: { title: 'advertising.routeManageAssets' },
    redirect: '/advertising/libraries/manage/assets/pending',
  },
  ...manageScreens(
    '/advertising/libraries/manage/assets',
    'advertising--libraries--manage--assets',
    'advertisingAsset',
    manageAssets,
    'advertising.routeManageAssets',
  ),
  {
    name: 'advertising--libraries--manage--logos',
    path: '/advertising/libraries/manage/logos',
    auth: manageLogos,
    meta: { title: 'advertising.routeManageLogos' },
    redirect: '/advertising/libraries/manage/logos/pending',
  },
  ...manageScreens(
    '/advertising/libraries/manage/logos',
    'advertising--libraries--manage--logos',
    'advertisingLogo',
    manageLogos,
    'advertising.routeManageLogos',
  ),
];

const viewRetailAssets = viewLibraryCheck('GlobalRetailAsset');
const viewRetailResources = viewLibraryCheck('GlobalRetailResource');
// One manage area serves both global retail libraries: an editor of either opens it.
const manageGlobalRetail = anyOf(
  manageLibraryCheck('GlobalRetailAsset'),
  manageLibraryCheck('GlobalRetailResource'),
);

const GLOBAL_RETAIL: readonly WebRoute[] = [
  {
    name: 'global-retail--libraries',
    path: '/global-retail/libraries',
    auth: anyOf(viewRetailAssets, viewRetailResources),
    meta: { title: 'globalRetail.routeAssets' },
    redirect: [
      '/global-retail/libraries/assets-landing',
      '/global-retail/libraries/resources-landing',
    ],
  },
  {
    name: 'global-retail--libraries--assets-landing',
    path: '/global-retail/libraries/assets-landing',
    auth: viewRetailAssets,
    meta: { title: 'globalRetail.routeAssets' },
  },
  {
    name: 'global-retail--libraries--assets',
    path: '/global-retail/libraries/assets',
    auth: viewRetailAssets,
    meta: { title: 'globalRetail.routeAssets', manageType: 'globalRetailAsset' },
  },
  {
    name: 'global-retail--libraries--resources-landing',
    path: '/global-retail/libraries/resources-landing',
    auth: viewRetailResources,
    meta: { title: 'globalRetail.routeResources' },
  },
  {
    name: 'global-retail--libraries--resources',
    path: '/global-retail/libraries/resources',
    auth: viewRetailResources,
    meta: { title: 'globalRetail.routeResources' },
  },
  {
    name: 'global-retail--libraries--manage',
    path: '/global-retail/libraries/manage',
    auth: manageGlobalRetail,
    meta: { title: 'globalRetail.routeManage' },
    redirect: '/global-retail/libraries/manage/pending',
  },
  ...manageScreens(
    '/global-retail/libraries/manage',
    'global-retail--libraries--manage',
    'globalRetailAsset',
    manageGlobalRetail,
    'globalRetail.routeManage',
  ),
];

const viewDocuments = viewLibraryCheck('ProductDocument');
const viewProducts = viewLibraryCheck('Product');
const manageDocuments = manageLibraryCheck('ProductDocument');

const PRODUCT_LIBRARIES: readonly WebRoute[] = [
  {
    name: 'product--libraries',
    path: '/product/libraries',
    auth: anyOf(viewProducts, viewDocuments),
    meta: { title: 'products.routeProducts' },
    redirect: ['/product/libraries/products', '/product/libraries/documents'],
  },
  {
    name: 'product--libraries--documents',
    path: '/product/libraries/documents',
    auth: viewDocuments,
    meta: { title: 'products.routeDocuments', manageType: 'productDocument' },
  },
  {
    name: 'product--libraries--products',
    path: '/product/libraries/products',
    auth: viewProducts,
    meta: { title: 'products.routeProducts' },
  },
  {
    // Beyond the spec's route list: the Excel import's bulk-downloader subtype (spec 000 §4)
    // needs a screen; same access as the products it reads (docs/decisions/0009).
    name: 'product--libraries--products--bulk-download',
    path: '/product/libraries/products/bulk-download',
    auth: viewProducts,
    meta: { title: 'products.routeBulkDownload' },
  },
  {
    name: 'product--libraries--manage',
    path: '/product/libraries/manage',
    auth: manageDocuments,
    meta: { title: 'products.routeManageDocuments' },
    redirect: '/product/libraries/manage/documents/pending',
  },
  {
    name: 'product--libraries--manage--documents',
    path: '/product/libraries/manage/documents',
    auth: manageDocuments,
    meta: { title: 'products.routeManageDocuments' },
    redirect: '/product/libraries/manage/documents/pending',
  },
  ...manageScreens(
    '/product/libraries/manage/documents',
    'product--libraries--manage--documents',
    'productDocument',
    manageDocuments,
    'products.routeManageDocuments',
  ),
];

const viewStep = viewLibraryCheck('StepAsset');
const manageStep = manageLibraryCheck('StepAsset');

const SALES: readonly WebRoute[] = [
  {
    name: 'sales--libraries--step',
    path: '/sales/libraries/STEP',
    auth: viewStep,
    meta: { title: 'sales.routeStep' },
  },
  {
    name: 'sales--libraries--manage',
    path: '/sales/libraries/manage',
    auth: manageStep,
    meta: { title: 'sales.routeManageStep' },
    redirect: '/sales/libraries/manage/step/pending',
  },
  {
    name: 'sales--libraries--manage--step',
    path: '/sales/libraries/manage/step',
    auth: manageStep,
    meta: { title: 'sales.routeManageStep' },
    redirect: '/sales/libraries/manage/step/pending',
  },
  ...manageScreens(
    '/sales/libraries/manage/step',
    'sales--libraries--manage--step',
    'stepAsset',
    manageStep,
    'sales.routeManageStep',
  ),
];

export const LIBRARY_ROUTES: readonly WebRoute[] = [
  ...ADVERTISING,
  ...GLOBAL_RETAIL,
  ...PRODUCT_LIBRARIES,
  ...SALES,
];
