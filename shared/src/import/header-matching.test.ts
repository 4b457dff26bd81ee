import { describe, expect, it } from 'vitest';
import { ASSORTMENT_IMPORT_COLUMNS, SAMPLE_IMPORT_COLUMNS } from './columns.ts';
import { matchHeaders, normalizeHeader } from './header-matching.ts';
import type { HeaderTexts } from './header-synonyms.ts';

const cols = ASSORTMENT_IMPORT_COLUMNS;

describe('header matching (spec 000 §5: display text, id, property label, partial inclusion)', () => {
  it.each([
    ['display text, any case and spacing', ['  STYLE ', 'color'], { style: 0, color: 1 }],
    ['the column id', ['styleNote', 'suggestedRetail'], { styleNote: 0, suggestedRetail: 1 }],
    [
      'the product property label',
      ['Style Number', 'Color Code', 'MSRP'],
      { style: 0, color: 1, suggestedRetail: 2 },
    ],
    [
      'partial inclusion',
      ['Style #', 'Color Code (3)', 'Pillar Name'],
      { style: 0, color: 1, pillar: 2 },
    ],
  ])('matches by %s', (_name, headers, expected) => {
    expect(matchHeaders(headers, cols)).toEqual(expected);
  });

  it('tries display text before partial inclusion, so "Style Note" is not taken by Style', () => {
    expect(matchHeaders(['Style Note', 'Style'], cols)).toEqual({ styleNote: 0, style: 1 });
  });

  it('gives a longer display text priority in partial matching', () => {
    const mapping = matchHeaders(['Style Notes 2024', 'Style Code #'], cols);
    expect(mapping['styleNote']).toBe(0);
    expect(mapping['style']).toBe(1);
  });

  it('maps each header to one column at most and never the reverse partial way', () => {
    const mapping = matchHeaders(['Net', 'Style', 'Style'], cols);
    expect(mapping).toEqual({ style: 1 });
  });

  it('ignores empty headers and line breaks inside headers', () => {
    expect(normalizeHeader('Collection\nStyle  Note')).toBe('collection style note');
    expect(matchHeaders(['', 'Collection\r\nStyle Note'], cols)).toEqual({
      collectionStyleNote: 1,
    });
  });

  it('matches sample inventory headers by property label', () => {
    expect(matchHeaders(['Mold #', 'Total Qty', 'Bin'], SAMPLE_IMPORT_COLUMNS)).toEqual({
      moldNum: 0,
      totalQty: 1,
      bin: 2,
    });
  });

  it.each([
    ['  STYLE ', 'style'],
    ['Style\nNote', 'style note'],
    ['Style\r\n  Note\t', 'style note'],
    ['ＳＴＹＬＥ', 'style'],
    ['ｶﾗｰ', 'カラー'],
    ['Couleur\u00a0', 'couleur'],
  ])('normalizes %j to %j (spaces, line breaks, full- and half-width forms)', (raw, expected) => {
    expect(normalizeHeader(raw)).toBe(expected);
  });
});

describe('[000 §5 header matching] display text in our eight locales, synonyms, order kept', () => {
  // A stand-in for the catalogue texts (workers reads the real ones from its i18n files).
  const localized: HeaderTexts = {
    style: ['Style', 'Estilo', 'Stile', 'スタイル', 'Styl'],
    color: ['Color', 'Farbe', 'Couleur', 'Colore', 'カラー', 'Kolor', 'Cor'],
    styleNote: ['Style Note', 'Style-Notiz', 'Nota del estilo', 'Note du style'],
    quantity: ['Quantity', 'Menge', 'Cantidad', 'Quantité', '数量'],
    name: ['Name', 'Nombre', 'Nom', 'Nome', '名称'],
  };
  const match = (headers: string[]) => matchHeaders(headers, cols, { localized });

  it.each([
    [
      'German',
      ['Style', 'Farbe', 'Menge', 'Style-Notiz'],
      { style: 0, color: 1, quantity: 2, styleNote: 3 },
    ],
    ['French', ['Couleur', 'Quantité', 'Note du style'], { color: 0, quantity: 1, styleNote: 2 }],
    ['Japanese', ['スタイル', 'カラー', '数量'], { style: 0, color: 1, quantity: 2 }],
    ['Japanese, half-width kana', ['ｽﾀｲﾙ', 'ｶﾗｰ'], { style: 0, color: 1 }],
  ])('matches %s display texts', (_name, headers, expected) => {
    expect(match(headers)).toEqual(expected);
  });

  it('matches another locale’s display text by partial inclusion too, at a word start', () => {
    expect(match(['Farbe (Code)', 'Menge gesamt'])).toEqual({ color: 0, quantity: 1 });
    // Portuguese 'Cor' is not found inside 'Record', but Japanese needs no word start.
    expect(match(['Record', '発注数量'])).toEqual({ quantity: 1 });
  });

  it('keeps the order of preference: an exact name beats a synonym, a synonym beats partial inclusion', () => {
    // 'Colour' is a synonym, 'Color' the display text: the display text takes the column.
    expect(match(['Colour', 'Color'])).toEqual({ color: 1 });
    // 'Style #' holds 'style' (partial) but 'Style Number' is the property label.
    expect(match(['Style #', 'Style Number'])).toEqual({ style: 1 });
    // 'Colourway' names the colour exactly (synonym); 'Color Group' only contains it.
    expect(match(['Color Group', 'Colourway'])).toEqual({ color: 1 });
  });

  it('an ambiguous header does not steal a column another header names exactly', () => {
    // 'Style/Color' contains both display texts; each column goes to its exact header.
    expect(match(['Style/Color', 'Colour', 'Style #'])).toEqual({ color: 1, style: 2 });
    // A text two columns share names neither of them.
    const shared: HeaderTexts = { style: ['Modelo'], name: ['Modelo'] };
    expect(matchHeaders(['Modelo'], cols, { localized: shared })).toEqual({});
    // A header holding two display texts alike takes neither; the user maps it.
    expect(match(['Style/Color', 'Name'])).toEqual({ name: 1 });
  });

  it('maps the headers of the issue: "  STYLE ", "Colour", "Style\nNote"', () => {
    expect(match(['  STYLE ', 'Colour', 'Style\nNote'])).toEqual({
      style: 0,
      color: 1,
      styleNote: 2,
    });
  });
});
