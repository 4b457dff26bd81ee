// The REST route access table: every call of section 7 of both spec documents, plus the
// access-request endpoints and the API reference, each with the access it needs. The server's
// one permission middleware matches every /api request against it (a path not listed answers
// 404); the web app may use it to hide actions a user cannot call.
//
// Where the spec names a path part whose values are a closed list (order kinds, sample
// libraries, library types, season channels), the table lists one entry per value so that each
// gets the area check of 001 §6 / 000 §6; anything else in that position answers 404.
import {
  AREA_CHECKS,
  INTERNAL_MAIN_ROLES,
  LIBRARY_PERMISSIONS,
  SAMPLE_LIBRARIES,
  anyOf,
  manageLibraryCheck,
  sampleInventoryCheck,
  viewLibraryCheck,
} from './areas.ts';
import type { LibraryType } from './areas.ts';
import { checkAccess } from './check.ts';
import type { CheckOptions } from './check.ts';
import type { AccessCheck, PermissionUser } from './types.ts';
import { isAdministrator } from './user.ts';
import { SYNC_COLLECTIONS } from '../sync/protocol.ts';

export const API_BASE = '/api';
export const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof API_METHODS)[number];

/** 'public': anyone; 'login': any signed-in user; an AccessCheck: a signed-in user it grants. */
export type ApiAccess = 'public' | 'login' | AccessCheck;

export interface ApiRoute {
  readonly method: ApiMethod;
  /**
   * Hono-style path including the /api base, with `:param` parts; a final `*` matches one or
   * more remaining parts (blob keys), answered as the param '*'.
   */
  readonly path: string;
  readonly access: ApiAccess;
  /** Administrators (territory and business entity ADMIN, spec 001 §6) pass the check too. */
  readonly administrator?: boolean;
  /** Where the call is described, e.g. '001 §7 Orders'. */
  readonly source: string;
}

const LIBRARY_TYPES = Object.keys(LIBRARY_PERMISSIONS) as LibraryType[];
const one = (check: AccessCheck['accessRequires']): AccessCheck => ({ accessRequires: check });

/** Regular assortments: the productAssortments domain, any role (our choice; 000 §6). */
const ASSORTMENTS = one([{ permission: 'productAssortments' }]);
/** Internal assortments: user or adminEditor on internalAssortments (000 §6); handlers check sub-roles. */
const INTERNAL = one([{ permission: 'internalAssortments', roles: INTERNAL_MAIN_ROLES }]);
const ANY_ASSORTMENTS = anyOf(ASSORTMENTS, INTERNAL);
const ANY_SAMPLE_LIBRARY = anyOf(...SAMPLE_LIBRARIES.map(sampleInventoryCheck));
const ADMIN_USERS = one([{ permission: 'admin:users' }]);
const ADMIN_REPORTS = anyOf(AREA_CHECKS.assortmentManager, one([{ permission: 'admin:reports' }]));
/**
 * Uploading files (decision 0039): whoever may attach a file somewhere, by the usage types of
 * spec 001 §4 Uploads: a library's manage permission (library assets; editor roles, 000 §6),
 * assortments (assortment logo, product, display group) and seasons management (season cover).
 */
export const UPLOADERS = anyOf(
  ...LIBRARY_TYPES.map(manageLibraryCheck),
  ANY_ASSORTMENTS,
  AREA_CHECKS.seasonsManagement,
);

/**
 * Order kinds in /orders/{type}/{subtype} (spec 001 §3: SampleOrder with subtype sample or
 * promo; WholesaleOrder, for which we use the subtype 'wholesale'). Area checks of 001 §6.
 */
export const ORDER_ROUTE_KINDS = [
  { type: 'SampleOrder', subtype: 'sample', check: AREA_CHECKS.sampleOrders },
  { type: 'SampleOrder', subtype: 'promo', check: AREA_CHECKS.promoOrders },
  { type: 'WholesaleOrder', subtype: 'wholesale', check: AREA_CHECKS.wholesaleOrders },
] as const;

/** Season channels in /assortmentSeasons/{channel} (spec 000 §3 assortment channel). */
export const SEASON_CHANNELS = ['All', 'Wholesale', 'Retail'] as const;

type Row = readonly [ApiMethod, string, ApiAccess, boolean?];

function section(source: string, rows: readonly Row[]): ApiRoute[] {
  return rows.map(([method, path, access, administrator]) => ({
    method,
    path: API_BASE + path,
    access,
    source,
    ...(administrator ? { administrator } : {}),
  }));
}

