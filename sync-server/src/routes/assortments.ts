// Regular assortments over REST (spec 000 §7 "Assortment REST shapes": GET /assortments,
// GET/PATCH/DELETE /assortments/{id}, POST /assortments, PATCH …/{id}/merge, POST
// /assortments/cloneMany), built with the resource factory on the assortments policy
// (sync/policies/assortments.ts: owners see and write their own, managers all). Internal
// assortments have their own calls (/internalAssortments); these only touch orgType regular.
// The batch calls are in assortments-batch.ts; decision 0055.
import { randomUUID } from 'node:crypto';
import {
  assortmentCloneManyAnswerSchema,
  assortmentCloneManySchema,
  assortmentCreateSchema,
  assortmentGetQuerySchema,
  assortmentListAnswerSchema,
  assortmentListQuerySchema,
  assortmentMergeSchema,
  assortmentPatchSchema,
  assortmentRestDocumentSchema,
  cloneTitle,
  pathIdSchema,
} from '@portal/shared';
import { z } from 'zod';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';
import { NO_BODY, NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { fieldsEqual, restDocument, restResource } from '../rest/resource.ts';
import { inWrite, writeChange } from '../rest/writes.ts';
import { assortmentsPolicy as policy } from '../sync/policies/assortments.ts';
import type { SyncUser } from '../sync/policy.ts';
import { getVisible } from '../sync/read.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';

export const ASSORTMENTS_TAG = 'Assortments';
export const byId = z.object({ id: pathIdSchema });
/** Only regular assortments: an internal one is out of these calls' reach (a 404). */
export const regular = () => fieldsEqual(policy, { orgType: 'regular' });

/** 000 §3 lastEditedByUser: the writer's name, as the demo data stores it. */
export const editorName = (user: SyncUser) => `${user.name} ${user.lastName}`.trim();

/** The stamp of every write: modifiedDate and lastEditedByUser. */
export const edited = (user: SyncUser, now: Date) => ({
  modifiedDate: now.toISOString(),
  lastEditedByUser: editorName(user),
});

/** Rows of a request with their cleared (null) values left out. */
const withoutNulls = (rows: readonly Record<string, unknown>[]) =>
  rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)));

/** A copy owned by the caller (cloneMany): new id, its own display group ids (they key rows of
 * their own table, as in the copy-for-user command), "Copy of …", not starred. */
function copyOf(source: Doc, user: SyncUser, now: Date): Doc {
  const { seq: _seq, _id: _ignored, ...fields } = source;
  const id = randomUUID();
  const groups = (source.displayGroups as Doc[] | undefined) ?? [];
  return {
    ...fields,
    id,
    _deleted: false,
    title: cloneTitle(String(source.title)),
    ownerCode: user.userCode,
    starred: false,
    createdDate: now.toISOString(),
    ...edited(user, now),
    displayGroups: groups.map((g, i) => ({ ...g, id: `${id}-g${i + 1}` })),
  };
}

