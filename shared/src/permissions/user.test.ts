import { describe, expect, it } from 'vitest';
import { demoUser } from './demo-users.ts';
import type { Permission, PermissionUser, UserTBE } from './types.ts';
import {
  canCreateInternalAssortment,
  canManageLibrary,
  canViewLibrary,
  colorFilters,
  conferenceAccess,
  hasWofAccess,
  internalAssortmentAccess,
  isAdministrator,
  isSampleCoordinator,
  isSeniorCoordinator,
  permittedLocations,
  promoAdvancedRights,
  samplesLibraryFor,
  territoryEntityList,
} from './user.ts';

const user = (
  permissions: readonly Permission[],
  userTBEs: readonly UserTBE[] = [],
  extra: Partial<PermissionUser> = {},
): PermissionUser => ({ userCode: 'U1', permissions, userTBEs, ...extra });

const tbe = (
  territory: string,
  businessEntity: string,
  locations: UserTBE['locations'] = [],
): UserTBE => ({
  territory,
  businessEntity,
  locations,
});

describe('administrator and scope (spec 001 §6, 000 §6)', () => {
  it.each<[string, readonly UserTBE[], boolean]>([
    ['territory and business entity both ADMIN', [tbe('ADMIN', 'ADMIN')], true],
    ['ADMIN on a second entry', [tbe('US-WEST', 'Domestic'), tbe('ADMIN', 'ADMIN')], true],
    ['only the territory ADMIN', [tbe('ADMIN', 'Domestic')], false],
    ['only the business entity ADMIN', [tbe('US', 'ADMIN')], false],
    ['ADMIN split over two entries', [tbe('ADMIN', 'X'), tbe('Y', 'ADMIN')], false],
    ['no entries', [], false],
  ])('[001 §6] administrator: %s', (_title, tbes, expected) => {
    expect(isAdministrator(user([], tbes))).toBe(expected);
  });

  it('[001 §6] an administrator gets all locations', () => {
    expect(permittedLocations(user([], [tbe('ADMIN', 'ADMIN')]), ['US', 'EU', 'CA'])).toEqual([
      'US',
      'EU',
      'CA',
    ]);
  });

  it("[001 §6] other users' permitted locations come from their TBE entries, unique and sorted", () => {
    const tbes = [
      tbe('US-WEST', 'Domestic', [{ key: 'US' }, { key: 'CA' }]),
      tbe('EMEA', 'Subsidiary', [{ key: 'EU' }, { key: 'US' }]),
    ];
    expect(permittedLocations(user([], tbes), ['US', 'EU', 'CA', 'MX'])).toEqual([
      'CA',
      'EU',
      'US',
    ]);
    expect(permittedLocations(null, ['US'])).toEqual([]);
  });

  it('[000 §6] an administrator uses the full territory / business-entity list from options', () => {
    const full = [
      { territory: 'US-WEST', businessEntity: 'Domestic' },
      { territory: 'EMEA', businessEntity: 'Subsidiary' },
    ];
    expect(territoryEntityList(user([], [tbe('ADMIN', 'ADMIN')]), full)).toEqual(full);
    const own = user(
      [],
      [tbe('EMEA', 'Subsidiary'), tbe('EMEA', 'Subsidiary'), tbe('APAC', 'Joint Venture')],
    );
    expect(territoryEntityList(own, full)).toEqual([
      { territory: 'EMEA', businessEntity: 'Subsidiary' },
      { territory: 'APAC', businessEntity: 'Joint Venture' },
    ]);
  });

  it.each<[string, string | undefined, readonly string[]]>([
    ['all locations, AST always included, unique', undefined, ['AST', 'BLK', 'WHT', 'RED']],
    ['the matching location only', 'EU', ['AST', 'RED', 'BLK']],
    ['a location without filters still yields AST', 'CA', ['AST']],
    ['an unknown location yields AST', 'JP', ['AST']],
  ])('[001 §6] colour filters: %s', (_title, code, expected) => {
    const tbes = [
      tbe('US-WEST', 'Domestic', [
        { key: 'US', colorFilters: { POP: ['BLK', 'AST', 'WHT'] } },
        { key: 'CA' },
      ]),
      tbe('EMEA', 'Subsidiary', [{ key: 'EU', colorFilters: { POP: ['RED', 'BLK'] } }]),
    ];
    expect(colorFilters(user([], tbes), code)).toEqual(expected);
  });

  it('[001 §6] default POP colours: AST, even without a user', () => {
    expect(colorFilters(null)).toEqual(['AST']);
  });
});

