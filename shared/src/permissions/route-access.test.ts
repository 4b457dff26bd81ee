// For every route of WEB_ROUTES, exactly the expected demo users may open it. The expectation
// is written per area from spec 001 §6 / 000 §6 (who may enter), and each route is placed in
// an area by its path, so this test does not restate the route table.
import { describe, expect, it } from 'vitest';
import { canOpenRoute } from '../routes/match.ts';
import { WEB_ROUTES } from '../routes/table.ts';
import { DEMO_USERS } from './demo-users.ts';

const EVERYONE = DEMO_USERS.map((demo) => demo.emailLocal);
const trio = (prefix: string) => [`${prefix}-viewer`, `${prefix}-editor`, `${prefix}-senior`];
const editors = (prefix: string) => [`${prefix}-editor`, `${prefix}-senior`];

/** Who may enter each area (always including the administrator, who holds everything). */
const AREAS = {
  public: EVERYONE,
  login: EVERYONE,
  advertisingAssetsView: ['admin', 'partner', ...trio('adv-assets')],
  advertisingLogosView: ['admin', 'partner', ...trio('adv-logos')],
  advertisingAnyView: ['admin', 'partner', ...trio('adv-assets'), ...trio('adv-logos')],
  advertisingAssetsManage: ['admin', ...editors('adv-assets')],
  advertisingLogosManage: ['admin', ...editors('adv-logos')],
  advertisingAnyManage: ['admin', ...editors('adv-assets'), ...editors('adv-logos')],
  globalRetailAssetsView: ['admin', 'partner', ...trio('gr-assets')],
  globalRetailResourcesView: ['admin', ...trio('gr-resources')],
  globalRetailAnyView: ['admin', 'partner', ...trio('gr-assets'), ...trio('gr-resources')],
  globalRetailManage: ['admin', ...editors('gr-assets'), ...editors('gr-resources')],
  // spec: viewing documents allows user, editor, seniorEditor (not the partner's distributor role)
  documentsView: ['admin', ...trio('documents')],
  productsView: ['admin', 'partner', 'products-viewer'],
  productLibrariesAnyView: ['admin', 'partner', 'products-viewer', ...trio('documents')],
  documentsManage: ['admin', ...editors('documents')],
  stepView: ['admin', ...trio('step')],
  stepManage: ['admin', ...editors('step')],
  samplesProduction: ['admin', 'samples-production'],
  samplesSales: ['admin', 'samples-sales'],
  internalWholesale: [
    'admin',
    'internal-wholesale-editor',
    'internal-wholesale-manager',
    'internal-all-admin-editor',
  ],
  internalRetail: ['admin', 'internal-retail-senior', 'internal-all-admin-editor'],
  internalAnyChannel: [
    'admin',
    'internal-wholesale-editor',
    'internal-wholesale-manager',
    'internal-retail-senior',
    'internal-all-admin-editor',
  ],
  seasonsManagement: ['admin', 'seasons-admin-editor', 'internal-all-admin-editor'],
  assortmentManager: ['admin', 'assortment-manager'],
  coordinatorAssignments: ['admin', 'senior-coordinator'],
  sampleStyles: ['admin', 'coordinator', 'senior-coordinator', 'promo-coordinator'],
  sampleOrders: [
    'admin',
    'sample-requester',
    'coordinator',
    'senior-coordinator',
    'sample-coordinator',
  ],
  promoOrders: ['admin', 'promo-coordinator', 'promo-requester', 'approver', 'senior-approver'],
  wholesaleOrders: ['admin', 'wholesale-rep'],
  conference: ['admin', 'conference-domestic', 'conference-asian-jv', 'conference-international'],
} as const satisfies Record<string, readonly string[]>;
type Area = keyof typeof AREAS;

const CONFERENCE_OPEN = /^\/global\/conference(\/(spring|fall)\d\d)?(\/welcome)?$/;

