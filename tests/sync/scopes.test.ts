// [issue 5 Done 4] A user never receives a document outside their scope: every demo role of
// shared/src/permissions/demo-users.ts pulls every collection, and gets exactly the fixture
// documents the spec lets them see (001 §4 Lists, §6; 000 §6). Expectations are written out
// per document, from the spec, not computed by the code under test.
import { DEMO_USERS, type SyncCollection } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementMapping,
  assortmentDocumentMapping,
  assortmentMapping,
  collectionMapping,
  coordinatorAssignmentMapping,
  libraryItemMapping,
  notificationMapping,
  orderMapping,
  productMapping,
  sampleInventoryMapping,
  seasonMapping,
  userFlagMapping,
} from '../../sync-server/src/db/mapping/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { libraryItem, order, product, save } from './support/fixtures.ts';
import { pullAll } from './support/pull.ts';
import { signedInUser, specOf, type TestUser } from './support/users.ts';

const code = (emailLocal: string) => `DEMO-${emailLocal.toUpperCase()}`;

const CATALOGUE = [
  'admin',
  'partner',
  'products-viewer',
  'assortment-manager',
  'assortment-user',
  'seasons-admin-editor',
  'internal-wholesale-editor',
  'internal-wholesale-manager',
  'internal-retail-senior',
  'internal-all-admin-editor',
  'internal-wrong-role',
  'sample-requester',
  'coordinator',
  'senior-coordinator',
  'sample-coordinator',
  'promo-coordinator',
  'promo-requester',
  'approver',
  'senior-approver',
  'wholesale-rep',
  'samples-production',
  'samples-sales',
];
const ASSORTMENT_USERS = [
  'admin',
  'assortment-manager',
  'assortment-user',
  'internal-wholesale-editor',
  'internal-wholesale-manager',
  'internal-retail-senior',
  'internal-all-admin-editor',
];
const ORDER_AREA_USERS = [
  'admin',
  'sample-requester',
  'coordinator',
  'senior-coordinator',
  'sample-coordinator',
  'promo-coordinator',
  'promo-requester',
  'approver',
  'senior-approver',
];
const EVERYONE = DEMO_USERS.map((u) => u.emailLocal);

/** Fixture document → the demo users (email local parts) who may see it. */
const EXPECTED: Record<SyncCollection, Record<string, readonly string[]>> = {
  products: { P1_BLK: CATALOGUE },
  libraryItems: {
    'LA-pub': ['admin', 'partner', 'adv-assets-viewer', 'adv-assets-editor', 'adv-assets-senior'],
    'LA-pend': ['admin', 'adv-assets-editor', 'adv-assets-senior'],
    'LD-pub': ['admin', 'documents-viewer', 'documents-editor', 'documents-senior'],
  },
  assortments: {
    'A-own': ['admin', 'assortment-manager', 'assortment-user'],
    'A-int': [
      'admin',
      'internal-wholesale-editor',
      'internal-wholesale-manager',
      'internal-all-admin-editor',
    ],
  },
  collections: {
    'C-reg': ASSORTMENT_USERS,
    'C-int': ['admin', 'internal-retail-senior', 'internal-all-admin-editor'],
  },
  seasons: { S1: [...ASSORTMENT_USERS, 'seasons-admin-editor'] },
  assortmentDocuments: { AD1: ['admin', 'assortment-manager', 'assortment-user'] },
  orders: {
    'O-sdraft': ['sample-requester'],
    'O-ssub': ['sample-requester', 'coordinator', 'senior-coordinator', 'admin'],
    'O-pdraft': ['promo-requester'],
    'O-preview': ['promo-requester', 'approver', 'senior-approver', 'promo-coordinator'],
    'O-pother': ['promo-requester', 'promo-coordinator'],
    'O-wsub': ['wholesale-rep', 'admin'],
    'O-wdraft-other': [],
  },
  coordinatorAssignments: { CA1: ORDER_AREA_USERS },
  notifications: { N1: ['coordinator'] },
  sampleInventory: {
    SP: ['admin', 'samples-production'],
    SS: ['admin', 'samples-sales'],
  },
  announcements: {
    'AN-pub': EVERYONE,
    'AN-unpub': ['admin', 'adv-assets-editor', 'adv-assets-senior'],
  },
  userFlags: { UF1: ['partner'] },
  commands: {},
  syncRejections: {},
};

