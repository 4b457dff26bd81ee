// The wholesale customer lookups of spec 001 §7 (POST /orders/wof/customer/name/autocomplete,
// POST /orders/wof/customer/details; §5 "Wholesale customer detail lookup runs only when
// email, region and id are all present") over the customers the server holds: the `customers`
// option (spec 001 §3 Customer; the demo data stores its wholesale accounts there). The
// permission table admits users with the wofaccess flag only. Decision 0057.
import {
  customerSchema,
  wofCustomerAnswerSchema,
  wofCustomerAutocompleteSchema,
  wofCustomerDetailsSchema,
  wofCustomersAnswerSchema,
  type Customer,
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

/** The stored customers (an option that does not parse as customers answers none). */
async function customers(db: Database): Promise<Customer[]> {
  const [row] = await db.select().from(options).where(eq(options.name, 'customers'));
  const parsed = z.array(customerSchema).safeParse(row?.data ?? []);
  return parsed.success ? parsed.data : [];
}

const same = (a: string | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

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
      const data = (await customers(c.get('deps').db))
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
      const found = (await customers(c.get('deps').db)).find(
        (k) => same(k.id, body.id) && (k.region === undefined || same(k.region, body.region)),
      );
      if (!found) throw new ApiError(404, 'not_found', `No customer ${body.id} in ${body.region}`);
      return c.json({ data: found }, 200);
    },
  );
  return router;
}
