// The order lookups of spec 001 §7 over HTTP on the real server: city and state by US ZIP
// (5 digits or ZIP+4) from the USPS table the server ships, address confirmation by the same
// table with the ZIP's city and state suggested, an account's ship-to addresses and a
// requester's year of orders through the orders policy; 401/403 by the permission table, 4xx
// JSON for bad input, and the calls in the OpenAPI document. Decision 0060.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMapping } from '../../sync-server/src/db/mapping/index.ts';
import {
  DATABASE_KINDS,
  startTestServer,
  type TestServer,
} from '../../sync-server/src/test/harness.ts';
import { order, perm, save } from './support/fixtures.ts';
import { call, type ErrorAnswer } from './support/rest.ts';
import { DeviceSession } from './support/session.ts';
import { signedInUser, type TestUser } from './support/users.ts';
import { PROMO, SAMPLE, WHOLESALE, line } from './rest-orders-fixture.ts';

interface CityState {
  zip: string;
  zip4?: string;
  city: string;
  state: string;
  stateName: string;
}
interface Confirmation {
  valid: boolean;
  mismatches: string[];
  address: Record<string, string>;
  suggestion?: CityState;
}
interface OrderYear {
  year: number;
  requesterCode: string;
  productType: string;
  from: string;
  to: string;
  orders: number;
  lines: number;
  units: number;
}

const DAY = 86_400_000;
const laYear = (moment: Date) =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', year: 'numeric' }).format(
      moment,
    ),
  );