describe('order roles (spec 001 §6 Areas)', () => {
  it.each<[string, readonly Permission[], boolean, boolean]>([
    [
      'coordinator on sampleOrders',
      [{ permission: 'sampleOrders', role: 'coordinator' }],
      true,
      false,
    ],
    [
      'seniorCoordinator on sampleOrders',
      [{ permission: 'sampleOrders', role: 'seniorCoordinator' }],
      true,
      true,
    ],
    [
      'coordinator on promoOrders',
      [{ permission: 'promoOrders', role: 'coordinator' }],
      true,
      false,
    ],
    [
      'seniorCoordinator on promoOrders',
      [{ permission: 'promoOrders', role: 'seniorCoordinator' }],
      true,
      true,
    ],
    [
      'sampleCoordinator role',
      [{ permission: 'sampleOrders', role: 'sampleCoordinator' }],
      false,
      false,
    ],
    [
      'coordinator on another permission',
      [{ permission: 'wholesaleOrders', role: 'coordinator' }],
      false,
      false,
    ],
    ['plain user', [{ permission: 'sampleOrders', role: 'user' }], false, false],
  ])(
    '[001 §6] sample coordinator / senior coordinator: %s',
    (_t, permissions, coordinator, senior) => {
      expect(isSampleCoordinator(user(permissions))).toBe(coordinator);
      expect(isSeniorCoordinator(user(permissions))).toBe(senior);
    },
  );

  it.each<[string, readonly Permission[], ReturnType<typeof promoAdvancedRights>]>([
    ['approver', [{ permission: 'promoOrders', role: 'approver' }], 'approver'],
    ['senior approver', [{ permission: 'promoOrders', role: 'seniorApprover' }], 'seniorApprover'],
    [
      'both: the senior right wins',
      [
        { permission: 'promoOrders', role: 'approver' },
        { permission: 'promoOrders', role: 'seniorApprover' },
      ],
      'seniorApprover',
    ],
    [
      'approver on sampleOrders does not count',
      [{ permission: 'sampleOrders', role: 'approver' }],
      null,
    ],
    ['promo coordinator', [{ permission: 'promoOrders', role: 'coordinator' }], null],
  ])(
    '[001 §6] promo advanced rights read from the role on promoOrders: %s',
    (_t, permissions, expected) => {
      expect(promoAdvancedRights(user(permissions))).toBe(expected);
    },
  );

  it('[001 §6] wholesale orders need the wofaccess flag, not the permission', () => {
    expect(hasWofAccess(user([], [], { wof: { access: true } }))).toBe(true);
    expect(
      hasWofAccess(
        user([{ permission: 'wholesaleOrders', role: 'admin' }], [], { wof: { access: false } }),
      ),
    ).toBe(false);
    expect(hasWofAccess(user([{ permission: 'wholesaleOrders', role: 'admin' }]))).toBe(false);
    expect(hasWofAccess(null)).toBe(false);
  });
});

describe('conference and sample inventory', () => {
  it.each<[readonly string[] | undefined, ReturnType<typeof conferenceAccess>]>([
    [['Asian JV'], 'Asian JV'],
    [['Domestic'], 'Domestic'],
    [['International'], 'International'],
    [['Sales Meeting', 'International'], 'International'],
    [['Other'], null],
    [undefined, null],
  ])('[000 §6] conference access groups %j give %s', (groups, expected) => {
    expect(conferenceAccess(user([], [], groups ? { conferenceGroups: groups } : {}))).toBe(
      expected,
    );
  });

  it.each<[string, readonly Permission[], ReturnType<typeof samplesLibraryFor>]>([
    [
      'Production',
      [{ permission: 'sampleInventory', role: 'user', infoKinds: { library: 'Production' } }],
      'Production',
    ],
    [
      'Sales',
      [{ permission: 'sampleInventory', role: 'user', infoKinds: { library: 'Sales' } }],
      'Sales',
    ],
    [
      'both: Production first',
      [
        { permission: 'sampleInventory', role: 'user', infoKinds: { library: 'Sales' } },
        { permission: 'sampleInventory', role: 'user', infoKinds: { library: 'Production' } },
      ],
      'Production',
    ],
    [
      'library All',
      [{ permission: 'sampleInventory', role: 'admin', infoKinds: { library: 'All' } }],
      'Production',
    ],
    ['no library info kind', [{ permission: 'sampleInventory', role: 'user' }], null],
    ['none', [], null],
  ])(
    '[001 §2] the samples base path picks Production, else Sales, else none: %s',
    (_t, permissions, expected) => {
      expect(samplesLibraryFor(user(permissions))).toBe(expected);
    },
  );
});

