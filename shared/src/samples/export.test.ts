// The sample export's columns, rows and file name (spec 001 §2, §3, §7, §9; spec 000 §9), as
// the device's export and the server's POST /sampleInventory/export/xlsx/{library} write them.
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../constants.ts';
import {
  sampleExportColumns,
  sampleExportFileName,
  sampleExportRows,
  sampleExportTable,
} from './export.ts';
import deDE from './i18n/de-DE.json' with { type: 'json' };
import enUS from './i18n/en-US.json' with { type: 'json' };
import esES from './i18n/es-ES.json' with { type: 'json' };
import frFR from './i18n/fr-FR.json' with { type: 'json' };
import itIT from './i18n/it-IT.json' with { type: 'json' };
import jaJP from './i18n/ja-JP.json' with { type: 'json' };
import plPL from './i18n/pl-PL.json' with { type: 'json' };
import ptBR from './i18n/pt-BR.json' with { type: 'json' };

const CATALOGUES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  'en-US': enUS,
  'de-DE': deDE,
  'es-ES': esES,
  'fr-FR': frFR,
  'it-IT': itIT,
  'ja-JP': jaJP,
  'pl-PL': plPL,
  'pt-BR': ptBR,
};

describe('[001 §3 sample export] columns per library', () => {
  it.each([
    ['Production', ['bin', 'moldNum', 'moldDate', 'quantity']],
    ['Sales', ['aisle', 'direction', 'level', 'shelf', 'newBin']],
  ] as const)('%s: the shared fields, then the library’s own, then the dates', (library, own) => {
    expect(sampleExportColumns(library).map((c) => c.field)).toEqual([
      'division',
      'style',
      'color',
      'side',
      'size',
      'status',
      'gender',
      'subtype',
      'region',
      'origin',
      'totalQty',
      ...own,
      'createdDate',
      'modifiedDate',
    ]);
  });

  it.each(LOCALES.map((l) => [l]))('%s names every header', (locale) => {
    const texts = CATALOGUES[locale];
    for (const library of ['Production', 'Sales'] as const)
      for (const c of sampleExportColumns(library))
        expect(texts[c.labelId], `${locale} ${c.labelId}`).toBeTruthy();
  });
});

describe('[001 §9 exported dates] sampleExportRows', () => {
  const sample = {
    id: 's1',
    library: 'Production',
    division: 'ACT',
    style: '=1+1',
    color: 'BLK',
    side: 'Pair',
    size: '',
    totalQty: 3,
    quantity: 0,
    bin: '-2+3',
    moldDate: '2025/01/02',
    createdDate: '2026-11-25T23:30:00.000Z',
    modifiedDate: '2026-11-26T08:00:00.000Z',
    tracking: [{ id: 't', action: 'checkOut' }],
    aisle: 'not a Production field',
  };

  it.each([
    ['style', '=1+1', 'formula-looking text stays the text (the XLSX writer keeps it a string)'],
    ['bin', '-2+3', 'the same for a location'],
    ['color', 'BLK', 'text as is'],
    ['size', null, 'a blank cell for empty text'],
    ['gender', null, 'a blank cell for a missing field'],
    ['totalQty', 3, 'numbers stay numbers'],
    ['quantity', 0, 'zero is a value'],
    ['moldDate', '2025/01/02', 'the mold date as stored'],
    ['createdDate', '2026-11-25', 'created: the date part (YYYY-MM-DD)'],
    ['modifiedDate', '2026-11-26', 'modified: the date part'],
  ] as const)('%s → %j (%s)', (field, expected, _why) => {
    expect(sampleExportRows([sample], 'Production')[0]![field]).toBe(expected);
  });

  it('writes exactly the columns’ fields, in the order given', () => {
    const rows = sampleExportRows(
      [sample, { ...sample, style: 'S2', totalQty: 'many' }],
      'Production',
    );
    expect(Object.keys(rows[0]!)).toEqual(sampleExportColumns('Production').map((c) => c.field));
    expect(rows[0]).not.toHaveProperty('tracking');
    expect(rows[0]).not.toHaveProperty('aisle');
    expect(rows.map((r) => r['style'])).toEqual(['=1+1', 'S2']);
    // A value of the wrong type is written as text, never dropped or turned into an object.
    expect(rows[1]!['totalQty']).toBe('many');
  });

  it('never puts an object in a cell (an {formula} object would become a formula)', () => {
    const [row] = sampleExportRows([{ ...sample, bin: { formula: 'A1' } }], 'Production');
    expect(row!['bin']).toBeNull();
  });
});

describe('[000 §9 export file names] sample export', () => {
  it.each([
    ['Production', 'production-sample-inventory.xlsx'],
    ['Sales', 'sales-sample-inventory.xlsx'],
  ] as const)('%s → %s', (library, name) => {
    expect(sampleExportFileName(library)).toBe(name);
  });

  it('the table names the sheet after the library and translates each header', () => {
    const table = sampleExportTable([], 'Sales', (id) => `<${id}>`);
    expect(table.sheetName).toBe('Sales');
    expect(table.rows).toEqual([]);
    expect(table.columns[0]).toEqual({
      header: '<labels.samples.export.division>',
      field: 'division',
      format: 'text',
      width: 12,
    });
  });
});
