// The wholesale customer and rep lookups of spec 001 §7 (POST /orders/wof/customer/name/
// autocomplete, POST /orders/wof/customer/details; §5 "Wholesale customer detail lookup runs only
// when email, region and id are all present"; POST /orders/wof/rep "rep validation") over what
// the server holds: the `customers` option (spec 001 §3 Customer; the demo data stores its
// wholesale accounts there) and the `reps` option (the sales reps, decision 0063). The style
// lookups are orders-wof-styles.ts. The permission table admits users with the wofaccess flag
// only. Decisions 0057, 0063.
import {
  checkReps,
  customerSchema,
  salesRepSchema,
  wofCustomerAnswerSchema,
  wofCustomerAutocompleteSchema,
  wofCustomerDetailsSchema,
  wofCustomersAnswerSchema,
  wofRepAnswerSchema,
  wofRepCheckSchema,
  type Customer,
  type SalesRep,
} from '@portal/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { options } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { createRouter } from '../router.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';

const TAG = 'Orders';
/** At most this many customers per autocomplete answer. */
export const CUSTOMER_AUTOCOMPLETE_LIMIT = 20;

/** The entries of a list option that parse with the schema (an option that does not: none). */
export async function optionList<T extends z.ZodType>(
  db: Database,
  name: string,
  schema: T,
): Promise<z.output<T>[]> {
  const [row] = await db.select().from(options).where(eq(options.name, name));
  const parsed = z.array(schema).safeParse(row?.data ?? []);
  return parsed.success ? parsed.data : [];
}

/** The stored wholesale customers. */
export const wholesaleCustomers = (db: Database): Promise<Customer[]> =>
  optionList(db, 'customers', customerSchema);

/** The stored sales reps. */
const salesReps = (db: Database): Promise<SalesRep[]> => optionList(db, 'reps', salesRepSchema);

const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/** The customer with the id (case-blind) in the region (a customer without one: any region). */
export function findCustomer(
  list: readonly Customer[],
  id: string,
  region: string | undefined,
): Customer | undefined {
  return list.find(
    (k) =>
      same(k.id, id) && (k.region === undefined || region === undefined || same(k.region, region)),
  );
}

/** The customer of a wholesale lookup, or the 404 the client shows. */
export async function customerOrNotFound(
  db: Database,
  id: string,
  region: string | undefined,
): Promise<Customer> {
  const found = findCustomer(await wholesaleCustomers(db), id, region);
  if (!found)
    throw new ApiError(404, 'not_found', `No customer ${id}${region ? ` in ${region}` : ''}`);
  return found;
}

export function orderWofRoutes() {
  const router = createRouter();
  operation(
    router,
    {
      method: 'post',
      path: '/wof/customer/name/autocomplete',
      tag: TAG,
      operationId: 'autocompleteWholesaleCustomers',
      summary: 'Wholesale customers whose name or id contains the text',
      description: `Case-blind, by name; at most ${CUSTOMER_AUTOCOMPLETE_LIMIT}.`,
      params: NONE,
      query: NONE,
      body: wofCustomerAutocompleteSchema,
      responses: {
        200: jsonAnswer(wofCustomersAnswerSchema, 'The matching customers'),
        ...errorAnswers(400, 401, 403, 413, 415),
      },
    },
    async ({ body }, c) => {
      const text = body.text.toLowerCase();
      const data = (await wholesaleCustomers(c.get('deps').db))
        .filter((k) => k.name.toLowerCase().includes(text) || k.id.toLowerCase().includes(text))
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, CUSTOMER_AUTOCOMPLETE_LIMIT);
      return c.json({ data }, 200);
    },
  );
  operation(
    router,
    {
      method: 'post',
      path: '/wof/customer/details',
      tag: TAG,
      operationId: 'getWholesaleCustomerDetails',
      summary: 'One wholesale customer by id in a region',
      description:
        'The customer with the id (case-blind) whose region is the one sent; else 404 with ' +
        'the message the client shows. The email is required (001 §5) and not matched.',
      params: NONE,
      query: NONE,
      body: wofCustomerDetailsSchema,
      responses: {
        200: jsonAnswer(wofCustomerAnswerSchema, 'The customer'),
        ...errorAnswers(400, 401, 403, 404, 413, 415),
      },
    },
    async ({ body }, c) => {
      const found = await customerOrNotFound(c.get('deps').db, body.id, body.region);
      return c.json({ data: found }, 200);
    },
  );
  operation(
    router,
    {
      method: 'post',
      path: '/wof/rep',
      tag: TAG,
      operationId: 'validateWholesaleRep',
      summary: 'Checks the rep number (and a second one) of a wholesale order',
      description:
        'The reps are the `reps` option. 200 with the rep (and `rep2` for repNumber2) when ' +
        "each is on file, active, sells in the region (the customer's when none is sent) and " +
        'serves the customer; else the message the client shows: 404 `not_found` for a number ' +
        'not on file or an unknown customer, 422 `invalid_rep` for a rep who may not take the ' +
        'order, or a second number repeating the first. Rep numbers compare case-blind.',
      params: NONE,
      query: NONE,
      body: wofRepCheckSchema,
      responses: {
        200: jsonAnswer(wofRepAnswerSchema, 'The reps accepted'),
        ...errorAnswers(400, 401, 403, 404, 413, 415, 422),
      },
    },
    async ({ body }, c) => {
      const db = c.get('deps').db;
      const customer =
        body.customer === undefined
          ? undefined
          : await customerOrNotFound(db, body.customer, body.region);
      const result = checkReps(await salesReps(db), { ...body, customer });
      if (!result.ok)
        throw new ApiError(
          result.status,
          result.status === 404 ? 'not_found' : 'invalid_rep',
          result.message,
        );
      return c.json(
        { data: { rep: result.rep, ...(result.rep2 ? { rep2: result.rep2 } : {}) } },
        200,
      );
    },
  );
  return router;
}