const sessionAndConfig = section('001 §7 Session and configuration', [
  ['GET', '/users/session', 'login'],
  ['POST', '/users/session', 'public'],
  ['GET', '/users/ping', 'login'],
  ['GET', '/users/logout', 'public'],
  // The scoped upload token (decision 0039): for uploaders only.
  ['GET', '/users/aws/token', UPLOADERS],
  ['GET', '/config/version', 'public'],
  ['GET', '/users/autocomplete', 'login'],
  ['POST', '/userFlags', 'login'],
]);

const options = section('001 §7, 000 §7 Options', [
  // The loggedIn option is computed per request and answers signed-out callers too.
  ['GET', '/options/data/loggedIn', 'public'],
  ['GET', '/options/data/:name', 'login'],
  // Writing a server option (userWarningMs, userTimeoutMs, option lists): user administration.
  ['POST', '/options/data/:name', ADMIN_USERS, true],
  // POST /options/data/{libraryType}[/{orgType}] is the filter-option lookup of a library.
  ...LIBRARY_TYPES.flatMap((type): Row[] => [
    ['POST', `/options/data/${type}`, 'login'],
    ['POST', `/options/data/${type}/:orgType`, 'login'],
  ]),
]);

const accessRequests = section('issue: access-request flow (001 §1, §2, §8)', [
  ['POST', '/users/access-request', 'public'],
  ['GET', '/users/confirm-email/:userId/:code', 'public'],
  ['POST', '/users/set-password', 'public'],
  ['POST', '/users/password-reset', 'public'],
  ['GET', '/users/access-requests', ADMIN_USERS, true],
  ['POST', '/users/access-requests/:userId/approve', ADMIN_USERS, true],
  ['POST', '/users/access-requests/:userId/deny', ADMIN_USERS, true],
]);

const apiReference = section('REST conventions: OpenAPI document and reference page', [
  ['GET', '/openapi.json', 'public'],
  ['GET', '/docs', 'public'],
  ['GET', '/docs/scalar.js', 'public'],
]);

const orders = section('001 §7 Orders', [
  ...ORDER_ROUTE_KINDS.flatMap(({ type, subtype, check }): Row[] => {
    const base = `/orders/${type}/${subtype}`;
    return [
      ['POST', `${base}/query`, check],
      ['POST', base, check],
      ['POST', `${base}/duplicate/:originalOrderId`, check],
      ['DELETE', `${base}/:id`, check],
      ['PATCH', `${base}/batch/:id`, check],
      ['POST', `${base}/comment/:id`, check],
      ['GET', `${base}/accounts/address/:value`, check],
      ['GET', `${base}/year/:requesterCode/:productType`, check],
    ];
  }),
  ['GET', '/shippers/usps/citystate/:zip', 'login'],
  ['POST', '/shippers/ups/confirm', 'login'],
  [
    'GET',
    '/orders/wof/style/autocomplete/:region/:origin/:customer/:style',
    AREA_CHECKS.wholesaleOrders,
  ],
  ['POST', '/orders/wof/style', AREA_CHECKS.wholesaleOrders],
  ['POST', '/orders/wof/customer/details', AREA_CHECKS.wholesaleOrders],
  ['POST', '/orders/wof/customer/name/autocomplete', AREA_CHECKS.wholesaleOrders],
  ['POST', '/orders/wof/rep', AREA_CHECKS.wholesaleOrders],
  // The body names the order kind; the handler checks it.
  ['POST', '/order-documents/xlsx', 'login'],
  ['POST', '/products/fetch', 'login'],
  ['POST', '/products/autocomplete/styles/:text', 'login'],
  ['POST', '/products/autocomplete/styles/:text/:popColors', 'login'],
  ['POST', '/products/autocomplete/colors/:text', 'login'],
  ['POST', '/products/autocomplete/colors/:text/:popColors', 'login'],
  ['POST', '/products/validate', 'login'],
  ['GET', '/products/tearsheet/:productType/:style/:color/:locationCode', 'login'],
]);

