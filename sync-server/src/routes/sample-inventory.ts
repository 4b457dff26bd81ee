// Sample inventory over REST (spec 001 §7 "Sample inventory": GET /sampleInventory/{subtype},
// POST /sampleInventory, PUT and PATCH /sampleInventory/{id}), built with the resource factory
// on the collection's policy (sync/policies/samples.ts): a user reads and writes the samples of
// the libraries (Production, Sales) the sampleInventory permission opens, and a written sample
// holds its library's required fields (001 §5). The permission table (shared api-routes.ts)
// answered 401/403 before these handlers run. Batch, validate, autocomplete and transfer:
// sample-inventory-actions.ts. Decision 0048.
import {
  pathIdSchema,
  sampleCreateSchema,
  sampleDocumentSchema,
  sampleListAnswerSchema,
  sampleListQuerySchema,
  samplePatchSchema,
  sampleReplaceSchema,
  SAMPLE_FILTER_FIELDS,
  SAMPLE_LIBRARIES,
} from '@portal/shared';
import { z } from 'zod';
import { NO_BODY, NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { fieldsEqual, restDocument, restResource } from '../rest/resource.ts';
import { inWrite, writeChange } from '../rest/writes.ts';
import { sampleInventoryPolicy as policy } from '../sync/policies/samples.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';
import { fieldsOf, newSample, patchedSample, replacedSample } from './sample-inventory-docs.ts';

export const SAMPLES_TAG = 'Sample inventory';

const byId = z.object({ id: pathIdSchema });

export function sampleInventoryRoutes() {
  const resource = restResource({
    policy,
    tag: SAMPLES_TAG,
    document: sampleDocumentSchema,
    listAnswer: sampleListAnswerSchema,
    defaultSort: [
      { field: 'style', direction: 'asc' },
      { field: 'color', direction: 'asc' },
      { field: 'size', direction: 'asc' },
    ],
  });
  // One documented path per library (001 §2: Production, Sales), not a `{subtype}` parameter:
  // it would be the same path as PUT/PATCH `/{id}` in the OpenAPI document.
  for (const library of SAMPLE_LIBRARIES) {
    resource.list(
      'get',
      {
        operationId: `list${library}Samples`,
        summary: `The samples of the ${library} library (paged; equality filters)`,
        description:
          'GET /sampleInventory/{subtype} of 001 §7, for the users the sampleInventory ' +
          'permission opens this library to. Filters by field name (`?style=…&status=…`), ' +
          '`limit` (default 100, the grid page), `skip`, `sort` (`-modifiedDate,style`), ' +
          '`totalCount`.',
        path: `/${library}`,
        params: NONE,
        query: sampleListQuerySchema,
        body: NO_BODY,
      },
      ({ query }) => ({
        where: fieldsEqual(policy, {
          library,
          ...Object.fromEntries(SAMPLE_FILTER_FIELDS.map((f) => [f, query[f]])),
        }),
        options: query,
      }),
    );
  }
  resource
    .create(
      {
        operationId: 'createSample',
        summary: 'Add a sample to a library',
        description:
          '`library` names it (Production or Sales); totalQty is copied to onHandQty (001 §3). ' +
          "A sample lacking a required field of its library is refused 422 with the spec's " +
          'message (001 §5); a field of the other library 400.',
        path: '/',
        params: NONE,
        query: NONE,
        body: sampleCreateSchema,
      },
      ({ body, now }) =>
        newSample(body.library, fieldsOf(body), now, body._id ?? body.id ?? undefined),
    )
    .patch(
      {
        operationId: 'updateSample',
        summary: 'Change fields of a sample (`null` clears one)',
        description:
          'The library stays (a sample moves to Production by the transfer); the result must ' +
          'hold the required fields of its library (001 §5), else 422.',
        path: '/{id}',
        params: byId,
        query: NONE,
        body: samplePatchSchema,
      },
      ({ params, body, now, user }) => ({
        id: params.id,
        apply: (current) => patchedSample(current, fieldsOf(body), now, user.userCode),
      }),
    );

  // PUT replaces the writable state (the factory's builders are POST/PATCH style).
  operation(
    resource.router,
    {
      method: 'put',
      path: '/{id}',
      tag: SAMPLES_TAG,
      operationId: 'replaceSample',
      summary: "Replace a sample's fields (fields left out are cleared)",
      description:
        'Keeps id, library, tracking, onHandQty and createdDate; the result must hold the ' +
        'required fields of its library (001 §5), else 422.',
      params: byId,
      query: NONE,
      body: sampleReplaceSchema,
      responses: {
        200: jsonAnswer(sampleDocumentSchema, 'The sample as stored'),
        ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
      },
    },
    async ({ params, body, user, now }, c) => {
      const stored = await inWrite(c, user, async (w) => {
        await writeChange.lock(w, policy, [params.id]);
        await writeChange.update(w, policy, {
          id: params.id,
          apply: (current) => replacedSample(current, body, now, user.userCode),
        });
        return writeChange.view(w, policy, params.id);
      });
      return c.json(restDocument(stored), 200);
    },
  );
  return resource.router;
}
