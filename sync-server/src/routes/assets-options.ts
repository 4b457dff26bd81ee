// POST /options/data/{libraryType}[/{orgType}] for the asset libraries (spec 000 §7 "Options
// and products"): each looked-up filter of the library bar with its values and how many items
// of the view each would give (faceted: a filter's own values left out, as the bar shows them),
// over the items the caller's pull holds (assets-request.ts). Spec 000 §5/§6: editors holding
// the internal-assortment permission see only published values in filter option lookups, so
// their counts run over the Published items. Mounted before options.ts; decision 0042.
import {
  LIBRARY_FILTER_MAPPINGS,
  LIBRARY_ITEM_TYPES,
  assetOptionsAnswerSchema,
  assetOptionsQuerySchema,
  enabledFilters,
  hasPermission,
  libraryFilterBar,
  libraryItemMatches,
  removeFilter,
  type LibraryItem,
  type LibraryItemType,
} from '@portal/shared';
import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError } from '../http/errors.ts';
import { operation } from '../rest/operation.ts';
import { NONE } from '../rest/input.ts';
import { createRouter, type AppEnv } from '../router.ts';
import type { SyncUser } from '../sync/policy.ts';
import { assertManageView, readLibraryFilter, requestDay, viewItems } from './assets-request.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';

type Query = z.output<typeof assetOptionsQuerySchema>;
type Answer = Record<string, { value: string; count: number }[]>;

/** The bar's looked-up select filters that read one item field (their values are counted). */
function lookupFields(type: LibraryItemType): Map<string, string> {
  const mapping = LIBRARY_FILTER_MAPPINGS[type];
  const out = new Map<string, string>();
  for (const { filter } of enabledFilters(libraryFilterBar(type), { module: type })) {
    const field = mapping[filter.key];
    if (filter.kind !== 'select' || filter.options.from !== 'lookup') continue;
    if (field && typeof field !== 'function') out.set(filter.key, field.field);
  }
  return out;
}

function valuesOf(item: LibraryItem, field: string): string[] {
  const value = (item as unknown as Record<string, unknown>)[field];
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
}

async function optionsOf(
  c: Context<AppEnv>,
  user: SyncUser,
  type: LibraryItemType,
  body: Query,
  now: Date,
): Promise<Answer> {
  const fields = lookupFields(type);
  const keys = body.keys ?? [...fields.keys()];
  const unknown = keys.filter((k) => !fields.has(k));
  if (unknown.length > 0)
    throw new ApiError(400, 'invalid_request', `No looked-up filter ${unknown[0]} in ${type}`, [
      { path: 'keys', message: `unknown: ${unknown.join(', ')}` },
    ]);
  const state = readLibraryFilter(type, body.filter);
  const today = requestDay(now, body.today);
  assertManageView(user, { type, manage: body._manage });
  const publishedOnly = hasPermission(user, 'internalAssortments');
  const manage = body._manage && !publishedOnly;
  const status = publishedOnly ? 'Published' : body.status;
  const items = await viewItems(c.get('deps').db, user, { type, manage, status, today });
  const bar = libraryFilterBar(type);
  const answer: Answer = {};
  for (const key of keys) {
    const others = removeFilter(bar, state, key).state;
    const counts = new Map<string, number>();
    for (const item of items) {
      if (!libraryItemMatches(type, others, item, { today })) continue;
      for (const value of new Set(valuesOf(item, fields.get(key)!)))
        counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    answer[key] = [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => a.value.localeCompare(b.value, 'en', { numeric: true }));
  }
  return answer;
}

const description =
  '`{ _manage, status, filter, today, keys }`: `filter` the library bar parameters by URL name ' +
  'as in POST /assets/{libraryType}; `keys` the filters to answer (default every looked-up ' +
  'select of the bar). Per key, its values with the count of items each gives. orgType does ' +
  'not change library options.';

export function assetOptionRoutes() {
  const router = createRouter();
  for (const type of LIBRARY_ITEM_TYPES) {
    for (const withOrg of [false, true]) {
      operation(
        router,
        {
          method: 'post',
          path: `/data/${type}${withOrg ? '/{orgType}' : ''}`,
          tag: 'Options',
          operationId: `libraryFilterOptions${type}${withOrg ? 'ForOrgType' : ''}`,
          summary: `${type} filter options with counts`,
          description,
          params: withOrg ? z.object({ orgType: z.enum(['regular', 'internal']) }) : NONE,
          query: NONE,
          body: assetOptionsQuerySchema,
          optionalBody: true,
          responses: {
            200: jsonAnswer(assetOptionsAnswerSchema, 'Per filter key, its values with counts'),
            ...errorAnswers(400, 401, 403, 413, 415),
          },
        },
        async ({ body, user, now }, c) => c.json(await optionsOf(c, user, type, body, now), 200),
      );
    }
  }
  return router;
}
