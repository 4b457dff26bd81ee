// The bulk download's import columns and the import grid's columns. Styles and colours are
// codes: text cells, so '000123' keeps its zeros whatever type Excel stored (the parser's
// 'code' kind, shared/src/import/cell-parsing.ts).
import { ASSORTMENT_IMPORT_COLUMNS, type ImportColumn } from '@portal/shared';
import type { IntlShape } from 'react-intl';
import { columnKit, type GridColumn } from '../../grid/index.ts';
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
  /** A column's name (default: the export labels); another import screen passes its own. */
  header: (columnId: string) => string = (id) => columnHeader(intl, id),
): GridColumn<ImportGridRow>[] {
  const col = columnKit<ImportGridRow>(intl, { header });
  const note = (id: string) => (row: ImportGridRow) => {
    const issue = cellIssue(row, id);
    if (issue === undefined) return undefined;
    return {
      text: intl.formatMessage({ id: issue.errorMessage }),
      tone: issue.errorSeverity === 'critical' ? ('error' as const) : ('warning' as const),
    };
  };
  return columns.map(({ id, parser }) => {
    switch (parser.kind) {
      case 'code':
        return col.code(id, { styleNumeric: id === 'style', width: 110, note: note(id) });
      case 'number':
        return col.money(id, { width: 120, note: note(id) });
      case 'integer':
        return col.number(id, { decimals: 0, width: 100, note: note(id) });
      default:
        return col.text(id, { width: id === 'name' ? 220 : 150, note: note(id) });
    }
  });
}
