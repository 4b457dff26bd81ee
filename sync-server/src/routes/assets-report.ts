// POST /assets/{libraryType}/report/xlsx (spec 000 §7 "Library XLSX asset report", 001 §7): the
// report of the items a library view holds, with the paged fetch's body (shared
// assetFetchSchema: `_manage`, `status`, `filter`, `today`, `_options.sort`; paging ignored,
// every matching item is reported). The items are the caller's view through the library
// policy (assets-request.ts findItems), so a report never shows what the fetch would not.
import { assetFetchSchema, assetLibraryParamsSchema } from '@portal/shared';
import { pdfLocaleOf } from '@portal/workers/node.ts';
import { z } from 'zod';
import { assetReportXlsx } from '../library-files/asset-report.ts';
import { NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { createRouter } from '../router.ts';
import {
  assertManageView,
  findItems,
  readLibraryFilter,
  requestDay,
  sortOf,
} from './assets-request.ts';
import { errorAnswers } from './openapi.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function assetReportRoutes() {
  const router = createRouter();
  operation(
    router,
    {
      method: 'post',
      path: '/{libraryType}/report/xlsx',
      tag: 'Libraries',
      operationId: 'libraryAssetReport',
      summary: 'The XLSX asset report of a library view',
      description:
        'The body of the paged fetch (`_manage`, `status`, `filter`, `today`, `_options.sort`); ' +
        'every matching item is one row: name, library, type, category, status, start, end, ' +
        'begin and expire dates (YYYY-MM-DD), file names and sizes, modified (decision 0045); ' +
        'headers in the Accept-Language locale.',
      params: assetLibraryParamsSchema,
      query: NONE,
      body: assetFetchSchema,
      optionalBody: true,
      responses: {
        200: {
          description: 'The report',
          content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
        },
        ...errorAnswers(400, 401, 403, 413, 415),
      },
    },
    async ({ params, body, user, now }, c) => {
      const type = params.libraryType;
      const today = requestDay(now, body.today);
      const view = {
        type,
        manage: body._manage,
        status: body.status,
        state: readLibraryFilter(type, body.filter),
        today,
      };
      assertManageView(user, view);
      const items = await findItems(c.get('deps').db, user, view, sortOf(body._options.sort));
      const locale = pdfLocaleOf(c.req.header('accept-language'));
      const xlsx = await assetReportXlsx(type, items, locale);
      return c.body(xlsx as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': XLSX_TYPE,
        'Content-Language': locale,
        'Content-Disposition': `attachment; filename="${type}-report-${today}.xlsx"`,
      });
    },
  );
  return router;
}
