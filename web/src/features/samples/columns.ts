// The sample inventory grid's columns (spec 001 §3 "Sample inventory item", spec 000 §5 "Grid
// cells"): the shared fields, then the library's own (Production: bin, moldNum, moldDate,
// quantity; Sales: aisle, direction, level, shelf, newBin — region is a shared field, shown
// once). List cells match one of their options case-insensitively and store it as spelled;
// numbers are whole and non-negative; the mold date takes YYYY-MM-DD or YYYY/MM/DD. Style and
// colour are the sample's identity: editable only before it has a created date (000 §5).
// A required field left blank (001 §5) is marked on its cell with the spec's message.
import {
  SAMPLE_REQUIRED_MESSAGE_IDS,
  SIDES,
  missingSampleFields,
  sampleFieldLabelId,
  type SampleLibrary,
} from '@portal/shared';
import type { IntlShape } from 'react-intl';
import type { DeviceDocOf } from '../../db/device-docs.ts';
import { columnKit, type GridColumn } from '../../grid/index.ts';

/** A sample as the device stores it (Production or Sales, with its index fields). */
export type SampleRow = DeviceDocOf<'sampleInventory'>;

/** The list cells whose options are the values the library already uses on this device. */
export const SAMPLE_LIST_FIELDS = [
  'division',
  'status',
  'gender',
  'subtype',
  'region',
  'origin',
] as const;
export type SampleListField = (typeof SAMPLE_LIST_FIELDS)[number];

/** Free cells whose editor suggests the values the library already uses (001 §2 autocomplete
 * on style, colour, bin and the location fields; the device's values, so offline too). */
export const SAMPLE_SUGGESTED_FIELDS = [
  'style',
  'color',
  'bin',
  'aisle',
  'direction',
  'level',
  'shelf',
  'newBin',
] as const;
export type SampleSuggestedField = (typeof SAMPLE_SUGGESTED_FIELDS)[number];

/** Field → the distinct values the library's samples on the device hold, sorted. */
export type SampleOptions = Readonly<
  Record<SampleListField | SampleSuggestedField, readonly string[]>
>;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** spec 001 §3 side (shared SIDES): stored as the value, shown in the user's language. */
export const SIDE_LABEL_IDS: Readonly<Record<(typeof SIDES)[number], string>> = {
  'Any Side': 'enums.samples.side.anySide',
  Pair: 'enums.samples.side.pair',
  Left: 'enums.samples.side.left',
  Right: 'enums.samples.side.right',
};

const fieldsOf = (row: SampleRow) => row as unknown as Readonly<Record<string, unknown>>;

/** A field of either library, read without knowing the row's library. */
export const fieldOf =
  (field: string) =>
  (row: SampleRow): unknown =>
    fieldsOf(row)[field];

/** The options of every list cell, from the library's samples (no option catalogue yet). */
export function sampleOptions(rows: readonly SampleRow[]): SampleOptions {
  const entries = [...SAMPLE_LIST_FIELDS, ...SAMPLE_SUGGESTED_FIELDS].map((field) => {
    const values = new Set<string>();
    for (const row of rows) {
      const value = fieldOf(field)(row);
      if (typeof value === 'string' && value.trim() !== '') values.add(value);
    }
    return [field, [...values].sort(collator.compare)] as const;
  });
  return Object.fromEntries(entries) as unknown as SampleOptions;
}

export function sampleColumns(
  intl: IntlShape,
  library: SampleLibrary,
  options: SampleOptions,
): GridColumn<SampleRow>[] {
  const required = intl.formatMessage({ id: SAMPLE_REQUIRED_MESSAGE_IDS[library] });
  const col = columnKit<SampleRow>(intl, {
    header: (id) => intl.formatMessage({ id: sampleFieldLabelId(id) }),
  });
  // The cell of a required field the row leaves blank carries the spec's message (001 §5).
  const flags = (field: string, width = 120) => ({
    width,
    get: fieldOf(field),
    note: (row: SampleRow) =>
      (missingSampleFields(library, fieldsOf(row)) as readonly string[]).includes(field)
        ? { text: required, tone: 'error' as const }
        : undefined,
  });
  const list = (field: SampleListField, width?: number) =>
    col.list(field, options[field], flags(field, width));
  const suggested = (field: string): field is SampleSuggestedField =>
    (SAMPLE_SUGGESTED_FIELDS as readonly string[]).includes(field);
  const text = (field: string, width?: number) =>
    col.text(field, {
      ...flags(field, width),
      ...(suggested(field) ? { suggestions: options[field] } : {}),
    });

  const shared = [
    list('division'),
    col.code('style', {
      ...flags('style', 110),
      identity: true,
      styleNumeric: true,
      suggestions: options.style,
    }),
    col.code('color', { ...flags('color', 90), identity: true, suggestions: options.color }),
    col.choice(
      'side',
      SIDES.map((value) => ({ value, name: intl.formatMessage({ id: SIDE_LABEL_IDS[value] }) })),
      flags('side', 110),
    ),
    text('size', 80),
    list('status'),
    // Room for the header in every language beside its menu button ('Geschlecht').
    list('gender', 140),
    list('subtype'),
    list('region'),
    list('origin'),
    // totalQty is the sample's count on hand (001 §3: copied to onHandQty when added).
    col.number('totalQty', { ...flags('totalQty', 120), decimals: 0 }),
  ];
  const own =
    library === 'Production'
      ? [
          text('bin'),
          text('moldNum'),
          col.date('moldDate', flags('moldDate', 130)),
          col.number('quantity', { ...flags('quantity', 100), decimals: 0 }),
        ]
      : [text('aisle'), text('direction'), text('level'), text('shelf'), text('newBin')];
  return [...shared, ...own, col.dateTime('modifiedDate', { width: 180 })];
}
