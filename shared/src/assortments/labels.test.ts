import { describe, expect, it } from 'vitest';
import type { AssortmentLabel } from '../entities/assortment.ts';
import {
  checkLabels,
  LABEL_COLORS,
  labelsChange,
  MAX_ASSORTMENT_LABELS,
  nextLabelColor,
} from './labels.ts';

const l = (color: string, name: string): AssortmentLabel => ({ color, name });

describe('[000 §3 assortment labels] a list of labels', () => {
  it.each<[string, AssortmentLabel[], string[]]>([
    ['distinct colours and names: fine', [l('#f00', 'Hero'), l('#0f0', 'Basic')], []],
    ['a blank name', [l('#f00', '  ')], ['0 blankName']],
    ['the same name in another case', [l('#f00', 'Hero'), l('#0f0', ' hero ')], ['1 sameName']],
    [
      'the same colour (a cell stores the colour)',
      [l('#f00', 'A'), l('#F00', 'B')],
      ['1 sameColor'],
    ],
    [
      `more than ${MAX_ASSORTMENT_LABELS}`,
      Array.from({ length: MAX_ASSORTMENT_LABELS + 1 }, (_, i) => l(`#${i}`, `L${i}`)),
      [`${MAX_ASSORTMENT_LABELS} tooMany`],
    ],
  ])('%s', (_rule, labels, expected) => {
    expect(checkLabels(labels).map((p) => `${p.index} ${p.problem}`)).toEqual(expected);
  });

  it('a new label takes the first colour not in use', () => {
    expect(nextLabelColor([])).toBe(LABEL_COLORS[0]);
    expect(nextLabelColor([l(LABEL_COLORS[0], 'A'), l(LABEL_COLORS[2], 'B')])).toBe(
      LABEL_COLORS[1],
    );
    expect(nextLabelColor(LABEL_COLORS.map((c, i) => l(c, `L${i}`)))).toBe(LABEL_COLORS[0]);
    // A colour products still carry (their label was just removed) is not handed out again.
    expect(nextLabelColor([l(LABEL_COLORS[1], 'B')], [LABEL_COLORS[0], undefined])).toBe(
      LABEL_COLORS[2],
    );
  });
});

describe('[000 §5 labels cleared] replacing the labels of an assortment', () => {
  const products = [
    { style: 'A1', color: 'BLK', label: '#f00' },
    { style: 'A2', color: 'RED', label: '#0f0' },
    { style: 'A3', color: 'WHT' },
  ];
  const current = { labels: [l('#f00', 'Hero'), l('#0f0', 'Basic')], products };

  it('nothing changed: no write', () => {
    expect(labelsChange(current, [l('#f00', 'Hero'), l('#0f0', 'Basic')])).toBeNull();
  });

  it('a rename keeps the products (they hold the colour)', () => {
    expect(labelsChange(current, [l('#f00', ' Heroes '), l('#0f0', 'Basic')])).toEqual({
      labels: [l('#f00', 'Heroes'), l('#0f0', 'Basic')],
    });
  });

  it('a label taken away is cleared from the products that carried it', () => {
    expect(labelsChange(current, [l('#0f0', 'Basic'), l('#00f', 'New')])).toEqual({
      labels: [l('#0f0', 'Basic'), l('#00f', 'New')],
      products: [{ style: 'A1', color: 'BLK' }, products[1], products[2]],
    });
  });
});
