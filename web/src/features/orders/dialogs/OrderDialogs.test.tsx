// The order dialogs in jsdom, on a real device sync in the page (RxDB over fake-indexeddb; no
// server reachable, like an offline tablet): New from a list makes a DRAFT on the device with
// the §9 defaults and opens it by its id (no number yet); a wholesale draft without a customer
// keeps the typed name and cannot be submitted; Edit patches only the changed field. The rep
// check talks to the real server (the harness's app on PGlite in a worker thread, as
// samples/Transfer.test.tsx): the page's REST calls reach it, its sync endpoints stay unreachable.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { demoUser, type OrderList as OrderListName } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import type { RouteName } from '@portal/shared/routes/route-names.ts';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { openDeviceSync } from '../../../sync/runtime.ts';
import { ConfirmPrompt } from '../../../ui/confirm/ConfirmPrompt.tsx';
import { OrderDetail } from '../detail/OrderDetail.tsx';
import { LOCAL_KEYS, removeLocal, writeLocal } from '../../session/offline-store.ts';
import { OrderList } from '../OrderList.tsx';
import { offlineDeviceHooks, setOnline } from '../testing/device.ts';
import { testOrder, type OrderInput } from '../testing/orders.ts';
import { WHOLESALE_OPTIONS_KEY } from '../wholesale-options.ts';
import type { OrderUser } from './person.ts';

configure({ asyncUtilTimeout: 5_000 });
let run = 0;
const requester: OrderUser = {
  ...demoUser('sample-requester').user,
  name: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
};
const rep: OrderUser = { ...demoUser('wholesale-rep').user, name: 'Rex', lastName: 'Rep' };

offlineDeviceHooks({ wideGrid: true });

const WHOLESALE: OrderInput = testOrder(301, 'wholesale', 'DRAFT', {
  requesterCode: rep.userCode,
  po: 'OLD-PO',
  instructions: 'Ring twice',
  lines: [{ id: 'w1', style: 'A100', color: 'BLK', sizes: { '8': 6 } }],
});

const KIND_OF_DETAIL = {
  'orders--sample-orders--details': 'sample',
  'orders--wholesale-orders--details': 'wholesale',
  'orders--promo-orders--details': 'promo',
} as const;

