// The grid's source over an order's lines (embedded in the order document, at most a few
// thousand), replaced whenever the order document changes (grid ReplaceableSource).
import type { CellSortKind } from '@portal/shared';
import { ReplaceableSource } from '../../../grid/index.ts';
import type { OrderLineRow } from './lines.ts';

const SORT_KINDS: Record<string, CellSortKind> = {
  quantity: 'number',
  units: 'number',
  unitPrice: 'number',
  daysOut: 'number',
  discount: 'number',
  subtotal: 'number',
};

export class OrderLinesSource extends ReplaceableSource<OrderLineRow> {
  constructor(locale: string) {
    super({ getId: (row) => row.id, locale, sortKinds: SORT_KINDS });
  }
}