const ORDER_USERS = anyOf(AREA_CHECKS.sampleOrders, AREA_CHECKS.promoOrders);
const coordinatorsAndNotifications = section('001 §7 Coordinator assignments and notifications', [
  // Order lists read the assignments to pick the current coordinator (001 §2).
  ['GET', '/coordinatorAssignments', ORDER_USERS],
  ['POST', '/coordinatorAssignments', AREA_CHECKS.coordinatorAssignments],
  ['PATCH', '/coordinatorAssignments/:id', AREA_CHECKS.coordinatorAssignments],
  ['DELETE', '/coordinatorAssignments/:id', AREA_CHECKS.coordinatorAssignments],
  // Notifications are the user's own; the handlers scope them by user.
  ['GET', '/notifications/:type/:id', 'login'],
  ['POST', '/notifications/:type/query', 'login'],
  ['POST', '/notifications/:type/query/:userCode', 'login'],
  ['POST', '/notifications/:type/setStateAll/Read', 'login'],
  ['POST', '/notifications/:type/batch/many', 'login'],
]);

const sampleInventory = section('001 §7 Sample inventory', [
  ...SAMPLE_LIBRARIES.flatMap((library): Row[] => {
    const check = sampleInventoryCheck(library);
    return [
      ['GET', `/sampleInventory/${library}`, check],
      ['PATCH', `/sampleInventory/${library}/batch/many`, check],
      ['POST', `/sampleInventory/validate/${library}`, check],
      ['GET', `/sampleInventory/autocomplete/${library}/:property/:value`, check],
      ['POST', `/sampleInventory/export/xlsx/${library}`, check],
      ['GET', `/sampleInventoryTracking/${library}/:id`, check],
      ['POST', `/sampleInventoryTracking/${library}`, check],
    ];
  }),
  // The body or the stored item names the library; the handlers check it.
  ['POST', '/sampleInventory', ANY_SAMPLE_LIBRARY],
  ['PUT', '/sampleInventory/:id', ANY_SAMPLE_LIBRARY],
  ['PATCH', '/sampleInventory/:id', ANY_SAMPLE_LIBRARY],
  // Moving samples from Sales to Production starts on the Sales screen (our choice).
  ['PATCH', '/sampleInventory/Sales/transfer', sampleInventoryCheck('Sales')],
]);

const uploadsAndDownloads = section('001 §7 Uploads and downloads', [
  ...LIBRARY_TYPES.flatMap((type): Row[] => [
    // The paged fetch serves the viewers' screens too (000 §7 `_manage` for manage views); the
    // handler answers a manage view to editors only, the library policy gives the rows.
    ['POST', `/assets/${type}`, viewLibraryCheck(type)],
    ['POST', `/assets/${type}/check-filename`, manageLibraryCheck(type)],
    ['PATCH', `/assets/${type}/batch/many`, manageLibraryCheck(type)],
    ['POST', `/assets/${type}/report/xlsx`, viewLibraryCheck(type)],
  ]),
  // Streamed library rows: the query names the library type; the handler filters by permission.
  ['GET', '/assets', 'login'],
  ['GET', '/photos/data', 'login'],
  ['POST', '/upload/aws/s3/create', UPLOADERS],
  ['POST', '/upload/aws/s3/complete', UPLOADERS],
  // Beyond the spec (decision 0039): list the stored parts with fresh URLs (resume), abort.
  ['POST', '/upload/aws/s3/parts', UPLOADERS],
  ['POST', '/upload/aws/s3/abort', UPLOADERS],
  // Our own signed part URLs (fs and memory stores): the signature is the credential, as an S3
  // presigned URL's is, so no session (a part may outlive one during a long upload).
  ['PUT', '/upload/parts/:uploadId/:partNumber', 'public'],
  ['POST', '/stats', 'login'],
  ['GET', '/assortment-documents', ANY_ASSORTMENTS],
  ['GET', '/assortment-documents/:id', ANY_ASSORTMENTS],
  ['POST', '/assortment-documents/xlsx', ANY_ASSORTMENTS],
  ['POST', '/assortment-documents/pdf', ANY_ASSORTMENTS],
  ['POST', '/assortment-documents', ANY_ASSORTMENTS],
  ['DELETE', '/assortment-documents/:id', ANY_ASSORTMENTS],
  ['POST', '/assortment-documents/share/email/xlsx', ANY_ASSORTMENTS],
  ['POST', '/assortment-documents/share/email/pdf', ANY_ASSORTMENTS],
  // spec 001 §2: shared and scheduled document links need no sign-in (the code is the key).
  ['GET', '/assortment-documents/:fileType/shared/:documentId/:accessCode/:filename', 'public'],
  ['GET', '/assortment-documents/:fileType/scheduled/:documentId/:timeStamp/:filename', 'public'],
  ['GET', '/assortments/zip/images/:small/:heroOnly/:id', ASSORTMENTS],
  ['GET', '/internalAssortments/zip/images/:small/:heroOnly/:id', INTERNAL],
  // Form posts of library packages (we read the spec's short forms as /packages/download/...).
  ['POST', '/packages/download', 'login'],
  ['POST', '/packages/download/spreadsheet', 'login'],
  ['POST', '/packages/download/division', 'login'],
  ['POST', '/packages/download/assortment', 'login'],
  ['POST', '/packages/mail', 'login'],
  ['POST', '/packages/mail/division', 'login'],
  ['POST', '/packages/mail/spreadsheet', 'login'],
  ['POST', '/mail/applink', 'login'],
  ['POST', '/assortments/admin/report/:reportRoute', ADMIN_REPORTS],
  // The same report's rows as JSON for the reporting screen (decision 0066).
  ['GET', '/assortments/admin/report/:reportRoute', ADMIN_REPORTS],
]);

