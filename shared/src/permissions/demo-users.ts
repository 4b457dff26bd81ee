// One demo user per role / permission combination named in spec 001 §6 and 000 §6. The demo
// data generator, the README and the route access test all use exactly this list; the e-mail
// address is `${emailLocal}@demo.portal`.
import type {
  InfoKinds,
  Permission,
  PermissionKey,
  PermissionUser,
  Role,
  UserTBE,
} from './types.ts';

export interface DemoUser {
  readonly id: string;
  readonly emailLocal: string;
  readonly description: string;
  readonly user: PermissionUser;
}

export const DEMO_EMAIL_DOMAIN = 'demo.portal';

const DOMESTIC: UserTBE = {
  territory: 'US-WEST',
  businessEntity: 'Domestic',
  locations: [{ key: 'US', colorFilters: { POP: ['BLK', 'WHT'] } }],
};
const EUROPE: UserTBE = {
  territory: 'EMEA',
  businessEntity: 'Subsidiary',
  locations: [{ key: 'EU', colorFilters: { POP: ['RED'] } }],
};
const PARTNER: UserTBE = {
  territory: 'LATAM',
  businessEntity: 'Franchise',
  locations: [{ key: 'MX' }],
};
const ADMIN: UserTBE = { territory: 'ADMIN', businessEntity: 'ADMIN', locations: [] };

const p = (permission: PermissionKey, role: Role, infoKinds?: InfoKinds): Permission =>
  infoKinds ? { permission, role, infoKinds } : { permission, role };

interface Options {
  readonly tbes?: readonly UserTBE[];
  readonly wofAccess?: boolean;
  readonly conferenceGroups?: readonly string[];
}

function demo(
  emailLocal: string,
  description: string,
  permissions: readonly Permission[],
  options: Options = {},
): DemoUser {
  const user: PermissionUser = {
    userCode: `DEMO-${emailLocal.toUpperCase()}`,
    permissions,
    userTBEs: options.tbes ?? [DOMESTIC],
    ...(options.wofAccess === undefined
      ? {}
      : { wof: { access: options.wofAccess, country: 'US' } }),
    ...(options.conferenceGroups ? { conferenceGroups: options.conferenceGroups } : {}),
  };
  return { id: `demo-${emailLocal}`, emailLocal, description, user };
}

/** Three users per library: viewer (role user), editor, senior editor. */
function libraryTrio(prefix: string, label: string, key: PermissionKey): DemoUser[] {
  return [
    demo(`${prefix}-viewer`, `${label} viewer (role user)`, [p(key, 'user')]),
    demo(`${prefix}-editor`, `${label} editor`, [p(key, 'editor')]),
    demo(`${prefix}-senior`, `${label} senior editor`, [p(key, 'seniorEditor')]),
  ];
}

const ALL_INTERNAL: InfoKinds = { channel: 'All', region: 'All', productType: 'All' };

const ADMIN_PERMISSIONS: readonly Permission[] = [
  p('advertisingAssets', 'seniorEditor'),
  p('advertisingLogos', 'seniorEditor'),
  p('globalRetailAssets', 'seniorEditor'),
  p('globalRetailResources', 'seniorEditor'),
  p('products', 'seniorEditor'),
  p('productDocuments', 'seniorEditor'),
  p('productAssortments', 'manager'),
  p('internalAssortments', 'adminEditor', { ...ALL_INTERNAL, role: 'seniorEditor' }),
  p('sampleOrders', 'seniorCoordinator'),
  p('promoOrders', 'seniorApprover'),
  p('wholesaleOrders', 'admin'),
  p('conference', 'admin'),
  p('admin:users', 'admin'),
  p('admin:divisionGroups', 'admin'),
  p('admin:territories', 'admin'),
  p('admin:customers', 'admin'),
  p('admin:reports', 'admin'),
  p('admin:orders', 'admin'),
  p('stepTraining', 'seniorEditor'),
  p('travelCalendar', 'user'),
  p('keyItemPrice', 'user'),
  p('spendingApproval', 'user'),
  p('upcLookup', 'user'),
  p('sampleInventory', 'admin', { library: 'All' }),
];