describe.each(DATABASE_KINDS)('order lookups over REST on %s', (kind) => {
  let server: TestServer;
  let requester: TestUser;
  let coordinator: TestUser;
  let wholesaler: TestUser;
  let stranger: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    requester = await signedInUser(server, {
      permissions: [perm('sampleOrders', 'user'), perm('promoOrders', 'user')],
    });
    coordinator = await signedInUser(server, {
      permissions: [perm('sampleOrders', 'coordinator')],
    });
    wholesaler = await signedInUser(server, { permissions: [], wofAccess: true });
    // Signed in, with no order permission at all.
    stranger = await signedInUser(server, { permissions: [] });
    other = await signedInUser(server, { permissions: [perm('sampleOrders', 'user')] });
  });
  afterAll(() => server?.close());

  /** Stores orders as a device would have pushed them (any status, any date). */
  const store = async (...docs: Record<string, unknown>[]) =>
    save(
      server.handle.db,
      orderMapping,
      docs.map(({ requesterCode, ...extra }) => {
        const doc = order(randomUUID(), requesterCode as string, {
          createdDate: new Date().toISOString(),
          modifiedDate: new Date().toISOString(),
          ...extra,
        });
        // `orderSubtype: undefined` leaves the fixture's subtype out (wholesale orders).
        return Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined));
      }),
    );

  const cityState = (user: TestUser, zip: string) =>
    call<{ data: CityState }>(user.session, 'GET', `/shippers/usps/citystate/${zip}`);
  const confirm = (user: TestUser, body: unknown) =>
    call<{ data: Confirmation }>(user.session, 'POST', '/shippers/ups/confirm', body);

  it('[001 §7 citystate] a known ZIP answers its city and state from the USPS table', async () => {
    const beverly = await cityState(requester, '90210');
    expect(beverly.status, JSON.stringify(beverly.body)).toBe(200);
    expect(beverly.body).toEqual({
      data: { zip: '90210', city: 'Beverly Hills', state: 'CA', stateName: 'California' },
    });
    expect((await cityState(requester, '10001')).body.data).toMatchObject({
      city: 'New York',
      state: 'NY',
    });
    // A leading zero is part of the ZIP (Boston), not a number to trim.
    expect((await cityState(requester, '02108')).body.data).toMatchObject({
      zip: '02108',
      city: 'Boston',
      state: 'MA',
    });
    // Any signed-in user may look a ZIP up (the table's 'login' entry).
    expect((await cityState(stranger, '90210')).status).toBe(200);
  });

  it('[001 §7 citystate] ZIP+4, with or without the hyphen, answers the 5-digit ZIP and the +4', async () => {
    for (const zip of ['90210-1234', '902101234']) {
      const res = await cityState(requester, zip);
      expect(res.status, zip).toBe(200);
      expect(res.body.data, zip).toEqual({
        zip: '90210',
        zip4: '1234',
        city: 'Beverly Hills',
        state: 'CA',
        stateName: 'California',
      });
    }
  });

  it('[001 §8 citystate] an unknown ZIP is a 404 JSON error with a message to show, never a 5xx', async () => {
    for (const zip of ['00000', '99999', '00000-0000']) {
      const res = await call<ErrorAnswer>(
        requester.session,
        'GET',
        `/shippers/usps/citystate/${zip}`,
      );
      expect(res.status, zip).toBe(404);
      expect(res.contentType, zip).toMatch(/application\/json/);
      expect(res.body.error.code, zip).toBe('not_found');
      expect(res.body.error.message, zip).toContain(zip);
    }
  });

  it('[001 §5 payloads] a malformed ZIP is a 400 JSON error naming the ZIP', async () => {
    for (const zip of ['9021', '902100', 'ABCDE', '90210-12', '90210-12345', '9021O']) {
      const res = await call<ErrorAnswer & { error: { issues?: { path: unknown }[] } }>(
        requester.session,
        'GET',
        `/shippers/usps/citystate/${zip}`,
      );
      expect(res.status, zip).toBe(400);
      expect(res.contentType, zip).toMatch(/application\/json/);
      expect(res.body.error.code, zip).toBe('invalid_request');
      expect(JSON.stringify(res.body.error), zip).toContain('zip');
    }
  });

  it('[001 §7 ups confirm] a matching address is valid; a wrong city gets the ZIP’s city and state', async () => {
    const good = await confirm(requester, {
      name: 'Ana Lopez',
      line1: '9500 Wilshire Blvd',
      city: 'beverly hills',
      state: 'California',
      zip: '90210-1234',
      country: 'US',
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data).toEqual({
      valid: true,
      mismatches: [],
      address: {
        name: 'Ana Lopez',
        line1: '9500 Wilshire Blvd',
        city: 'beverly hills',
        state: 'CA',
        zip: '90210-1234',
        country: 'US',
      },
    });

    const wrongCity = await confirm(requester, {
      line1: '9500 Wilshire Blvd',
      city: 'Los Angeles',
      state: 'CA',
      zip: '90210',
    });
    expect(wrongCity.status).toBe(200);
    expect(wrongCity.body.data).toMatchObject({
      valid: false,
      mismatches: ['city'],
      address: { city: 'Los Angeles', state: 'CA', zip: '90210', country: 'US' },
      suggestion: { zip: '90210', city: 'Beverly Hills', state: 'CA', stateName: 'California' },
    });

    const wrongState = await confirm(requester, {
      city: 'Beverly Hills',
      state: 'NV',
      zip: '90210',
    });
    expect(wrongState.body.data).toMatchObject({
      valid: false,
      mismatches: ['state'],
      suggestion: { city: 'Beverly Hills', state: 'CA' },
    });
    // Without city and state the answer fills them in.
    const zipOnly = await confirm(requester, { zip: '33301' });
    expect(zipOnly.body.data).toMatchObject({
      valid: false,
      mismatches: ['city', 'state'],
      suggestion: { city: 'Fort Lauderdale', state: 'FL' },
    });
  });

  it('[001 §7 ups confirm] short forms and punctuation of a city name still match', async () => {
    for (const [city, state, zip] of [
      ['St. Louis', 'MO', '63101'],
      ['SAINT LOUIS', 'mo', '63101'],
      ['Ft Lauderdale', 'FL', '33301'],
      ['  New   York ', 'new york', '10001'],
    ] as const) {
      const res = await confirm(requester, { city, state, zip });
      expect(res.status, city).toBe(200);
      expect(res.body.data.valid, city).toBe(true);
      expect(res.body.data).not.toHaveProperty('suggestion');
    }
    // A different city that merely shares a word is not the same city.
    const east = await confirm(requester, { city: 'East Saint Louis', state: 'MO', zip: '63101' });
    expect(east.body.data).toMatchObject({ valid: false, mismatches: ['city'] });
  });

  it('[001 §7 ups confirm] an unknown ZIP is not valid and has no suggestion', async () => {
    const res = await confirm(requester, { city: 'Nowhere', state: 'CA', zip: '00000' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      valid: false,
      mismatches: ['zip'],
      address: { city: 'Nowhere', state: 'CA', zip: '00000', country: 'US' },
    });
  });

  it('[001 §5 payloads] bad confirmation bodies are 4xx JSON', async () => {
    const cases: [string, unknown, number, string][] = [
      ['malformed', '{"zip":', 400, 'malformed_json'],
      ['no zip', { city: 'Austin', state: 'TX' }, 400, 'invalid_request'],
      ['bad zip', { zip: '7330' }, 400, 'invalid_request'],
      ['not US', { zip: '90210', country: 'CA' }, 400, 'invalid_request'],
      ['NUL', { zip: '90210', city: 'Bev\u0000erly' }, 400, 'invalid_request'],
    ];
    for (const [label, body, status, code] of cases) {
      const res = await call<ErrorAnswer>(requester.session, 'POST', '/shippers/ups/confirm', body);
      expect(res.status, label).toBe(status);
      expect(res.contentType, label).toMatch(/application\/json/);
      expect(res.body.error.code, label).toBe(code);
    }
    const text = await call(
      requester.session,
      'POST',
      '/shippers/ups/confirm',
      'zip',
      'text/plain',
    );
    expect(text.status).toBe(415);
  });

  it('[001 §7 accounts address] an account’s addresses on visible orders, newest first, each once', async () => {
    const account = `ACC-${randomUUID().slice(0, 8)}`;
    const home = {
      name: 'Store 1',
      line1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      country: 'US',
    };
    const dock = {
      name: 'Dock',
      line1: '5 Dock Rd',
      city: 'Boston',
      state: 'MA',
      zip: '02108',
      country: 'US',
    };
    const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    await store(
      { requesterCode: requester.userCode, account, address: home, modifiedDate: ago(3) },
      // The same address again, spelt with other case and spacing: listed once.
      {
        requesterCode: requester.userCode,
        accounts: [account.toLowerCase()],
        address: { ...home, line1: '1  MAIN st' },
        modifiedDate: ago(2),
      },
      {
        requesterCode: requester.userCode,
        accounts: ['OTHER', account],
        address: dock,
        modifiedDate: ago(1),
      },
      // Another requester's order: not the requester's to see.
      {
        requesterCode: randomUUID().slice(0, 8),
        account,
        address: { ...dock, name: 'Hidden' },
        modifiedDate: ago(0),
      },
      // A promo order of the account: another kind than the path's.
      {
        requesterCode: requester.userCode,
        type: 'promo',
        orderSubtype: 'promo',
        account,
        address: { ...dock, name: 'Promo' },
      },
    );
    const res = await call<{ data: Record<string, string>[] }>(
      requester.session,
      'GET',
      `${SAMPLE}/accounts/address/${account.toLowerCase()}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([dock, { ...home, line1: '1  MAIN st' }]);

    const promo = await call<{ data: unknown[] }>(
      requester.session,
      'GET',
      `${PROMO}/accounts/address/${account}`,
    );
    expect(promo.body.data).toEqual([{ ...dock, name: 'Promo' }]);

    const unknown = await call<ErrorAnswer>(
      requester.session,
      'GET',
      `${SAMPLE}/accounts/address/NOPE-1`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    // A coordinator sees no DRAFT of another requester (001 §4 Lists): nothing on file for them.
    const hidden = await call<ErrorAnswer>(
      coordinator.session,
      'GET',
      `${SAMPLE}/accounts/address/${account}`,
    );
    expect(hidden.status).toBe(404);
  });

  it('[001 §7 accounts address] a wholesale customer’s store addresses by customer id', async () => {
    const customer = {
      id: `C-${randomUUID().slice(0, 6)}`,
      name: 'Miller Shoes',
      defaults: [],
      termsInfo: [],
      stores: [],
    };
    const store1 = {
      name: 'Miller Shoes',
      line1: '12 Elm St',
      city: 'Butte',
      state: 'MT',
      zip: '59701',
      country: 'US',
    };
    await store({
      requesterCode: wholesaler.userCode,
      type: 'wholesale',
      orderType: 'WholesaleOrder',
      orderSubtype: undefined,
      customer,
      address: store1,
    });
    const res = await call<{ data: unknown[] }>(
      wholesaler.session,
      'GET',
      `${WHOLESALE}/accounts/address/${customer.id}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([store1]);
  });

  it('[001 §7 year lookup] a requester’s orders of a product type requested this year', async () => {
    const code = requester.userCode;
    const old = new Date(Date.now() - 400 * DAY).toISOString();
    await store(
      {
        requesterCode: code,
        status: 'SUBMITTED',
        productType: 'Footwear',
        lines: [
          line('Y1', 'BLK', { quantity: 2 }),
          line('Y1', 'WHT', { quantity: 5, status: 'Deleted' }),
          line('Y2', 'RED', { quantity: 3, status: 'DENIED' }),
        ],
      },
      {
        requesterCode: code,
        status: 'COMPLETED',
        productType: 'Footwear',
        lines: [line('Y3', 'BLK', { quantity: 4 }), line('Y4', 'BLK', { quantity: 1 })],
      },
      // Left out: a draft, a canceled order, another product type, last year's order.
      {
        requesterCode: code,
        status: 'DRAFT',
        productType: 'Footwear',
        lines: [line('Y5', 'BLK', { quantity: 9 })],
      },
      {
        requesterCode: code,
        status: 'CANCELED',
        productType: 'Footwear',
        lines: [line('Y6', 'BLK', { quantity: 9 })],
      },
      {
        requesterCode: code,
        status: 'SUBMITTED',
        productType: 'Apparel',
        lines: [line('Y7', 'BLK', { quantity: 9 })],
      },
      {
        requesterCode: code,
        status: 'COMPLETED',
        productType: 'Footwear',
        createdDate: old,
        lines: [line('Y8', 'BLK', { quantity: 7 })],
      },
    );
    const now = new Date();
    const res = await call<{ data: OrderYear }>(
      requester.session,
      'GET',
      `${SAMPLE}/year/${code}/Footwear`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const year = laYear(now);
    expect(res.body.data).toEqual({
      year,
      requesterCode: code,
      productType: 'Footwear',
      // 001 §9 default timezone America/Los_Angeles: the year starts at 08:00 UTC on 1 January.
      from: `${year}-01-01T08:00:00.000Z`,
      to: `${year + 1}-01-01T08:00:00.000Z`,
      orders: 2,
      lines: 3,
      units: 7,
    });

    const before = laYear(new Date(old));
    const earlier = await call<{ data: OrderYear }>(
      requester.session,
      'GET',
      `${SAMPLE}/year/${code}/Footwear?year=${before}`,
    );
    expect(earlier.body.data).toMatchObject({ year: before, orders: 1, lines: 1, units: 7 });

    // Counted among the orders the caller may see (the orders policy, 001 §4): a coordinator
    // sees the requester's submitted sample orders, another requester none of them.
    const path = `${SAMPLE}/year/${code}/Footwear`;
    const seenByCoordinator = await call<{ data: OrderYear }>(coordinator.session, 'GET', path);
    expect(seenByCoordinator.body.data).toMatchObject({ orders: 2, lines: 3, units: 7 });
    const seenByOther = await call<{ data: OrderYear }>(other.session, 'GET', path);
    expect(seenByOther.status).toBe(200);
    expect(seenByOther.body.data).toMatchObject({ orders: 0, lines: 0, units: 0 });
  });

  it('[001 §7 year lookup] wholesale lines count their size run’s units', async () => {
    await store({
      requesterCode: wholesaler.userCode,
      type: 'wholesale',
      orderType: 'WholesaleOrder',
      orderSubtype: undefined,
      status: 'PENDING',
      productType: 'Apparel',
      lines: [line('W1', 'BLK', { sizes: { '7': 12, '8': 12 } })],
    });
    const res = await call<{ data: OrderYear }>(
      wholesaler.session,
      'GET',
      `${WHOLESALE}/year/${wholesaler.userCode}/Apparel`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ orders: 1, lines: 1, units: 24 });
  });

  it('[001 §5 payloads] bad year and account paths are 400 JSON', async () => {
    for (const path of [
      `${SAMPLE}/year/${requester.userCode}/Shoes`,
      `${SAMPLE}/year/${requester.userCode}/Footwear?year=last`,
      `${SAMPLE}/year/${requester.userCode}/Footwear?year=1999`,
      `${SAMPLE}/accounts/address/${'A'.repeat(65)}`,
    ]) {
      const res = await call<ErrorAnswer>(requester.session, 'GET', path);
      expect(res.status, path).toBe(400);
      expect(res.contentType, path).toMatch(/application\/json/);
      expect(res.body.error.code, path).toBe('invalid_request');
    }
  });

  it('[001 §6 order lookups] 401 without a session, 403 without the order kind’s permission', async () => {
    const anonymous = new DeviceSession(server.url);
    const calls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/shippers/usps/citystate/90210'],
      ['POST', '/shippers/ups/confirm', { zip: '90210' }],
      ['GET', `${SAMPLE}/accounts/address/ACC-1`],
      ['GET', `${SAMPLE}/year/U1/Footwear`],
      ['GET', `${WHOLESALE}/year/U1/Footwear`],
    ];
    for (const [method, path, body] of calls) {
      const res = await call<ErrorAnswer>(anonymous, method, path, body);
      expect(res.status, path).toBe(401);
      expect(res.body.error.code, path).toBe('unauthorized');
    }
    const refused: [TestUser, string][] = [
      [stranger, `${SAMPLE}/accounts/address/ACC-1`],
      [stranger, `${SAMPLE}/year/U1/Footwear`],
      [coordinator, `${PROMO}/year/U1/Footwear`],
      // Wholesale needs the wofaccess flag (001 §6).
      [requester, `${WHOLESALE}/accounts/address/ACC-1`],
      [requester, `${WHOLESALE}/year/U1/Footwear`],
      [wholesaler, `${SAMPLE}/year/U1/Footwear`],
    ];
    for (const [user, path] of refused) {
      const res = await call<ErrorAnswer>(user.session, 'GET', path);
      expect(res.status, path).toBe(403);
      expect(res.body.error.code, path).toBe('forbidden');
    }
  });

  it('[001 §7 order lookups] the calls are in the OpenAPI document with their answers', async () => {
    const doc = await call<{
      paths: Record<
        string,
        Record<string, { operationId: string; responses: Record<string, unknown> }>
      >;
    }>(requester.session, 'GET', '/openapi.json');
    expect(doc.status).toBe(200);
    const op = (path: string, method: string) => doc.body.paths[path]?.[method];
    expect(op('/shippers/usps/citystate/{zip}', 'get')).toMatchObject({
      operationId: 'getCityStateByZip',
    });
    expect(Object.keys(op('/shippers/usps/citystate/{zip}', 'get')?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '404']),
    );
    expect(Object.keys(op('/shippers/ups/confirm', 'post')?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401']),
    );
    for (const path of [SAMPLE, PROMO, WHOLESALE]) {
      expect(op(`${path}/accounts/address/{value}`, 'get')?.responses, path).toHaveProperty('404');
      expect(
        op(`${path}/year/{requesterCode}/{productType}`, 'get')?.responses,
        path,
      ).toHaveProperty('200');
    }
  });
});