/** A list route and the detail routes, as the app wires them (the route's parameter). */
async function renderApp(start: string, list: RouteName, listName: OrderListName, user: OrderUser) {
  const sync = await openDeviceSync(`order-dialogs-${++run}-${Date.now()}`);
  await insertDocuments('orders', [WHOLESALE]);
  const database = await sync.database();
  const listRoute = webRouteByName(list);
  const details = Object.entries(KIND_OF_DETAIL).map(([name, kind]) => {
    const route = webRouteByName(name as RouteName);
    function Detail() {
      const { orderNumber } = useParams();
      return <OrderDetail route={route} kind={kind} orderNumber={orderNumber} user={user} />;
    }
    return { path: route.path, element: <Detail /> };
  });
  const router = createMemoryRouter(
    [
      {
        path: listRoute.path,
        element: <OrderList route={listRoute} list={listName} user={user} />,
      },
      ...details,
    ],
    { initialEntries: [start] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
        <RouterProvider router={router} />
        <ConfirmPrompt />
      </IntlProvider>
    </StrictMode>,
  );
  const orders = async () =>
    (await database.collections.orders!.find().exec()).map((d) => d.toMutableJSON());
  const commands = async () =>
    (await database.collections.commands!.find().exec()).map((d) => d.toMutableJSON());
  return { router, orders, commands };
}

/** The wholesale rep on the wholesale active list's app, starting at `start`. */
const renderWholesale = (start: string) =>
  renderApp(start, 'orders--wholesale-orders--active', 'wholesaleActive', rep);

/** The one order the test made: the device's orders but those of `known` ids, once one is there. */
async function madeOrder(
  orders: () => Promise<Record<string, unknown>[]>,
  known: readonly string[],
): Promise<Record<string, unknown>> {
  let made: Record<string, unknown> = {};
  await waitFor(async () => {
    const found = (await orders()).filter((o) => !known.includes(o.id as string));
    expect(found).toHaveLength(1);
    made = found[0]!;
  });
  return made;
}

const dialog = () => screen.getByTestId('order-form-dialog');
const field = (name: string) => within(dialog()).getByRole('textbox', { name });

describe('[001 §2 order dialogs] New', () => {
  it('[001 §2 new.sample] New Sample Order offline: a DRAFT with the defaults on the device, opened by its id', async () => {
    const u = userEvent.setup();
    const { router, orders } = await renderApp(
      '/orders/samples/active-orders',
      'orders--sample-orders--active-orders',
      'sampleActive',
      requester,
    );
    await u.click(await screen.findByRole('button', { name: 'New Sample Order' }));
    expect(within(dialog()).getByRole('heading', { name: 'New Sample Order' })).toBeInTheDocument();
    await u.type(field('Purpose'), 'Showroom');
    await u.click(within(dialog()).getByRole('button', { name: 'Create' }));

    let id = '';
    await waitFor(async () => {
      const made = (await orders()).filter((o) => o.type === 'sample');
      expect(made).toHaveLength(1);
      id = made[0]!.id;
    });
    const made = (await orders()).find((o) => o.id === id)!;
    expect(made).toMatchObject({
      type: 'sample',
      orderType: 'SampleOrder',
      orderSubtype: 'sample',
      status: 'DRAFT',
      purpose: 'Showroom',
      requesterCode: requester.userCode,
      requesterName: 'Ann Lee',
      warehouse: 'US',
      lines: [],
    });
    expect(made.orderNumber).toBeUndefined();
    expect(Date.now() - Date.parse(made.createdDate!)).toBeLessThan(60_000);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/samples/order/${id}`));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Showroom')).toBeInTheDocument();
  });

  it('[001 §3 promo reviewers] offline, the promo requester picks the approvers named on the device; naming themselves is refused', async () => {
    const u = userEvent.setup();
    const promoRequester: OrderUser = { ...demoUser('promo-requester').user, name: 'Pia' };
    await writeLocal(LOCAL_KEYS.user, promoRequester);
    try {
      const { orders } = await renderApp(
        '/orders/promos/needs-review',
        'orders--promo-orders--needs-review',
        'promoNeedsReview',
        promoRequester,
      );
      await insertDocuments('orders', [
        testOrder(401, 'promo', 'SUBMITTED', {
          id: 'p1',
          requesterCode: promoRequester.userCode,
          approverCode: 'A1',
          approverName: 'Al Approver',
          seniorApproverCode: 'S1',
          seniorApproverName: 'Sue Senior',
        }),
      ]);
      await u.click(await screen.findByRole('button', { name: 'New Promo Order' }));
      const box = (name: string) => within(dialog()).getByRole('combobox', { name });
      await u.type(box('Approver'), 'Al');
      await u.click(await screen.findByRole('option', { name: 'Al Approver (A1)' }));
      // Offline a typed code is taken as it is: here the requester's own.
      await u.type(box('Senior approver'), promoRequester.userCode);
      await u.keyboard('{Tab}');
      expect(within(dialog()).getByRole('alert')).toHaveTextContent(
        'A requester cannot review their own order',
      );
      await u.click(within(dialog()).getByRole('button', { name: 'Create' }));
      expect(dialog()).toBeInTheDocument();
      expect((await orders()).filter((o) => o.id !== 'p1' && o.type === 'promo')).toEqual([]);

      await u.clear(box('Senior approver'));
      await u.type(box('Senior approver'), 'Sue');
      await u.click(await screen.findByRole('option', { name: 'Sue Senior (S1)' }));
      await u.click(within(dialog()).getByRole('button', { name: 'Create' }));
      await waitFor(async () =>
        expect((await orders()).find((o) => o.id !== 'p1' && o.type === 'promo')).toMatchObject({
          status: 'DRAFT',
          approverCode: 'A1',
          approverName: 'Al Approver',
          seniorApproverCode: 'S1',
          seniorApproverName: 'Sue Senior',
        }),
      );
    } finally {
      await removeLocal(LOCAL_KEYS.user);
    }
  });

  it('[001 §5 submit.customer] New Wholesale Order without a customer: a draft keeping the name; Submit stays blocked', async () => {
    const u = userEvent.setup();
    const { router, orders } = await renderWholesale('/orders/wholesale/active');
    await u.click(await screen.findByRole('button', { name: 'New Wholesale Order' }));
    expect(within(dialog()).getByTestId('customer-note')).toHaveTextContent(
      'type a name to look up when you are back online',
    );
    await u.type(within(dialog()).getByRole('combobox', { name: 'Customer' }), 'Shoe Barn');
    await u.type(field('PO number'), 'PO-9');
    await u.click(within(dialog()).getByRole('button', { name: 'Create' }));

    const made = await madeOrder(orders, ['o301']);
    expect(made).toMatchObject({
      type: 'wholesale',
      orderType: 'WholesaleOrder',
      status: 'DRAFT',
      buyer: 'Shoe Barn',
      po: 'PO-9',
      warehouse: 'US',
    });
    // Decision 0073: the 45-day window is the sample and promo search's, not this date's.
    expect(made.availabilityDate).toBeUndefined();
    expect(made.customer).toBeUndefined();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/orders/wholesale/order/${String(made.id)}`),
    );
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(
      screen.getByText('A wholesale order cannot leave draft without a customer'),
    ).toBeInTheDocument();
  });
});

