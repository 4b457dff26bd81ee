// The product calls of spec 000 §7 "Options and products" and 001 §7: POST /products/fetch
// (paged by the product filter bar, or by a list of style/colour ids), the style and colour
// autocomplete, and POST /products/validate. Every answer holds the products as the caller's
// sync pull holds them (catalogue policy: visibility and the location projection) and every
// filter is evaluated by the device's own engine (shared ProductIndex) over the server
// catalogue (products-catalogue.ts); decision 0037. The tear sheet is product-tearsheet.ts.
import {
  productAutocompleteBodySchema,
  productAutocompleteParamsSchema,
  productColorSuggestionsSchema,
  productFetchAnswerSchema,
  productFetchSchema,
  productStyleSuggestionsSchema,
  productValidateSchema,
  productValidationAnswerSchema,
  type Product,
  type ProductListFetch,
} from '@portal/shared';
import type { z } from 'zod';
import { Buffer } from 'node:buffer';
import type { Context } from 'hono';
import { encodingWeights } from '../middleware/compress-answers.ts';
import { createRouter, type AppEnv } from '../router.ts';
import { NONE } from '../rest/input.ts';
import { deflateOpenSync, gzipOfParts, type GzipPart } from '../sync/gzip-parts.ts';
import type { SyncUser } from '../sync/policy.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';
import { ServerCatalogue, type CatalogueView } from './products-catalogue.ts';
import {
  colorSuggestions,
  fetchByList,
  locationFor,
  styleSuggestions,
  validateProducts,
  type LookupScope,
} from './products-lookups.ts';
import { operation } from '../rest/operation.ts';
import {
  productsOf,
  queryContext,
  readFilterState,
  requestDay,
  seesCatalogue,
  sortOf,
} from './products-request.ts';

const TAG = 'Products';

const FETCH_DESCRIPTION = [
  'Paged: `{ productType, filter, "locations.code", "locations.lineStatus", today, _options }`.',
  '`filter` holds the product filter bar parameters by their URL names (shared',
  'PRODUCT_FILTER_BAR; the screen URL carries the same), one value or a list; productType is',
  'the module. `locations.code` is Location (a code or ALL), `locations.lineStatus` is Status',
  '(one line status, or A, R and O together, which is what ALL means). `_options {totalCount,',
  'limit, skip, sort}`: sort `{createdDate: -1}` (Newest, default), `{name: 1}` or `{style: 1}`.',
  'By list: `{ $or: [{style, color}], productType?, region?, "locations.code"? }`, sorted by',
  'style, at one location (Europe → EU, otherwise US). Answer `data[0].totalCount` and',
  '`data[0].data` (spec 000 §7), the products as the caller may see them.',
].join(' ');

const autocompleteResponses = (schema: z.ZodType) => ({
  200: jsonAnswer(schema, 'Up to 10 suggestions (spec 000 §9)'),
  ...errorAnswers(400, 401, 415),
});

/** The scope of an autocomplete: its params (spec 000 §7 style search) and the POP colours. */
function lookupScope(
  body: z.output<typeof productAutocompleteBodySchema>,
  popColors: string | undefined,
): LookupScope {
  const statuses = body['locations.lineStatus'];
  return {
    productType: body.productType,
    locationCode: body['locations.code'],
    lineStatuses: statuses === undefined ? undefined : [statuses].flat(),
    popColors: popColors?.toUpperCase().split(','),
  };
}

const COMMA = Buffer.from(',');
const TAIL = Buffer.from(']}]}');
const COMMA_PART = deflateOpenSync(COMMA);
const TAIL_PART = deflateOpenSync(TAIL);

/** Bytes as one stored, not final deflate block (RFC 1951 §3.2.4; under 64 KiB): a gzip part
 * that costs no compression, for the answer's head, which carries the total. */
function storedPart(plain: Uint8Array): GzipPart {
  const length = plain.byteLength;
  const block = new Uint8Array(5 + length);
  block.set([0, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff]);
  block.set(plain, 5);
  return { plain, deflated: block };
}

/**
 * `{ data: [{ totalCount, data }] }` put together from each product's cached answer bytes (the
 * same JSON c.json would write: a first page is otherwise mostly serializing, encoding and
 * compressing a quarter megabyte). To a client that takes gzip it goes as gzip from the parts
 * deflated apart, once per product and projection (decision 0026's gzip-parts.ts): larger
 * than one compression of the page, but no compression work per answer.
 */