export const DEMO_USERS: readonly DemoUser[] = [
  demo(
    'admin',
    'Administrator: ADMIN territory and business entity, every permission',
    ADMIN_PERMISSIONS,
    {
      tbes: [ADMIN],
      wofAccess: true,
      conferenceGroups: ['Asian JV', 'Domestic', 'International'],
    },
  ),
  demo('nobody', 'Signed-in user without any permission', []),
  demo(
    'partner',
    'Partner (distributor role): views advertising, global retail assets and products',
    [
      p('advertisingAssets', 'distributor'),
      p('advertisingLogos', 'distributor'),
      p('globalRetailAssets', 'distributor'),
      p('products', 'distributor'),
      p('productDocuments', 'distributor'),
    ],
    { tbes: [PARTNER] },
  ),
  ...libraryTrio('adv-assets', 'Advertising assets', 'advertisingAssets'),
  ...libraryTrio('adv-logos', 'Advertising logos', 'advertisingLogos'),
  ...libraryTrio('gr-assets', 'Global retail assets', 'globalRetailAssets'),
  ...libraryTrio('gr-resources', 'Global retail resources', 'globalRetailResources'),
  ...libraryTrio('documents', 'Product documents', 'productDocuments'),
  demo('products-viewer', 'Product library viewer', [p('products', 'user')]),
  ...libraryTrio('step', 'STEP sales training', 'stepTraining'),
  demo('assortment-manager', 'Assortment manager (manager on productAssortments)', [
    p('productAssortments', 'manager'),
  ]),
  demo('assortment-user', 'productAssortments with role user (not a manager)', [
    p('productAssortments', 'user'),
  ]),
  demo('seasons-admin-editor', 'Seasons management (adminEditor on internalAssortments)', [
    p('internalAssortments', 'adminEditor'),
  ]),
  demo('internal-wholesale-editor', 'Internal wholesale editor (all regions and types)', [
    p('internalAssortments', 'user', {
      channel: 'Wholesale',
      region: 'All',
      productType: 'All',
      role: 'editor',
    }),
  ]),
  demo(
    'internal-wholesale-manager',
    'Internal wholesale manager (International, Apparel)',
    [
      p('internalAssortments', 'user', {
        channel: 'Wholesale',
        region: 'International',
        productType: 'Apparel',
        role: 'manager',
      }),
    ],
    { tbes: [EUROPE] },
  ),
  demo('internal-retail-senior', 'Internal retail senior editor (Domestic, Footwear)', [
    p('internalAssortments', 'user', {
      channel: 'Retail',
      region: 'Domestic',
      productType: 'Footwear',
      role: 'seniorEditor',
    }),
  ]),
  demo('internal-all-admin-editor', 'Internal admin editor on every channel (editor sub-role)', [
    p('internalAssortments', 'adminEditor', { ...ALL_INTERNAL, role: 'editor' }),
  ]),
  demo('internal-wrong-role', 'internalAssortments with main role editor (not user/adminEditor)', [
    p('internalAssortments', 'editor', { ...ALL_INTERNAL, role: 'editor' }),
  ]),
  demo('sample-requester', 'Sample order requester (user on sampleOrders)', [
    p('sampleOrders', 'user'),
  ]),
  demo('coordinator', 'Sample coordinator (coordinator on sampleOrders)', [
    p('sampleOrders', 'coordinator'),
  ]),
  demo('senior-coordinator', 'Senior coordinator (seniorCoordinator on sampleOrders)', [
    p('sampleOrders', 'seniorCoordinator'),
  ]),
  demo('sample-coordinator', 'sampleCoordinator role on sampleOrders', [
    p('sampleOrders', 'sampleCoordinator'),
  ]),
  demo('promo-coordinator', 'Promo coordinator (coordinator on promoOrders)', [
    p('promoOrders', 'coordinator'),
  ]),
  demo('promo-requester', 'Promo order requester (user on promoOrders)', [
    p('promoOrders', 'user'),
  ]),
  demo('approver', 'Promo approver', [p('promoOrders', 'approver')]),
  demo('senior-approver', 'Promo senior approver', [p('promoOrders', 'seniorApprover')]),
  demo(
    'wholesale-rep',
    'Wholesale sales rep with the wofaccess flag',
    [p('wholesaleOrders', 'user')],
    {
      wofAccess: true,
    },
  ),
  demo(
    'wholesale-no-flag',
    'wholesaleOrders permission but no wofaccess flag',
    [p('wholesaleOrders', 'user')],
    {
      wofAccess: false,
    },
  ),
  demo('samples-production', 'Sample inventory, Production library', [
    p('sampleInventory', 'user', { library: 'Production' }),
  ]),
  demo(
    'samples-sales',
    'Sample inventory, Sales library',
    [p('sampleInventory', 'user', { library: 'Sales' })],
    { tbes: [EUROPE] },
  ),
  demo('conference-domestic', 'Conference attendee, Domestic group', [p('conference', 'user')], {
    conferenceGroups: ['Domestic'],
  }),
  demo('conference-asian-jv', 'Conference attendee, Asian JV group', [p('conference', 'user')], {
    conferenceGroups: ['Asian JV'],
  }),
  demo(
    'conference-international',
    'Conference attendee, International group',
    [p('conference', 'user')],
    {
      conferenceGroups: ['International'],
    },
  ),
  demo('conference-no-group', 'conference permission but no conference access group', [
    p('conference', 'user'),
  ]),
];

/** The demo user with that e-mail local part; throws on an unknown one. */
export function demoUser(emailLocal: string): DemoUser {
  const found = DEMO_USERS.find((demoEntry) => demoEntry.emailLocal === emailLocal);
  if (!found) throw new Error(`Unknown demo user: ${emailLocal}`);
  return found;
}
