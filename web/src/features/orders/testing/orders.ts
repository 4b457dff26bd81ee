// Orders and the order screens' grids for the tests (tests only): an order document as the
// device holds it, and readers of the order lists' grid and of an order's lines grid.
import { screen } from '@testing-library/react';
import type { DeviceInputOf } from '../../../db/device-docs.ts';
import { gridReader } from '../../../grid/testing/gridReader.ts';

export type OrderInput = DeviceInputOf<'orders'>;
export type OrderKind = OrderInput['type'];
export type OrderStatus = NonNullable<OrderInput['status']>;

/** What an order adds to its number, kind and status: its requester at least. */
export type OrderExtra = Partial<OrderInput> & Pick<OrderInput, 'requesterCode'>;

/**
 * An order as the device holds it: id `o{orderNumber}`, the kind's order type (sample and promo
 * orders are SampleOrders of that subtype), the status; `extra` adds the rest or overrides.
 */
export const testOrder = (
  orderNumber: number,
  kind: OrderKind,
  status: OrderStatus,
  extra: OrderExtra,
): OrderInput => ({
  id: `o${orderNumber}`,
  orderNumber,
  type: kind,
  orderType: kind === 'wholesale' ? 'WholesaleOrder' : 'SampleOrder',
  ...(kind === 'wholesale' ? {} : { orderSubtype: kind }),
  status,
  ...extra,
});

/** `testOrder` with a file's defaults (requester, dates, lines…), each order's `extra` over them. */
export const orderMaker =
  (defaults: OrderExtra) =>
  (
    orderNumber: number,
    kind: OrderKind,
    status: OrderStatus,
    extra: Partial<OrderInput> = {},
  ): OrderInput =>
    testOrder(orderNumber, kind, status, { ...defaults, ...extra });

/** The order lists' grid (`.ol-grid`; the filter bar's chips are a react-aria grid too). */
export const orderListGrid = () =>
  gridReader(() => document.querySelector('.ol-grid [role="grid"]') as HTMLElement);

/** The lines grid of the order detail. */
export const orderLinesGrid = () =>
  gridReader(() => screen.getByRole('grid', { name: /^Lines of order/ }));
