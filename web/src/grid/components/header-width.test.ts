import { describe, expect, it } from 'vitest';
import { headerWordWidth } from './useGridTable.ts';

describe('[000 §4 grid headers] a column starts wide enough for its longest header word', () => {
  it.each<[string, number]>([
    ['Stückpreis', 141], // 10 characters: 'Stückpr eis' no more
    ['Auftragsnummern', 184],
    ['Order #', 99],
    ['Quantity', 124],
    ['Zuerst eingereicht', 150], // two lines: 'eingereicht' is the longest word
    ['Start-/Enddatum', 124],
    ['', 0],
  ])('%j → %i px', (header, width) => {
    expect(headerWordWidth(header)).toBe(width);
  });

  it('leaves CJK headers to the columns they were given (they may break between characters)', () => {
    expect(headerWordWidth('最初の提出')).toBe(0);
    expect(headerWordWidth('スタイル')).toBe(0);
  });
});