describe('[001 §5 customer lookup offline] a customer without a connection', () => {
  it('[001 §5 customer lookup offline] offline the rep picks a customer of the orders on the device; the draft has it whole', async () => {
    const u = userEvent.setup();
    const { router, orders } = await renderWholesale('/orders/wholesale/active');
    await insertDocuments('orders', [
      {
        ...WHOLESALE,
        id: 'o302',
        orderNumber: 302,
        customer: { id: 'C77', name: 'Shoe Hut', region: 'North America' },
      } as OrderInput,
    ]);
    await u.click(await screen.findByRole('button', { name: 'New Wholesale Order' }));
    await u.type(within(dialog()).getByRole('combobox', { name: 'Customer' }), 'hut');
    await u.click(await screen.findByRole('option', { name: 'Shoe Hut (C77)' }));
    await waitFor(() =>
      expect(within(dialog()).getByTestId('customer-note')).toHaveTextContent(
        'Customer Shoe Hut (C77)',
      ),
    );
    await u.click(within(dialog()).getByRole('button', { name: 'Create' }));

    const made = await madeOrder(orders, ['o301', 'o302']);
    expect(made.customer).toMatchObject({ id: 'C77', name: 'Shoe Hut' });
    expect(made.buyer).toBeUndefined();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/orders/wholesale/order/${String(made.id)}`),
    );
    // Only the missing lines hold the order in draft now, not the customer.
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(
      screen.queryByText('A wholesale order cannot leave draft without a customer'),
    ).toBeNull();
  });
});

describe('[001 §2 order dialogs] Edit', () => {
  it('[001 §2 edit.patch] Edit changes the PO: only it (and modifiedDate) is patched on the device', async () => {
    const u = userEvent.setup();
    const { orders } = await renderWholesale('/orders/wholesale/order/301');
    const before = (await orders()).find((o) => o.id === 'o301')!;
    await u.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(
      within(dialog()).getByRole('heading', { name: 'Edit Wholesale Order' }),
    ).toBeInTheDocument();
    expect(field('PO number')).toHaveValue('OLD-PO');
    await u.clear(field('PO number'));
    await u.type(field('PO number'), 'NEW-PO');
    await u.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await orders()).find((o) => o.id === 'o301')?.po).toBe('NEW-PO'),
    );
    const after = (await orders()).find((o) => o.id === 'o301')!;
    expect(after).toMatchObject({
      instructions: 'Ring twice',
      status: 'DRAFT',
      requesterCode: rep.userCode,
      lines: before.lines,
    });
    expect(after.customer).toBeUndefined();
    expect(after.buyer).toBeUndefined();
    expect(after.modifiedDate).toBeDefined();
  });

  it('[001 §2 detail.id] the detail route opens an order by its id too', async () => {
    await renderWholesale('/orders/wholesale/order/o301');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('Ring twice')).toBeInTheDocument();
  });

  it('[001 §4 duplicate] Duplicate opens the dialog titled by the action, then queues the command', async () => {
    const u = userEvent.setup();
    const { commands } = await renderWholesale('/orders/wholesale/order/301');
    await u.click(await screen.findByRole('button', { name: 'Duplicate' }));
    expect(
      within(dialog()).getByRole('heading', { name: 'Duplicate Wholesale Order' }),
    ).toBeInTheDocument();
    expect(await commands()).toEqual([]);
    await u.click(within(dialog()).getByRole('button', { name: 'Duplicate' }));
    await waitFor(async () =>
      expect(await commands()).toEqual([
        expect.objectContaining({
          type: 'order.duplicate',
          payload: { orderId: 'o301', newOrderId: expect.any(String) },
          status: 'pending',
        }),
      ]),
    );
  });
});

describe('[001 §5 terms.country] terms by country (decision 0075)', () => {
  const term = (code: string, description: string) => ({ code, description });
  const TABLE = {
    DE: [
      term('N30', 'Net 30'),
      term('SK2', '2% 14 days, Net 30'),
      term('SEPA', 'SEPA direct debit'),
    ],
    US: [term('COD', 'Cash on delivery')],
  };
  const KNOWN: OrderInput = {
    ...WHOLESALE,
    id: 'o303',
    orderNumber: 303,
    customer: {
      id: 'C88',
      name: 'Berlin Schuh',
      region: 'Europe',
      address: { country: 'DE' },
      termsInfo: [term('N30', 'Net 30 (customer)'), term('PRE', 'Prepaid')],
    },
    termsByCountry: [term('OLD', 'An old country term')],
  } as OrderInput;
  beforeEach(() => {
    localStorage.setItem(WHOLESALE_OPTIONS_KEY, JSON.stringify({ termsByCountry: TABLE }));
  });
  afterEach(() => localStorage.removeItem(WHOLESALE_OPTIONS_KEY));
  const termChoices = async (u: ReturnType<typeof userEvent.setup>) => {
    await u.click(within(dialog()).getByRole('button', { name: /Terms$/ }));
    const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
    return names;
  };
  /** The German customer's terms first, then those of its country not already there. */
  const GERMAN_CUSTOMER_CHOICES = [
    'None',
    'N30 – Net 30 (customer)',
    'PRE – Prepaid',
    'SK2 – 2% 14 days, Net 30',
    'SEPA – SEPA direct debit',
  ];
  /** The app at `start` with the German customer's order on the device; `action`'s dialog open. */
  const openWithKnown = async (
    u: ReturnType<typeof userEvent.setup>,
    start: string,
    action: 'New Wholesale Order' | 'Edit' | 'Duplicate',
  ) => {
    const app = await renderWholesale(start);
    await insertDocuments('orders', [KNOWN]);
    await u.click(await screen.findByRole('button', { name: action }));
    return app;
  };

  it("[001 §5 terms.country] New offline: the customer's terms first, then its country's without duplicates; the order stores the country's terms", async () => {
    const u = userEvent.setup();
    const { orders } = await openWithKnown(u, '/orders/wholesale/active', 'New Wholesale Order');
    await u.type(within(dialog()).getByRole('combobox', { name: 'Customer' }), 'berlin');
    await u.click(await screen.findByRole('option', { name: 'Berlin Schuh (C88)' }));
    expect(await termChoices(u)).toEqual(GERMAN_CUSTOMER_CHOICES);
    await u.click(screen.getByRole('option', { name: 'SK2 – 2% 14 days, Net 30' }));
    await u.click(within(dialog()).getByRole('button', { name: 'Create' }));
    await waitFor(async () =>
      expect((await orders()).find((o) => !['o301', 'o303'].includes(o.id))).toMatchObject({
        customer: { id: 'C88' },
        additionalTerm: 'SK2',
        termsByCountry: TABLE.DE,
      }),
    );
  });

  it("[001 §5 terms.country] Edit lists the country's terms from the table, not the order's old copy, and stores them", async () => {
    const u = userEvent.setup();
    const { orders } = await openWithKnown(u, '/orders/wholesale/order/303', 'Edit');
    expect(await termChoices(u)).toEqual(GERMAN_CUSTOMER_CHOICES);
    await u.click(screen.getByRole('option', { name: 'PRE – Prepaid' }));
    await u.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect((await orders()).find((o) => o.id === 'o303')).toMatchObject({
        additionalTerm: 'PRE',
        termsByCountry: TABLE.DE,
      }),
    );
  });

  it("[001 §5 terms.country] with no table on the device yet, Duplicate lists the order's stored country terms", async () => {
    localStorage.removeItem(WHOLESALE_OPTIONS_KEY);
    const u = userEvent.setup();
    await openWithKnown(u, '/orders/wholesale/order/303', 'Duplicate');
    expect(await termChoices(u)).toEqual([
      'None',
      'N30 – Net 30 (customer)',
      'PRE – Prepaid',
      'OLD – An old country term',
    ]);
  });
});

/** The harness server in a worker thread (tests/sync/support/server-worker.ts). */
interface ServerRpc {
  readonly url: string;
  call<T>(op: string, ...args: unknown[]): Promise<T>;
  close(): Promise<void>;
}

describe('[001 §7 wof rep] the rep number checked by the server', () => {
  const realFetch = globalThis.fetch;
  let server: ServerRpc;
  let cookie: string | undefined;
  /** The page's fetch: same-origin REST calls go to the server; the device sync stays offline. */
  const pageFetch: typeof fetch = async (input, init) => {
    const raw = input instanceof Request ? input.url : String(input);
    if (!navigator.onLine || raw.startsWith('/api/sync')) throw new TypeError('Failed to fetch');
    const headers = new Headers(init?.headers);
    headers.set('origin', server.url);
    if (cookie) headers.set('cookie', cookie);
    const { credentials: _same, ...rest } = init ?? {};
    const res = await realFetch(raw.startsWith('/') ? `${server.url}${raw}` : raw, {
      ...rest,
      headers,
    });
    for (const set of res.headers.getSetCookie()) cookie = set.split(';')[0];
    return res;
  };

  beforeAll(async () => {
    const { URL: NodeURL, fileURLToPath } = await import('node:url');
    const support = (file: string) =>
      new NodeURL(`../../../../../tests/sync/support/${file}`, import.meta.url);
    const { startWorkerRpc } = (await import(
      /* @vite-ignore */ fileURLToPath(support('worker-rpc.ts'))
    )) as { startWorkerRpc(script: unknown, data: unknown): Promise<ServerRpc> };
    server = await startWorkerRpc(support('server-worker.ts'), { kind: 'pglite' });
    const reps = [
      { repNumber: 'R101', name: 'Ada Moss', region: 'Domestic', customers: [], active: true },
    ];
    await server.call(
      'exec',
      `insert into options (name, data) values ('reps', '${JSON.stringify(reps)}')`,
    );
    const email = `dialog.rep.${Date.now().toString(36)}@example.com`;
    await server.call('createUser', {
      email,
      name: 'Rex',
      lastName: 'Rep',
      permissions: [{ permission: 'wholesaleOrders', role: 'user' }],
      userTBEs: [{ territory: 'US-WEST', businessEntity: 'Domestic', locations: [{ key: 'US' }] }],
      wof: { access: true, country: 'US' },
    });
    vi.stubGlobal('fetch', pageFetch);
    const login = await fetch('/api/users/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'sync test password' }), // tests/sync/support/users.ts
    });
    expect(login.status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    vi.unstubAllGlobals();
    await server?.close();
  });

  it('[001 §7 wof rep] online, leaving the field shows the server refusal; an accepted number names the rep and is saved', async () => {
    setOnline(true);
    const u = userEvent.setup();
    const { orders } = await renderWholesale('/orders/wholesale/active');
    await u.click(await screen.findByRole('button', { name: 'New Wholesale Order' }));
    await u.type(field('Rep number'), 'r999');
    await u.tab();
    expect(await within(dialog()).findByText(/^Rep number not accepted:/)).toHaveTextContent(
      'Rep number not accepted: Rep number R999 is not on file',
    );
    expect(field('Rep number')).toHaveAttribute('aria-invalid', 'true');
    // Saving with the refused number keeps the dialog open and writes nothing.
    await u.click(within(dialog()).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog()).getByText(/could not be saved/)).toBeInTheDocument(),
    );
    expect((await orders()).map((o) => o.id)).toEqual(['o301']);

    await u.clear(field('Rep number'));
    expect(within(dialog()).queryByText(/^Rep number not accepted:/)).toBeNull();
    await u.type(field('Rep number'), 'r101');
    await u.tab();
    expect(await within(dialog()).findByTestId('rep-note')).toHaveTextContent('Rep Ada Moss');
    expect(field('Rep number')).not.toHaveAttribute('aria-invalid', 'true');
    await u.click(within(dialog()).getByRole('button', { name: 'Create' }));
    await waitFor(async () =>
      expect((await orders()).find((o) => o.id !== 'o301')).toMatchObject({
        type: 'wholesale',
        status: 'DRAFT',
        repNumber: 'R101',
      }),
    );
  });

  it("[001 §5 terms.country] online, the wholesale list keeps a device copy of the server's terms and pack tables (decision 0075)", async () => {
    const terms = { DE: [{ code: 'SK2', description: '2% 14 days, Net 30' }] };
    const packs = [{ code: 'M12', unitCount: 12, perPackShare: 6 }];
    await server.call(
      'exec',
      `insert into options (name, data) values ('orders.termsByCountry', '${JSON.stringify(terms)}'), ('orders.packs', '${JSON.stringify(packs)}')`,
    );
    localStorage.removeItem(WHOLESALE_OPTIONS_KEY);
    setOnline(true);
    try {
      await renderWholesale('/orders/wholesale/active');
      await waitFor(() =>
        expect(JSON.parse(localStorage.getItem(WHOLESALE_OPTIONS_KEY) ?? '{}')).toEqual({
          packs,
          termsByCountry: terms,
        }),
      );
    } finally {
      localStorage.removeItem(WHOLESALE_OPTIONS_KEY);
    }
  });
});
