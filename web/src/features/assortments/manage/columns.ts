// The assortment grid's columns (spec 000 §3 "Assortment grid row", §5 grid cells, §9 thumbnail
// 60 px, percentages with 2 decimals): the assortment's own fields are editable (label as one
// of the assortment's labels, notes, pillar, discount percentage 0–100, discount amount, net
// cost, markup); what the catalogue says of the product is read-only. Money in the location's
// currency. Dynamic assortments sort nothing by hand, but their cells edit like static ones.
import type { AssortmentLabel } from '@portal/shared';
import type { IntlShape } from 'react-intl';
import { columnKit, type CurrencyEntry, type GridColumn } from '../../../grid/index.ts';
import type { AssortmentGridRow } from './rows.ts';

export function assortmentColumns(
  intl: IntlShape,
  currency: CurrencyEntry | undefined,
  labels: readonly AssortmentLabel[],
): GridColumn<AssortmentGridRow>[] {
  const header = (id: string) => intl.formatMessage({ id: `labels.assortmentGrid.${id}` });
  const col = columnKit<AssortmentGridRow>(intl, { currency, header });
  const fixed = { readOnly: true } as const;
  return [
    col.thumbnail('thumbnail'),
    col.code('style', { ...fixed, identity: true, width: 110, styleNumeric: true }),
    col.code('color', { ...fixed, identity: true, width: 80 }),
    col.text('name', { ...fixed, width: 220 }),
    col.label('label', labels, { width: 120 }),
    col.text('styleNote', { width: 200 }),
    col.text('collectionStyleNote', { width: 200 }),
    col.text('pillar', { width: 140 }),
    col.money('cost', { ...fixed, width: 110 }),
    col.discountPercent('discountPercent', { width: 125 }),
    col.money('discountAmount', { width: 120 }),
    col.money('netCost', { width: 110 }),
    col.money('suggestedRetail', { ...fixed, width: 120 }),
    col.percent('initialMarkup', { width: 100, max: 100 }),
    col.text('productType', { ...fixed, width: 110 }),
    col.text('gender', { ...fixed, width: 100 }),
  ];
}
