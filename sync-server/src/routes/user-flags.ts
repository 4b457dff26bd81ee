// POST /userFlags (spec 000 §3 "user flag (flag Seen, modelType Asset, modelId)", §7 "mark
// asset seen"): the signed-in user's Seen flag on a library item they can see. Written through
// the userFlags policy (a user's flags are their own) like a device's push, so their devices
// hear it; one flag per user, model and flag (the table's unique index): a second call
// answers the stored flag (200), a first one 201. Decision 0042.
import { randomUUID } from 'node:crypto';
import { userFlagDocumentSchema, userFlagRequestSchema } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { loadDocuments, type Doc } from '../db/mapping/index.ts';
import { userFlags } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { restDocument } from '../rest/resource.ts';
import { inWrite, writeChange } from '../rest/writes.ts';
import { createRouter } from '../router.ts';
import { libraryItemsPolicy } from '../sync/policies/library.ts';
import { userFlagsPolicy } from '../sync/policies/personal.ts';
import { getVisible } from '../sync/read.ts';
import { writeDocument } from '../sync/write.ts';
import { errorAnswers, jsonAnswer } from './openapi.ts';

export function userFlagRoutes() {
  const router = createRouter();
  operation(
    router,
    {
      method: 'post',
      path: '/',
      tag: 'Libraries',
      operationId: 'flagAsset',
      summary: 'Marks a library item Seen for the signed-in user',
      description:
        '`{ modelId, flag: "Seen", modelType: "Asset" }`. 201 with the new flag, 200 with the ' +
        'stored one when the user flagged the item before; 404 for an item the user cannot see.',
      params: NONE,
      query: NONE,
      body: userFlagRequestSchema,
      responses: {
        200: jsonAnswer(userFlagDocumentSchema, 'The flag as stored before'),
        201: jsonAnswer(userFlagDocumentSchema, 'The new flag'),
        ...errorAnswers(400, 401, 404, 413, 415),
      },
    },
    async ({ body, user }, c) => {
      const { flag, modelType, modelId } = body;
      const { created, doc } = await inWrite(c, user, async (w) => {
        if (!(await getVisible(w.ctx.tx, libraryItemsPolicy, user, modelId)))
          throw new ApiError(404, 'not_found', `No library item ${modelId}`);
        const [stored] = await loadDocuments<Doc>(
          w.ctx.tx,
          userFlagsPolicy.mapping,
          and(
            eq(userFlags.userCode, user.userCode),
            eq(userFlags.modelType, modelType),
            eq(userFlags.modelId, modelId),
            eq(userFlags.flag, flag),
          ),
        );
        const fresh = { flag, modelType, modelId, userCode: user.userCode };
        const createdDate = w.ctx.now.toISOString();
        if (!stored) {
          const id = randomUUID();
          await writeChange.create(w, userFlagsPolicy, {
            ...fresh,
            id,
            createdDate,
            _deleted: false,
          });
          return { created: true, doc: await writeChange.view(w, userFlagsPolicy, id) };
        }
        const id = String(stored.id);
        await writeChange.lock(w, userFlagsPolicy, [id]);
        if (stored._deleted !== true) return { created: false, doc: stored };
        // A flag the user's device removed: set again (the unique index keeps one row).
        await writeDocument(
          userFlagsPolicy,
          { ...stored, ...fresh, createdDate, _deleted: false },
          stored,
          w.ctx,
          w.hints,
        );
        return { created: true, doc: await writeChange.view(w, userFlagsPolicy, id) };
      });
      return c.json(restDocument(doc), created ? 201 : 200);
    },
  );
  return router;
}
