import type { IntlShape } from 'react-intl';
import { columnKit, type GridColumn } from '../../src/grid/index.ts';
import {
  DEMO_LABELS,
  DIVISIONS,
  FEATURES,
  GENDERS,
  LIFE_CYCLES,
  PILLARS,
  YES_NO,
  type DemoProduct,
} from './demoData.ts';

// The demo's 30 columns: one of each kind the column kit builds, on product-like fields.

export function demoColumns(intl: IntlShape): GridColumn<DemoProduct>[] {
  const col = columnKit<DemoProduct>(intl, {
    header: (id) => intl.formatMessage({ id: `labels.gridDemo.${id}` }),
  });
  return [
    col.thumbnail('thumbnail'),
    col.code('style', { noBlank: true, styleNumeric: true, identity: true, width: 100 }),
    col.code('color', { noBlank: true, identity: true, width: 90 }),
    col.text('name', { required: true, width: 210 }),
    col.list('gender', GENDERS, { width: 110 }),
    col.list('division', DIVISIONS, { width: 130 }),
    col.list('pillar', PILLARS, { width: 140 }),
    col.money('cost'),
    col.money('suggestedRetail', { width: 130 }),
    col.discountPercent('discountPercent', { width: 120 }),
    col.money('netCost'),
    col.date('dueDate'),
    col.date('firstAvailDate', { width: 130 }),
    col.label('label', DEMO_LABELS, { width: 110 }),
    col.multiSelect('features', FEATURES, { width: 190 }),
    col.noSpace('sku', { width: 130 }),
    col.text('colorDescription'),
    col.text('outsole', { width: 110 }),
    col.text('upper', { width: 110 }),
    col.list('lifeCycle', LIFE_CYCLES, { width: 120 }),
    col.code('seasonCodes', { width: 110 }),
    col.code('boxCategory', { width: 110 }),
    col.noSpace('dutyCode', { width: 100 }),
    col.number('units', { decimals: 0, width: 80 }),
    col.number('quantity', { decimals: 0, width: 100 }),
    col.percent('sellThru', { max: 100, width: 100 }),
    col.text('styleNote', { width: 180 }),
    col.list('carryover', YES_NO, { width: 110 }),
    col.date('createdDate', { readOnly: true, width: 120 }),
    col.number('sortOrder', { decimals: 0, width: 90 }),
  ];
}
