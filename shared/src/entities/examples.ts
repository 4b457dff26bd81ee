// One valid document per entity, built from the spec's own fields and values (000 §3, 001 §3).
// Used by the schema tests here and the row-mapping tests of the sync server; a reference for
// the demo-data generator. Not exported from the package index (import
// '@portal/shared/entities/examples.ts').
import type { AnnouncementInput } from './announcement.ts';
import type { AssortmentDocumentInput } from './assortment-document.ts';
import type { AssortmentInput } from './assortment.ts';
import type { CollectionInput } from './collection.ts';
import type { CoordinatorAssignmentInput } from './coordinator-assignment.ts';
import type { LibraryItemInput } from './library-item.ts';
import type { NotificationInput } from './notification.ts';
import type { OrderInput } from './order.ts';
import type { ProductInput } from './product.ts';
import type { SampleInventoryItemInput } from './sample-inventory.ts';
import type { SeasonInput } from './season.ts';
import type { StatEventInput } from './stat-event.ts';
import type { MultipartUploadInput } from './upload.ts';
import type { UserFlagInput } from './user-flag.ts';

const T = '2025-03-04T16:20:00.000Z';

export const exampleProduct: ProductInput = {
  id: '12345_BLK',
  _deleted: false,
  style: '12345',
  color: 'BLK',
  productType: 'Footwear',
  name: 'Trail Runner',
  image: 'products/12345_BLK.jpg',
  createdDate: T,
  modifiedDate: T,
  description: 'Lightweight trail shoe',
  features: ['Memory Foam', 'Water Resistant'],
  division: 'ACT',
  gender: 'Womens',
  outsole: 'Rubber',
  upper: 'Mesh',
  vegan: true,
  seasonCodes: ['SP25'],
  keyInitiative: 'Wholesale_Spring_2025_Domestic_Footwear',
  cost: 3250,
  netCost: 2925,
  suggestedRetail: 7500,
  discountPercent: 10,
  discountAmount: 325,
  quantity: 120,
  quantityOnHand: 40,
  initialMarkup: 61,
  sellThru: 75,
  units: 12,
  pillar: 'Performance',
  dueDate: '2025-05-01',
  carryover: false,
  categories: { type: 'Sneaker', closure: 'Lace', vegan: 'Yes' },
  eCommerce: { description: 'A shoe for trails', details: 'Mesh upper' },
  components: { color1: 'Black', material1: 'Mesh' },
  locations: [
    {
      code: 'US',
      lineStatus: 'A',
      sizeRange: '5-11',
      wholesalePrice: 3250,
      suggestedRetail: 7500,
      markupPercent: 56.67,
      firstAvailDate: '2025-02-01',
      totalInventory: 300,
      availability: [
        { inventory: 120, size: '7', date: '2025-02-01', upc: '012345678905' },
        { inventory: 180, size: '8', date: '2025-03-01' },
      ],
    },
    {
      code: 'EU',
      lineStatus: 'R',
      wholesalePrice: 3100,
      lastProdDate: '2024-12-15',
      availability: [],
    },
  ],
};

export const exampleLibraryItem: LibraryItemInput = {
  id: 'asset-1',
  _deleted: false,
  name: 'Spring hero banner',
  libraryType: 'AdvertisingAsset',
  status: 'Published',
  assetType: 'Marketing Image',
  category: 'Banner',
  gender: 'Womens',
  tag: ['hero', 'spring'],
  season: 'Spring',
  year: 2025,
  beginDate: '2025-02-01',
  expireDate: '2025-06-30',
  entity: ['Domestic', 'Franchise'],
  modifiedDate: T,
  files: [
    {
      id: 'file-1',
      filename: 'banner.psd',
      usageType: 'Working File',
      fileSize: 52_428_800,
      modifiedDate: T,
    },
    {
      id: 'file-2',
      filename: 'banner.jpg',
      usageType: 'Primary',
      previewJpg: 'previews/banner.jpg',
      dimensions: { width: 1920, height: 1080 },
      fileSize: 1_048_576,
      groups: ['web'],
    },
  ],
};

export const exampleAssortment: AssortmentInput = {
  id: 'asst-1',
  _deleted: false,
  title: 'Spring 2025 Womens',
  subTitle: 'Customer preview',
  type: 'item',
  hierarchy: ['Domestic', 'Womens'],
  kind: 'StaticAssortment',
  method: 'static',
  orgType: 'regular',
  productType: 'Footwear',
  channel: 'Wholesale',
  region: 'Domestic',
  season: 'Spring',
  year: 2025,
  state: 'published',
  starred: true,
  ownerCode: 'U100',
  createdDate: T,
  modifiedDate: T,
  labels: [{ color: '#ff0000', name: 'Hot' }],
  products: [
    { style: '12345', color: 'BLK', sort: 0 },
    { style: '12345', color: 'WHT', sort: 1 },
  ],
  customContent: [{ displayGroup: 'Performance', html: '<p>New</p>' }],
  uiSettings: {
    gridSettings: { sortOrder: [{ colId: 'style', sort: 'asc' }], groupIsEnabled: true },
    groupSettings: { groupBy: 'pillar' },
    digitalShowroomSettings: { assortmentStatusOnly: false, cadOnly: true },
  },
  displayGroups: [
    {
      id: 'dg-1',
      index: 0,
      title: 'Performance',
      openState: true,
      styles: [{ displayGroup: 'Performance', style: '12345', colors: ['BLK', 'WHT'] }],
    },
    { id: 'dg-2', index: 1, title: 'Uncategorized', locked: true, alwaysOpen: true },
  ],
};