async function fetchAnswer(
  c: Context<AppEnv>,
  totalCount: number,
  products: readonly Product[],
  user: SyncUser,
  catalogue: CatalogueView,
): Promise<Response> {
  const head = Buffer.from(`{"data":[{"totalCount":${totalCount},"data":[`);
  c.header('content-type', 'application/json');
  let body: Uint8Array<ArrayBuffer>;
  if (encodingWeights(c.req.header('accept-encoding')).gzip > 0) {
    const parts: GzipPart[] = [storedPart(head)];
    (await catalogue.deflatedParts(products, user)).forEach((part, i) => {
      if (i > 0) parts.push(COMMA_PART);
      parts.push(part);
    });
    parts.push(TAIL_PART);
    body = gzipOfParts(parts);
    c.header('content-encoding', 'gzip');
  } else {
    const parts: Buffer[] = [head];
    products.forEach((p, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(catalogue.answerPart(p, user).plain);
    });
    parts.push(TAIL);
    body = Buffer.concat(parts);
  }
  c.header('content-length', String(body.byteLength));
  return c.body(body, 200);
}

function isListFetch(body: object): body is z.output<typeof productFetchSchema> & ProductListFetch {
  return '$or' in body;
}

export function productRoutes() {
  const router = createRouter();
  const catalogueOf = (c: Context<AppEnv>) => ServerCatalogue.of(c.get('deps').db).ready();

  operation(
    router,
    {
      method: 'post',
      path: '/fetch',
      tag: TAG,
      operationId: 'fetchProducts',
      summary: 'Products of the library: a filtered page, or a list of style/colour ids',
      description: FETCH_DESCRIPTION,
      params: NONE,
      query: NONE,
      body: productFetchSchema,
      responses: {
        200: jsonAnswer(productFetchAnswerSchema, '`data[0]`: the total and one page'),
        ...errorAnswers(400, 401, 413, 415),
      },
    },
    async ({ body, user, now }, c) => {
      const catalogue = await catalogueOf(c);
      const options = body._options;
      if (isListFetch(body)) {
        const page = fetchByList(catalogue, user, {
          ids: body.$or,
          productType: body.productType,
          locationCode: locationFor(body['locations.code'], body.region ?? options.region),
          skip: options.skip,
          limit: options.limit,
        });
        return fetchAnswer(c, page.totalCount, page.products, user, catalogue);
      }
      if (!seesCatalogue(user)) return fetchAnswer(c, 0, [], user, catalogue);
      const state = readFilterState(body.productType, body.filter, body);
      const ctx = queryContext(user, catalogue, requestDay(now, body.today));
      const { ids, total } = catalogue.index.query(state, sortOf(options.sort), ctx, {
        offset: options.skip,
        limit: options.limit,
      });
      return fetchAnswer(c, total, productsOf(catalogue, ids), user, catalogue);
    },
  );

  const suggest = (
    kind: 'styles' | 'colors',
    withColors: boolean,
    run: typeof styleSuggestions | typeof colorSuggestions,
  ) =>
    operation(
      router,
      {
        method: 'post',
        path: `/autocomplete/${kind}/{text}${withColors ? '/{popColors}' : ''}`,
        tag: TAG,
        operationId: `autocomplete${kind === 'styles' ? 'Styles' : 'Colors'}${withColors ? 'WithPopColors' : ''}`,
        summary:
          kind === 'styles'
            ? 'Styles starting with the text, with their colours (POP: the given colours, default AST)'
            : 'Colours of a style (text: style, or style_ and the start of a colour)',
        params: withColors
          ? productAutocompleteParamsSchema.required({ popColors: true })
          : productAutocompleteParamsSchema.omit({ popColors: true }),
        query: NONE,
        body: productAutocompleteBodySchema,
        optionalBody: true,
        responses: autocompleteResponses(
          kind === 'styles' ? productStyleSuggestionsSchema : productColorSuggestionsSchema,
        ),
      },
      async ({ params, body, user }, c) => {
        const catalogue = await catalogueOf(c);
        const popColors =
          'popColors' in params && typeof params.popColors === 'string'
            ? params.popColors
            : undefined;
        const data = run(catalogue, user, params.text, lookupScope(body, popColors));
        return c.json({ data }, 200);
      },
    );
  suggest('styles', false, styleSuggestions);
  suggest('styles', true, styleSuggestions);
  suggest('colors', false, colorSuggestions);
  suggest('colors', true, colorSuggestions);

  operation(
    router,
    {
      method: 'post',
      path: '/validate',
      tag: TAG,
      operationId: 'validateProducts',
      summary: 'Validates products to add: not found, duplicate, product type, allowed, location',
      description:
        'The import rules of spec 000 §5 and the messages of §8 over the products as the caller ' +
        'sees them. `message` is Success when no row has a critical issue; an empty list is a ' +
        'success with no rows.',
      params: NONE,
      query: NONE,
      body: productValidateSchema,
      responses: {
        200: jsonAnswer(productValidationAnswerSchema, 'Each row with its issues'),
        ...errorAnswers(400, 401, 413, 415),
      },
    },
    async ({ body, user }, c) => {
      if (body.products.length === 0) return c.json({ message: 'Success', data: [] }, 200);
      const catalogue = await catalogueOf(c);
      const locationCode =
        body.locationCode ??
        (body.region === undefined ? undefined : locationFor(undefined, body.region));
      return c.json(validateProducts(catalogue, user, { ...body, locationCode }), 200);
    },
  );

  return router;
}