const announcements = section('001 §7, 000 §7 Announcements and charts', [
  ['GET', '/charts', 'login'],
  ['PATCH', '/charts/:id', manageLibraryCheck('AdvertisingAsset')],
  ['DELETE', '/charts/:id', manageLibraryCheck('AdvertisingAsset')],
  ['POST', '/assets/AdvertisingAsset/announcement', manageLibraryCheck('AdvertisingAsset')],
  ['POST', '/assets/AdvertisingAsset/announcement/download/pdf', 'login'],
]);

function assortmentRows(base: string, check: AccessCheck): Row[] {
  return [
    ['POST', base, check],
    ['PATCH', `${base}/:id`, check],
    ['PATCH', `${base}/batch/:id`, check],
    ['PATCH', `${base}/:id/merge`, check],
    ['DELETE', `${base}/:id`, check],
    ['POST', `${base}/products/query`, check],
    ['PATCH', `${base}/groupsort/batch/:id`, check],
  ];
}

const assortments = section('000 §7 Assortments', [
  ['GET', '/assortments', ASSORTMENTS],
  ['GET', '/assortments/:id', ASSORTMENTS],
  ['POST', '/assortments/cloneMany', ASSORTMENTS],
  ...assortmentRows('/assortments', ASSORTMENTS),
]);

const internalAssortments = section('000 §7 Internal assortments', [
  ['GET', '/internalAssortments/:id', INTERNAL],
  ['POST', '/internalAssortments/products/query/createAssortment', INTERNAL],
  ['POST', '/internalAssortments/discover', INTERNAL],
  ['POST', '/internalAssortments/edit/lock/:id/request', INTERNAL],
  ['POST', '/internalAssortments/edit/lock/:id/release', INTERNAL],
  ['POST', '/internalAssortments/products/options', INTERNAL],
  ...assortmentRows('/internalAssortments', INTERNAL),
]);

const collections = section('000 §7 Collections', [
  ['GET', '/collections/:collectionType', ANY_ASSORTMENTS],
  ['POST', '/collections/:collectionType/query', ANY_ASSORTMENTS],
  ['POST', '/collections/:collectionType', ANY_ASSORTMENTS],
  ['POST', '/collections/:collectionType/batch/:collectionId', ANY_ASSORTMENTS],
]);

const seasons = section('000 §7 Seasons', [
  ...SEASON_CHANNELS.flatMap((channel): Row[] => [
    ['GET', `/assortmentSeasons/${channel}`, ANY_ASSORTMENTS],
    ['GET', `/assortmentSeasons/${channel}/:subRoute`, ANY_ASSORTMENTS],
  ]),
  ['GET', '/assortmentSeasons/:id', ANY_ASSORTMENTS],
  ['POST', '/assortmentSeasons', AREA_CHECKS.seasonsManagement],
  ['PATCH', '/assortmentSeasons/:id', AREA_CHECKS.seasonsManagement],
  ['DELETE', '/assortmentSeasons/:id', AREA_CHECKS.seasonsManagement],
  ['PATCH', '/assortmentSeasons/:seasonId/:seasonSetId', AREA_CHECKS.seasonsManagement],
]);

const customers = section('000 §7 Other', [['GET', '/customers/official/text', 'login']]);

// ARCHITECTURE.md: files reach the device through the service worker; keys have several parts.
const files = section('blob store files (sync-server/src/blobs)', [['GET', '/files/*', 'login']]);

