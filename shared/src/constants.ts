// Section 9 "Business constants and limits" of both spec documents (000 §9, 001 §9), grouped
// by area, plus the small pure rules that sit there. Durations in ms unless the name says so.

// ---- Session (001 §9) ----
export const SESSION = {
  /** Timeout check every 1 s. */
  timeoutCheckMs: 1000,
  /** Ping at most every 120000 ms, only while the tab is visible. */
  pingIntervalMs: 120_000,
  /** Warning shown this long before logout; server option userWarningMs overrides. */
  warningMs: 300_000,
  /** Logout after 1 h minus 30 s of inactivity; server option userTimeoutMs overrides. */
  logoutMs: 3_600_000 - 30_000,
  /** Cloud credentials validity, in seconds. */
  cloudCredentialsSeconds: 3600,
} as const;
/** 001 §9: the events that count as user activity. */
export const ACTIVITY_EVENTS = [
  'scroll',
  'click',
  'keypress',
  'touchstart',
  'mousewheel',
  'DOMMouseScroll',
  'pointerdown',
] as const;

// ---- Languages and time (000 §1, 000 §9, 001 §9) ----
export const LOCALES = [
  'en-US',
  'de-DE',
  'es-ES',
  'fr-FR',
  'it-IT',
  'ja-JP',
  'pl-PL',
  'pt-BR',
] as const;
export type Locale = (typeof LOCALES)[number];
/** Default language, also the fallback. */
export const DEFAULT_LOCALE: Locale = 'en-US';
export const DEFAULT_TIMEZONE = 'America/Los_Angeles';
/** 000 §1 translation namespaces: message ids are prefixed with one of these. */
export const TRANSLATION_NAMESPACES = [
  'common',
  'labels',
  'enums',
  'buttons',
  'inputs',
  'msgCodes',
  'advertising',
  'products',
  'orders',
  'sales',
  'globalRetail',
] as const;
/** 001 §5: dates use the user's long date format preference, default MM/DD/YYYY. */
export const DEFAULT_LONG_DATE_FORMAT = 'MM/DD/YYYY';
/** 000 §9: the modified-since filter uses this time offset. */
export const MODIFIED_SINCE_TIME_OFFSET = '08:00';
/** 001 §9: report date ranges run from 01:00:00 to 23:59:59 Z in the default timezone. */
export const REPORT_DAY_START = '01:00:00';
export const REPORT_DAY_END = '23:59:59Z';

// ---- Response cache and layout (000 §9) ----
export const RESPONSE_CACHE = { maxEntries: 10_000, maxAgeMs: 3_600_000 } as const;
/** Mobile layout and the tablet orientation alert below this width (000 §2, §9). */
export const MOBILE_BREAKPOINT_PX = 1024;
export const LAYOUT = {
  sidebarWidthPx: 400,
  contentPaddingPx: { none: 0, small: 12 },
  headerHeightsPx: [45, 80, 133, 178],
  subheaderSizesPx: [45, 121, 133, 178, 280],
} as const;
export const DIALOG = { maxWidthPx: 1280, width: '80vw' } as const;
export const TOAST = {
  widthPx: 495,
  /** Stack offset: 50 px plus 10 px per toast. */
  stackOffsetPx: 50,
  stackOffsetPerToastPx: 10,
  delayMs: 4000,
  successDelayMs: 2000,
  filterMessageDelayMs: 2000,
  userLockDelayMs: 5000,
  /** 000 §4: a timeout of -1 never closes and shows the close icon. */
  persistentTimeout: -1,
} as const;

// ---- Grid (000 §4, §9; 001 §4) ----
export const GRID = {
  pageSize: 100,
  /** Changes made within 100 ms form one undo step. */
  undoBatchMs: 100,
  /** A row title click opens after 200 ms unless it becomes a double click. */
  rowTitleClickDelayMs: 200,
  thumbnailColumnWidthPx: 60,
  /** Delete-prompt titles truncate names to 50 characters. */
  deletePromptNameMaxChars: 50,
  /** Sort is re-sent 750 ms after a refresh. */
  sortResendAfterRefreshMs: 750,
  treeRepairReAddDelayMs: 100,
  menuCloseDelayMs: 350,
  /** 000 §4: discount and net cost recalculation guarded against loops for 300 ms. */
  discountLoopGuardMs: 300,
  /** 000 §4: bulk download auto-validates 100 ms after load. */
  bulkDownloadAutoValidateMs: 100,
  /** 000 §4: the confirmation prompt resets 100 ms after yes. */
  confirmResetMs: 100,
  autocompleteLimit: 10,
  datePickerToggleDelayMs: 200,
} as const;
/** Long-wait blocker (and its counting toast) from 100 items (000 §9, 001 §9). */
export const LONG_WAIT_ITEM_COUNT = 100;

