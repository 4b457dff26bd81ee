// The bulk download's import columns and the import grid's columns. Styles and colours are
// codes: text cells, so '000123' keeps its zeros whatever type Excel stored (the parser's
// 'code' kind, shared/src/import/cell-parsing.ts).
import {
  ASSORTMENT_IMPORT_COLUMNS,
  alphanumericRule,
  currencyRule,
  decimalSeparatorOfLocale,
  numberRule,
  textRule,
  type ImportColumn,
} from '@portal/shared';
import type { IntlShape } from 'react-intl';
import type { GridColumn } from '../../grid/index.ts';
import { cellIssue, type ImportGridRow } from './import-rows.ts';

/** Columns a bulk-download sheet may carry: the key and the product data it is checked against. */
const BULK_DOWNLOAD_IDS = [
  'style',
  'color',
  'name',
  'division',
  'gender',
  'cost',
  'suggestedRetail',
  'quantity',
  'label',
  'pillar',
  'styleNote',
];

export const BULK_DOWNLOAD_COLUMNS: readonly ImportColumn[] = BULK_DOWNLOAD_IDS.map((id) =>
  ASSORTMENT_IMPORT_COLUMNS.find((c) => c.id === id)!,
);

/** A column's name as the app shows it (the export labels, workers/src/i18n). */
export function columnHeader(intl: IntlShape, id: string): string {
  return intl.formatMessage({ id: `labels.export.${id}` });
}

export function importGridColumns(
  intl: IntlShape,
  columns: readonly ImportColumn[],
): GridColumn<ImportGridRow>[] {
  const locale = intl.locale;
  const decimal = decimalSeparatorOfLocale(locale);
  const note = (id: string) => (row: ImportGridRow) => {
    const issue = cellIssue(row, id);
    if (issue === undefined) return undefined;
    return {
      text: intl.formatMessage({ id: issue.errorMessage }),
      tone: issue.errorSeverity === 'critical' ? ('error' as const) : ('warning' as const),
    };
  };
  return columns.map((column) => {
    const base = { id: column.id, header: columnHeader(intl, column.id), note: note(column.id) };
    switch (column.parser.kind) {
      case 'code':
        return {
          ...base,
          rule: alphanumericRule({ styleNumeric: column.id === 'style' }),
          width: 110,
        };
      case 'number':
        return { ...base, rule: currencyRule({ locale, decimal }), width: 120 };
      case 'integer':
        return { ...base, rule: numberRule({ locale, decimal, decimals: 0 }), width: 100 };
      default:
        return { ...base, rule: textRule(), width: column.id === 'name' ? 220 : 150 };
    }
  });
}
