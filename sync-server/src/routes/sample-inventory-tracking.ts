// A sample's tracking records over REST (spec 001 §7 "Sample inventory": GET
// /sampleInventoryTracking/{manageType}/{id}, POST /sampleInventoryTracking/{manageType}; §3
// "tracking record (with an action)"). The records live in the sample document (`tracking`,
// child table sample_tracking), so both calls go through the sample policy
// (sync/policies/samples.ts): the read through its area and visibility like the user's pull,
// the append through the one document write (rest/writes.ts) with the policy's write check.
// The permission table (shared api-routes.ts) answered 401/403 per library before these run.
// Reply shapes are ours (the spec shows none): `{ data }`. Decisions 0048, 0050.
import { randomUUID } from 'node:crypto';
import {
  appendTracking,
  newestFirst,
  sampleLibrarySchema,
  sampleTrackingAnswerSchema,
  sampleTrackingCreateSchema,
  sampleTrackingListAnswerSchema,
  sampleTrackingParamsSchema,
  type IsoDateTime,
  type SampleTrackingRecord,
} from '@portal/shared';
import { z } from 'zod';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';
import { NO_BODY, NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { fieldsEqual } from '../rest/resource.ts';
import { inWrite, writeChange } from '../rest/writes.ts';
import { createRouter } from '../router.ts';
import { sampleInventoryPolicy as policy } from '../sync/policies/samples.ts';
import { getVisible } from '../sync/read.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';
import { SAMPLES_TAG } from './sample-inventory.ts';

const byManageType = z.object({ manageType: sampleLibrarySchema });

const recordsOf = (doc: Doc): SampleTrackingRecord[] =>
  Array.isArray(doc.tracking) ? (doc.tracking as SampleTrackingRecord[]) : [];

/** The body's optional texts, blanks left out (the entity has no empty values). */
function given<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<T>;
}

export function sampleTrackingRoutes() {
  const router = createRouter();

  operation(
    router,
    {
      method: 'get',
      path: '/{manageType}/{id}',
      tag: SAMPLES_TAG,
      operationId: 'listSampleTracking',
      summary: "A sample's tracking records, newest first",
      description:
        'The history of one sample of the library (001 §3): who moved it, from which bin to ' +
        'which, quantity and status changes, its transfer. Each record: action, userCode, ' +
        'createdDate, and as the change gives them quantity, note, field, from, to. 404 when ' +
        'the sample is not in this library or not visible to the caller.',
      params: sampleTrackingParamsSchema,
      query: NONE,
      body: NO_BODY,
      responses: {
        200: jsonAnswer(sampleTrackingListAnswerSchema, 'The records, newest first'),
        ...errorAnswers(400, 401, 403, 404),
      },
    },
    async ({ params, user }, c) => {
      const sample = await getVisible(
        c.get('deps').db,
        policy,
        user,
        params.id,
        fieldsEqual(policy, { library: params.manageType }),
      );
      if (!sample)
        throw new ApiError(404, 'not_found', `No ${params.manageType} sample ${params.id}`);
      return c.json({ data: newestFirst(recordsOf(sample)) }, 200);
    },
  );

  operation(
    router,
    {
      method: 'post',
      path: '/{manageType}',
      tag: SAMPLES_TAG,
      operationId: 'createSampleTracking',
      summary: "Add a record to a sample's history",
      description:
        'Appends one record to a sample of the library (001 §7). The server sets id, userCode ' +
        '(the caller) and createdDate; `field`, `from`, `to` name a changed field and its ' +
        'values as text. 404 when the sample is not in this library or not visible. A full ' +
        'history (1,000 records) lets its oldest record go.',
      params: byManageType,
      query: NONE,
      body: sampleTrackingCreateSchema,
      responses: {
        201: jsonAnswer(sampleTrackingAnswerSchema, 'The record as stored'),
        ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
      },
    },
    async ({ params, body, user, now }, c) => {
      const { sampleId, action, quantity, ...texts } = body;
      const record: SampleTrackingRecord = {
        id: randomUUID(),
        action,
        ...(quantity === undefined ? {} : { quantity }),
        ...given(texts),
        userCode: user.userCode,
        createdDate: now.toISOString() as IsoDateTime,
      };
      await inWrite(c, user, async (w) => {
        await writeChange.lock(w, policy, [sampleId]);
        await writeChange.update(w, policy, {
          id: sampleId,
          where: fieldsEqual(policy, { library: params.manageType }),
          apply: (current) => ({
            ...current,
            tracking: appendTracking(recordsOf(current), [record]),
            modifiedDate: now.toISOString(),
          }),
        });
      });
      return c.json({ data: record }, 201);
    },
  );

  return router;
}
