// The library calls of spec 000 §7 "Library paged fetch and updates" and 001 §7 "Uploads and
// downloads": POST /assets/{libraryType} (the paged fetch), PATCH /assets/{manageType}/batch/many
// (the grid's and the uploader's changes, all or none) and POST …/check-filename. Reads are
// the items as the caller's pull holds them (listVisible / getVisible over the library
// policy), writes go through the policy's write check (writeDocument: editors only, the
// publish requirements), so no scope or write rule exists here; decision 0042.
import { randomUUID } from 'node:crypto';
import {
  assetBatchAnswerSchema,
  assetBatchSchema,
  assetFetchAnswerSchema,
  assetFetchSchema,
  assetFilenameAnswerSchema,
  assetFilenameCheckSchema,
  assetLibraryParamsSchema,
  type LibraryItemType,
} from '@portal/shared';
import type { z } from 'zod';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';
import { fileKeysOf } from '../library-files/file-keys.ts';
import { NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { fieldsEqual, restDocument } from '../rest/resource.ts';
import { inWrite, writeChange, type Writer } from '../rest/writes.ts';
import { createRouter } from '../router.ts';
import { libraryItemsPolicy as policy } from '../sync/policies/library.ts';
import { getVisible } from '../sync/read.ts';
import {
  assertManageView,
  findItems,
  readLibraryFilter,
  requestDay,
  selectFields,
  sortOf,
  viewItems,
} from './assets-request.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';

const TAG = 'Libraries';

type Row = z.output<typeof assetBatchSchema>[number];
type FileDoc = Record<string, unknown> & { id: string };

const filesOf = (doc: Doc): FileDoc[] =>
  Array.isArray(doc.files) ? [...(doc.files as FileDoc[])] : [];

function rowError(index: number, message: string): ApiError {
  return new ApiError(400, 'invalid_request', `Row ${index + 1}: ${message}`, [
    { path: String(index), message },
  ]);
}

/** Applies one row to the items in memory (`items` holds every item the batch names). */
function applyRow(items: Map<string, Doc>, row: Row, index: number, now: string): void {
  const item = items.get(row._id)!;
  const files = filesOf(item);
  const fileIndex = (id: string) => {
    const at = files.findIndex((f) => f.id === id);
    if (at < 0) throw rowError(index, `no file ${id} in ${row._id}`);
    return at;
  };
  for (const id of row.deleteFiles ?? []) files.splice(fileIndex(id), 1);
  for (const update of row.updateFiles ?? []) {
    const at = fileIndex(update.id);
    files[at] = { ...files[at]!, ...update, modifiedDate: now };
  }
  for (const added of row.addFiles ?? []) {
    const id = added.id ?? randomUUID();
    if (files.some((f) => f.id === id)) throw rowError(index, `file ${id} exists in ${row._id}`);
    files.push({ modifiedDate: now, ...added, id });
  }
  for (const move of row.moveFiles ?? []) {
    const [moved] = files.splice(fileIndex(move.id), 1);
    const target = items.get(move.to)!;
    const targetFiles = filesOf(target);
    if (targetFiles.some((f) => f.id === move.id))
      throw rowError(index, `file ${move.id} exists in ${move.to}`);
    items.set(move.to, { ...target, files: [...targetFiles, moved!], modifiedDate: now });
  }
  items.set(row._id, {
    ...item,
    ...(row.patch ?? {}),
    files,
    modifiedDate: now,
    ...(row.deleteAsset === true ? { _deleted: true } : {}),
  });
}

/** Every row in one transaction: read under the locks, applied in order, written through the
 * policy; any refusal or bad row rolls the whole request back. */
async function runBatch(w: Writer, type: LibraryItemType, rows: readonly Row[]) {
  const where = fieldsEqual(policy, { libraryType: type });
  const ids = [...new Set(rows.flatMap((r) => [r._id, ...(r.moveFiles ?? []).map((m) => m.to)]))];
  await writeChange.lock(w, policy, ids);
  const items = new Map<string, Doc>();
  for (const id of ids) {
    const doc = await getVisible(w.ctx.tx, policy, w.ctx.user, id, where);
    if (!doc) throw new ApiError(404, 'not_found', `No ${type} item ${id}`);
    items.set(id, doc);
  }
  // The keys of moved files: the giver is written first, so the taker's write check (library
  // write rule, decision 0045) is told these come from an item of the same library.
  const movingFileKeys = new Set<string>();
  for (const row of rows)
    for (const move of row.moveFiles ?? []) {
      const moved = filesOf(items.get(row._id)!).find((f) => f.id === move.id);
      for (const key of fileKeysOf({ files: moved ? [moved] : [] })) movingFileKeys.add(key);
    }
  const now = w.ctx.now.toISOString();
  rows.forEach((row, index) => applyRow(items, row, index, now));
  const moving: Writer = { ...w, ctx: { ...w.ctx, movingFileKeys } };
  // A file id is one row of the files table: an item giving a file away is written before the
  // item taking it.
  const givers = new Set(rows.filter((r) => (r.moveFiles ?? []).length > 0).map((r) => r._id));
  const order = [...ids.filter((id) => givers.has(id)), ...ids.filter((id) => !givers.has(id))];
  for (const id of order)
    await writeChange.update(moving, policy, { id, where, apply: () => items.get(id)! });
  const data: Doc[] = [];
  const deleted: string[] = [];
  for (const id of ids) {
    if (items.get(id)!._deleted === true) deleted.push(id);
    else data.push(restDocument(await writeChange.view(w, policy, id)));
  }
  return { data, deleted };
}

const BATCH_DESCRIPTION = [
  'A JSON array of rows `{ _id, patch, deleteFiles, addFiles, moveFiles, updateFiles,',
  'deleteAsset }` (spec 001 §7): `patch` sets item fields, `deleteFiles` names file ids,',
  '`addFiles` files (an id is given when left out), `updateFiles` a file id and its changed',
  'fields, `moveFiles` `{ id, to }` moves a file to another item of the library, `deleteAsset`',
  'deletes the item. All rows or none: a refusal (an editor of another library, a Published',
  'item without its required fields: 422 with the missing fields) rolls back every row.',
].join(' ');

export function assetRoutes() {
  const router = createRouter();

  operation(
    router,
    {
      method: 'post',
      path: '/{libraryType}',
      tag: TAG,
      operationId: 'fetchLibraryItems',
      summary: 'Library items: a filtered page (viewers: Published; `_manage`: every status)',
      description:
        '`{ _manage, status, _select, filter, today, _options {totalCount, limit, skip, sort} }`: ' +
        '`filter` holds the library filter bar parameters by their URL names; `_select` the ' +
        'fields to answer (`-field` leaves one out). Answer `data[0].totalCount`, `data[0].data` ' +
        '(spec 000 §7); default sort name for logos and resources, else newest modified.',
      params: assetLibraryParamsSchema,
      query: NONE,
      body: assetFetchSchema,
      optionalBody: true,
      responses: {
        200: jsonAnswer(assetFetchAnswerSchema, '`data[0]`: the total and one page'),
        ...errorAnswers(400, 401, 403, 413, 415),
      },
    },
    async ({ params, body, user, now }, c) => {
      const type = params.libraryType;
      const view = {
        type,
        manage: body._manage,
        status: body.status,
        state: readLibraryFilter(type, body.filter),
        today: requestDay(now, body.today),
      };
      assertManageView(user, view);
      const found = await findItems(c.get('deps').db, user, view, sortOf(body._options.sort));
      const { skip, limit } = body._options;
      const page = found.slice(skip, skip + limit).map((item) => selectFields(item, body._select));
      return c.json({ data: [{ totalCount: found.length, data: page }] }, 200);
    },
  );

  operation(
    router,
    {
      method: 'post',
      path: '/{libraryType}/check-filename',
      tag: TAG,
      operationId: 'checkLibraryFilename',
      summary: 'The library item holding a file of this name (null when none)',
      description:
        "Answers `{ message: 'Success', _id }` (spec 001 §7): `_id` of the item (any status) " +
        'with a file of that name, compared without case, so an upload can add to it.',
      params: assetLibraryParamsSchema,
      query: NONE,
      body: assetFilenameCheckSchema,
      responses: {
        200: jsonAnswer(assetFilenameAnswerSchema, "'Success' and the item's _id"),
        ...errorAnswers(400, 401, 403, 413, 415),
      },
    },
    async ({ params, body, user, now }, c) => {
      const items = await viewItems(c.get('deps').db, user, {
        type: params.libraryType,
        manage: true,
        today: requestDay(now),
      });
      const name = body.filename.toLowerCase();
      const holder = items.find((item) =>
        item.files.some((f) => f.filename.toLowerCase() === name),
      );
      return c.json({ message: 'Success' as const, _id: holder?.id ?? null }, 200);
    },
  );

  operation(
    router,
    {
      method: 'patch',
      path: '/{libraryType}/batch/many',
      tag: TAG,
      operationId: 'updateLibraryItems',
      summary: 'Changes library items and their files, all rows or none',
      description: BATCH_DESCRIPTION,
      params: assetLibraryParamsSchema,
      query: NONE,
      body: assetBatchSchema,
      responses: {
        200: jsonAnswer(assetBatchAnswerSchema, 'The items as stored, and the deleted ids'),
        ...errorAnswers(400, 401, 403, 404, 409, 413, 415, 422),
      },
    },
    async ({ params, body, user }, c) => {
      const answer = await inWrite(c, user, (w) => runBatch(w, params.libraryType, body));
      return c.json(answer, 200);
    },
  );

  return router;
}