// Replication (issue 5): every signed-in user has a scope (at least their notifications and
// commands); the sync handlers decide per document what the user may pull and push.
const sync = section('issue 5: replication endpoints (ARCHITECTURE.md Data flow)', [
  ['GET', '/sync/stream', 'login'],
  ...SYNC_COLLECTIONS.flatMap((collection): Row[] => [
    ['GET', `/sync/${collection}/pull`, 'login'],
    ['POST', `/sync/${collection}/push`, 'login'],
    ['POST', `/sync/${collection}/docs`, 'login'],
  ]),
]);

export const API_ROUTES: readonly ApiRoute[] = [
  ...sessionAndConfig,
  ...options,
  ...accessRequests,
  ...apiReference,
  ...orders,
  ...coordinatorsAndNotifications,
  ...sampleInventory,
  ...uploadsAndDownloads,
  ...announcements,
  ...assortments,
  ...internalAssortments,
  ...collections,
  ...seasons,
  ...customers,
  ...sync,
  ...files,
];

interface CompiledRoute {
  readonly route: ApiRoute;
  /** The parts before a final `*`: a literal, or null for a :param. */
  readonly parts: readonly (string | null)[];
  readonly names: readonly string[];
  /** The path ends in `*` (one or more further parts). */
  readonly rest: boolean;
}

const compiled: readonly CompiledRoute[] = API_ROUTES.map((route) => {
  const all = route.path.split('/').slice(1);
  const rest = all.at(-1) === '*';
  const segments = rest ? all.slice(0, -1) : all;
  return {
    route,
    parts: segments.map((s) => (s.startsWith(':') ? null : s)),
    names: segments.filter((s) => s.startsWith(':')).map((s) => s.slice(1)),
    rest,
  };
});

/**
 * Literal parts beat :params, compared from the left (so /assortments/batch/:id wins over
 * /assortments/:id/merge); a fixed-length route beats a `*` route.
 */
function moreSpecific(a: CompiledRoute, b: CompiledRoute): boolean {
  const n = Math.min(a.parts.length, b.parts.length);
  for (let i = 0; i < n; i++) {
    const literalA = a.parts[i] !== null;
    const literalB = b.parts[i] !== null;
    if (literalA !== literalB) return literalA;
  }
  return a.rest !== b.rest ? !a.rest : a.parts.length > b.parts.length;
}

function fits(candidate: CompiledRoute, segments: readonly string[]): boolean {
  const { parts, rest } = candidate;
  if (rest ? segments.length <= parts.length : segments.length !== parts.length) return false;
  if (rest && segments.slice(parts.length).some((s) => s === '')) return false;
  return parts.every((part, i) => (part === null ? segments[i] !== '' : part === segments[i]));
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface ApiRouteMatch {
  readonly route: ApiRoute;
  readonly params: Readonly<Record<string, string>>;
}

/**
 * The table entry for a request, or undefined. `path` is the URL path including /api, without
 * the query. HEAD is matched as GET (HTTP semantics).
 *
 * @example matchApiRoute('GET', '/api/users/access-requests') // → { route, params: {} }
 */
export function matchApiRoute(method: string, path: string): ApiRouteMatch | undefined {
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const segments = path.split('/').slice(1);
  let best: CompiledRoute | undefined;
  for (const candidate of compiled) {
    if (candidate.route.method !== wanted || !fits(candidate, segments)) continue;
    if (!best || moreSpecific(candidate, best)) best = candidate;
  }
  if (!best) return undefined;
  const params: Record<string, string> = {};
  let n = 0;
  best.parts.forEach((part, i) => {
    if (part === null) params[best.names[n++]!] = decode(segments[i]!);
  });
  if (best.rest) params['*'] = segments.slice(best.parts.length).map(decode).join('/');
  return { route: best.route, params };
}

export type ApiDecision = 'granted' | 'login' | 'forbidden';

/**
 * Whether a user (null when signed out) may call a route: 'login' means a session is needed
 * (answer 401), 'forbidden' that the user's permissions refuse it (answer 403).
 */
export function decideApiAccess(
  user: PermissionUser | null | undefined,
  route: ApiRoute,
  opts: CheckOptions = {},
): ApiDecision {
  if (route.access === 'public') return 'granted';
  if (!user) return 'login';
  if (route.access === 'login') return 'granted';
  if (route.administrator && isAdministrator(user)) return 'granted';
  return checkAccess(user, route.access, opts).granted ? 'granted' : 'forbidden';
}
