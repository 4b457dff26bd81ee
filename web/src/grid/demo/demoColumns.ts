import {
  alphanumericRule,
  currencyRule,
  dateRule,
  decimalSeparatorOfLocale,
  discountPercentRule,
  labelRule,
  listRule,
  multiSelectRule,
  noSpaceRule,
  numberRule,
  percentRule,
  textRule,
  thumbnailRule,
} from '@portal/shared';
import type { IntlShape } from 'react-intl';
import type { GridColumn } from '../types.ts';
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

// The demo's 30 columns: one of each cell rule the grid knows, on product-like fields.

export function demoColumns(intl: IntlShape): GridColumn<DemoProduct>[] {
  const locale = intl.locale;
  const decimal = decimalSeparatorOfLocale(locale);
  const h = (id: string) => intl.formatMessage({ id: `labels.gridDemo.${id}` });
  const col = (
    id: keyof DemoProduct & string,
    rest: Omit<GridColumn<DemoProduct>, 'id' | 'header'>,
  ): GridColumn<DemoProduct> => ({
    id,
    header: h(id),
    ...rest,
  });
  return [
    col('thumbnail', { rule: thumbnailRule(), readOnly: true, sortable: false }),
    col('style', {
      rule: alphanumericRule({ noBlank: true, styleNumeric: true }),
      identity: true,
      width: 100,
    }),
    col('color', { rule: alphanumericRule({ noBlank: true }), identity: true, width: 90 }),
    col('name', { rule: textRule(), required: true, width: 210 }),
    col('gender', { rule: listRule(GENDERS), width: 110 }),
    col('division', { rule: listRule(DIVISIONS), width: 130 }),
    col('pillar', { rule: listRule(PILLARS), width: 140 }),
    col('cost', { rule: currencyRule({ locale, decimal }) }),
    col('suggestedRetail', { rule: currencyRule({ locale, decimal }), width: 130 }),
    col('discountPercent', { rule: discountPercentRule({ locale, decimal }), width: 120 }),
    col('netCost', { rule: currencyRule({ locale, decimal }) }),
    col('dueDate', { rule: dateRule() }),
    col('firstAvailDate', { rule: dateRule(), width: 130 }),
    col('label', { rule: labelRule(DEMO_LABELS), width: 110 }),
    col('features', { rule: multiSelectRule(FEATURES), width: 190 }),
    col('sku', { rule: noSpaceRule(), width: 130 }),
    col('colorDescription', { rule: textRule() }),
    col('outsole', { rule: textRule(), width: 110 }),
    col('upper', { rule: textRule(), width: 110 }),
    col('lifeCycle', { rule: listRule(LIFE_CYCLES), width: 120 }),
    col('seasonCodes', { rule: alphanumericRule(), width: 110 }),
    col('boxCategory', { rule: alphanumericRule(), width: 110 }),
    col('dutyCode', { rule: noSpaceRule(), width: 100 }),
    col('units', { rule: numberRule({ locale, decimal, decimals: 0 }), width: 80 }),
    col('quantity', { rule: numberRule({ locale, decimal, decimals: 0 }), width: 100 }),
    col('sellThru', { rule: percentRule({ locale, decimal, max: 100 }), width: 100 }),
    col('styleNote', { rule: textRule(), width: 180 }),
    col('carryover', { rule: listRule(YES_NO), width: 110 }),
    col('createdDate', { rule: dateRule(), readOnly: true, width: 120 }),
    col('sortOrder', { rule: numberRule({ locale, decimal, decimals: 0 }), width: 90 }),
  ];
}
