// The REST route access table: every call of section 7 of both spec documents is listed, the
// matcher resolves literal parts before :params, and each family gets its area's check.
import { describe, expect, it } from 'vitest';
import { API_ROUTES, decideApiAccess, matchApiRoute, type ApiRoute } from './api-routes.ts';
import type { Permission, PermissionUser } from './types.ts';

const user = (permissions: Permission[], extra: Partial<PermissionUser> = {}): PermissionUser => ({
  userCode: 'U1',
  permissions,
  userTBEs: [],
  ...extra,
});
const NOBODY = user([]);
const ADMINISTRATOR = user([], {
  userTBEs: [{ territory: 'ADMIN', businessEntity: 'ADMIN', locations: [] }],
});

const route = (method: string, path: string): ApiRoute => {
  const match = matchApiRoute(method, path);
  expect(match, `${method} ${path}`).toBeDefined();
  return match!.route;
};
const decide = (u: PermissionUser | null, method: string, path: string) =>
  decideApiAccess(u, route(method, path));

describe('API_ROUTES table', () => {
  it('has no two entries for the same method and path shape', () => {
    const shapes = API_ROUTES.map((r) => `${r.method} ${r.path.replace(/:\w+/g, ':')}`);
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('paths start with /api and name each :param once', () => {
    for (const r of API_ROUTES) {
      expect(r.path).toMatch(/^\/api(\/(:?[\w.-]+))+(\/\*)?$/);
      const names = r.path.match(/:\w+/g) ?? [];
      expect(new Set(names).size, r.path).toBe(names.length);
      expect(r.source.length).toBeGreaterThan(3);
    }
  });

  // One concrete call per row of the section 7 tables of 000 and 001 (the spec's examples).
  it.each([
    // 001 §7 Session and configuration
    ['GET', '/api/users/session'],
    ['POST', '/api/users/session'],
    ['GET', '/api/users/ping'],
    ['GET', '/api/users/logout'],
    ['GET', '/api/users/aws/token'],
    ['GET', '/api/config/version'],
    ['GET', '/api/options/data/loggedIn'],
    ['GET', '/api/options/data/userTimeoutMs'],
    ['POST', '/api/options/data/userTimeoutMs'],
    ['POST', '/api/options/data/GlobalRetailAsset'],
    ['POST', '/api/options/data/Product/internalAssortments'],
    ['GET', '/api/users/autocomplete'],
    ['POST', '/api/userFlags'],
    // 001 §7 Orders
    ['POST', '/api/orders/SampleOrder/sample/query'],
    ['POST', '/api/orders/SampleOrder/promo'],
    ['POST', '/api/orders/WholesaleOrder/wholesale/duplicate/W-100'],
    ['DELETE', '/api/orders/SampleOrder/sample/S-1'],
    ['PATCH', '/api/orders/SampleOrder/promo/batch/P-7'],
    ['POST', '/api/orders/SampleOrder/sample/comment/S-1'],
    ['GET', '/api/orders/WholesaleOrder/wholesale/accounts/address/12345'],
    ['GET', '/api/shippers/usps/citystate/90210'],
    ['POST', '/api/shippers/ups/confirm'],
    ['GET', '/api/orders/wof/style/autocomplete/Domestic/US/C1/123'],
    ['POST', '/api/orders/wof/style'],
    ['POST', '/api/orders/wof/customer/details'],
    ['POST', '/api/orders/wof/customer/name/autocomplete'],
    ['POST', '/api/orders/wof/rep'],
    ['GET', '/api/orders/SampleOrder/sample/year/R1/Footwear'],
    ['POST', '/api/order-documents/xlsx'],
    ['POST', '/api/products/fetch'],
    ['POST', '/api/products/autocomplete/styles/123'],
    ['POST', '/api/products/autocomplete/styles/123/AST'],
    ['POST', '/api/products/autocomplete/colors/BLK'],
    ['POST', '/api/products/autocomplete/colors/BLK/AST'],
    ['POST', '/api/products/validate'],
    ['GET', '/api/products/tearsheet/Footwear/123/BLK/US'],
    // 001 §7 Coordinator assignments and notifications
    ['GET', '/api/coordinatorAssignments'],
    ['POST', '/api/coordinatorAssignments'],
    ['PATCH', '/api/coordinatorAssignments/a1'],
    ['DELETE', '/api/coordinatorAssignments/a1'],
    ['GET', '/api/notifications/sampleOrder/n1'],
    ['POST', '/api/notifications/sampleOrder/query'],
    ['POST', '/api/notifications/sampleOrder/query/U1'],
    ['POST', '/api/notifications/sampleOrder/setStateAll/Read'],
    ['POST', '/api/notifications/sampleOrder/batch/many'],
    // 001 §7 Sample inventory
    ['GET', '/api/sampleInventory/Production'],
    ['POST', '/api/sampleInventory'],
    ['PUT', '/api/sampleInventory/s1'],
    ['PATCH', '/api/sampleInventory/s1'],
    ['PATCH', '/api/sampleInventory/Sales/batch/many'],
    ['POST', '/api/sampleInventory/validate/Production'],
    ['GET', '/api/sampleInventory/autocomplete/Sales/style/12'],
    ['POST', '/api/sampleInventory/export/xlsx/Sales'],
    ['GET', '/api/sampleInventoryTracking/Production/s1'],
    ['POST', '/api/sampleInventoryTracking/Production'],
    ['PATCH', '/api/sampleInventory/Sales/transfer'],
    // 001 §7 Uploads and downloads
    ['POST', '/api/assets/AdvertisingAsset'],
    ['POST', '/api/upload/aws/s3/create'],
    ['POST', '/api/upload/aws/s3/complete'],
    ['POST', '/api/assets/ProductDocument/check-filename'],
    ['PATCH', '/api/assets/StepAsset/batch/many'],
    ['GET', '/api/assets'],
    ['GET', '/api/photos/data'],
    ['POST', '/api/assets/GlobalRetailResource/report/xlsx'],
    ['POST', '/api/stats'],
    ['GET', '/api/assortment-documents'],
    ['GET', '/api/assortment-documents/d1'],
    ['POST', '/api/assortment-documents/xlsx'],
    ['POST', '/api/assortment-documents/pdf'],
    ['POST', '/api/assortment-documents'],
    ['DELETE', '/api/assortment-documents/d1'],
    ['POST', '/api/assortment-documents/share/email/pdf'],
    ['GET', '/api/assortment-documents/pdf/shared/d1/code/line-sheet.pdf'],
    ['GET', '/api/assortment-documents/xlsx/scheduled/d1/1700000000/report.xlsx'],
    ['GET', '/api/assortments/zip/images/true/false/a1'],
    ['GET', '/api/internalAssortments/zip/images/false/true/a1'],
    ['POST', '/api/packages/download'],
    ['POST', '/api/packages/download/spreadsheet'],
    ['POST', '/api/packages/download/division'],
    ['POST', '/api/packages/download/assortment'],
    ['POST', '/api/packages/mail'],
    ['POST', '/api/packages/mail/division'],
    ['POST', '/api/packages/mail/spreadsheet'],
    ['POST', '/api/mail/applink'],
    ['POST', '/api/assortments/admin/report/assortment-export'],
    ['GET', '/api/assortments/admin/report/user-activity'],
    // Announcements and charts
    ['GET', '/api/charts'],
    ['PATCH', '/api/charts/c1'],
    ['DELETE', '/api/charts/c1'],
    ['POST', '/api/assets/AdvertisingAsset/announcement'],
    ['POST', '/api/assets/AdvertisingAsset/announcement/download/pdf'],
    // 000 §7 Assortments and internal assortments
    ['GET', '/api/assortments'],
    ['GET', '/api/assortments/a1'],
    ['POST', '/api/assortments'],
    ['POST', '/api/internalAssortments'],
    ['PATCH', '/api/assortments/a1'],
    ['PATCH', '/api/internalAssortments/batch/a1'],
    ['PATCH', '/api/assortments/a1/merge'],
    ['POST', '/api/assortments/cloneMany'],
    ['DELETE', '/api/internalAssortments/a1'],
    ['POST', '/api/assortments/products/query'],
    ['POST', '/api/internalAssortments/products/query'],
    ['POST', '/api/internalAssortments/products/query/createAssortment'],
    ['POST', '/api/internalAssortments/discover'],
    ['GET', '/api/internalAssortments/a1'],
    ['POST', '/api/internalAssortments/edit/lock/a1/request'],
    ['POST', '/api/internalAssortments/edit/lock/a1/release'],
    ['POST', '/api/internalAssortments/products/options'],
    ['PATCH', '/api/assortments/groupsort/batch/a1'],
    // 000 §7 Collections, seasons, other
    ['GET', '/api/collections/starred'],
    ['POST', '/api/collections/starred/query'],
    ['POST', '/api/collections/starred'],
    ['POST', '/api/collections/starred/batch/c1'],
    ['GET', '/api/assortmentSeasons/Wholesale'],
    ['GET', '/api/assortmentSeasons/Retail/sets'],
    ['GET', '/api/assortmentSeasons/s1'],
    ['POST', '/api/assortmentSeasons'],
    ['PATCH', '/api/assortmentSeasons/s1'],
    ['DELETE', '/api/assortmentSeasons/s1'],
    ['PATCH', '/api/assortmentSeasons/s1/set1'],
    ['GET', '/api/customers/official/text'],
    // Access requests and the API reference
    ['POST', '/api/users/access-request'],
    ['GET', '/api/users/confirm-email/u1/code'],
    ['POST', '/api/users/set-password'],
    ['POST', '/api/users/password-reset'],
    ['GET', '/api/users/access-requests'],
    ['POST', '/api/users/access-requests/u1/approve'],
    ['POST', '/api/users/access-requests/u1/deny'],
    ['GET', '/api/openapi.json'],
    ['GET', '/api/docs'],
    // Blob store files
    ['GET', '/api/files/seed/products/footwear-BLK.jpg'],
    // Multipart uploads beyond the spec's two calls (decision 0039)
    ['POST', '/api/upload/aws/s3/parts'],
    ['POST', '/api/upload/aws/s3/abort'],
    ['PUT', '/api/upload/parts/0b6c1c52-2f3e-4c55-9f53-3cde2a5e8f01/3'],
  ])('lists %s %s', (method, path) => {
    expect(matchApiRoute(method, path)).toBeDefined();
  });
});

describe('matchApiRoute', () => {
  it('prefers literal parts over :params, from the left', () => {
    expect(matchApiRoute('POST', '/api/options/data/Product')?.route.access).toBe('login');
    expect(matchApiRoute('POST', '/api/options/data/userTimeoutMs')?.route.path).toBe(
      '/api/options/data/:name',
    );
    expect(matchApiRoute('PATCH', '/api/assortments/batch/merge')?.route.path).toBe(
      '/api/assortments/batch/:id',
    );
    expect(matchApiRoute('GET', '/api/assortmentSeasons/Wholesale')?.route.path).toBe(
      '/api/assortmentSeasons/Wholesale',
    );
    expect(matchApiRoute('GET', '/api/assortmentSeasons/abc')?.route.path).toBe(
      '/api/assortmentSeasons/:id',
    );
    expect(matchApiRoute('GET', '/api/options/data/loggedIn')?.route.access).toBe('public');
  });

  it('decodes parameters and reads HEAD as GET', () => {
    const match = matchApiRoute('HEAD', '/api/users/confirm-email/a%20b/c%2Fd');
    expect(match?.params).toEqual({ userId: 'a b', code: 'c/d' });
    expect(matchApiRoute('GET', '/api/users/confirm-email/%E0%A4%A/x')?.params.userId).toBe(
      '%E0%A4%A',
    );
  });

  it('a final * takes one or more further parts, decoded, as the param *', () => {
    const match = matchApiRoute('HEAD', '/api/files/seed/a%20b/c.jpg');
    expect(match?.route.path).toBe('/api/files/*');
    expect(match?.params).toEqual({ '*': 'seed/a b/c.jpg' });
    expect(matchApiRoute('GET', '/api/files')).toBeUndefined();
    expect(matchApiRoute('GET', '/api/files/')).toBeUndefined();
    expect(matchApiRoute('GET', '/api/files/a//b')).toBeUndefined();
  });

  it('answers undefined for unknown paths, methods, empty parts and closed lists', () => {
    for (const [method, path] of [
      ['GET', '/api/nothing'],
      ['PUT', '/api/users/session'],
      ['GET', '/api/users/session/'],
      ['GET', '/api/assortments//x'],
      ['POST', '/api/orders/SampleOrder/wholesale/query'],
      ['GET', '/api/sampleInventory/Archive'],
      ['POST', '/api/assets/Unknown'],
      ['GET', '/users/session'],
    ] as const) {
      expect(matchApiRoute(method, path), `${method} ${path}`).toBeUndefined();
    }
  });
});

describe('decideApiAccess per area (001 §6, 000 §6)', () => {
  it('public routes need nothing; login routes need a user; checks need the right', () => {
    expect(decide(null, 'POST', '/api/users/session')).toBe('granted');
    expect(decide(null, 'GET', '/api/users/ping')).toBe('login');
    expect(decide(NOBODY, 'GET', '/api/users/ping')).toBe('granted');
    expect(decide(null, 'GET', '/api/assortments')).toBe('login');
    expect(decide(NOBODY, 'GET', '/api/assortments')).toBe('forbidden');
  });

  it('sample, promo and wholesale orders by their own area', () => {
    const sample = user([{ permission: 'sampleOrders', role: 'user' }]);
    const wholesale = user([], { wof: { access: true } });
    expect(decide(sample, 'POST', '/api/orders/SampleOrder/sample/query')).toBe('granted');
    expect(decide(sample, 'POST', '/api/orders/SampleOrder/promo/query')).toBe('forbidden');
    expect(decide(sample, 'POST', '/api/orders/WholesaleOrder/wholesale/query')).toBe('forbidden');
    expect(decide(wholesale, 'POST', '/api/orders/WholesaleOrder/wholesale/query')).toBe('granted');
    expect(decide(wholesale, 'POST', '/api/orders/wof/rep')).toBe('granted');
    expect(decide(sample, 'POST', '/api/orders/wof/rep')).toBe('forbidden');
  });

  it('coordinator assignments: any order user reads, seniorCoordinator writes', () => {
    const coordinator = user([{ permission: 'sampleOrders', role: 'coordinator' }]);
    const senior = user([{ permission: 'promoOrders', role: 'seniorCoordinator' }]);
    expect(decide(coordinator, 'GET', '/api/coordinatorAssignments')).toBe('granted');
    expect(decide(coordinator, 'POST', '/api/coordinatorAssignments')).toBe('forbidden');
    expect(decide(senior, 'PATCH', '/api/coordinatorAssignments/a1')).toBe('granted');
  });

  it('sample inventory by library info kind', () => {
    const sales = user([
      { permission: 'sampleInventory', role: 'user', infoKinds: { library: 'Sales' } },
    ]);
    expect(decide(sales, 'GET', '/api/sampleInventory/Sales')).toBe('granted');
    expect(decide(sales, 'GET', '/api/sampleInventory/Production')).toBe('forbidden');
    expect(decide(sales, 'PATCH', '/api/sampleInventory/Sales/transfer')).toBe('granted');
    expect(decide(sales, 'POST', '/api/sampleInventory')).toBe('granted');
  });

  it('library assets: editors manage, viewers fetch and report', () => {
    const viewer = user([{ permission: 'advertisingAssets', role: 'user' }]);
    const editor = user([{ permission: 'advertisingAssets', role: 'editor' }]);
    // 000 §7 library paged fetch: the viewers' screens fetch too (manage views: the handler).
    expect(decide(viewer, 'POST', '/api/assets/AdvertisingAsset')).toBe('granted');
    expect(decide(viewer, 'POST', '/api/assets/AdvertisingLogo')).toBe('forbidden');
    expect(decide(viewer, 'POST', '/api/assets/AdvertisingAsset/check-filename')).toBe('forbidden');
    expect(decide(viewer, 'POST', '/api/assets/AdvertisingAsset/report/xlsx')).toBe('granted');
    expect(decide(viewer, 'PATCH', '/api/assets/AdvertisingAsset/batch/many')).toBe('forbidden');
    expect(decide(editor, 'PATCH', '/api/assets/AdvertisingAsset/batch/many')).toBe('granted');
    expect(decide(editor, 'PATCH', '/api/assets/AdvertisingLogo/batch/many')).toBe('forbidden');
    expect(decide(editor, 'PATCH', '/api/charts/c1')).toBe('granted');
    const step = user([{ permission: 'stepTraining', role: 'seniorEditor' }]);
    expect(decide(step, 'POST', '/api/assets/StepAsset')).toBe('granted');
  });

  it('assortments, internal assortments, seasons and reports', () => {
    const regular = user([{ permission: 'productAssortments', role: 'user' }]);
    const internal = user([{ permission: 'internalAssortments', role: 'user' }]);
    const adminEditor = user([{ permission: 'internalAssortments', role: 'adminEditor' }]);
    const manager = user([{ permission: 'productAssortments', role: 'manager' }]);
    expect(decide(regular, 'PATCH', '/api/assortments/a1')).toBe('granted');
    expect(decide(regular, 'PATCH', '/api/internalAssortments/a1')).toBe('forbidden');
    expect(decide(internal, 'POST', '/api/internalAssortments/discover')).toBe('granted');
    expect(decide(internal, 'GET', '/api/collections/all')).toBe('granted');
    expect(decide(internal, 'POST', '/api/assortmentSeasons')).toBe('forbidden');
    expect(decide(adminEditor, 'POST', '/api/assortmentSeasons')).toBe('granted');
    expect(decide(regular, 'POST', '/api/assortments/admin/report/r')).toBe('forbidden');
    expect(decide(manager, 'POST', '/api/assortments/admin/report/r')).toBe('granted');
    expect(decide(regular, 'GET', '/api/assortments/admin/report/r')).toBe('forbidden');
    expect(decide(manager, 'GET', '/api/assortments/admin/report/r')).toBe('granted');
  });

  it('user administration: admin:users or an administrator; administrators pass nothing else', () => {
    const admins = user([{ permission: 'admin:users', role: 'admin' }]);
    for (const who of [admins, ADMINISTRATOR]) {
      expect(decide(who, 'GET', '/api/users/access-requests')).toBe('granted');
      expect(decide(who, 'POST', '/api/users/access-requests/u1/approve')).toBe('granted');
      expect(decide(who, 'POST', '/api/options/data/userTimeoutMs')).toBe('granted');
    }
    expect(decide(NOBODY, 'POST', '/api/users/access-requests/u1/deny')).toBe('forbidden');
    expect(decide(ADMINISTRATOR, 'POST', '/api/assortmentSeasons')).toBe('forbidden');
  });

  it('[001 §4 uploads] library managers, assortment users and season managers upload; viewers do not', () => {
    const uploadCalls = [
      ['POST', '/api/upload/aws/s3/create'],
      ['POST', '/api/upload/aws/s3/complete'],
      ['POST', '/api/upload/aws/s3/parts'],
      ['POST', '/api/upload/aws/s3/abort'],
      ['GET', '/api/users/aws/token'],
    ] as const;
    const uploaders = [
      user([{ permission: 'advertisingAssets', role: 'editor' }]),
      user([{ permission: 'stepTraining', role: 'seniorEditor' }]),
      user([{ permission: 'productAssortments', role: 'user' }]),
      user([{ permission: 'internalAssortments', role: 'adminEditor' }]),
    ];
    const viewer = user([{ permission: 'advertisingAssets', role: 'user' }]);
    for (const [method, path] of uploadCalls) {
      for (const who of uploaders) expect(decide(who, method, path), path).toBe('granted');
      expect(decide(viewer, method, path), path).toBe('forbidden');
      expect(decide(NOBODY, method, path), path).toBe('forbidden');
      expect(decide(null, method, path), path).toBe('login');
    }
  });

  it('[001 §4 uploads] a signed part URL needs no session: the signature is checked by the route', () => {
    expect(decide(null, 'PUT', '/api/upload/parts/u1/1')).toBe('granted');
    expect(matchApiRoute('PUT', '/api/upload/parts/u1')).toBeUndefined();
    expect(matchApiRoute('POST', '/api/upload/parts/u1/1')).toBeUndefined();
  });

  it('shared and scheduled document links need no sign-in (001 §2)', () => {
    expect(decide(null, 'GET', '/api/assortment-documents/pdf/shared/d/code/a.pdf')).toBe(
      'granted',
    );
    expect(decide(null, 'GET', '/api/assortment-documents/pdf/scheduled/d/1/a.pdf')).toBe(
      'granted',
    );
  });
});
