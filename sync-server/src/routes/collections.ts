// Collections over REST (spec 000 §7 "Collections": GET /collections/{collectionType}, POST
// …/query, POST /collections/{collectionType}, POST …/batch/{collectionId}), built with the
// resource factory on the collections policy (sync/policies/assortments.ts: assortment users;
// an internal linkage needs the internal sub-role). 000 §4: adding a product already in a
// collection becomes an update; deleting one not in it is skipped (shared applyCollectionBatch,
// the device's rule too). Decision 0055.
import { randomUUID } from 'node:crypto';
import {
  applyCollectionBatch,
  collectionBatchAnswerSchema,
  collectionBatchSchema,
  collectionCreateSchema,
  collectionDocumentSchema,
  collectionListAnswerSchema,
  collectionListQuerySchema,
  collectionQuerySchema,
  DEFAULT_COLLECTION_NAME,
  LIST_LIMITS,
  pathIdSchema,
  type CollectionProduct,
} from '@portal/shared';
import { z } from 'zod';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';
import { NO_BODY, NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { fieldsEqual, restDocument, restResource } from '../rest/resource.ts';
import { inWrite, writeChange } from '../rest/writes.ts';
import { collectionsPolicy as policy } from '../sync/policies/assortments.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';

const TAG = 'Collections';
const byType = z.object({ collectionType: pathIdSchema });
const byCollection = byType.extend({ collectionId: pathIdSchema });

type Row = CollectionProduct;

export function collectionRoutes() {
  const resource = restResource({
    policy,
    tag: TAG,
    document: collectionDocumentSchema,
    listAnswer: collectionListAnswerSchema,
    defaultSort: [
      { field: 'name', direction: 'asc' },
      { field: 'id', direction: 'asc' },
    ],
  });

  operation(
    resource.router,
    {
      method: 'post',
      path: '/{collectionType}/batch/{collectionId}',
      tag: TAG,
      operationId: 'updateCollectionProducts',
      summary: 'Add, update and delete the products of a collection',
      description:
        'addProducts `{style, color, selected?}` (a product already there becomes an update), ' +
        'updateProducts `{style, color, selected}`, deleteProducts `{style, color}` (one not ' +
        'there is skipped). Answers the collection and the counts; an empty batch is 400.',
      params: byCollection,
      query: NONE,
      body: collectionBatchSchema,
      responses: {
        200: jsonAnswer(collectionBatchAnswerSchema, 'The collection and the counts'),
        ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
      },
    },
    async ({ params, body, user }, c) => {
      const size =
        (body.addProducts?.length ?? 0) +
        (body.updateProducts?.length ?? 0) +
        (body.deleteProducts?.length ?? 0);
      if (size === 0) throw new ApiError(400, 'bad_request', 'Nothing to update');
      let counts: ReturnType<typeof applyCollectionBatch>['counts'] | undefined;
      const stored = await inWrite(c, user, async (w) => {
        await writeChange.lock(w, policy, [params.collectionId]);
        await writeChange.update(w, policy, {
          id: params.collectionId,
          where: fieldsEqual(policy, { collectionType: params.collectionType }),
          apply: (current) => {
            const result = applyCollectionBatch((current.products as Row[]) ?? [], body);
            counts = result.counts;
            return { ...current, products: result.products };
          },
        });
        return writeChange.view(w, policy, params.collectionId);
      });
      return c.json({ data: restDocument(stored), counts }, 200);
    },
  );

  return resource
    .list(
      'get',
      {
        operationId: 'listCollections',
        summary: 'Collections of one type (paged; filters on name and linkageId)',
        path: '/{collectionType}',
        params: byType,
        query: collectionListQuerySchema,
        body: NO_BODY,
      },
      ({ params, query }) => ({
        where: fieldsEqual(policy, {
          collectionType: params.collectionType,
          name: query.name,
          linkageId: query.linkageId,
        }),
        options: query,
      }),
    )
    .list(
      'post',
      {
        operationId: 'queryCollections',
        summary: 'Collections of one type by name or linkage, with `_options`',
        path: '/{collectionType}/query',
        params: byType,
        query: NONE,
        body: collectionQuerySchema,
      },
      ({ params, body }) => ({
        where: fieldsEqual(policy, {
          collectionType: params.collectionType,
          name: body.name,
          linkageType: body.linkageType,
          linkageId: body.linkageId,
        }),
        options: body._options ?? {
          totalCount: true,
          limit: LIST_LIMITS.defaultLimit,
          skip: 0,
        },
      }),
    )
    .create(
      {
        operationId: 'createCollection',
        summary: "Create a collection of this type (name 'Default' when absent)",
        path: '/{collectionType}',
        params: byType,
        query: NONE,
        body: collectionCreateSchema,
      },
      ({ params, body }): Doc => ({
        ...body,
        id: body.id ?? randomUUID(),
        _deleted: false,
        collectionType: params.collectionType,
        name: body.name ?? DEFAULT_COLLECTION_NAME,
        linkageType: body.linkageType ?? (body.linkageId ? 'linkageId' : 'linkageObject'),
        linkageModel: 'Assortment',
        products: (body.products ?? []).map((p) => ({ ...p, selected: p.selected ?? false })),
      }),
    ).router;
}
