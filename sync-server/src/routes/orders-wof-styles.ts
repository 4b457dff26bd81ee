// The wholesale style lookups of spec 001 §7 (GET /orders/wof/style/autocomplete/{region}/
// {origin}/{customer}/{style}, "wholesale style autocomplete"; POST /orders/wof/style, "answer
// has colors"; §5 "The style lookup needs region and style", "A style lookup returning no colours
// shows 'No style/color data found'") over the server catalogue (products-catalogue.ts), read as
// the product lookups read it: the sorted ids walked by prefix (products-lookups.ts `withPrefix`)
// and each product as the caller's pull holds it (the catalogue policy's projection, so a rep
// never sees a location row the policy hides). Decision 0063 records the choices: styles
// starting with the text, priced at the location of the customer's currency, line statuses
// by the shared wholesale rule, origin validated and not used.
import {
  ALL_LOCATIONS_LINE_STATUSES,
  CURRENCY_DEFAULTS,
  WOF_STYLE_AUTOCOMPLETE_LIMIT,
  addsActiveLineStatus,
  codeSchema,
  currencySchema,
  regionToLocationCode,
  wofStyleAnswerSchema,
  wofStyleAutocompleteParamsSchema,
  wofStyleRequestSchema,
  wofStyleSuggestionsAnswerSchema,
  type Currency,
  type Customer,
  type Product,
  type ProductLocation,
  type WofStyle,
  type WofStyleColor,
  type WofStyleSuggestion,
} from '@portal/shared';
import type { Database } from '../db/client.ts';
import { ApiError } from '../http/errors.ts';
import { NONE, NO_BODY } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { createRouter } from '../router.ts';
import type { SyncUser } from '../sync/policy.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';
import { customerOrNotFound, optionList } from './orders-wof.ts';
import { ServerCatalogue, type CatalogueView } from './products-catalogue.ts';
import { withPrefix } from './products-lookups.ts';
import { projectedProduct, seesCatalogue } from './products-request.ts';

const TAG = 'Orders';

/** The location whose rows price a lookup, and that location's currency. */
interface PriceLocation {
  readonly code: string;
  readonly currency: Currency;
}

const currencyRowSchema = currencySchema.extend({ location: codeSchema });

/**
 * The location of the currency asked for (the body's, else the customer's) by the `currencies`
 * option; without one, the spec's location of the region (001 §9: Europe EU, else US). A currency
 * the body names that no location has is a 404.
 */
async function priceLocation(
  db: Database,
  region: string,
  customer: Customer | undefined,
  asked: string | undefined,
): Promise<PriceLocation> {
  const table = await optionList(db, 'currencies', currencyRowSchema);
  const wanted = asked ?? customer?.currency?.currencyCode;
  const byCurrency = table.find((row) => row.currencyCode === wanted);
  if (byCurrency) {
    const { location, ...currency } = byCurrency;
    return { code: location, currency };
  }
  if (asked !== undefined) throw new ApiError(404, 'not_found', `No prices in ${asked}`);
  const code = regionToLocationCode(region);
  const row = table.find((r) => r.location === code);
  const currency = row
    ? {
        currencyCode: row.currencyCode,
        decimalPlaces: row.decimalPlaces,
        currencySymbol: row.currencySymbol,
      }
    : (customer?.currency ?? { currencyCode: 'USD', ...CURRENCY_DEFAULTS });
  return { code, currency };
}

/**
 * The product's row at the location as the user sees it, when the line is orderable there: line
 * status A for what 001 §9 restricts (wholesale, domestic, footwear; POP), else A, R or O (what
 * Location ALL means, 000 §4; never D, discontinued).
 */
function orderableRow(
  product: Product,
  user: SyncUser,
  code: string,
  region: string,
): ProductLocation | undefined {
  // Cheap test on the whole document first; the projection then decides what the user sees.
  if (!product.locations.some((l) => l.code === code)) return undefined;
  const row = projectedProduct(product, user).locations.find((l) => l.code === code);
  if (!row) return undefined;
  const activeOnly = addsActiveLineStatus({
    channel: 'Wholesale',
    region,
    productType: product.productType,
  });
  const statuses: readonly string[] = activeOnly ? ['A'] : ALL_LOCATIONS_LINE_STATUSES;
  return statuses.includes(row.lineStatus ?? '') ? row : undefined;
}

/** Styles starting with the text, with their orderable colours, at most the limit. */
function styleSuggestions(
  catalogue: CatalogueView,
  user: SyncUser,
  text: string,
  where: { readonly code: string; readonly region: string },
): WofStyleSuggestion[] {
  if (!seesCatalogue(user)) return [];
  const out: WofStyleSuggestion[] = [];
  for (const p of withPrefix(catalogue, text.toUpperCase())) {
    if (!orderableRow(p, user, where.code, where.region)) continue;
    const last = out.at(-1);
    if (last?.style === p.style) {
      last.colors.push(p.color);
      continue;
    }
    if (out.length === WOF_STYLE_AUTOCOMPLETE_LIMIT) break;
    out.push({
      style: p.style,
      name: p.name,
      productType: p.productType,
      ...(p.division === undefined ? {} : { division: p.division }),
      ...(p.gender === undefined ? {} : { gender: p.gender }),
      colors: [p.color],
    });
  }
  return out;
}