export const exampleCollection: CollectionInput = {
  id: 'coll-1',
  _deleted: false,
  collectionType: 'selections',
  products: [{ style: '12345', color: 'BLK', selected: true }],
  linkageObject: { channel: 'Wholesale', season: 'Spring', year: 2025, productType: 'Footwear' },
};

export const exampleSeason: SeasonInput = {
  id: 'season-1',
  _deleted: false,
  season: 'Spring',
  year: 2025,
  channel: 'Wholesale',
  sortOrder: 1,
  status: 'Live',
  seasonSets: [
    { id: 'set-1', shortName: 'SP25 FW', productType: 'Footwear', region: 'Domestic' },
    { id: 'set-2', shortName: 'SP25 AP', productType: 'Apparel', state: 'unpublished' },
  ],
};

export const exampleAssortmentDocument: AssortmentDocumentInput = {
  id: 'doc-1',
  _deleted: false,
  documentType: { type: 'PDF', subType: 'Linesheet Condensed' },
  productType: 'Footwear',
  settings: { heroOnly: true, columns: { cost: true, suggestedRetail: false } },
  assortment: 'asst-1',
  filename: 'spring-2025-womens.pdf',
  recipients: ['buyer@example.com'],
  user: 'U100',
  status: 'Success',
  createdDate: T,
};

export const exampleOrder: OrderInput = {
  id: 'order-1',
  _deleted: false,
  orderNumber: 100_123,
  type: 'wholesale',
  orderType: 'WholesaleOrder',
  status: 'DRAFT',
  productType: 'Footwear',
  requesterCode: 'U100',
  requesterName: 'Dana Buyer',
  customer: {
    id: 'C-42',
    name: 'Shoe Palace',
    currency: { currencyCode: 'USD' },
    address: { country: 'US' },
    termsInfo: [{ code: 'N30', description: 'Net 30' }],
  },
  createdDate: T,
  po: 'PO-9',
  promoCode: 'AB1',
  comments: [{ text: 'Rush please', userCode: 'U100', createdDate: T }],
  address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '73301', country: 'US' },
  currency: { currencyCode: 'USD', decimalPlaces: 2, currencySymbol: '$' },
  lines: [
    {
      id: 'line-1',
      style: '12345',
      color: 'BLK',
      status: 'PENDING',
      quantity: 24,
      unitPrice: 3250,
      prices: { US: { USD: 3250 } },
      packCode: 'M12',
      sizes: { '7': 12, '8': 12 },
      startDate: '2025-03-10',
      endDate: '2025-04-10',
      discount: 5,
    },
    {
      id: 'line-2',
      style: '12345',
      color: 'WHT',
      side: 'Pair',
      sizePreference: 'Preferred',
      availability: [{ size: '7', date: '2025-03-01' }],
    },
  ],
};

export const exampleCoordinatorAssignment: CoordinatorAssignmentInput = {
  id: 'ca-1',
  _deleted: false,
  coordinatorCode: 'C200',
  requesterCode: 'U100',
  orderSubtype: 'sample',
};

export const exampleNotification: NotificationInput = {
  id: 'note-1',
  _deleted: false,
  userCode: 'U100',
  notificationType: 'sample',
  state: 'New',
  message: 'Order 100123 was submitted',
  orderId: 'order-1',
  orderNumber: 100_123,
  createdDate: T,
};

export const exampleSalesSample: SampleInventoryItemInput = {
  id: 'sample-1',
  _deleted: false,
  library: 'Sales',
  division: 'ACT',
  style: '12345',
  color: 'BLK',
  side: 'Left',
  size: '7',
  status: 'Available',
  region: 'West',
  totalQty: 2,
  onHandQty: 2,
  aisle: '4',
  direction: 'N',
  level: '2',
  shelf: 'B',
  tracking: [
    { id: 'tr-1', action: 'Added', quantity: 2, userCode: 'U100', createdDate: T },
    { id: 'tr-2', action: 'Checked Out', quantity: 1, note: 'Showroom' },
  ],
};

export const exampleProductionSample: SampleInventoryItemInput = {
  id: 'sample-2',
  _deleted: false,
  library: 'Production',
  division: 'ACT',
  style: '12345',
  color: 'WHT',
  side: 'Pair',
  status: 'Available',
  totalQty: 1,
  bin: 'B-12',
  moldNum: 'M-778',
  moldDate: '2024-11-02',
  quantity: 1,
};

export const exampleUserFlag: UserFlagInput = {
  id: 'flag-1',
  _deleted: false,
  userCode: 'U100',
  flag: 'Seen',
  modelType: 'Asset',
  modelId: 'asset-1',
};

export const exampleStatEvent: StatEventInput = {
  id: 'stat-1',
  _deleted: false,
  action: 'openDigitalShowroom',
  modelType: 'Assortment',
  modelId: 'asst-1',
  data: { assortmentId: 'asst-1' },
  userCode: 'U100',
  createdDate: T,
};

export const exampleAnnouncement: AnnouncementInput = {
  id: 'ann-1',
  _deleted: false,
  published: true,
  title: 'Spring line is live',
  chart: { kind: 'bar', values: [1, 2, 3] },
  modifiedDate: T,
};

export const exampleUpload: MultipartUploadInput = {
  id: 'up-1',
  _deleted: false,
  uploadId: 'mpu-abc',
  bucket: 'sync',
  key: 'assets/asset-1/banner.psd',
  userId: 'user-1',
  filename: 'banner.psd',
  fileSize: 25_000_000,
  usageType: 'libraryAsset',
  libraryType: 'AdvertisingAsset',
  parts: [
    { partNumber: 1, etag: '"e1"', size: 10_485_760, status: 'success' },
    { partNumber: 2, status: 'inProgress' },
  ],
  status: 'Started',
};
