// The grid's source over the joined rows (an assortment holds at most a few thousand
// products), replaced whenever the assortment document or the catalogue answer changes (grid
// ReplaceableSource).
import type { CellSortKind } from '@portal/shared';
import { ReplaceableSource } from '../../../grid/index.ts';
import type { AssortmentGridRow } from './rows.ts';

const SORT_KINDS: Record<string, CellSortKind> = {
  cost: 'number',
  discountPercent: 'number',
  discountAmount: 'number',
  netCost: 'number',
  suggestedRetail: 'number',
  initialMarkup: 'number',
};

export class AssortmentRowsSource extends ReplaceableSource<AssortmentGridRow> {
  constructor(locale: string) {
    super({ getId: (row) => row.id, locale, sortKinds: SORT_KINDS });
  }
}
