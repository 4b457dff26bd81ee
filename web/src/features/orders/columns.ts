// The order lists' columns (spec 001 §2 order lists, §3 order fields), from the grid's column
// kit. Every cell is read-only: a list shows orders, their changes happen in the detail view.
// Wholesale orders name their customer, sample and promo orders their requester and
// coordinator; promo lists add the approval stage the review lists split by (§4).
import type { OrderKind } from '@portal/shared';
import type { IntlShape } from 'react-intl';
import type { DeviceDocOf } from '../../db/device-docs.ts';
import { columnKit, type GridColumn } from '../../grid/index.ts';
import { APPROVAL_IDS, partyOf, STATUS_IDS } from './labels.ts';

export type OrderRow = DeviceDocOf<'orders'>;

export function orderColumns(intl: IntlShape, kind: OrderKind): GridColumn<OrderRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const col = columnKit<OrderRow>(intl, { header: (id) => t(`labels.orderLists.${id}`) });
  const fixed = { readOnly: true } as const;
  const columns: (GridColumn<OrderRow> | false)[] = [
    // An identifier, not a quantity: no digit grouping ('1042', not '1,042'); sorts by number.
    col.text('orderNumber', {
      ...fixed,
      get: (row) => (row.orderNumber === undefined ? '' : String(row.orderNumber)),
      width: 120,
    }),
    col.choice(
      'status',
      STATUS_IDS.map(([value, id]) => ({ value, name: t(id) })),
      { ...fixed, width: 140 },
    ),
    kind === 'promo' &&
      col.choice(
        'orderApprovalStatus',
        APPROVAL_IDS.map(([value, id]) => ({ value, name: t(id) })),
        { ...fixed, width: 170 },
      ),
    col.text('party', {
      ...fixed,
      header: t(
        kind === 'wholesale' ? 'labels.orderLists.customer' : 'labels.orderLists.requester',
      ),
      get: partyOf,
      sortable: false,
      width: 200,
    }),
    kind !== 'wholesale' &&
      col.text('coordinatorName', {
        ...fixed,
        get: (row) => row.coordinatorName || row.coordinator || '',
        width: 180,
      }),
    col.text('productType', { ...fixed, width: 130 }),
    col.dateTime('createdDate', { ...fixed, width: 180 }),
    col.dateTime('submittedDate', { ...fixed, width: 180 }),
    col.number('lineCount', {
      ...fixed,
      decimals: 0,
      get: (row) => row.lines.length,
      sortable: false,
      width: 90,
    }),
  ];
  return columns.filter((c): c is GridColumn<OrderRow> => c !== false);
}
