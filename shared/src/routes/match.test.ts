import { describe, expect, it } from 'vitest';
import { DEMO_USERS, demoUser } from '../permissions/demo-users.ts';
import { samplesLibraryFor } from '../permissions/user.ts';
import {
  buildWebPath,
  canOpenRoute,
  isUnauthenticatedPath,
  matchWebRoute,
  resolveRedirect,
} from './match.ts';
import { DEFAULT_ROUTE, WEB_ROUTES, webRouteByName } from './table.ts';

const u = (emailLocal: string) => demoUser(emailLocal).user;

/** Every concrete path that section 2 of both documents names (params filled in). */
const SPEC_PATHS: readonly string[] = [
  '/',
  '/dashboard',
  '/ad-register/p1',
  '/confirm-email/confirmed',
  '/logged-out',
  '/not-approved',
  '/set-password/u1/c1',
  '/set-password/u1/c1/true',
  '/file/shared/pdf/document/d1/a1/file.pdf',
  '/file/scheduled/xlsx/document/d1/1700000000/file.xlsx',
  ...['', '/assets-landing', '/assets', '/logos-landing', '/logos', '/previewer'].map(
    (s) => `/advertising/libraries${s}`,
  ),
  '/advertising/libraries/manage',
  ...['assets', 'logos'].flatMap((lib) =>
    ['pending', 'published', 'unpublished', 'deleted', 'upload'].map(
      (s) => `/advertising/libraries/manage/${lib}/${s}`,
    ),
  ),
  ...['', '/assets', '/assets-landing', '/resources', '/resources-landing'].map(
    (s) => `/global-retail/libraries${s}`,
  ),
  ...['', '/pending', '/published', '/unpublished', '/deleted', '/upload'].map(
    (s) => `/global-retail/libraries/manage${s}`,
  ),
  '/product/libraries',
  '/product/libraries/documents',
  '/product/libraries/products',
  '/product/libraries/manage',
  ...['pending', 'published', 'unpublished', 'deleted', 'upload'].map(
    (s) => `/product/libraries/manage/documents/${s}`,
  ),
  '/product/libraries/samples',
  '/product/libraries/samples/production',
  '/product/libraries/samples/sales',
  ...[
    'seasons-wholesale',
    'seasons-retail',
    'landing-wholesale',
    'landing-retail',
    'international-wholesale',
    'international-retail',
    'domestic-wholesale',
    'domestic-retail',
    'divider/mens-running',
    'detail/12345_BLK',
    'international-seasons',
  ].map((s) => `/product/libraries/internal/${s}`),
  '/sales/libraries/STEP',
  ...['pending', 'published', 'unpublished', 'deleted', 'upload'].map(
    (s) => `/sales/libraries/manage/step/${s}`,
  ),
  '/product/assortments',
  ...[
    'reporting',
    'seasons/manage',
    'internal/wholesale',
    'internal/retail',
    'quick-access',
    'all',
    'recent',
    'starred',
    'scheduled',
    'archived',
  ].map((s) => `/product/assortments/${s}`),
  ...['', '/manage', '/sort', '/export'].map((s) => `/product/assortments/internal/a1${s}`),
  ...[
    '',
    '/manage',
    '/sort',
    '/export',
    '/showroom-config',
    '/create-order',
    '/showroom',
    '/showroom/divider/womens',
    '/showroom/detail/12345_BLK',
  ].map((s) => `/product/assortments/assortment/a1${s}`),
  '/global/conference',
  ...['spring26', 'spring25', 'spring24', 'fall23', 'fall24', 'fall25'].flatMap((e) => [
    `/global/conference/${e}`,
    `/global/conference/${e}/dashboard`,
    `/global/conference/${e}/dashboard/categories`,
  ]),
  ...['welcome', 'advertising', 'categories', 'retail', 'marketing', 'dtc-catalog'].map(
    (p) => `/global/conference/spring23/${p}`,
  ),
  ...['dragdrop', 'previewer', 'category-select', 'product-detail'].map((p) => `/prototypes/${p}`),
  '/orders/coordinator-assignments',
  '/orders/promos/needs-review',
  '/orders/promos/reviewed',
  '/orders/promos/archived',
  '/orders/promos/order/1001',
  '/orders/samples/sample-styles',
  '/orders/samples/active-orders',
  '/orders/samples/archived-orders',
  '/orders/samples/order/1002',
  '/orders/wholesale/active',
  '/orders/wholesale/archived',
  '/orders/wholesale/order/1003',
  '/orders/wholesale/drafts',
];

