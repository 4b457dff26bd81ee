import { describe, expect, it } from 'vitest';
import { ASSORTMENT_IMPORT_COLUMNS, SAMPLE_IMPORT_COLUMNS } from './columns.ts';
import { matchHeaders, normalizeHeader } from './header-matching.ts';
import { IMPORT_HEADER_SYNONYMS, headerTextsFromCatalogues } from './header-synonyms.ts';

const COLUMN_SETS = [
  ['assortment', ASSORTMENT_IMPORT_COLUMNS],
  ['sample inventory', SAMPLE_IMPORT_COLUMNS],
] as const;

describe('[000 §5 header matching] common synonyms (docs/decisions/0031)', () => {
  it.each([
    ['Colour', 'color'],
    ['Colorway', 'color'],
    ['COLOURWAY', 'color'],
    ['Colour Code', 'color'],
    ['Style #', 'style'],
    ['Style Number', 'style'],
    ['style no.', 'style'],
    ['Article Number', 'style'],
    ['Stil', 'style'],
    ['Qty', 'quantity'],
    ['Units', 'quantity'],
    ['RRP', 'suggestedRetail'],
    ['Retail Price', 'suggestedRetail'],
    ['Wholesale', 'cost'],
    ['Colour Note', 'colorNote'],
    ['Delivery Date', 'dueDate'],
  ])('assortment: %j names %s', (header, columnId) => {
    expect(matchHeaders(['Something else', header], ASSORTMENT_IMPORT_COLUMNS)).toEqual({
      [columnId]: 1,
    });
  });

  it.each([
    ['Qty', 'totalQty'],
    ['Total Quantity', 'totalQty'],
    ['Mould Number', 'moldNum'],
    ['Mould Date', 'moldDate'],
    ['Colour', 'color'],
  ])('sample inventory: %j names %s', (header, columnId) => {
    expect(matchHeaders([header], SAMPLE_IMPORT_COLUMNS)).toEqual({ [columnId]: 0 });
  });

  it.each(COLUMN_SETS)(
    'no %s synonym is another column’s display text, id or property label, or a synonym of two columns',
    (_name, columns) => {
      const owner = new Map<string, string>();
      for (const c of columns) {
        for (const text of [c.headerName, c.id, c.propertyLabel ?? ''])
          if (text !== '') owner.set(normalizeHeader(text), c.id);
      }
      const seen = new Map<string, string>();
      for (const c of columns) {
        for (const synonym of IMPORT_HEADER_SYNONYMS[c.id] ?? []) {
          const n = normalizeHeader(synonym);
          expect(owner.get(n) ?? c.id, `${synonym} (${c.id})`).toBe(c.id);
          expect(seen.get(n) ?? c.id, `${synonym} (${c.id})`).toBe(c.id);
          seen.set(n, c.id);
        }
      }
    },
  );

  it('keys every synonym by a column some import reads', () => {
    const ids = new Set([...ASSORTMENT_IMPORT_COLUMNS, ...SAMPLE_IMPORT_COLUMNS].map((c) => c.id));
    for (const id of Object.keys(IMPORT_HEADER_SYNONYMS)) expect(ids, id).toContain(id);
  });
});

describe('[000 §5 header matching] display texts from the message catalogues', () => {
  const english = {
    'labels.export.style': 'Style',
    'labels.export.color': 'Color',
    'labels.export.quantity': 'Quantity',
    'buttons.save': 'Save',
  };
  const german = {
    'labels.export.style': 'Stilnummer',
    'labels.export.color': 'Farbe',
    'labels.export.quantity': 'Menge',
    'buttons.save': 'Speichern',
  };

  it('reads each column’s labels.export entry in every catalogue, English first', () => {
    const texts = headerTextsFromCatalogues(ASSORTMENT_IMPORT_COLUMNS, english, [german]);
    expect(texts).toEqual({
      style: ['Style', 'Stilnummer'],
      color: ['Color', 'Farbe'],
      quantity: ['Quantity', 'Menge'],
    });
  });

  it('finds a column the catalogue names under another id by its English display text', () => {
    // The sample import's totalQty is shown as 'Quantity' (labels.export.quantity).
    const texts = headerTextsFromCatalogues(SAMPLE_IMPORT_COLUMNS, english, [german]);
    expect(texts['totalQty']).toEqual(['Quantity', 'Menge']);
  });
});