async function seed(server: TestServer): Promise<void> {
  const db = server.handle.db;
  await save(db, productMapping, [product('P1', 'BLK')]);
  await save(db, libraryItemMapping, [
    libraryItem('LA-pub'),
    libraryItem('LA-pend', { status: 'Pending' }),
    libraryItem('LD-pub', { libraryType: 'ProductDocument' }),
  ]);
  const assortment = (id: string, extra: object) => ({
    id,
    _deleted: false,
    title: id,
    type: 'item',
    hierarchy: [],
    method: 'static',
    orgType: 'regular',
    state: 'published',
    starred: false,
    archived: false,
    alerts: [],
    labels: [],
    products: [],
    customContent: [],
    displayGroups: [],
    ...extra,
  });
  await save(db, assortmentMapping, [
    assortment('A-own', { ownerCode: code('assortment-user') }),
    assortment('A-int', {
      orgType: 'internal',
      channel: 'Wholesale',
      region: 'International',
      productType: 'Apparel',
    }),
  ]);
  const collection = (id: string, linkageObject: object) => ({
    id,
    _deleted: false,
    name: 'Default',
    collectionType: 'assortment',
    products: [],
    linkageType: 'linkageObject',
    linkageModel: 'Assortment',
    linkageObject,
  });
  await save(db, collectionMapping, [
    collection('C-reg', { orgType: 'regular' }),
    collection('C-int', {
      orgType: 'internal',
      channel: 'Retail',
      region: 'Domestic',
      productType: 'Footwear',
    }),
  ]);
  await save(db, seasonMapping, [
    {
      id: 'S1',
      _deleted: false,
      season: 'Spring',
      year: 2026,
      channel: 'Wholesale',
      status: 'Live',
      seasonSets: [],
    },
  ]);
  await save(db, assortmentDocumentMapping, [
    {
      id: 'AD1',
      _deleted: false,
      kind: 'AssortmentDocument',
      documentType: { type: 'PDF' },
      settings: {},
      assortment: 'A-own',
      filename: 'line.pdf',
      recipients: [],
      bccRecipients: [],
      user: code('assortment-user'),
      status: 'Pending',
    },
  ]);
  await save(db, orderMapping, [
    order('O-sdraft', code('sample-requester')),
    order('O-ssub', code('sample-requester'), { status: 'SUBMITTED' }),
    order('O-pdraft', code('promo-requester'), { type: 'promo', orderSubtype: 'promo' }),
    order('O-preview', code('promo-requester'), {
      type: 'promo',
      orderSubtype: 'promo',
      status: 'SUBMITTED',
      orderApprovalStatus: 'REQUIRES APPROVER',
      approverCode: code('approver'),
      seniorApproverCode: code('senior-approver'),
    }),
    order('O-pother', code('promo-requester'), {
      type: 'promo',
      orderSubtype: 'promo',
      status: 'SUBMITTED',
      orderApprovalStatus: 'REQUIRES APPROVER',
      approverCode: 'SOMEONE-ELSE',
    }),
    order('O-wsub', code('wholesale-rep'), {
      type: 'wholesale',
      orderType: 'WholesaleOrder',
      orderSubtype: undefined,
      status: 'SUBMITTED',
    }),
    order('O-wdraft-other', 'OTHER-REP', {
      type: 'wholesale',
      orderType: 'WholesaleOrder',
      orderSubtype: undefined,
    }),
  ]);
  await save(db, coordinatorAssignmentMapping, [
    {
      id: 'CA1',
      _deleted: false,
      coordinatorCode: code('coordinator'),
      requesterCode: code('sample-requester'),
      status: 'Active',
    },
  ]);
  await save(db, notificationMapping, [
    {
      id: 'N1',
      _deleted: false,
      userCode: code('coordinator'),
      notificationType: 'sample',
      state: 'New',
    },
  ]);
  await save(db, sampleInventoryMapping, [
    { id: 'SP', _deleted: false, library: 'Production', style: 'S1', color: 'BLK', tracking: [] },
    { id: 'SS', _deleted: false, library: 'Sales', style: 'S2', color: 'RED', tracking: [] },
  ]);
  await save(db, announcementMapping, [
    { id: 'AN-pub', _deleted: false, published: true, title: 'Hello' },
    { id: 'AN-unpub', _deleted: false, published: false, title: 'Draft' },
  ]);
  await save(db, userFlagMapping, [
    {
      id: 'UF1',
      _deleted: false,
      userCode: code('partner'),
      flag: 'Seen',
      modelType: 'Asset',
      modelId: 'LA-pub',
    },
  ]);
}

describe.each(DATABASE_KINDS)('scopes on %s', (kind) => {
  let server: TestServer;
  const users = new Map<string, TestUser>();
  beforeAll(async () => {
    server = await startTestServer(kind);
    await seed(server);
    for (const demo of DEMO_USERS)
      users.set(demo.emailLocal, await signedInUser(server, specOf(demo.user)));
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  it('[Done 4] every demo role receives exactly the documents of its scope, in every collection', async () => {
    const wrong: string[] = [];
    for (const demo of DEMO_USERS) {
      const user = users.get(demo.emailLocal)!;
      for (const [collection, docs] of Object.entries(EXPECTED) as [
        SyncCollection,
        Record<string, readonly string[]>,
      ][]) {
        const received = (await pullAll(user.session, collection))
          .filter((d) => d._deleted !== true)
          .map((d) => d.id);
        const expected = Object.entries(docs)
          .filter(([, who]) => who.includes(demo.emailLocal))
          .map(([id]) => id);
        const got = [...received].sort();
        if (JSON.stringify(got) !== JSON.stringify(expected.sort())) {
          wrong.push(
            `${demo.emailLocal} ${collection}: got ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('[Done 4] location pricing a user may not see never leaves the server', async () => {
    const locations = async (who: string) => {
      const [p] = await pullAll(users.get(who)!.session, 'products');
      return ((p?.locations as { code: string }[] | undefined) ?? []).map((l) => l.code).sort();
    };
    expect(await locations('admin')).toEqual(['EU', 'US']);
    expect(await locations('products-viewer')).toEqual(['US']);
    expect(await locations('samples-sales')).toEqual(['EU']);
    expect(await locations('partner')).toEqual([]);
  });
});
