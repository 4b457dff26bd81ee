// The sample import's columns (spec 001 §3 fields, §8 'Too Many Sample Properties'; spec 000 §5
// header matching): the shared columns and the library's own first, then the other library's,
// read so that a row carrying them is flagged rather than silently losing data (decision 0053).
import {
  SAMPLE_IMPORT_COLUMNS,
  SAMPLE_PRODUCTION_ONLY,
  SAMPLE_SALES_ONLY,
  sampleFieldLabelId,
  type ImportColumn,
  type SampleLibrary,
} from '@portal/shared';
import type { IntlShape } from 'react-intl';
import { importGridColumns } from '../../excel-import/import-columns.ts';
import type { ImportGridRow } from '../../excel-import/import-rows.ts';
import type { GridColumn } from '../../../grid/index.ts';

const OWN: Readonly<Record<SampleLibrary, readonly ImportColumn[]>> = {
  Production: SAMPLE_PRODUCTION_ONLY,
  Sales: SAMPLE_SALES_ONLY,
};

const KEY_CODES = new Set(['style', 'color']);

/** The import columns of a library: shared and own, then the other library's. */
export function sampleImportColumns(library: SampleLibrary): readonly ImportColumn[] {
  const other = OWN[library === 'Production' ? 'Sales' : 'Production'];
  const foreign = new Set(other.map((c) => c.id));
  return [
    ...SAMPLE_IMPORT_COLUMNS.filter((c) => !foreign.has(c.id)),
    ...SAMPLE_IMPORT_COLUMNS.filter((c) => foreign.has(c.id)),
  ];
}

/** The remembered column mapping's context (one per library: their sheets differ). */
export const sampleImportContext = (library: SampleLibrary): string => `sampleImport.${library}`;

/** A column's name as the sample screens show it. */
export const sampleColumnHeader =
  (intl: IntlShape) =>
  (id: string): string =>
    intl.formatMessage({ id: sampleFieldLabelId(id) });

/**
 * The grid's columns: the library's, plus another library's column only where a row holds a
 * value in it (that row is the one 'Too Many Sample Properties' points at).
 */
export function sampleImportGridColumns(
  intl: IntlShape,
  library: SampleLibrary,
  rows: readonly ImportGridRow[],
): GridColumn<ImportGridRow>[] {
  const other = new Set(OWN[library === 'Production' ? 'Sales' : 'Production'].map((c) => c.id));
  const shown = sampleImportColumns(library)
    .filter(
      (c) =>
        !other.has(c.id) ||
        rows.some((row) => row[c.id] !== null && row[c.id] !== undefined && row[c.id] !== ''),
    )
    // Only style and colour are letters-and-digits code cells; bins, moulds, sizes and the
    // Sales locations are free text, as in the sample grid (a bin 'B-1' must stay typeable).
    .map((c) =>
      c.parser.kind === 'code' && !KEY_CODES.has(c.id)
        ? { ...c, parser: { ...c.parser, kind: 'text' as const } }
        : c,
    );
  return importGridColumns(intl, shown, sampleColumnHeader(intl));
}
