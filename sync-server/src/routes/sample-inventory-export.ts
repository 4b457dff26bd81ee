// POST /sampleInventory/export/xlsx/{library} (spec 001 §7; §2 "a sample inventory grid with …
// an export"; §9 .xlsx, dates YYYY-MM-DD; spec 000 §9 file names): the library's samples the
// caller may see, narrowed like GET /sampleInventory/{subtype} (equality filters by field
// name, the same `sort` text) and optionally to some ids, as one workbook. The rows come
// through the sample policy's listVisible, the path the GET list takes, so an export never
// shows what the list would not; the permission table (shared api-routes.ts) answered 401/403
// first. Columns, rows and file name: shared samples/export.ts, written by the export worker's
// gridXlsx job in Node (text cells are strings, never formulas). Decision 0051.
import {
  DEFAULT_LOCALE,
  pathIdSchema,
  sampleExportFileName,
  sampleExportTable,
  sampleLibrarySchema,
  sampleListQuerySchema,
  SAMPLE_FILTER_FIELDS,
  type Locale,
} from '@portal/shared';
import deDE from '@portal/shared/samples/i18n/de-DE.json' with { type: 'json' };
import enUS from '@portal/shared/samples/i18n/en-US.json' with { type: 'json' };
import esES from '@portal/shared/samples/i18n/es-ES.json' with { type: 'json' };
import frFR from '@portal/shared/samples/i18n/fr-FR.json' with { type: 'json' };
import itIT from '@portal/shared/samples/i18n/it-IT.json' with { type: 'json' };
import jaJP from '@portal/shared/samples/i18n/ja-JP.json' with { type: 'json' };
import plPL from '@portal/shared/samples/i18n/pl-PL.json' with { type: 'json' };
import ptBR from '@portal/shared/samples/i18n/pt-BR.json' with { type: 'json' };
import { nodeExportJobs, pdfLocaleOf } from '@portal/workers/node.ts';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { fieldsEqual } from '../rest/resource.ts';
import { createRouter } from '../router.ts';
import { columnOf, where } from '../sync/documents.ts';
import { sampleInventoryPolicy as policy } from '../sync/policies/samples.ts';
import type { SortKey } from '../sync/read.ts';
import { listVisible } from '../sync/read.ts';
import { XLSX_TYPE } from './assets-report.ts';
import { errorAnswers } from './openapi.ts';
import { SAMPLES_TAG } from './sample-inventory.ts';

/** The export's headers in the eight locales (shared samples/i18n, the device's too). */
const CATALOGUES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  'en-US': enUS,
  'de-DE': deDE,
  'es-ES': esES,
  'fr-FR': frFR,
  'it-IT': itIT,
  'ja-JP': jaJP,
  'pl-PL': plPL,
  'pt-BR': ptBR,
};

const headerIn =
  (locale: Locale) =>
  (labelId: string): string =>
    CATALOGUES[locale][labelId] ?? CATALOGUES[DEFAULT_LOCALE][labelId] ?? labelId;

const FILTER_PICK = Object.fromEntries(SAMPLE_FILTER_FIELDS.map((f) => [f, true] as const)) as {
  [K in (typeof SAMPLE_FILTER_FIELDS)[number]]: true;
};

/** Same as the sort of the screen's view when none is sent (and as the GET list's default). */
const DEFAULT_SORT: readonly SortKey[] = [
  { field: 'style', direction: 'asc' },
  { field: 'color', direction: 'asc' },
  { field: 'size', direction: 'asc' },
];

/** Most ids one export may name (a selection of the grid). */
export const SAMPLE_EXPORT_MAX_IDS = 10_000;

export const sampleExportBodySchema = z
  .object({
    /** Equality by field name, as the GET list's query; an unknown field is refused (400). */
    filters: sampleListQuerySchema.pick(FILTER_PICK).strict().optional(),
    /** The GET list's sort text: `-modifiedDate,style`. */
    sort: sampleListQuerySchema.shape.sort,
    /** Only these samples (still only those the caller may see in this library). */
    ids: z.array(pathIdSchema).min(1).max(SAMPLE_EXPORT_MAX_IDS).optional(),
  })
  .meta({ id: 'SampleExportRequest' });

const byLibrary = z.object({ library: sampleLibrarySchema });

function sortKeys(sort: Readonly<Partial<Record<string, 1 | -1>>> | undefined): SortKey[] {
  const entries = Object.entries(sort ?? {});
  if (entries.length === 0) return [...DEFAULT_SORT];
  return entries.map(([field, dir]) => ({ field, direction: dir === -1 ? 'desc' : 'asc' }));
}

export function sampleExportRoutes() {
  const router = createRouter();
  operation(
    router,
    {
      method: 'post',
      path: '/export/xlsx/{library}',
      tag: SAMPLES_TAG,
      operationId: 'exportSamplesXlsx',
      summary: 'The XLSX of a sample inventory view',
      description:
        'Every sample of the library the caller may see that matches `filters` (equality by ' +
        'field name, as GET /sampleInventory/{subtype}), in `sort` order (default style, ' +
        'color, size), narrowed to `ids` when given; an empty body exports the library. ' +
        "Columns: the grid's (shared fields, then the library's) and the created and " +
        'modified dates (YYYY-MM-DD); headers in the Accept-Language locale; text is written ' +
        'as text, never as a formula. File name: `production-sample-inventory.xlsx` or ' +
        '`sales-sample-inventory.xlsx` (decision 0051).',
      params: byLibrary,
      query: NONE,
      body: sampleExportBodySchema,
      optionalBody: true,
      responses: {
        200: {
          description: 'The workbook',
          content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
        },
        ...errorAnswers(400, 401, 403, 413, 415),
      },
    },
    async ({ params, body, user }, c) => {
      const { library } = params;
      const table = policy.mapping.spec.table;
      const { data } = await listVisible(c.get('deps').db, policy, user, {
        where: where(
          fieldsEqual(policy, { ...body.filters, library }),
          body.ids ? inArray(columnOf(table, 'id'), body.ids) : undefined,
        ),
        orderBy: sortKeys(body.sort),
        limit: Number.MAX_SAFE_INTEGER,
        skip: 0,
      });
      const locale = pdfLocaleOf(c.req.header('accept-language'));
      const xlsx = await nodeExportJobs.gridXlsx(
        sampleExportTable(data, library, headerIn(locale)),
        {},
      );
      return c.body(xlsx as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': XLSX_TYPE,
        'Content-Language': locale,
        'Content-Disposition': `attachment; filename="${sampleExportFileName(library)}"`,
      });
    },
  );
  return router;
}
