import { describe, expect, it } from 'vitest';
import { XmlRunGuard } from './xml-run-guard.ts';

function feed(chunks: string[], max: number, onOverflow: () => void = () => undefined) {
  const written: string[] = [];
  const guard = new XmlRunGuard(max, (t) => written.push(t), onOverflow);
  for (const chunk of chunks) guard.feed(chunk);
  return written.join('');
}

/** Every way of cutting `text` in two or three pieces. */
function cuts(text: string): string[][] {
  const out: string[][] = [[text]];
  for (let i = 1; i < text.length; i += 1) {
    out.push([text.slice(0, i), text.slice(i)]);
    for (let j = i + 1; j < text.length; j += 1)
      out.push([text.slice(0, i), text.slice(i, j), text.slice(j)]);
  }
  return out;
}

describe('[0031 import limits] the XML text-run cap', () => {
  const xml = '<row><c><v>12345</v></c><c><t> ab cd </t></c></row>';

  it('passes XML whose runs stay under the cap unchanged, however it is cut', () => {
    // The longest run is 't> ab cd ' (9 characters after its '<').
    for (const chunks of cuts(xml)) expect(feed(chunks, 9), chunks.join('|')).toBe(xml);
    expect(feed([xml], 8)).not.toBe(xml);
  });

  it('stops at the first run past the cap, after writing it up to the cap', () => {
    const text = `<t>${'x'.repeat(20)}</t>`;
    for (const chunks of cuts(text)) {
      const written: string[] = [];
      const guard = new XmlRunGuard(
        10,
        (t) => written.push(t),
        () => {
          throw new Error(`overflow after ${written.join('')}`);
        },
      );
      expect(() => chunks.forEach((c) => guard.feed(c)), chunks.join('|')).toThrow(
        `overflow after <t>${'x'.repeat(8)}`,
      );
    }
  });

  it('drops the rest of a long run when the overflow is not a refusal', () => {
    const text = `<a>${' '.repeat(50)}<b/>${'y'.repeat(3)}<c/>`;
    let overflows = 0;
    for (const chunks of cuts(text)) {
      expect(
        feed(chunks, 10, () => (overflows += 1)),
        chunks.join('|'),
      ).toBe(`<a>${' '.repeat(8)}<b/>yyy<c/>`);
    }
    expect(overflows).toBe(cuts(text).length);
  });

  it('counts a run across many chunks (a tag or text that never closes)', () => {
    expect(() =>
      feed(
        Array.from({ length: 100 }, () => '>>>>'),
        64,
        () => {
          throw new Error('run');
        },
      ),
    ).toThrow('run');
  });
});
