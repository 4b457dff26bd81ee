// The sample inventory screens' filter bar (spec 001 §2 "Sample inventory", §3 sample fields;
// mechanics of spec 000 §2): style and colour as typed text, division, status and gender, and
// the library's location fields (Production: bin; Sales: region, aisle, direction, level,
// shelf, newBin). The spec lists no bar for these screens: decision 0049 picks these fields.
// One module per library, all its groups combine; selects are looked up from the samples the
// user holds. Keys are URL parameter names and the entity's field names: keep them stable.
import type { FilterBarDefinition, FilterDefinition, FilterGroup } from '../filters/definition.ts';
import type { FilterFieldMapping, FilterQueryMapping } from '../filters/mango.ts';
import type { SampleLibrary } from '../entities/values.ts';

/** Message id of a sample field's label (the grid's header and the filter's label). */
export const sampleFieldLabelId = (field: string): string => `labels.samples.field.${field}`;

/** The location fields of each library (spec 001 §3), in the order the grid shows them. */
export const SAMPLE_LOCATION_FIELDS = {
  Production: ['bin'],
  Sales: ['region', 'aisle', 'direction', 'level', 'shelf', 'newBin'],
} as const satisfies Record<SampleLibrary, readonly string[]>;

const TEXT_KEYS = ['style', 'color'] as const;
const SELECT_KEYS = ['division', 'status', 'gender'] as const;

/** The keys of the bar's looked-up selects (their options are the values the samples hold). */
export const sampleLookupKeys = (library: SampleLibrary): readonly string[] => [
  ...SELECT_KEYS,
  ...SAMPLE_LOCATION_FIELDS[library],
];

function textFilter(key: string): FilterDefinition {
  return { key, labelId: sampleFieldLabelId(key), kind: 'text', allowMultiple: false };
}
function lookupFilter(key: string): FilterDefinition {
  return {
    key,
    labelId: sampleFieldLabelId(key),
    kind: 'select',
    allowMultiple: true,
    options: { from: 'lookup' },
  };
}
function group(id: string, filters: readonly FilterDefinition[]): FilterGroup {
  return { id, labelId: `labels.samples.filter.${id}`, allowMultiple: true, filters };
}

function bar(library: SampleLibrary): FilterBarDefinition {
  return {
    id: `samples-${library.toLowerCase()}`,
    modules: [
      {
        id: 'samples',
        labelId: 'labels.samples.filter.module',
        allowMultiple: true,
        groups: [
          group('styleColor', TEXT_KEYS.map(textFilter)),
          group('product', SELECT_KEYS.map(lookupFilter)),
          group(
            'location',
            (SAMPLE_LOCATION_FIELDS[library] as readonly string[]).map(lookupFilter),
          ),
        ],
      },
    ],
  };
}

function mapping(library: SampleLibrary): FilterQueryMapping {
  const entries: [string, FilterFieldMapping][] = [
    ...TEXT_KEYS.map((key): [string, FilterFieldMapping] => [key, { field: key, op: 'contains' }]),
    ...sampleLookupKeys(library).map((key): [string, FilterFieldMapping] => [key, { field: key }]),
  ];
  return Object.fromEntries(entries);
}

/** Module constants (the web's filter hooks need them stable). */
export const SAMPLE_FILTER_BARS: Readonly<Record<SampleLibrary, FilterBarDefinition>> = {
  Production: bar('Production'),
  Sales: bar('Sales'),
};
export const SAMPLE_FILTER_MAPPINGS: Readonly<Record<SampleLibrary, FilterQueryMapping>> = {
  Production: mapping('Production'),
  Sales: mapping('Sales'),
};
