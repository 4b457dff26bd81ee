// Read + map in one call: what the import screen asks for after a file is chosen, and what
// the server runs for the same file. The mapping is the given one (Column Associations
// dialog, remembered mapping) or the automatic header matching, which knows each column's
// display text in our eight locales (header-texts.ts) and the common synonyms.
import { matchHeaders, type ColumnMapping, type ImportColumn } from '@portal/shared';
import { importHeaderTexts } from './header-texts.ts';
import { createRowMapper, type MappedImport } from './map-import-rows.ts';
import {
  streamImportSheet,
  type ImportFile,
  type ReadImportSheetOptions,
} from './read-import-sheet.ts';

export interface ParsedImport extends MappedImport {
  readonly headers: readonly string[];
  readonly mapping: ColumnMapping;
}

export async function parseImportFile(
  file: ImportFile,
  columns: readonly ImportColumn[],
  options: ReadImportSheetOptions & { readonly mapping?: ColumnMapping },
): Promise<ParsedImport> {
  // Rows are mapped as they stream: the raw sheet is never held (100,000 rows on a tablet).
  let headers: readonly string[] = [];
  let mapping: ColumnMapping = {};
  let mapper: ReturnType<typeof createRowMapper> | null = null;
  await streamImportSheet(file, options, (h) => {
    headers = h;
    mapping =
      options.mapping ?? matchHeaders(h, columns, { localized: importHeaderTexts(columns) });
    const m = createRowMapper(columns, mapping);
    mapper = m;
    return (row) => m.map(row);
  });
  const result = (mapper as ReturnType<typeof createRowMapper> | null)?.result ?? {
    rows: [],
    invalidCells: [],
  };
  return { headers, mapping, ...result };
}