describe('route table shape', () => {
  it.each(SPEC_PATHS)('[000 §2 / 001 §2] the spec path %s has a route', (path) => {
    expect(matchWebRoute(path)).toBeDefined();
  });

  it('route names are unique and double-dash style (spec 000 §2)', () => {
    const names = WEB_ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names)
      expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*(--[a-z0-9]+(-[a-z0-9]+)*)*$/);
  });

  it('route paths are unique', () => {
    const paths = WEB_ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each([
    ['assortment-manager--archived', '/product/assortments/archived'],
    ['assortment-manager--recent', '/product/assortments/recent'],
    ['assortment-manager--starred', '/product/assortments/starred'],
    ['assortment-manager--quick-access', '/product/assortments/quick-access'],
    ['assortment-manager--all-assortments', '/product/assortments/all'],
    ['orders--promo-orders--details', '/orders/promos/order/:orderNumber'],
    ['orders--sample-orders--details', '/orders/samples/order/:orderNumber'],
  ])('[000 §2 / 001 §2] the spec route name %s is %s', (name, path) => {
    expect(webRouteByName(name).path).toBe(path);
  });

  it('[000 §4] the bulk-downloader import screen has one route, opened like the products (decision 0009)', () => {
    const route = webRouteByName('product--libraries--products--bulk-download');
    expect(route.path).toBe('/product/libraries/products/bulk-download');
    expect(route.auth).toEqual(webRouteByName('product--libraries--products').auth);
    expect(WEB_ROUTES.filter((r) => r.path.includes('bulk-download'))).toHaveLength(1);
    expect(canOpenRoute(u('products-viewer'), route)).toBe(true);
    expect(canOpenRoute(u('adv-assets-editor'), route)).toBe(false);
  });

  it('[001 §2] coordinator change is allowed on reviewed, archived, active and archived lists only', () => {
    const allowed = WEB_ROUTES.filter((route) => route.meta.allowCoordinatorChange).map(
      (route) => route.path,
    );
    expect(allowed.sort()).toEqual(
      [
        '/orders/promos/reviewed',
        '/orders/promos/archived',
        '/orders/samples/active-orders',
        '/orders/samples/archived-orders',
      ].sort(),
    );
    expect(webRouteByName('orders--promo-orders--needs-review').meta.allowCoordinatorChange).toBe(
      false,
    );
    expect(webRouteByName('orders--sample-orders--sample-styles').meta.allowCoordinatorChange).toBe(
      false,
    );
  });

  it('[000 §2] route meta: library status screens, order types, internal channel', () => {
    expect(
      matchWebRoute('/advertising/libraries/manage/logos/unpublished')?.route.meta,
    ).toMatchObject({
      manageType: 'advertisingLogo',
      libraryStatus: 'Unpublished',
    });
    expect(matchWebRoute('/sales/libraries/manage/step/upload')?.route.meta).toMatchObject({
      manageType: 'stepAsset',
      upload: true,
    });
    expect(matchWebRoute('/orders/promos/order/9')?.route.meta).toMatchObject({
      orderType: 'SampleOrder',
      orderSubtype: 'promo',
    });
    expect(matchWebRoute('/orders/wholesale/archived')?.route.meta.orderType).toBe(
      'WholesaleOrder',
    );
    expect(
      matchWebRoute('/product/assortments/internal/retail')?.route.meta.internalChannelType,
    ).toBe('retail');
    expect(
      matchWebRoute('/global/conference/spring25/dashboard')?.route.meta.needsConferenceData,
    ).toBe(true);
    expect(
      matchWebRoute('/global/conference/fall24/dashboard')?.route.meta.needsConferenceData,
    ).toBe(false);
  });

  it('every route has a title message id in one of the spec namespaces', () => {
    for (const route of WEB_ROUTES) {
      expect(route.meta.title).toMatch(
        /^(common|advertising|products|orders|sales|globalRetail)\.route[A-Z]\w*$/,
      );
    }
  });
});

describe('matchWebRoute', () => {
  it('returns the route and its decoded params', () => {
    const found = matchWebRoute('/product/assortments/assortment/a%201/showroom/detail/123_BLK');
    expect(found?.route.name).toBe('assortment-manager--assortment--showroom--detail');
    expect(found?.params).toEqual({ assortment_id: 'a 1', style_color_id: '123_BLK' });
  });

  it('[001 §2] the last part of set-password is optional', () => {
    expect(matchWebRoute('/set-password/u1/c1')?.params).toEqual({ userId: 'u1', code: 'c1' });
    expect(matchWebRoute('/set-password/u1/c1/true')?.params).toEqual({
      userId: 'u1',
      code: 'c1',
      isNew: 'true',
    });
    expect(matchWebRoute('/set-password/u1')).toBeUndefined();
  });

  it('static segments win over params: internal/wholesale is the list, internal/x an assortment', () => {
    expect(matchWebRoute('/product/assortments/internal/wholesale')?.route.name).toBe(
      'assortment-manager--internal-wholesale',
    );
    expect(matchWebRoute('/product/assortments/internal/abc')?.route.name).toBe(
      'assortment-manager--internal',
    );
  });

  it('ignores a trailing slash, query and hash; matches case-insensitively like react-router', () => {
    expect(matchWebRoute('/dashboard/?x=1#top')?.route.name).toBe('dashboard');
    expect(matchWebRoute('/sales/libraries/step')?.route.name).toBe('sales--libraries--step');
  });

  it('[000 §2] unknown paths match nothing', () => {
    expect(matchWebRoute('/nowhere')).toBeUndefined();
    expect(matchWebRoute('/orders/promos/order/1/extra')).toBeUndefined();
  });
});