export function assortmentRoutes() {
  const resource = restResource({
    policy,
    tag: ASSORTMENTS_TAG,
    document: assortmentRestDocumentSchema,
    listAnswer: assortmentListAnswerSchema,
    defaultSort: [
      { field: 'title', direction: 'asc' },
      { field: 'createdDate', direction: 'asc' },
    ],
  });
  const router = resource.router;

  // Before the `/{id}` routes: cloneMany is a fixed path.
  operation(
    router,
    {
      method: 'post',
      path: '/cloneMany',
      tag: ASSORTMENTS_TAG,
      operationId: 'cloneAssortments',
      summary: 'Copy assortments for the caller (titles "Copy of …")',
      description:
        'Each id the caller may read is copied as a new assortment owned by the caller. Ids ' +
        'not found (or not the caller’s to read) are listed under `failures` and make the ' +
        "status 'failure' (000 §5: such a reply counts as failure).",
      params: NONE,
      query: NONE,
      body: assortmentCloneManySchema,
      responses: {
        200: jsonAnswer(assortmentCloneManyAnswerSchema, 'The copies and the ids not copied'),
        ...errorAnswers(400, 401, 403, 413, 415, 422),
      },
    },
    async ({ body, user, now }, c) => {
      const answer = await inWrite(c, user, async (w) => {
        const data: Doc[] = [];
        const failures: { id: string; message: string }[] = [];
        for (const id of body.ids) {
          const source = await getVisible(w.ctx.tx, policy, user, id, regular());
          if (!source) {
            failures.push({ id, message: `No assortment ${id}` });
            continue;
          }
          const copy = copyOf(source, user, now);
          await writeChange.create(w, policy, copy);
          data.push(restDocument(await writeChange.view(w, policy, String(copy.id))));
        }
        return { status: failures.length === 0 ? 'success' : 'failure', data, failures };
      });
      return c.json(answer, 200);
    },
  );

  operation(
    router,
    {
      method: 'patch',
      path: '/{id}/merge',
      tag: ASSORTMENTS_TAG,
      operationId: 'mergeAssortment',
      summary: "Merge another assortment's products into this one",
      description:
        'Products of `source` not yet in this assortment are appended with their row values ' +
        '(label, notes, pillar, pricing); products already here keep theirs. The source is ' +
        'left as it is.',
      params: byId,
      query: NONE,
      body: assortmentMergeSchema,
      responses: {
        200: jsonAnswer(assortmentRestDocumentSchema, 'The assortment as stored'),
        ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
      },
    },
    async ({ params, body, user, now }, c) => {
      if (body.source === params.id) {
        throw new ApiError(400, 'bad_request', 'An assortment cannot be merged into itself');
      }
      const stored = await inWrite(c, user, async (w) => {
        await writeChange.lock(w, policy, [params.id, body.source]);
        const source = await getVisible(w.ctx.tx, policy, user, body.source, regular());
        if (!source) throw new ApiError(404, 'not_found', `No assortment ${body.source}`);
        const incoming = (source.products as Doc[] | undefined) ?? [];
        await writeChange.update(w, policy, {
          id: params.id,
          where: regular(),
          apply: (current) => {
            const products = [...((current.products as Doc[] | undefined) ?? [])];
            const have = new Set(products.map((p) => `${p.style}\u0000${p.color}`));
            for (const { sort: _sort, ...p } of incoming) {
              if (!have.has(`${p.style}\u0000${p.color}`)) products.push(p);
            }
            return { ...current, products, ...edited(user, now) };
          },
        });
        return writeChange.view(w, policy, params.id);
      });
      return c.json(restDocument(stored), 200);
    },
  );

  return resource
    .list(
      'get',
      {
        operationId: 'listAssortments',
        summary: 'Regular assortments (paged; filters on state, method, type, archived, starred)',
        description: 'Owners read their own; managers (productAssortments manager) read all.',
        path: '/',
        params: NONE,
        query: assortmentListQuerySchema,
        body: NO_BODY,
      },
      ({ query }) => ({
        where: fieldsEqual(policy, {
          orgType: 'regular',
          state: query.state,
          method: query.method,
          type: query.type,
          archived: query.archived,
          starred: query.starred,
        }),
        options: query,
      }),
    )
    .get(
      {
        operationId: 'getAssortment',
        summary: 'One regular assortment',
        path: '/{id}',
        params: byId,
        query: assortmentGetQuerySchema,
        body: NO_BODY,
      },
      ({ params }) => ({ id: params.id, where: regular() }),
    )
    .create(
      {
        operationId: 'createAssortment',
        summary: 'Create a regular assortment item or folder, owned by the caller',
        path: '/',
        params: NONE,
        query: NONE,
        body: assortmentCreateSchema,
      },
      ({ body, user, now }) => {
        const { _id, id, products, ...fields } = body;
        return {
          ...fields,
          id: _id ?? id ?? randomUUID(),
          _deleted: false,
          orgType: 'regular',
          type: fields.type ?? 'item',
          ownerCode: user.userCode,
          products: withoutNulls(products ?? []),
          createdDate: now.toISOString(),
          ...edited(user, now),
        };
      },
    )
    .patch(
      {
        operationId: 'updateAssortment',
        summary: 'Change a regular assortment (title, hierarchy, state, starred, settings …)',
        path: '/{id}',
        params: byId,
        query: NONE,
        body: assortmentPatchSchema,
      },
      ({ params, body, user, now }) => ({
        id: params.id,
        where: regular(),
        apply: (current) => ({ ...current, ...body, ...edited(user, now) }),
      }),
    )
    .remove(
      {
        operationId: 'deleteAssortment',
        summary: 'Delete a regular assortment',
        path: '/{id}',
        params: byId,
        query: NONE,
        body: NO_BODY,
      },
      ({ params }) => ({ id: params.id, where: regular() }),
    ).router;
}
