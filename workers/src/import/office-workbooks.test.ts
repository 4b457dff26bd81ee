// Issue 20 "Done when": workbooks saved by another office suite, and workbooks headed in our
// other locales, map every column without the user touching the Column Associations dialog.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ASSORTMENT_IMPORT_COLUMNS,
  COLUMN_LABEL_PREFIX,
  recallColumnMapping,
  type MessageCatalogue,
} from '@portal/shared';
import { parseImportFile } from './parse-import.ts';
import { readXlsxRowsSax } from './read-xlsx-sax.ts';
import { libreOfficeWorkbook, type OfficeCell } from './testing/office-workbooks.ts';

const LOCALES = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'ja-JP', 'pl-PL', 'pt-BR'];
const catalogue = (locale: string): MessageCatalogue =>
  JSON.parse(
    readFileSync(new URL(`../i18n/${locale}.json`, import.meta.url), 'utf8'),
  ) as MessageCatalogue;

/** The assortment import columns the catalogue names (labels.export.<id>). */
const NAMED = ASSORTMENT_IMPORT_COLUMNS.filter(
  (c) => `${COLUMN_LABEL_PREFIX}${c.id}` in catalogue('en-US'),
);

const parse = (bytes: Uint8Array, fileName: string) =>
  parseImportFile({ bytes, fileName }, ASSORTMENT_IMPORT_COLUMNS, { xlsxReader: readXlsxRowsSax });

/** What the web app's dialog opens with: nothing remembered, the worker's own matching. */
async function dialogMapping(headers: readonly string[], automatic: Record<string, number>) {
  const empty = { get: () => null, set: () => undefined };
  return recallColumnMapping(
    empty,
    'u1',
    'assortment',
    headers,
    ASSORTMENT_IMPORT_COLUMNS,
    automatic,
  );
}

describe('[000 §5 header matching] a workbook saved by another office suite (LibreOffice Calc)', () => {
  const rows: OfficeCell[][] = [
    ['  STYLE ', { rich: ['Col', 'our'] }, 'Style\nNote', { inline: 'Qty' }, 'RRP', 'Due Date'],
    ['010000', 'BLK', 'Lead style\nof the season', 12, 129.99, { date: 46096 }],
    ['010001', 'NVY', null, 6, 99.5, { date: 46127 }],
  ];

  it('maps "  STYLE ", "Colour", "Style\\nNote" and the rest, and reads every cell', async () => {
    const parsed = await parse(await libreOfficeWorkbook(rows), 'buyer.xlsx');
    expect(parsed.headers).toEqual(['STYLE', 'Colour', 'Style Note', 'Qty', 'RRP', 'Due Date']);
    expect(parsed.mapping).toEqual({
      style: 0,
      color: 1,
      styleNote: 2,
      quantity: 3,
      suggestedRetail: 4,
      dueDate: 5,
    });
    expect(parsed.rows.map((r) => r.values)).toEqual([
      {
        style: '010000',
        color: 'BLK',
        styleNote: 'Lead style of the season',
        quantity: 12,
        suggestedRetail: 129.99,
        dueDate: '2026-03-15',
      },
      {
        style: '010001',
        color: 'NVY',
        styleNote: null,
        quantity: 6,
        suggestedRetail: 99.5,
        dueDate: '2026-04-15',
      },
    ]);
    expect(parsed.invalidCells).toEqual([]);
    expect(await dialogMapping(parsed.headers, parsed.mapping)).toEqual({
      mapping: parsed.mapping,
      remembered: false,
    });
  });
});

describe('[000 §5 header matching] workbooks headed in our eight locales', () => {
  it('a German workbook headed as the de-DE catalogue names the columns maps every column', async () => {
    const german = catalogue('de-DE');
    const headers = NAMED.map((c) => german[`${COLUMN_LABEL_PREFIX}${c.id}`]!);
    expect(headers).toEqual(expect.arrayContaining(['Farbe', 'Menge', 'Style-Notiz', 'Säule']));
    const values = NAMED.map((c) =>
      c.parser.kind === 'number' || c.parser.kind === 'integer' ? 1 : 'x',
    );
    const bytes = await libreOfficeWorkbook([headers, values], 'Tabelle1');
    const parsed = await parse(bytes, 'einkauf.xlsx');
    expect(parsed.mapping).toEqual(Object.fromEntries(NAMED.map((c, i) => [c.id, i])));
    expect(await dialogMapping(parsed.headers, parsed.mapping)).toMatchObject({
      mapping: parsed.mapping,
    });
  });

  it('the issue’s German headers: "Stil" (a synonym) and "Farbe", "Menge" (the catalogue)', async () => {
    const bytes = await libreOfficeWorkbook([
      ['Stil', 'Farbe', 'Menge', 'Unverbindliche Preisempfehlung'],
      ['010000', 'BLK', 2, 120],
    ]);
    expect((await parse(bytes, 'stil.xlsx')).mapping).toEqual({
      style: 0,
      color: 1,
      quantity: 2,
      suggestedRetail: 3,
    });
  });

  it.each(LOCALES)('a CSV headed in %s maps every column the catalogue names', async (locale) => {
    const texts = catalogue(locale);
    // Reversed, so no column is found by its position.
    const columns = [...NAMED].reverse();
    const headers = columns.map((c) => texts[`${COLUMN_LABEL_PREFIX}${c.id}`]!);
    const csv = `${headers.join(';')}\n${headers.map(() => '1').join(';')}\n`;
    const parsed = await parse(new TextEncoder().encode(csv), `${locale}.csv`);
    expect(parsed.mapping).toEqual(Object.fromEntries(columns.map((c, i) => [c.id, i])));
  });
});
