// POST /options/data/Product[/{orgType}] (spec 000 §7 "POST /options/data/{libraryType}
// [/{orgType}]"): the product library's filter options — divisions, genders, key initiatives,
// features, categories, component colours and materials, POP fields, locations and line
// statuses — each value with how many products of the current result it would give (faceted:
// a filter's own values left out, as the bar shows them), over the products the caller may
// see. The same engine counts them on the device (ProductIndex.facets). Mounted before the
// named-option routes (options.ts), which keep answering other library types as not
// implemented. orgType (regular, internal) does not change product options.
import { createRoute } from '@hono/zod-openapi';
import {
  enabledFilters,
  productFilterBarFor,
  productOptionsAnswerSchema,
  productOptionsQuerySchema,
  type ProductType,
  type SessionUser,
} from '@portal/shared';
import { z } from 'zod';
import { ApiError } from '../http/errors.ts';
import { createRouter, type AppDeps } from '../router.ts';
import { SESSION_SECURITY, errorAnswers, jsonAnswer, jsonBody } from './openapi.ts';
import { ServerCatalogue } from './products-catalogue.ts';
import { queryContext, readFilterState, requestDay, seesCatalogue } from './products-request.ts';

const orgTypeParams = z.object({ orgType: z.enum(['regular', 'internal']) });

const responses = {
  200: jsonAnswer(productOptionsAnswerSchema, 'Per filter key, its values with counts'),
  ...errorAnswers(400, 401, 413, 415),
};
const description =
  'Body: `{ productType, filter, "locations.code", "locations.lineStatus", today, keys }` as ' +
  'in POST /products/fetch; `keys` names the filters to answer (default every looked-up ' +
  'filter of the bar for the product type).';

const productOptions = createRoute({
  method: 'post',
  tags: ['Options'],
  security: SESSION_SECURITY,
  responses,
  path: '/data/Product',
  operationId: 'productFilterOptions',
  summary: 'Product filter options with counts',
  description,
  request: { body: jsonBody(productOptionsQuerySchema) },
});
const productOptionsForOrg = createRoute({
  method: 'post',
  tags: ['Options'],
  security: SESSION_SECURITY,
  responses,
  path: '/data/Product/{orgType}',
  operationId: 'productFilterOptionsForOrgType',
  summary: 'Product filter options with counts (for regular or internal assortments)',
  description,
  request: { params: orgTypeParams, body: jsonBody(productOptionsQuerySchema) },
});

/** The keys whose options the bar looks up for this product type, in bar order. */
function lookupKeys(productType: ProductType): string[] {
  return enabledFilters(productFilterBarFor(productType), { module: productType })
    .filter(({ filter }) => filter.kind === 'select' && filter.options.from === 'lookup')
    .map(({ filter }) => filter.key);
}

type OptionsQuery = z.output<typeof productOptionsQuerySchema>;
type OptionsAnswer = Record<string, { value: string; count: number }[]>;

/** The options of the query's keys, counted over the products the user may see. */
async function productOptionsOf(
  deps: AppDeps,
  user: SessionUser | null,
  body: OptionsQuery,
): Promise<OptionsAnswer> {
  if (!user) throw new ApiError(401, 'unauthorized', 'Please log in.');
  const offered = lookupKeys(body.productType);
  const keys = body.keys ?? offered;
  const unknown = keys.filter((k) => !offered.includes(k));
  if (unknown.length > 0)
    throw new ApiError(
      400,
      'invalid_request',
      `No options for ${unknown.join(', ')}`,
      unknown.map((k) => ({
        path: 'keys',
        message: `${k} has no options for ${body.productType}`,
      })),
    );
  const state = readFilterState(body.productType, body.filter, body);
  const data: OptionsAnswer = {};
  if (!seesCatalogue(user)) {
    for (const key of keys) data[key] = [];
    return data;
  }
  const catalogue = await ServerCatalogue.of(deps.db).ready();
  const ctx = queryContext(user, catalogue, requestDay(deps.now(), body.today));
  for (const [key, values] of Object.entries(catalogue.index.facets(state, keys, ctx)))
    data[key] = values.map(({ value, count }) => ({ value, count }));
  return data;
}

export function productOptionRoutes() {
  const app = createRouter();
  app.openapi(productOptions, async (c) =>
    c.json(
      { data: await productOptionsOf(c.get('deps'), c.get('user'), c.req.valid('json')) },
      200,
    ),
  );
  app.openapi(productOptionsForOrg, async (c) =>
    c.json(
      { data: await productOptionsOf(c.get('deps'), c.get('user'), c.req.valid('json')) },
      200,
    ),
  );
  return app;
}