// ---- Debounces (000 §9, 001 §9) ----
export const DEBOUNCE_MS = {
  libraryNameFilter: 800,
  api: 300,
  search: 100,
  form: 900,
  productUpdates: 1000,
  rename: 250,
  customContent: 500,
  categoryRefresh: 1250,
  libraryUpdates: 1500,
  libraryDelete: 200,
  tableOfContents: 250,
  groupSort: 500,
  collectionBatch: 1000,
  productAddLookup: 1000,
  filterOptions: 250,
  /** Filter query refresh after 200 ms, then the data fetch after 500 ms. */
  filterQueryRefresh: 200,
  filterQueryFetch: 500,
  productSearchAdd: 1000,
  productSearchAddRowChanges: 1250,
  orderBatchUpdate: 1500,
  orderDelete: 200,
  sampleInventoryUpdate: 1500,
  sampleDelete: 200,
} as const;

// ---- Streaming, search and lists (000 §9, 001 §9) ----
export const STREAM = {
  firstPublishAt: 100,
  publishEvery: 500,
  /** Asset streams batch rows by 20. */
  assetRowBatch: 20,
} as const;

/**
 * Streamed product and photo results publish at 100 items, then at every multiple of 500,
 * and at the total count (our reading: "every 500" counts from zero, as modulo checks do).
 */
export function isStreamPublishPoint(count: number, total: number): boolean {
  if (count <= 0) return false;
  return count === STREAM.firstPublishAt || count % STREAM.publishEvery === 0 || count === total;
}

export const RECENT_ASSORTMENTS = { limit: 20, sort: '-modifiedDate' } as const;
export const PRODUCT_SEARCH = { limit: 1000, sort: 'style' } as const;
export const LIBRARY_DEFAULT_SORTS = {
  assets: '-modifiedDate',
  products: '-createdDate',
  documents: '-files.modifiedDate',
} as const;
export const PRODUCT_SORT_OPTIONS = ['Newest', 'Name', 'Style'] as const;
/** 000 §4: line statuses used when the location filter is ALL. */
export const ALL_LOCATIONS_LINE_STATUSES = ['A', 'R', 'O'] as const;

// ---- Locations and colours (000 §9, 001 §6, §9) ----
export const DEFAULT_LOCATION_CODE = 'US';
export const EUROPE_LOCATION_CODE = 'EU';
export const DEFAULT_POP_COLORS = ['AST'] as const;

/** 000 §5, 001 §9: Europe gives EU, every other region US. */
export function regionToLocationCode(region: string | null | undefined): 'EU' | 'US' {
  return region?.trim().toLowerCase() === 'europe' ? EUROPE_LOCATION_CODE : DEFAULT_LOCATION_CODE;
}

/** 000 §5, 001 §9: wholesale + domestic + footwear, or POP, adds lineStatus A to the query. */
export function addsActiveLineStatus(query: {
  readonly channel?: string;
  readonly region?: string;
  readonly productType?: string;
}): boolean {
  if (query.productType === 'POP') return true;
  return (
    query.channel === 'Wholesale' && query.region === 'Domestic' && query.productType === 'Footwear'
  );
}

// ---- Filter presets (000 §2, §9) ----
export const FILTER_PRESETS = {
  dueDate: { startDaysBack: 2, nextDays: [15, 30, 60, 90] },
  firstAvailability: {
    startDaysBack: 3,
    options: { 'At Once': 29, 'Next 60 Days': 60, 'Next 90 Days': 90, 'Next 6 Months': 181 },
  },
  lastProduced: {
    options: { 'Last 30 Days': 30, 'Last 90 Days': 90, 'Last 6 Months': 182, 'Last Year': 366 },
  },
  /** Size filter: up to 5 characters, uppercased (000 §5); placeholders per product type. */
  size: { maxLength: 5, placeholder: { Footwear: '9H', Apparel: 'M' } },
} as const;
/** Promo and sample searches: today through 45 days ahead (000 §9, 001 §5). */
export const AVAILABILITY_WINDOW_DAYS = 45;

// ---- Orders and notifications (001 §5, §9) ----
export const ORDER_QUANTITY_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const DEFAULT_ORDER_SORT = { field: 'orderNumber', direction: 'desc' } as const;
/** Archived lists show only orders created within the last year. */
export const ARCHIVED_ORDERS_MAX_AGE_YEARS = 1;
/** 001 §9 default order line values. */
export const ORDER_LINE_DEFAULTS = {
  quantity: 1,
  /** Pair for promo orders and apparel, otherwise Any Side. */
  side: { promoOrApparel: 'Pair', otherwise: 'Any Side' },
  /** Inventory for promo orders, Sample Library otherwise. */
  source: { promo: 'Inventory', otherwise: 'Sample Library' },
  sizePreference: { sample: 'Preferred' },
  shipper: 'Pending',
  returnType: 'Keep',
} as const;
export const WHOLESALE_DATES = {
  maxPastDays: 7,
  maxFutureYears: 1,
  /** Default end date: start + 20 days (Europe), + 15 days (Canadian users), else + 1 month. */
  defaultEnd: { europeDays: 20, canadaDays: 15, otherwiseMonths: 1 },
} as const;
export const DISCOUNT_PERCENT = { min: 0, max: 100, decimals: 2 } as const;
export const PROMO_CODE_MAX_LENGTH = 3;
export const CURRENCY_DEFAULTS = { decimalPlaces: 2, currencySymbol: '$' } as const;
export const PERCENT_DECIMALS = 2;
/** The notification count icon shows 0 to 9, then '9+' (000 §9, 001 §4). */
export const NOTICE_COUNT_CAP = 9;

