// The manage grid's columns (spec 000 §5 "Grid cells"): list cells match one of the options
// case-insensitively and store it as the option is spelled, multi-select cells split on commas,
// dates accept YYYY-MM-DD or YYYY/MM/DD. A publish requirement is a required column
// (`libraryColumn`): the grid refuses to clear it except in the pending view (the Grid's
// `pendingView`, cells `guardClear`). The options are the values the library already uses on
// this device (the device has no option catalogue yet: decision 0041).
import { libraryColumn } from '@portal/shared';
import type { IntlShape } from 'react-intl';
import type { DeviceDocOf } from '../../../db/device-docs.ts';
import { columnKit, type GridColumn } from '../../../grid/index.ts';
import { fileSrc } from '../files.ts';
import type { ManageField, ManageLibrary } from './config.ts';

/** A library item as the device stores it (with its index fields). */
export type ManageRow = DeviceDocOf<'libraryItems'>;

/** Field → the distinct values of the library's items on the device, sorted. */
export type FieldOptions = Readonly<Record<string, readonly string[]>>;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The options of every list and multi-select field, from the library's items. */
export function fieldOptions(
  fields: readonly ManageField[],
  items: readonly Partial<Record<string, unknown>>[],
): FieldOptions {
  const options: Record<string, string[]> = {};
  for (const field of fields) {
    if (field.kind !== 'list' && field.kind !== 'multi') continue;
    const values = new Set<string>();
    for (const item of items) {
      const value = item[field.id];
      for (const v of Array.isArray(value) ? value : [value])
        if (typeof v === 'string' && v.trim() !== '') values.add(v);
    }
    options[field.id] = [...values].sort(collator.compare);
  }
  return options;
}

export const primaryFileName = (row: ManageRow) =>
  row.files.find((file) => file.usageType === 'Primary')?.filename ?? '';

export function manageColumns(
  intl: IntlShape,
  library: ManageLibrary,
  options: FieldOptions,
): GridColumn<ManageRow>[] {
  const col = columnKit<ManageRow>(intl, {
    header: (id) => intl.formatMessage({ id: `labels.libraryManage.field.${id}` }),
  });
  const editable = library.fields.map((field) => {
    const flags = {
      ...libraryColumn(library.type, field.id),
      width: field.id === 'name' ? 280 : 150,
    };
    switch (field.kind) {
      case 'text':
        return col.text(field.id, { ...flags, get: (row) => row[field.id as keyof ManageRow] });
      case 'list':
        return col.list(field.id, options[field.id] ?? [], {
          ...flags,
          get: (row) => row[field.id as keyof ManageRow],
        });
      case 'multi':
        return col.multiSelect(field.id, options[field.id] ?? [], {
          ...flags,
          get: (row) => row[field.id as keyof ManageRow],
        });
      case 'year':
        return col.year(field.id, {
          ...flags,
          get: (row) => row[field.id as keyof ManageRow],
        });
      case 'date':
        return col.date(field.id, { ...flags, get: (row) => row[field.id as keyof ManageRow] });
    }
  });
  return [
    // The item's preview as soon as the server made it (decision 0043): an editor sees what
    // an upload became before filling its fields (spec 000 §9 thumbnail 60 px).
    col.thumbnail('thumbnail', {
      get: (row) => fileSrc(row.files.find((f) => f.thumbnail)?.thumbnail),
    }),
    ...editable,
    col.text('primaryFile', { readOnly: true, width: 220, get: primaryFileName }),
    col.dateTime('modifiedDate', { width: 180 }),
  ];
}
