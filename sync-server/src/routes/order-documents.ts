// POST /order-documents/xlsx (spec 001 §7 "Excel export (binary answer)"; §3 Order line and
// Wholesale order line; §9 .xlsx, dates YYYY-MM-DD): one order's lines as a workbook. The body
// names the order's kind as the other order calls do (type SampleOrder with subtype sample or
// promo, WholesaleOrder with wholesale: shared ORDER_ROUTE_KINDS) and the order by id or number.
// The permission table lets any signed-in user through ('login'), so the kind's area check (001
// §6) is made here: 403 without it. The order is read through the orders policy, the path the
// order list and the pull take (getVisible / listVisible), so an order the caller may not see is
// a 404, never a second copy of a scope rule. Product names come through the catalogue policy
// the same way. Rows and columns: shared orders/order-export.ts, written by the export worker's
// gridXlsx job in Node (text cells are strings, never formulas) — the device's Export button
// writes the same workbook offline.
import {
  checkAccess,
  ORDER_ROUTE_KINDS,
  pathIdSchema,
  type Locale,
  type Order,
  type OrderKind,
} from '@portal/shared';
import {
  orderExportFileName,
  orderExportProductIds,
  orderExportTable,
} from '@portal/shared/orders/order-export.ts';
import { catalogueMessage, nodeExportJobs, pdfLocaleOf } from '@portal/workers/node.ts';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { Doc } from '../db/mapping/index.ts';
import { ApiError } from '../http/errors.ts';
import { NONE } from '../rest/input.ts';
import { operation } from '../rest/operation.ts';
import { fieldsEqual } from '../rest/resource.ts';
import { createRouter } from '../router.ts';
import { columnOf } from '../sync/documents.ts';
import { productsPolicy } from '../sync/policies/catalogue.ts';
import { ordersPolicy } from '../sync/policies/orders.ts';
import type { SyncUser } from '../sync/policy.ts';
import { getVisible, listVisible } from '../sync/read.ts';
import { XLSX_TYPE } from './assets-report.ts';
import { errorAnswers } from './openapi.ts';
import { ofKind, ORDERS_TAG } from './orders.ts';

/** The headers (labels.export.*) in a locale: the workers' catalogues, the device's too. */
const headerIn =
  (locale: Locale) =>
  (labelId: string): string =>
    catalogueMessage(locale, labelId);

/** The type and subtype words of ORDER_ROUTE_KINDS (the pair is checked below). */
const BODY_TYPES = ['SampleOrder', 'WholesaleOrder'] as const satisfies readonly OrderRouteType[];
const BODY_SUBTYPES = ['sample', 'promo', 'wholesale'] as const satisfies readonly OrderKind[];
type OrderRouteType = (typeof ORDER_ROUTE_KINDS)[number]['type'];

/** The route kind a type and subtype name (shared ORDER_ROUTE_KINDS), if they name one. */
const routeKind = (type: string, subtype: string) =>
  ORDER_ROUTE_KINDS.find((k) => k.type === type && k.subtype === subtype);

export const orderDocumentBodySchema = z
  .object({
    type: z.enum(BODY_TYPES),
    subtype: z.enum(BODY_SUBTYPES),
    /** The order's id (an offline draft has no number yet). */
    id: pathIdSchema.optional(),
    orderNumber: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!routeKind(body.type, body.subtype)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subtype'],
        message: `${body.type} has no subtype ${body.subtype}`,
      });
    }
    if ((body.id === undefined) === (body.orderNumber === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'give either id or orderNumber' });
    }
  })
  .meta({ id: 'OrderDocumentRequest' });

type OrderDocumentBody = z.output<typeof orderDocumentBodySchema>;

/** The order as the caller's pull holds it, or null when the caller may not see it. */
async function visibleOrder(
  db: Database,
  user: SyncUser,
  body: OrderDocumentBody,
): Promise<Doc | null> {
  const kind = ofKind(body.subtype);
  if (body.id !== undefined) return getVisible(db, ordersPolicy, user, body.id, kind);
  const { data } = await listVisible(db, ordersPolicy, user, {
    where: fieldsEqual(ordersPolicy, { type: body.subtype, orderNumber: body.orderNumber }),
    limit: 1,
    skip: 0,
  });
  return data[0] ?? null;
}

/** Names of the order's products the caller may see (the catalogue policy); others blank. */
async function productNames(db: Database, user: SyncUser, order: Order) {
  const ids = orderExportProductIds(order);
  if (ids.length === 0) return () => undefined;
  const { data } = await listVisible(db, productsPolicy, user, {
    where: inArray(columnOf(productsPolicy.mapping.spec.table, 'id'), ids),
    limit: ids.length,
    skip: 0,
  });
  const names = new Map(data.map((p) => [String(p.id), p.name]));
  return (id: string) => {
    const name = names.get(id);
    return typeof name === 'string' ? name : undefined;
  };
}

export function orderDocumentRoutes() {
  const router = createRouter();
  operation(
    router,
    {
      method: 'post',
      path: '/xlsx',
      tag: ORDERS_TAG,
      operationId: 'exportOrderXlsx',
      summary: 'One order as an Excel workbook (001 §7)',
      description:
        'The order named by `id` or `orderNumber`, of the kind `type`/`subtype` names ' +
        '(SampleOrder/sample, SampleOrder/promo, WholesaleOrder/wholesale), as the caller may ' +
        'see it (the orders policy: 404 otherwise); 403 without the area of that kind (001 §6). ' +
        'One row per line not Deleted. Sample and promo lines: style, color, name, size, side, ' +
        'quantity, status, source, size preference, shipper, tracking, return type; wholesale ' +
        'lines: style, color, name, pack code, units (the sum of the size run), unit price (in ' +
        "the order's currency), discount, start and end dates (YYYY-MM-DD), term. Headers in " +
        'the Accept-Language locale; text is written as text, never as a formula. File name: ' +
        '`order-{orderNumber}.xlsx`.',
      params: NONE,
      query: NONE,
      body: orderDocumentBodySchema,
      responses: {
        200: {
          description: 'The workbook',
          content: { [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
        },
        ...errorAnswers(400, 401, 403, 404, 413, 415),
      },
    },
    async ({ body, user }, c) => {
      // The schema admits only the kinds of the table.
      const kind = routeKind(body.type, body.subtype)!;
      if (!checkAccess(user, kind.check).granted) {
        throw new ApiError(403, 'forbidden', `You have no access to ${body.subtype} orders`);
      }
      const { db } = c.get('deps');
      const doc = await visibleOrder(db, user, body);
      if (!doc) {
        const ref = body.id ?? String(body.orderNumber);
        throw new ApiError(404, 'not_found', `No ${body.subtype} order ${ref}`);
      }
      const order = doc as unknown as Order;
      const locale = pdfLocaleOf(c.req.header('accept-language'));
      const table = orderExportTable(order, headerIn(locale), await productNames(db, user, order));
      const xlsx = await nodeExportJobs.gridXlsx(table, {});
      return c.body(xlsx as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': XLSX_TYPE,
        'Content-Language': locale,
        'Content-Disposition': `attachment; filename="${orderExportFileName(order)}"`,
      });
    },
  );
  return router;
}
