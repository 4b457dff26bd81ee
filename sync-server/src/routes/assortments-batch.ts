// The batch calls of regular assortments (spec 000 §7): PATCH /assortments/batch/{id} (the
// products update payload of 000 §3 "Assortment updates"), PATCH /assortments/groupsort/batch/
// {id} (the group-sort queue of 000 §4) and POST /assortments/products/query (the assortment
// grid's rows, 000 §3 "Assortment grid row"). Writes are one policy-checked document write
// (assortments policy) under the document's lock; decision 0055.
import {
  assortmentProductsAnswerSchema,
  assortmentProductsQuerySchema,
  assortmentProductsUpdateAnswerSchema,
  assortmentProductsUpdateSchema,
  assortmentRestDocumentSchema,
  groupSortBatchSchema,
  styleColorId,
  type Product,
} from '@portal/shared';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';
import { NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { restDocument } from '../rest/resource.ts';
import { inWrite, writeChange } from '../rest/writes.ts';
import { createRouter } from '../router.ts';
import { assortmentsPolicy as policy } from '../sync/policies/assortments.ts';
import { getVisible } from '../sync/read.ts';
import { ASSORTMENTS_TAG, byId, edited, regular } from './assortments.ts';
import {
  applyProductsUpdate,
  groupSortWrite,
  isEmptyUpdate,
  type UpdateCounts,
} from './assortments-rows.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';
import { ServerCatalogue } from './products-catalogue.ts';
import { projectedProduct } from './products-request.ts';

/** The grid row of one assortment product (000 §3): the assortment's values over the
 * catalogue product's; net cost is cost minus the discount amount when the row has none. */
function gridRow(row: Doc, product: Product | undefined): Doc {
  const p = (product ?? {}) as Doc;
  const cost = typeof p.cost === 'number' ? p.cost : undefined;
  const discount = typeof row.discountAmount === 'number' ? row.discountAmount : 0;
  const pick = (...keys: string[]) =>
    Object.fromEntries(keys.filter((k) => p[k] !== undefined).map((k) => [k, p[k]]));
  return {
    ...pick(
      'name',
      'cost',
      'suggestedRetail',
      'productType',
      'gender',
      'division',
      'thumbnail',
      'locations',
      'pillar',
    ),
    ...row,
    ...(row.netCost === undefined && cost !== undefined ? { netCost: cost - discount } : {}),
    id: styleColorId(String(row.style), String(row.color)),
    inCatalogue: product !== undefined,
  };
}

const compareBy = (field: string, dir: 1 | -1) => (a: Doc, b: Doc) => {
  const x = a[field];
  const y = b[field];
  if (x === y) return 0;
  if (x === undefined || x === null) return 1;
  if (y === undefined || y === null) return -1;
  return (
    (typeof x === 'number' && typeof y === 'number' ? x - y : String(x) < String(y) ? -1 : 1) * dir
  );
};

export function assortmentBatchRoutes() {
  const router = createRouter();

  operation(
    router,
    {
      method: 'patch',
      path: '/batch/{id}',
      tag: ASSORTMENTS_TAG,
      operationId: 'updateAssortmentProducts',
      summary: 'Add, delete, update, sort and rename the products of an assortment',
      description:
        'The products update payload of 000 §3: addProducts (a product already present ' +
        'becomes an update), deleteProducts (an absent one is skipped), updateProducts ' +
        '`{style, color, properties}` (a style note, collection style note or pillar goes to ' +
        'every colour of the style; a discount percentage, discount amount or net cost ' +
        "recalculates the other two from the catalogue product's cost), sortProducts, " +
        'renameProducts and patch.uiSettings. Answers the assortment and what each part did; ' +
        'an empty payload is refused (400).',
      params: byId,
      query: NONE,
      body: assortmentProductsUpdateSchema,
      responses: {
        200: jsonAnswer(assortmentProductsUpdateAnswerSchema, 'The assortment and the counts'),
        ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
      },
    },
    async ({ params, body, user, now }, c) => {
      if (isEmptyUpdate(body)) throw new ApiError(400, 'bad_request', 'Nothing to update');
      const catalogue = await ServerCatalogue.of(c.get('deps').db).ready();
      const costOf = (style: string, color: string) => {
        const cost = catalogue.byId.get(styleColorId(style, color))?.cost;
        return typeof cost === 'number' ? cost : undefined;
      };
      let counts: UpdateCounts | undefined;
      const stored = await inWrite(c, user, async (w) => {
        await writeChange.lock(w, policy, [params.id]);
        await writeChange.update(w, policy, {
          id: params.id,
          where: regular(),
          apply: (current) => {
            const result = applyProductsUpdate(
              (current.products as Doc[] | undefined) ?? [],
              body,
              costOf,
            );
            counts = result.counts;
            const ui = body.patch?.uiSettings;
            return {
              ...current,
              products: result.products,
              ...(ui === undefined ? {} : { uiSettings: ui }),
              ...edited(user, now),
            };
          },
        });
        return writeChange.view(w, policy, params.id);
      });
      return c.json({ data: restDocument(stored), counts }, 200);
    },
  );

  operation(
    router,
    {
      method: 'patch',
      path: '/groupsort/batch/{id}',
      tag: ASSORTMENTS_TAG,
      operationId: 'sortAssortmentGroups',
      summary: 'Apply queued display-group, style and colour moves',
      description:
        '`operations`: moveDisplayGroup `{item, beforeItem}` (group ids), moveStyle `{item, ' +
        'beforeItem, displayGroup?}` (styles; a null beforeItem puts it last in displayGroup, ' +
        'default its own group), moveColor `{style, item, beforeItem}` (colours), applied in ' +
        "order (000 §4). A locked group does not move; 'Uncategorized' stays last. An unknown " +
        'item refuses the whole queue (422).',
      params: byId,
      query: NONE,
      body: groupSortBatchSchema,
      responses: {
        200: jsonAnswer(assortmentRestDocumentSchema, 'The assortment as stored'),
        ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
      },
    },
    async ({ params, body, user, now }, c) => {
      const stored = await inWrite(c, user, async (w) => {
        await writeChange.lock(w, policy, [params.id]);
        await writeChange.update(w, policy, {
          id: params.id,
          where: regular(),
          apply: (current) => ({
            ...current,
            ...groupSortWrite(current, body.operations),
            ...edited(user, now),
          }),
        });
        return writeChange.view(w, policy, params.id);
      });
      return c.json(restDocument(stored), 200);
    },
  );

  operation(
    router,
    {
      method: 'post',
      path: '/products/query',
      tag: ASSORTMENTS_TAG,
      operationId: 'queryAssortmentProducts',
      summary: 'The grid rows of an assortment’s products (paged)',
      description:
        "Each product of the assortment with its row values over the catalogue product's " +
        'fields (000 §3 grid row: name, cost, suggested retail, gender, product type, ' +
        'thumbnail, locations as the caller may see them). Default order: the rows’ sort, ' +
        'then their place in the assortment.',
      params: NONE,
      query: NONE,
      body: assortmentProductsQuerySchema,
      responses: {
        200: jsonAnswer(assortmentProductsAnswerSchema, 'One page of grid rows'),
        ...errorAnswers(400, 401, 403, 404, 415),
      },
    },
    async ({ body, user }, c) => {
      const db = c.get('deps').db;
      const doc = await getVisible(db, policy, user, body.assortmentId, regular());
      if (!doc) throw new ApiError(404, 'not_found', `No assortment ${body.assortmentId}`);
      const catalogue = await ServerCatalogue.of(db).ready();
      const rows = ((doc.products as Doc[] | undefined) ?? []).map((row) => {
        const product = catalogue.byId.get(styleColorId(String(row.style), String(row.color)));
        return gridRow(row, product ? projectedProduct(product, user) : undefined);
      });
      const options = body._options;
      const sorts = Object.entries(options.sort ?? { sort: 1 }) as [string, 1 | -1][];
      const ordered = rows
        .map((r, i) => ({ r, i }))
        .sort((a, b) => {
          for (const [field, dir] of sorts) {
            const d = compareBy(field, dir)(a.r, b.r);
            if (d !== 0) return d;
          }
          return a.i - b.i;
        })
        .map((x) => x.r);
      const data = ordered.slice(options.skip, options.skip + options.limit);
      return c.json({ data, ...(options.totalCount ? { totalCount: rows.length } : {}) }, 200);
    },
  );

  return router;
}
