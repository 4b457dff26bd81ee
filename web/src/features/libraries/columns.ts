// A library list's columns (spec 000 §3 Library item, §9 thumbnail 60 px and file sizes in
// kB/MB/GB), from the column kit. A viewer's list is read-only: every column is. Which fields
// show follows each library's filter bar (spec 000 §2): what the user filters by, they see.
import { shownFiles, type LibraryItemType, type LibraryViewToggles } from '@portal/shared';
import type { IntlShape } from 'react-intl';
import { columnKit, type GridColumn } from '../../grid/index.ts';
import { fileSrc } from './files.ts';
import { isNewItem, type LibraryRow } from './selector.ts';

type Field =
  | 'assetType'
  | 'assetSubType'
  | 'category'
  | 'gender'
  | 'season'
  | 'year'
  | 'lang'
  | 'docType'
  | 'region'
  | 'initiative';

/** The item fields each library shows between the name and the dates (the XLSX report too). */
export const FIELDS: Readonly<Record<LibraryItemType, readonly Field[]>> = {
  AdvertisingAsset: ['assetType', 'category', 'gender', 'season', 'year'],
  AdvertisingLogo: ['category', 'gender'],
  ProductDocument: ['docType', 'gender', 'region'],
  GlobalRetailAsset: ['assetType', 'season', 'year', 'lang', 'category', 'gender', 'initiative'],
  GlobalRetailResource: ['assetType', 'assetSubType', 'season', 'year', 'lang', 'initiative'],
  StepAsset: ['assetType', 'lang', 'gender'],
};

export function libraryColumns(
  intl: IntlShape,
  type: LibraryItemType,
  toggles: LibraryViewToggles,
  seen: ReadonlySet<string>,
): GridColumn<LibraryRow>[] {
  const header = (id: string) => intl.formatMessage({ id: `labels.libraryView.column.${id}` });
  const col = columnKit<LibraryRow>(intl, { header });
  const fixed = { readOnly: true } as const;
  const files = (row: LibraryRow) => shownFiles(row, toggles);
  const newText = intl.formatMessage({ id: 'labels.libraries.view.new' });
  return [
    col.thumbnail('thumbnail', {
      get: (row) => fileSrc(files(row).find((f) => f.thumbnail)?.thumbnail),
    }),
    col.text('new', {
      ...fixed,
      sortable: false,
      width: 70,
      get: (row) => (isNewItem(row, seen) ? newText : ''),
    }),
    col.text('name', { ...fixed, width: 260 }),
    ...FIELDS[type].map((field) =>
      field === 'year'
        ? col.year('year', { ...fixed, width: 80 })
        : col.text(field, { ...fixed, width: 130 }),
    ),
    col.number('fileCount', {
      ...fixed,
      width: 90,
      decimals: 0,
      sortable: false,
      get: (row) => files(row).length,
    }),
    // Wide enough for the longest one-word header ('Dateigröße') beside the menu button.
    col.fileSize('fileSize', {
      ...fixed,
      width: 120,
      sortable: false,
      get: (row) => files(row).reduce((sum, f) => sum + (f.fileSize ?? 0), 0),
    }),
    col.dateTime('modifiedDate', { ...fixed, width: 170 }),
  ];
}
