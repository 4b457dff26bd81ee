import { describe, expect, it } from 'vitest';
import { planPaste } from './paste.ts';

const bounds = { rows: 100, cols: 10 };
const block = [
  ['a', 'b'],
  ['c', 'd'],
];

describe('where a pasted block lands', () => {
  it('a single selected cell takes the block from there', () => {
    const plan = planPaste(block, { top: 5, left: 3, bottom: 5, right: 3 }, bounds);
    expect(plan?.target).toEqual({ top: 5, left: 3, bottom: 6, right: 4 });
    expect(plan?.textAt(6, 4)).toBe('d');
  });

  it('repeats into a larger selection that it fits evenly', () => {
    const plan = planPaste(block, { top: 0, left: 0, bottom: 3, right: 5 }, bounds);
    expect(plan?.target).toEqual({ top: 0, left: 0, bottom: 3, right: 5 });
    expect(plan?.textAt(2, 4)).toBe('a');
    expect(plan?.textAt(3, 5)).toBe('d');
  });

  it('pastes once when the selection is not a whole multiple', () => {
    const plan = planPaste(block, { top: 0, left: 0, bottom: 2, right: 5 }, bounds);
    expect(plan?.target).toEqual({ top: 0, left: 0, bottom: 1, right: 1 });
  });

  it('a single value fills any selection', () => {
    const plan = planPaste([['x']], { top: 1, left: 1, bottom: 4, right: 2 }, bounds);
    expect(plan?.target).toEqual({ top: 1, left: 1, bottom: 4, right: 2 });
    expect(plan?.textAt(4, 2)).toBe('x');
  });

  it('clips at the edge of the grid', () => {
    const plan = planPaste(block, { top: 99, left: 9, bottom: 99, right: 9 }, bounds);
    expect(plan?.target).toEqual({ top: 99, left: 9, bottom: 99, right: 9 });
  });

  it('treats ragged rows as empty cells', () => {
    const plan = planPaste([['a', 'b'], ['c']], { top: 0, left: 0, bottom: 0, right: 0 }, bounds);
    expect(plan?.textAt(1, 1)).toBe('');
  });

  it('does nothing with an empty block', () => {
    expect(planPaste([], { top: 0, left: 0, bottom: 0, right: 0 }, bounds)).toBeNull();
  });
});
