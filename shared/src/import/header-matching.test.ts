import { describe, expect, it } from 'vitest';
import { ASSORTMENT_IMPORT_COLUMNS, SAMPLE_IMPORT_COLUMNS } from './columns.ts';
import { matchHeaders, normalizeHeader } from './header-matching.ts';

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
});
