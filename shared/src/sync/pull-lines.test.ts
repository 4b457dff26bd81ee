import { describe, expect, it } from 'vitest';
import {
  PULL_LINE_KEYS,
  PullLinesError,
  formatPullLine,
  formatPullLinesHeader,
  lineKeysOf,
  parsePullLines,
  type PullLinesHeader,
} from './pull-lines.ts';

const header = (count: number, more = false): PullLinesHeader => ({
  checkpoint: { txid: '12', seq: '34', scope: 'abc' },
  scope: 'abc',
  reset: false,
  more,
  count,
});

const shoe = {
  id: 'S100000_BLK',
  _deleted: false,
  seq: '34',
  productType: 'Footwear',
  style: 'S100000',
  name: 'Runner\twith a tab\nand a newline',
  createdDate: '2024-01-01T00:00:00.000Z',
  division: 'RUN',
  locations: [{ code: 'US', wholesalePrice: 4000 }],
};

const page = (h: PullLinesHeader, docs: Record<string, unknown>[]) =>
  [formatPullLinesHeader(h), ...docs.map(formatPullLine)].join('\n');

describe('pull lines', () => {
  it('keeps each document as its JSON text, with its keys beside it', () => {
    const tombstone = { id: 'S1_RED', _deleted: true, seq: '35' };
    const parsed = parsePullLines(page({ ...header(2, true), remaining: 7 }, [shoe, tombstone]));
    expect(parsed).toMatchObject({ more: true, remaining: 7, count: 2, reset: false });
    expect(parsed.checkpoint).toEqual({ txid: '12', seq: '34', scope: 'abc' });
    const [first, second] = parsed.lines;
    expect(first).toEqual({
      id: 'S100000_BLK',
      deleted: false,
      seq: '34',
      keys: {
        productType: 'Footwear',
        style: 'S100000',
        name: 'Runner\twith a tab\nand a newline',
        createdDate: '2024-01-01T00:00:00.000Z',
        division: 'RUN',
        gender: null, // absent from the document
      },
      json: JSON.stringify(shoe),
    });
    // Tabs and newlines inside values are escaped in JSON text, so they never split a line.
    expect(JSON.parse(first!.json)).toEqual(shoe);
    expect(second).toMatchObject({ id: 'S1_RED', deleted: true, seq: '35' });
  });

  it('reads an empty page (the header alone, with or without a newline)', () => {
    expect(parsePullLines(formatPullLinesHeader(header(0))).lines).toEqual([]);
    expect(parsePullLines(`${formatPullLinesHeader(header(0))}\n`).lines).toEqual([]);
  });

  it('writes the keys in the order of PULL_LINE_KEYS, null where a field is absent', () => {
    expect(lineKeysOf({ id: 'x', _deleted: true })).toEqual([
      'x',
      true,
      ...PULL_LINE_KEYS.slice(2).map(() => null),
    ]);
  });

  it.each([
    ['a header that is not JSON', 'nope'],
    ['a header without a checkpoint', JSON.stringify({ scope: '', reset: false, more: false })],
    ['a line without a tab', `${formatPullLinesHeader(header(1))}\n["x"]`],
    ['keys that are not JSON', `${formatPullLinesHeader(header(1))}\n[x\t{}`],
    ['too few keys', `${formatPullLinesHeader(header(1))}\n["x",false]\t{}`],
    ['an empty id', `${formatPullLinesHeader(header(1))}\n${formatPullLine({ ...shoe, id: '' })}`],
    [
      'a style that is a number',
      `${formatPullLinesHeader(header(1))}\n${formatPullLine({ ...shoe, style: 7 })}`,
    ],
    [
      'a document that is not an object',
      `${formatPullLinesHeader(header(1))}\n${'["x",false,null,null,null,null,null,null,null]'}\t[1]`,
    ],
    ['fewer lines than the header says', page(header(2), [shoe])],
    ['more lines than the header says', page(header(0), [shoe])],
  ])('refuses %s with a clear error', (_what, text) => {
    expect(() => parsePullLines(text)).toThrow(PullLinesError);
    expect(() => parsePullLines(text)).toThrow(/^Malformed pull page: /);
  });
});
