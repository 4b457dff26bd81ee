// The REST resource factory (decision 0028): a collection policy plus the spec's request and
// answer shapes become a sub-app of documented routes. Reads go through the policy's area,
// visibility and projection (sync/read.ts), writes through the one document write the push
// uses (sync/write.ts), so a REST call is a thin adapter and no scope or write rule exists
// twice (ARCHITECTURE.md "Screens and REST calls"). Recipe: sync-server/CONTEXT.md.
//
//   const r = restResource({ policy, tag: 'Coordinator assignments', document, defaultSort });
//   r.list({ operationId, summary, path: '/', params: NONE, query, body: NO_BODY }, select);
//   r.patch({ …, path: '/{id}', params, body }, ({ params, body }) => ({ id, apply }));
//   app.route('/api/coordinatorAssignments', r.router);
//
// Every operation: its OpenAPI entry (operationId, summary, the session cookie, its 4xx
// answers), a signed-in user (the permission middleware ran before), its request parts parsed
// with the same schemas, a Refusal answered by its status (rest/refusals.ts). Writes run in one
// transaction with the documents' advisory locks and NOTIFY their hints when it commits.
import type { RouteConfig } from '@hono/zod-openapi';
import { documentsAnswerSchema, listAnswerSchema } from '@portal/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';
import { createRouter, type AppEnv } from '../router.ts';
import { errorAnswers, jsonAnswer } from '../routes/openapi.ts';
import { columnOf } from '../sync/documents.ts';
import type { CollectionPolicy, SyncUser } from '../sync/policy.ts';
import { getVisible, listVisible, readVisible, type SortKey } from '../sync/read.ts';
import type { RequestSchemas } from './input.ts';
import { operation as registerOperation } from './operation.ts';
import { inWrite, writeChange, type Change, type Writer } from './writes.ts';

export interface ResourceConfig {
  readonly policy: CollectionPolicy;
  /** The OpenAPI tag of every operation. */
  readonly tag: string;
  /** One document as the calls answer it (shared `restDocumentSchema(entity)`). */
  readonly document: z.ZodType;
  /** The list answer (default `listAnswerSchema(document)`; pass one to name it). */
  readonly listAnswer?: z.ZodType;
  /** The answer of a write of several documents (default `documentsAnswerSchema(document)`). */
  readonly documentsAnswer?: z.ZodType;
  /** The order of a list that asks for none. */
  readonly defaultSort: readonly SortKey[];
}

export interface Operation<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType,
> extends RequestSchemas<P, Q, B> {
  readonly operationId: string;
  readonly summary: string;
  readonly description?: string;
  /** The path inside the resource's sub-app, OpenAPI style (`/{id}`). */
  readonly path: string;
}

/** What a selector gets: the parsed request parts, the user and the request's clock. */
export interface OperationInput<P, Q, B> {
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly user: SyncUser;
  readonly now: Date;
}

type Select<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType, R> = (
  input: OperationInput<z.output<P>, z.output<Q>, z.output<B>>,
) => R;

/** The spec's `_options` (shared listOptionsSchema) plus the list's own narrowing. */
export interface ListSelection {
  readonly where?: SQL | undefined;
  readonly options: {
    readonly totalCount: boolean;
    readonly limit: number;
    readonly skip: number;
    readonly sort?: Readonly<Partial<Record<string, 1 | -1>>> | undefined;
  };
}

/** One document by id; `where` narrows further (a path part such as the notification type). */
export interface OneSelection {
  readonly id: string;
  readonly where?: SQL | undefined;
}

type Method = 'get' | 'post' | 'patch' | 'delete';

/** The document as the calls answer it: `_id` beside `id`, no `_deleted` (decision 0028). */
export function restDocument(doc: Doc): Doc {
  const { _deleted: _gone, ...rest } = doc;
  return { _id: rest.id, ...rest };
}

/**
 * Equality filters on the collection's columns (document field = column property): every
 * given value must match; undefined values are left out.
 */
export function fieldsEqual(
  policy: CollectionPolicy,
  values: Readonly<Record<string, string | number | boolean | undefined>>,
): SQL | undefined {
  const table = policy.mapping.spec.table;
  const parts = Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([field, v]) => eq(columnOf(table, field), v));
  return parts.length === 0 ? undefined : and(...parts);
}

function sortKeys(selection: ListSelection['options'], fallback: readonly SortKey[]): SortKey[] {
  const entries = Object.entries(selection.sort ?? {});
  if (entries.length === 0) return [...fallback];
  return entries.map(([field, dir]) => ({ field, direction: dir === -1 ? 'desc' : 'asc' }));
}