/** Path → area, first match wins (more specific patterns first). */
const AREA_OF_PATH: readonly (readonly [RegExp, Area])[] = [
  [
    /^\/(dashboard|ad-register|confirm-email|logged-out|not-approved|set-password|file)(\/|$)|^\/$/,
    'public',
  ],
  [/^\/advertising\/libraries\/manage$/, 'advertisingAnyManage'],
  [/^\/advertising\/libraries\/manage\/assets/, 'advertisingAssetsManage'],
  [/^\/advertising\/libraries\/manage\/logos/, 'advertisingLogosManage'],
  [/^\/advertising\/libraries\/assets/, 'advertisingAssetsView'],
  [/^\/advertising\/libraries\/logos/, 'advertisingLogosView'],
  [/^\/advertising\/libraries(\/previewer)?$/, 'advertisingAnyView'],
  [/^\/global-retail\/libraries\/manage/, 'globalRetailManage'],
  [/^\/global-retail\/libraries\/assets/, 'globalRetailAssetsView'],
  [/^\/global-retail\/libraries\/resources/, 'globalRetailResourcesView'],
  [/^\/global-retail\/libraries$/, 'globalRetailAnyView'],
  [/^\/product\/libraries\/manage/, 'documentsManage'],
  [/^\/product\/libraries\/documents$/, 'documentsView'],
  [/^\/product\/libraries\/products(\/bulk-download)?$/, 'productsView'],
  [/^\/product\/libraries$/, 'productLibrariesAnyView'],
  [/^\/product\/libraries\/samples$/, 'login'],
  [/^\/product\/libraries\/samples\/production$/, 'samplesProduction'],
  [/^\/product\/libraries\/samples\/sales$/, 'samplesSales'],
  [/^\/product\/libraries\/internal\/[a-z]+-wholesale$/, 'internalWholesale'],
  [/^\/product\/libraries\/internal\/[a-z]+-retail$/, 'internalRetail'],
  [/^\/product\/libraries\/internal\//, 'internalAnyChannel'],
  [/^\/sales\/libraries\/STEP$/, 'stepView'],
  [/^\/sales\/libraries\/manage/, 'stepManage'],
  [/^\/product\/assortments$/, 'login'],
  [/^\/product\/assortments\/seasons\/manage$/, 'seasonsManagement'],
  [/^\/product\/assortments\/internal\/wholesale$/, 'internalWholesale'],
  [/^\/product\/assortments\/internal\/retail$/, 'internalRetail'],
  [/^\/product\/assortments\/internal\//, 'internalAnyChannel'],
  [/^\/product\/assortments\//, 'assortmentManager'],
  [/^\/orders\/coordinator-assignments$/, 'coordinatorAssignments'],
  [/^\/orders\/samples\/sample-styles$/, 'sampleStyles'],
  [/^\/orders\/samples\//, 'sampleOrders'],
  [/^\/orders\/promos\//, 'promoOrders'],
  [/^\/orders\/wholesale\//, 'wholesaleOrders'],
  [CONFERENCE_OPEN, 'login'],
  [/^\/global\/conference\//, 'conference'],
  [/^\/prototypes\//, 'login'],
];

function areaOf(path: string): Area {
  const found = AREA_OF_PATH.find(([pattern]) => pattern.test(path));
  if (!found) throw new Error(`No area for ${path}`);
  return found[1];
}

describe('web route access per demo user (spec 001 §6 Areas, 000 §6)', () => {
  it('every expected user id exists in DEMO_USERS', () => {
    for (const ids of Object.values(AREAS)) {
      for (const id of ids) expect(EVERYONE).toContain(id);
    }
  });

  it.each(WEB_ROUTES.map((route) => [route.path, route] as const))(
    '[001 §6] %s opens for exactly the users of its area',
    (path, route) => {
      const expected = [...AREAS[areaOf(path)]].sort();
      const actual = DEMO_USERS.filter((demo) => canOpenRoute(demo.user, route))
        .map((demo) => demo.emailLocal)
        .sort();
      expect(actual).toEqual(expected);
      // 001 §2: only routes that need no login open without a user
      expect(canOpenRoute(null, route)).toBe(areaOf(path) === 'public');
    },
  );

  it('[001 §6] the environment bypass flag opens every route for a signed-in user only', () => {
    const nobody = DEMO_USERS.find((demo) => demo.emailLocal === 'nobody');
    for (const route of WEB_ROUTES) {
      expect(canOpenRoute(nobody?.user, route, { bypass: true })).toBe(true);
      expect(canOpenRoute(null, route, { bypass: true })).toBe(route.auth === 'public');
    }
  });

  it('every area of the spec is exercised by at least one route', () => {
    const used = new Set(WEB_ROUTES.map((route) => areaOf(route.path)));
    expect([...used].sort()).toEqual(Object.keys(AREAS).sort());
  });

  it('demo users have unique ids, e-mail local parts and user codes', () => {
    for (const key of ['id', 'emailLocal'] as const) {
      expect(new Set(DEMO_USERS.map((demo) => demo[key])).size).toBe(DEMO_USERS.length);
    }
    expect(new Set(DEMO_USERS.map((demo) => demo.user.userCode)).size).toBe(DEMO_USERS.length);
  });
});