/** 001 §4: the notification count label. */
export function noticeCountLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  return count > NOTICE_COUNT_CAP ? `${NOTICE_COUNT_CAP}+` : String(Math.floor(count));
}

// ---- Sample sizes (000 §9, 001 §9) ----
/** Default sample size by product type and gender; `default` covers every other gender. */
export const DEFAULT_SAMPLE_SIZES = {
  Footwear: { infant: '7', children: '13', boys: '13', girls: '13', women: '6', default: '9' },
  Apparel: { men: 'L', unisex: 'L', none: 'L', default: 'M' },
} as const;

const GENDER_ALIASES: Readonly<Record<string, string>> = {
  infant: 'infant',
  infants: 'infant',
  child: 'children',
  children: 'children',
  childrens: 'children',
  boy: 'boys',
  boys: 'boys',
  girl: 'girls',
  girls: 'girls',
  woman: 'women',
  women: 'women',
  womens: 'women',
  man: 'men',
  men: 'men',
  mens: 'men',
  unisex: 'unisex',
};

/** Gender spellings ("Women's", "WOMENS", "girl") folded onto the table's keys. */
function genderKey(gender: string | null | undefined): string {
  const letters = (gender ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (letters === '') return 'none';
  return GENDER_ALIASES[letters] ?? letters;
}

/**
 * 000 §9: footwear 7 infant, 13 children/boys/girls, 6 women, 9 otherwise; apparel L for men,
 * unisex and no gender, M otherwise. POP (and unknown product types) have no default size.
 */
export function defaultSampleSize(
  productType: string | null | undefined,
  gender: string | null | undefined,
): string | null {
  const key = genderKey(gender);
  if (productType === 'Footwear') {
    const sizes: Readonly<Record<string, string>> = DEFAULT_SAMPLE_SIZES.Footwear;
    return sizes[key] ?? DEFAULT_SAMPLE_SIZES.Footwear.default;
  }
  if (productType === 'Apparel') {
    const sizes: Readonly<Record<string, string>> = DEFAULT_SAMPLE_SIZES.Apparel;
    return sizes[key] ?? DEFAULT_SAMPLE_SIZES.Apparel.default;
  }
  return null;
}

// ---- Uploads, downloads and exports (000 §9, 001 §4, §9) ----
// Defined once where their feature lives, re-exported here so section 9 reads in one place:
// sizePreference values (entities/order-line), download types (entities/file-request), upload
// usage types (entities/upload). From entities/values.ts, the zod-free lists: constants stay
// free of the schemas. The 20 GiB collection limit and kB/MB/GB file sizes at base 1024 live in
// export/ (document-options.ts, formatting.ts) and are not re-exported here: formatting.ts
// reads the currency default from this module through cells/format.ts, and a re-export back
// would make the modules a runtime cycle.
export { SIZE_PREFERENCES, DOWNLOAD_TYPES, UPLOAD_USAGE_TYPES } from './entities/values.ts';

export const UPLOAD = {
  maxConcurrentFiles: 3,
  /** Multipart chunk size: 10485760 bytes (10 MiB). */
  chunkSizeBytes: 10_485_760,
  partConcurrency: 4,
  overwrite: true,
  /** A finished or failed item leaves the list after this delay. */
  filePopDelayMs: 3000,
} as const;
export const DOWNLOAD = {
  maxConcurrent: 3,
  filePopDelayMs: 3000,
  /** The report queue is cleared 1 s after a success. */
  reportQueueClearMs: 1000,
} as const;
export const FILE_ACTION_TYPES = ['Upload', 'Download', 'Preview'] as const;
export const STORAGE_BUCKET_TYPES = ['public', 'sync'] as const;
export const EXPORT = {
  extension: '.xlsx',
  thumbnail: { widthPx: 40, heightPx: 40, format: 'jpg' },
  /** Exported dates are trimmed to YYYY-MM-DD. */
  dateLength: 10,
  /** File names when no assortment title applies (quick-access variants prefix 'quick-access-'). */
  listFileNames: [
    'archived-assortments',
    'recent-assortments',
    'starred-assortments',
    'all-assortments',
  ],
} as const;