export function restResource(config: ResourceConfig) {
  const { policy } = config;
  const router = createRouter();
  const listAnswer = config.listAnswer ?? listAnswerSchema(config.document);
  const documentsAnswer = config.documentsAnswer ?? documentsAnswerSchema(config.document);

  function operation<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType>(
    method: Method,
    op: Operation<P, Q, B>,
    responses: RouteConfig['responses'],
    run: (
      input: OperationInput<z.output<P>, z.output<Q>, z.output<B>>,
      c: Context<AppEnv>,
    ) => Promise<Response>,
  ): void {
    registerOperation(router, { ...op, method, tag: config.tag, responses }, run);
  }

  /** Answers the document the write left, as its writer sees it. */
  const one = (w: Writer, id: string) => writeChange.view(w, policy, id);

  const resource = {
    router,

    /** A paged list (GET with query options, or POST …/query with `_options` in the body). */
    list<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType>(
      method: 'get' | 'post',
      op: Operation<P, Q, B>,
      select: Select<P, Q, B, ListSelection>,
    ) {
      operation(
        method,
        op,
        {
          200: jsonAnswer(listAnswer, 'One page of the documents'),
          ...errorAnswers(400, 401, 403),
        },
        async (input, c) => {
          const { where, options } = select(input);
          const page = await listVisible(c.get('deps').db, policy, input.user, {
            where,
            orderBy: sortKeys(options, config.defaultSort),
            limit: options.limit,
            skip: options.skip,
            count: options.totalCount,
          });
          return c.json({ ...page, data: page.data.map(restDocument) }, 200);
        },
      );
      return resource;
    },

    /** One document by id; 404 when the user may not see it. */
    get<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType>(
      op: Operation<P, Q, B>,
      select: Select<P, Q, B, OneSelection>,
    ) {
      operation(
        'get',
        op,
        { 200: jsonAnswer(config.document, 'The document'), ...errorAnswers(400, 401, 403, 404) },
        async (input, c) => {
          const { id, where } = select(input);
          const doc = await getVisible(c.get('deps').db, policy, input.user, id, where);
          if (!doc) throw new ApiError(404, 'not_found', `No ${config.tag} ${id}`);
          return c.json(restDocument(doc), 200);
        },
      );
      return resource;
    },

    /** A new document (201); 409 already_exists when its id is taken. */
    create<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType>(
      op: Operation<P, Q, B>,
      build: Select<P, Q, B, Doc>,
    ) {
      operation(
        'post',
        op,
        {
          201: jsonAnswer(config.document, 'The document as stored'),
          ...errorAnswers(400, 401, 403, 409, 413, 415, 422),
        },
        async (input, c) => {
          const doc = build(input);
          const id = String(doc.id);
          const stored = await inWrite(c, input.user, async (w) => {
            await writeChange.create(w, policy, doc);
            return one(w, id);
          });
          return c.json(restDocument(stored), 201);
        },
      );
      return resource;
    },

    /** Changes one document (PATCH); `apply` turns the stored document into the next. */
    patch<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType>(
      op: Operation<P, Q, B>,
      select: Select<P, Q, B, Change>,
    ) {
      operation(
        'patch',
        op,
        {
          200: jsonAnswer(config.document, 'The document as stored'),
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
        },
        async (input, c) => {
          const change = select(input);
          const stored = await inWrite(c, input.user, async (w) => {
            await writeChange.lock(w, policy, [change.id]);
            await writeChange.update(w, policy, change);
            return one(w, change.id);
          });
          return c.json(restDocument(stored), 200);
        },
      );
      return resource;
    },

    /** Deletes one document (a tombstone the devices pull); 204. */
    remove<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType>(
      op: Operation<P, Q, B>,
      select: Select<P, Q, B, OneSelection>,
    ) {
      operation(
        'delete',
        op,
        { 204: { description: 'Deleted' }, ...errorAnswers(400, 401, 403, 404, 409) },
        async (input, c) => {
          const target = select(input);
          await inWrite(c, input.user, async (w) => {
            await writeChange.lock(w, policy, [target.id]);
            await writeChange.update(w, policy, {
              ...target,
              apply: (current) => ({ ...current, _deleted: true }),
            });
          });
          return c.body(null, 204);
        },
      );
      return resource;
    },

    /** Changes several documents in one transaction, all or none; answers them in order. */
    batch<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType>(
      op: Operation<P, Q, B>,
      select: Select<P, Q, B, readonly Change[]>,
    ) {
      operation(
        'post',
        op,
        {
          200: jsonAnswer(documentsAnswer, 'The documents as stored, in the order of the rows'),
          ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
        },
        async (input, c) => {
          const changes = select(input);
          const data = await inWrite(c, input.user, async (w) => {
            await writeChange.lock(
              w,
              policy,
              changes.map((ch) => ch.id),
            );
            const out: Doc[] = [];
            for (const change of changes) {
              await writeChange.update(w, policy, change);
              out.push(await one(w, change.id));
            }
            return out;
          });
          return c.json({ data: data.map(restDocument) }, 200);
        },
      );
      return resource;
    },

    /** Changes every document the user sees that `where` selects (e.g. set all Read). */
    updateAll<P extends z.ZodObject, Q extends z.ZodObject, B extends z.ZodType>(
      op: Operation<P, Q, B>,
      select: Select<P, Q, B, { where: SQL | undefined; apply: Change['apply'] }>,
    ) {
      operation(
        'post',
        op,
        {
          200: jsonAnswer(documentsAnswer, 'The changed documents as stored'),
          ...errorAnswers(400, 401, 403, 409),
        },
        async (input, c) => {
          const { where, apply } = select(input);
          const data = await inWrite(c, input.user, async (w) => {
            const { data: found } = await readVisible(w.ctx.tx, policy, input.user, {
              where,
              limit: Number.MAX_SAFE_INTEGER,
              skip: 0,
            });
            const ids = found.map((d) => String(d.id));
            await writeChange.lock(w, policy, ids);
            const out: Doc[] = [];
            for (const id of ids) {
              // Read again under the lock: a write that came first may have changed it.
              if (!(await writeChange.update(w, policy, { id, where, apply }, false))) continue;
              out.push(await one(w, id));
            }
            return out;
          });
          return c.json({ data: data.map(restDocument) }, 200);
        },
      );
      return resource;
    },
  };
  return resource;
}