describe('buildWebPath', () => {
  it('fills params, encodes them and drops a missing optional part', () => {
    expect(buildWebPath('/orders/promos/order/:orderNumber', { orderNumber: 'P/1' })).toBe(
      '/orders/promos/order/P%2F1',
    );
    expect(buildWebPath('/set-password/:userId/:code/:isNew?', { userId: 'u', code: 'c' })).toBe(
      '/set-password/u/c',
    );
    expect(() => buildWebPath('/orders/promos/order/:orderNumber')).toThrow(/orderNumber/);
  });
});

describe('resolveRedirect (spec 000 §2, 001 §2)', () => {
  it.each<[string, string | null, string | undefined]>([
    ['/', null, DEFAULT_ROUTE],
    ['/', 'nobody', DEFAULT_ROUTE],
    ['/no/such/page', 'admin', DEFAULT_ROUTE],
    ['/dashboard', null, undefined],
    ['/logged-out', null, undefined],
    ['/product/libraries/products', null, DEFAULT_ROUTE],
    ['/product/libraries/products', 'nobody', DEFAULT_ROUTE],
    ['/product/libraries/products', 'products-viewer', undefined],
    ['/product/assortments', 'assortment-manager', '/product/assortments/quick-access'],
    ['/product/assortments', 'internal-retail-senior', '/product/assortments/internal/retail'],
    ['/product/assortments', 'seasons-admin-editor', '/product/assortments/seasons/manage'],
    ['/product/assortments', 'nobody', DEFAULT_ROUTE],
    [
      '/advertising/libraries/manage',
      'adv-assets-editor',
      '/advertising/libraries/manage/assets/pending',
    ],
    [
      '/advertising/libraries/manage',
      'adv-logos-senior',
      '/advertising/libraries/manage/logos/pending',
    ],
    ['/advertising/libraries/manage', 'adv-assets-viewer', DEFAULT_ROUTE],
    ['/advertising/libraries', 'adv-logos-viewer', '/advertising/libraries/logos-landing'],
    ['/advertising/libraries', 'partner', '/advertising/libraries/assets-landing'],
    [
      '/global-retail/libraries/manage',
      'gr-resources-editor',
      '/global-retail/libraries/manage/pending',
    ],
    [
      '/product/libraries/manage',
      'documents-senior',
      '/product/libraries/manage/documents/pending',
    ],
    ['/sales/libraries/manage', 'step-editor', '/sales/libraries/manage/step/pending'],
    ['/product/libraries', 'documents-viewer', '/product/libraries/documents'],
    [
      '/product/libraries/internal/international-seasons',
      'internal-retail-senior',
      '/product/libraries/internal/seasons-retail',
    ],
    [
      '/product/assortments/assortment/a1',
      'assortment-manager',
      '/product/assortments/assortment/a1/manage',
    ],
    [
      '/product/assortments/internal/a1',
      'internal-wholesale-editor',
      '/product/assortments/internal/a1/manage',
    ],
    ['/orders/wholesale/drafts', 'wholesale-rep', '/orders/wholesale/active'],
    ['/orders/wholesale/drafts', 'wholesale-no-flag', DEFAULT_ROUTE],
    ['/global/conference', 'conference-domestic', '/global/conference/spring26'],
    ['/global/conference/spring23', 'nobody', '/global/conference/spring23/welcome'],
    ['/global/conference/spring26/dashboard', 'conference-no-group', DEFAULT_ROUTE],
    ['/global/conference/spring26/dashboard', 'conference-asian-jv', undefined],
  ])('%s for %s → %s', (path, who, expected) => {
    expect(resolveRedirect(path, who === null ? null : u(who))).toBe(expected);
  });

  it.each(DEMO_USERS.map((demo) => [demo.emailLocal, demo] as const))(
    '[001 §2] /product/libraries/samples for %s follows samplesLibraryFor',
    (_name, demo) => {
      const library = samplesLibraryFor(demo.user);
      const expected = library
        ? `/product/libraries/samples/${library.toLowerCase()}`
        : DEFAULT_ROUTE;
      expect(resolveRedirect('/product/libraries/samples', demo.user)).toBe(expected);
    },
  );

  it('every redirect leads the administrator to a screen (no dead ends, no loops)', () => {
    const admin = u('admin');
    for (const route of WEB_ROUTES.filter((r) => r.redirect !== undefined)) {
      const path = route.path.replace(/:([a-z_A-Z]+)\?/g, '').replace(/:([a-z_A-Z]+)/g, 'x1');
      const target = resolveRedirect(path, admin);
      expect(target, route.name).toBeDefined();
      const landed = matchWebRoute(target ?? '');
      expect(landed?.route.redirect, `${route.name} → ${target}`).toBeUndefined();
      expect(landed && canOpenRoute(admin, landed.route)).toBe(true);
    }
  });

  it('[001 §2] after logout the user stays only on a path that needs no login', () => {
    expect(isUnauthenticatedPath('/logged-out')).toBe(true);
    expect(isUnauthenticatedPath('/set-password/u/c')).toBe(true);
    expect(isUnauthenticatedPath('/orders/wholesale/active')).toBe(false);
    expect(isUnauthenticatedPath('/nowhere')).toBe(false);
  });
});