describe('libraries (spec 001 §6, 000 §6)', () => {
  it.each<[string, Permission['role'], boolean, boolean]>([
    ['user', 'user', false, true],
    ['editor', 'editor', true, true],
    ['seniorEditor', 'seniorEditor', true, true],
    ['distributor', 'distributor', false, true],
    ['admin', 'admin', false, true],
  ])('[001 §6] advertising assets with role %s: manage %s, view %s', (_t, role, manage, view) => {
    const u = user([{ permission: 'advertisingAssets', role }]);
    expect(canManageLibrary(u, 'AdvertisingAsset')).toBe(manage);
    expect(canViewLibrary(u, 'AdvertisingAsset')).toBe(view);
    expect(canViewLibrary(u, 'AdvertisingLogo')).toBe(false);
  });

  it.each<[Permission['role'], boolean]>([
    ['user', true],
    ['editor', true],
    ['seniorEditor', true],
    ['distributor', false],
    ['manager', false],
  ])('[001 §6] viewing product documents also allows user: role %s → %s', (role, view) => {
    expect(
      canViewLibrary(user([{ permission: 'productDocuments', role }]), 'ProductDocument'),
    ).toBe(view);
  });

  it('[000 §6] STEP: stepTraining to view; managing STEP assets needs editor or seniorEditor', () => {
    expect(canViewLibrary(demoUser('step-viewer').user, 'StepAsset')).toBe(true);
    expect(canManageLibrary(demoUser('step-viewer').user, 'StepAsset')).toBe(false);
    expect(canManageLibrary(demoUser('step-editor').user, 'StepAsset')).toBe(true);
    expect(canManageLibrary(demoUser('step-senior').user, 'StepAsset')).toBe(true);
    expect(canManageLibrary(demoUser('adv-assets-editor').user, 'StepAsset')).toBe(false);
  });
});

describe('internal assortments (spec 000 §6; sub-roles as infoKinds)', () => {
  const internal = (role: Permission['role'], infoKinds: Record<string, string>) =>
    user([{ permission: 'internalAssortments', role, infoKinds }]);
  const wholesaleEditor = internal('user', {
    channel: 'Wholesale',
    region: 'Domestic',
    productType: 'All',
    role: 'editor',
  });

  it.each<[string, PermissionUser, Parameters<typeof internalAssortmentAccess>[1], string | null]>([
    ['channel matches', wholesaleEditor, { channel: 'Wholesale' }, 'editor'],
    ['other channel', wholesaleEditor, { channel: 'Retail' }, null],
    ['region matches', wholesaleEditor, { channel: 'Wholesale', region: 'Domestic' }, 'editor'],
    ['other region', wholesaleEditor, { channel: 'Wholesale', region: 'Europe' }, null],
    ['product type All', wholesaleEditor, { channel: 'Wholesale', productType: 'POP' }, 'editor'],
    [
      'adminEditor main role',
      internal('adminEditor', { channel: 'All', role: 'manager' }),
      { channel: 'Retail' },
      'manager',
    ],
    [
      'main role editor is not enough',
      internal('editor', { channel: 'All', role: 'editor' }),
      { channel: 'Retail' },
      null,
    ],
    ['no sub-role', internal('adminEditor', { channel: 'All' }), { channel: 'Retail' }, null],
    [
      'unknown sub-role',
      internal('user', { channel: 'All', role: 'viewer' }),
      { channel: 'Retail' },
      null,
    ],
  ])('[000 §6] internalAssortmentAccess: %s', (_t, u, scope, expected) => {
    expect(internalAssortmentAccess(u, scope)).toBe(expected);
  });

  it('[000 §6] the highest sub-role held for the scope is reported', () => {
    const both = user([
      {
        permission: 'internalAssortments',
        role: 'user',
        infoKinds: { channel: 'Retail', role: 'editor' },
      },
      {
        permission: 'internalAssortments',
        role: 'user',
        infoKinds: { channel: 'All', role: 'manager' },
      },
    ]);
    expect(internalAssortmentAccess(both, { channel: 'Retail' })).toBe('manager');
    expect(internalAssortmentAccess(null, { channel: 'Retail' })).toBeNull();
  });

  it.each<[string, PermissionUser, boolean]>([
    ['editor sub-role with matching channel, region and type', wholesaleEditor, true],
    [
      'seniorEditor sub-role with All region and type',
      internal('adminEditor', {
        channel: 'Wholesale',
        region: 'All',
        productType: 'All',
        role: 'seniorEditor',
      }),
      true,
    ],
    [
      'manager sub-role cannot create',
      internal('user', {
        channel: 'Wholesale',
        region: 'All',
        productType: 'All',
        role: 'manager',
      }),
      false,
    ],
    [
      'other region',
      internal('user', {
        channel: 'Wholesale',
        region: 'Europe',
        productType: 'All',
        role: 'editor',
      }),
      false,
    ],
    [
      'other product type',
      internal('user', {
        channel: 'Wholesale',
        region: 'All',
        productType: 'Apparel',
        role: 'editor',
      }),
      false,
    ],
    [
      'other channel',
      internal('user', { channel: 'Retail', region: 'All', productType: 'All', role: 'editor' }),
      false,
    ],
    [
      'main role manager',
      internal('manager', {
        channel: 'Wholesale',
        region: 'All',
        productType: 'All',
        role: 'editor',
      }),
      false,
    ],
    [
      'region sub-role missing',
      internal('user', { channel: 'Wholesale', productType: 'All', role: 'editor' }),
      false,
    ],
  ])(
    '[000 §6] canCreateInternalAssortment (Wholesale, Domestic, Footwear): %s',
    (_t, u, expected) => {
      expect(
        canCreateInternalAssortment(u, {
          channel: 'Wholesale',
          region: 'Domestic',
          productType: 'Footwear',
        }),
      ).toBe(expected);
    },
  );
});