/** One colour as a wholesale line takes it (001 §3 Wholesale order line). */
function colorOf(p: Product, row: ProductLocation, at: PriceLocation, country?: string) {
  const price = row.wholesalePrice;
  const color: WofStyleColor = {
    id: p.id,
    color: p.color,
    sizes: [...new Set(row.availability.map((a) => a.size))],
  };
  if (p.colorDescription !== undefined) color.colorDescription = p.colorDescription;
  if (row.lineStatus !== undefined) color.lineStatus = row.lineStatus;
  if (price !== undefined) {
    color.unitPrice = price;
    if (country) color.prices = { [country]: { [at.currency.currencyCode]: price } };
  }
  if (row.suggestedRetail !== undefined) color.suggestedRetail = row.suggestedRetail;
  if (row.sizeRange !== undefined) color.sizeRange = row.sizeRange;
  if (row.firstAvailDate !== undefined) color.firstAvailDate = row.firstAvailDate;
  return color;
}

/** The style with its colours at the location, or undefined when the catalogue has no such style. */
function styleWithColors(
  catalogue: CatalogueView,
  user: SyncUser,
  style: string,
  where: { readonly at: PriceLocation; readonly region: string; readonly country?: string },
): WofStyle | undefined {
  if (!seesCatalogue(user)) return undefined;
  const products = [...withPrefix(catalogue, `${style.toUpperCase()}_`)];
  const first = products[0];
  if (!first) return undefined;
  const colors: WofStyleColor[] = [];
  for (const p of products) {
    const row = orderableRow(p, user, where.at.code, where.region);
    if (row) colors.push(colorOf(p, row, where.at, where.country));
  }
  return {
    style: first.style,
    name: first.name,
    productType: first.productType,
    ...(first.division === undefined ? {} : { division: first.division }),
    ...(first.gender === undefined ? {} : { gender: first.gender }),
    ...(first.sizeScale === undefined ? {} : { sizeScale: first.sizeScale }),
    locationCode: where.at.code,
    currency: where.at.currency,
    colors,
  };
}

export function orderWofStyleRoutes() {
  const router = createRouter();
  const catalogueOf = (db: Database) => ServerCatalogue.of(db).ready();

  operation(
    router,
    {
      method: 'get',
      path: '/wof/style/autocomplete/{region}/{origin}/{customer}/{style}',
      tag: TAG,
      operationId: 'autocompleteWholesaleStyles',
      summary: 'Styles starting with the text, orderable for the customer',
      description:
        `Case-blind, by style, at most ${WOF_STYLE_AUTOCOMPLETE_LIMIT}; each with its colours ` +
        "orderable at the location of the customer's currency (else of the region: Europe EU, " +
        'else US), as the caller sees the catalogue. Line status A for domestic footwear and ' +
        'POP, else A, R or O. The customer must be one of the region (else 404); the origin is ' +
        'a code, not used to choose.',
      params: wofStyleAutocompleteParamsSchema,
      query: NONE,
      body: NO_BODY,
      responses: {
        200: jsonAnswer(wofStyleSuggestionsAnswerSchema, 'The matching styles'),
        ...errorAnswers(400, 401, 403, 404),
      },
    },
    async ({ params, user }, c) => {
      const db = c.get('deps').db;
      const customer = await customerOrNotFound(db, params.customer, params.region);
      const region = customer.region ?? params.region;
      const at = await priceLocation(db, region, customer, undefined);
      const data = styleSuggestions(await catalogueOf(db), user, params.style, {
        code: at.code,
        region,
      });
      return c.json({ data }, 200);
    },
  );

  operation(
    router,
    {
      method: 'post',
      path: '/wof/style',
      tag: TAG,
      operationId: 'getWholesaleStyle',
      summary: 'One style with its colours, prices and sizes for a wholesale line',
      description:
        'Body `{ style, region, customer?, currency?, origin? }`. The colours orderable at the ' +
        "location of the currency (the body's, else the customer's; else the region's " +
        'location) with the wholesale price in minor units (`unitPrice`, and `prices` by the ' +
        "customer's country and the currency), suggested retail and the sizes stocked. No " +
        "colour there: `colors` is empty (the client shows 'No style/color data found'). A style " +
        'the catalogue (as the caller sees it) does not have, an unknown customer or a ' +
        'currency no location has: 404.',
      params: NONE,
      query: NONE,
      body: wofStyleRequestSchema,
      responses: {
        200: jsonAnswer(wofStyleAnswerSchema, 'The style and its colours'),
        ...errorAnswers(400, 401, 403, 404, 413, 415),
      },
    },
    async ({ body, user }, c) => {
      const db = c.get('deps').db;
      const customer =
        body.customer === undefined
          ? undefined
          : await customerOrNotFound(db, body.customer, body.region);
      const region = customer?.region ?? body.region;
      const at = await priceLocation(db, region, customer, body.currency);
      const country = customer?.address?.country;
      const data = styleWithColors(await catalogueOf(db), user, body.style, {
        at,
        region,
        ...(country ? { country } : {}),
      });
      if (!data) throw new ApiError(404, 'not_found', `No style ${body.style.toUpperCase()}`);
      return c.json({ data }, 200);
    },
  );
  return router;
}
