// The sample grid's other calls (spec 001 §7 "Sample inventory"): PATCH /sampleInventory/
// {manageType}/batch/many (add, update, status-change and delete rows, all or none), POST
// …/validate/{library} (the bulk add's check, shared validate-sample-rows) and GET
// …/autocomplete/{manageType}/{property}/{value}. Writes go through the sample policy's write
// check (writeDocument), reads through its area and visibility; decision 0048.
import {
  importIssue,
  sampleAutocompleteAnswerSchema,
  sampleAutocompleteParamsSchema,
  sampleBatchAnswerSchema,
  sampleBatchSchema,
  sampleLibrarySchema,
  SAMPLE_AUTOCOMPLETE_LIMIT,
  SAMPLE_BATCH_NOTHING_TO_DO,
  SAMPLE_OWN_FIELDS,
  sampleValidateAnswerSchema,
  sampleValidateSchema,
  validateSampleRows,
  type SampleBatchRow,
  type SampleLibrary,
} from '@portal/shared';
import { asc, ilike, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';
import { NO_BODY, NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { fieldsEqual, restDocument } from '../rest/resource.ts';
import { inWrite, writeChange, type Writer } from '../rest/writes.ts';
import { createRouter } from '../router.ts';
import { columnOf, where } from '../sync/documents.ts';
import { sampleInventoryPolicy as policy } from '../sync/policies/samples.ts';
import type { SyncUser } from '../sync/policy.ts';
import { listVisible } from '../sync/read.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';
import { SAMPLES_TAG } from './sample-inventory.ts';
import { assertOwnFields, fieldsOf, newSample, patchedSample } from './sample-inventory-docs.ts';

const byManageType = z.object({ manageType: sampleLibrarySchema });
const byLibrary = z.object({ library: sampleLibrarySchema });

/** Rows in order in one transaction; any refusal or bad row rolls every row back. */
async function runBatch(w: Writer, library: SampleLibrary, rows: readonly SampleBatchRow[]) {
  const inLibrary = fieldsEqual(policy, { library });
  const now = w.ctx.now;
  const label = (i: number) => `Row ${i + 1}: `;
  // Fields are checked before anything is written, so a bad row costs no work.
  rows.forEach((row, i) => assertOwnFields(library, fieldsOf(row), label(i)));
  await writeChange.lock(
    w,
    policy,
    rows.flatMap((r) => (r._id ? [r._id] : [])),
  );
  const data: Doc[] = [];
  const deleted: string[] = [];
  for (const row of rows) {
    if (row._id === undefined) {
      const doc = newSample(library, fieldsOf(row), now);
      await writeChange.create(w, policy, doc);
      data.push(restDocument(await writeChange.view(w, policy, String(doc.id))));
    } else if (row.delete === true) {
      await writeChange.update(w, policy, {
        id: row._id,
        where: inLibrary,
        apply: (current) => ({ ...current, _deleted: true }),
      });
      deleted.push(row._id);
    } else {
      await writeChange.update(w, policy, {
        id: row._id,
        where: inLibrary,
        apply: (current) => patchedSample(current, fieldsOf(row), now, w.ctx.user.userCode),
      });
      data.push(restDocument(await writeChange.view(w, policy, row._id)));
    }
  }
  return { data, deleted };
}

/** The library's samples as the bulk add compares against them (style, colour, size, side,
 * mould number), read by the policy like the user's pull. */
async function existingSamples(db: Database, user: SyncUser, library: SampleLibrary) {
  const { data } = await listVisible(db, policy, user, {
    where: fieldsEqual(policy, { library }),
    limit: Number.MAX_SAFE_INTEGER,
    skip: 0,
  });
  return data.map((s) => ({
    style: String(s.style ?? ''),
    color: String(s.color ?? ''),
    size: String(s.size ?? ''),
    side: String(s.side ?? ''),
    ...(typeof s.moldNum === 'string' ? { moldNum: s.moldNum } : {}),
  }));
}

/** `LIKE` wildcards in typed text are matched as themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export function sampleInventoryActionRoutes() {
  const router = createRouter();

  operation(
    router,
    {
      method: 'patch',
      path: '/{manageType}/batch/many',
      tag: SAMPLES_TAG,
      operationId: 'updateSamples',
      summary: 'Add, change and delete samples of a library, all rows or none',
      description:
        'A JSON array of rows (001 §7): a row without `_id` adds a sample, with `_id` changes ' +
        'it (a status change is one; `null` clears a field), with `_id` and `delete: true` ' +
        'deletes it. Answers the samples as stored in the rows’ order (deletions left out) and ' +
        "the deleted ids; an empty array answers `detail: 'Nothing to do'` (001 §5). A row " +
        'lacking a required field refuses the whole batch (422), a sample of another library ' +
        'is 404.',
      params: byManageType,
      query: NONE,
      body: sampleBatchSchema,
      responses: {
        200: jsonAnswer(sampleBatchAnswerSchema, 'The samples as stored, and the deleted ids'),
        ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
      },
    },
    async ({ params, body, user }, c) => {
      if (body.length === 0) {
        return c.json({ data: [], deleted: [], detail: SAMPLE_BATCH_NOTHING_TO_DO }, 200);
      }
      const answer = await inWrite(c, user, (w) => runBatch(w, params.manageType, body));
      return c.json(answer, 200);
    },
  );

  operation(
    router,
    {
      method: 'post',
      path: '/validate/{library}',
      tag: SAMPLES_TAG,
      operationId: 'validateSamples',
      summary: 'Check bulk-add rows against the library (the import messages per row)',
      description:
        'Rows `{ rowNumber, values }` (values by field name). Each row comes back with the ' +
        "spec's messages (001 §5, §8: Sample Missing Value, the required fields, Duplicate " +
        'Sample, Sample Already Exists, Mold Number Already Exists, Too Many Sample ' +
        'Properties, Missing Row Number); `valid` counts the rows a bulk add would take. ' +
        'Nothing is written.',
      params: byLibrary,
      query: NONE,
      body: sampleValidateSchema,
      responses: {
        200: jsonAnswer(sampleValidateAnswerSchema, 'Each row with its messages'),
        ...errorAnswers(400, 401, 403, 413, 415),
      },
    },
    async ({ params, body, user }, c) => {
      const existing = await existingSamples(c.get('deps').db, user, params.library);
      // A row sent without its sheet number is answered as row 0 (sheet rows count from 1)
      // with 'Missing Row Number' (001 §8).
      const numbered = body.map((row) => ({ rowNumber: row.rowNumber ?? 0, values: row.values }));
      const result = validateSampleRows(numbered, { library: params.library, existing });
      const data = result.rows.map((row) => ({
        rowNumber: row.rowNumber,
        values: row.values,
        errors:
          row.rowNumber === 0
            ? [
                importIssue('notblank', 'critical', 'msgCodes.importMissingRowNumber', [
                  'rowNumber',
                ]),
                ...row.errors,
              ]
            : [...row.errors],
      }));
      const valid = data.filter((r) => r.errors.length === 0).length;
      return c.json({ data, valid }, 200);
    },
  );

  operation(
    router,
    {
      method: 'get',
      path: '/autocomplete/{manageType}/{property}/{value}',
      tag: SAMPLES_TAG,
      operationId: 'autocompleteSamples',
      summary: "Values of a field among the library's samples, starting with the typed text",
      description:
        'style, color, region and the library’s location fields (Production: bin; Sales: ' +
        'aisle, direction, level, shelf, newBin). Distinct values, compared without case, ' +
        `sorted, at most ${SAMPLE_AUTOCOMPLETE_LIMIT}.`,
      params: sampleAutocompleteParamsSchema,
      query: NONE,
      body: NO_BODY,
      responses: {
        200: jsonAnswer(sampleAutocompleteAnswerSchema, 'The values'),
        ...errorAnswers(400, 401, 403),
      },
    },
    async ({ params, user }, c) => {
      const { manageType: library, property, value } = params;
      if (!(SAMPLE_OWN_FIELDS[library] as readonly string[]).includes(property)) {
        throw new ApiError(400, 'invalid_request', `${library} samples have no ${property}`);
      }
      // The sample policy's visibility is the library alone (policies/samples.ts `visible`):
      // asked once for this library, the values then come from SQL, distinct and bounded,
      // under the policy's area.
      const area = policy.area(user);
      if (area === 'none' || !policy.visible({ id: '', library }, user)) {
        return c.json({ data: [] }, 200);
      }
      const table = policy.mapping.spec.table;
      const column = columnOf(table, property);
      const rows = (await c
        .get('deps')
        .db.selectDistinct({ value: column })
        .from(table)
        .where(
          where(
            sql`not ${columnOf(table, 'deleted')}`,
            area,
            fieldsEqual(policy, { library }),
            ilike(column, likePrefix(value)),
          ),
        )
        .orderBy(asc(column))
        .limit(SAMPLE_AUTOCOMPLETE_LIMIT)) as { value: unknown }[];
      return c.json({ data: rows.map((r) => String(r.value)) }, 200);
    },
  );

  return router;
}
