// The shared pull chain's bookkeeping: what is recorded, what is answered, when a chain goes
// stale, and the memory bound. The HTTP behaviour is in tests/sync/pull-chains.test.ts.
import { describe, expect, it } from 'vitest';
import { PullCache, pageBody, type PageRequest, type RecordedPage } from './pull-cache.ts';

const start: PageRequest = { txid: '0', seq: '0', limit: 2, fresh: true, total: true };
const after = (txid: string, seq: string): PageRequest => ({
  txid,
  seq,
  limit: 2,
  fresh: false,
  total: false,
});
const page = (txid: string, seq: string, more: boolean, ids: string[]): RecordedPage => ({
  documents: Buffer.from(JSON.stringify(ids.map((id) => ({ id })))),
  count: ids.length,
  txid,
  seq,
  more,
});
const noTail = async () => 0;

function recordedChain(cache: PullCache, key = 'products|US') {
  cache.record(key, start, { ...page('5', '2', true, ['a', 'b']), remaining: 1 });
  cache.record(key, after('5', '2'), page('6', '3', false, ['c']));
}

describe('PullCache', () => {
  it('answers the recorded pages of a chain, request by request', async () => {
    const cache = new PullCache();
    recordedChain(cache);
    const first = await cache.lookup('products|US', start, noTail);
    expect(first?.count).toBe(2);
    expect(first?.remaining).toBe(1);
    // The last page says more: the device asks once more, live, after the chain's end.
    const last = await cache.lookup('products|US', after('5', '2'), noTail);
    expect(last?.count).toBe(1);
    expect(last?.more).toBe(true);
    // Another key, another limit, another start, or the fresh flag differing: not recorded.
    expect(await cache.lookup('products|EU', start, noTail)).toBeUndefined();
    expect(await cache.lookup('products|US', { ...start, limit: 3 }, noTail)).toBeUndefined();
    expect(await cache.lookup('products|US', after('5', '1'), noTail)).toBeUndefined();
    expect(
      await cache.lookup('products|US', { ...after('5', '2'), fresh: true }, noTail),
    ).toBeUndefined();
  });

  it('records a page only at the start or at the end of a chain', async () => {
    const cache = new PullCache();
    cache.record('k', after('5', '2'), page('6', '3', true, ['c'])); // no chain to continue
    expect(cache.size).toBe(0);
    cache.record('k', start, page('5', '2', true, ['a', 'b']));
    const size = cache.size;
    cache.record('k', after('4', '9'), page('6', '3', true, ['c'])); // not the chain's end
    expect(cache.size).toBe(size);
    cache.record('k', after('5', '2'), page('6', '3', false, ['c']));
    expect(cache.size).toBeGreaterThan(size);
    const complete = cache.size;
    cache.record('k', after('6', '3'), page('7', '1', false, ['d'])); // complete already
    expect(cache.size).toBe(complete);
    // A second device starting while the chain stands does not replace it.
    cache.record('k', start, page('9', '9', false, ['z']));
    cache.record('k', { ...start, limit: 5 }, page('9', '9', false, ['z']));
    expect(cache.size).toBe(complete);
    expect(await cache.lookup('k', { ...start, limit: 5 }, noTail)).toBeUndefined();
  });

  it('drops a chain whose live tail has grown past its share, or that is too old', async () => {
    let now = 0;
    const cache = new PullCache({
      tailFloor: 2,
      maxTailShare: 0.5,
      maxAgeMs: 1000,
      now: () => now,
    });
    recordedChain(cache);
    const tails: { txid: string; seq: string }[] = [];
    const tail = (n: number) => async (end: { txid: string; seq: string }) => {
      tails.push(end);
      return n;
    };
    expect(await cache.lookup('products|US', start, tail(2))).toBeDefined();
    expect(tails).toEqual([{ txid: '6', seq: '3' }]); // counted from the chain's end
    // A later page never pays the count.
    expect(await cache.lookup('products|US', after('5', '2'), tail(99))).toBeDefined();
    expect(tails).toHaveLength(1);
    expect(await cache.lookup('products|US', start, tail(3))).toBeUndefined();
    expect(cache.size).toBe(0);

    recordedChain(cache);
    now = 1001;
    expect(await cache.lookup('products|US', start, noTail)).toBeUndefined();
  });

  it('keeps within its memory, evicting the least recently used chain', async () => {
    const one = page('5', '2', false, ['a', 'b']).documents.byteLength;
    let now = 0;
    const cache = new PullCache({ maxBytes: one * 2, now: () => now });
    cache.record('A', start, page('5', '2', false, ['a', 'b']));
    now = 1;
    cache.record('B', start, page('5', '2', false, ['a', 'b']));
    now = 2;
    await cache.lookup('A', start, noTail); // A used more recently than B
    now = 3;
    cache.record('C', start, page('5', '2', false, ['a', 'b']));
    expect(cache.size).toBe(one * 2);
    expect(await cache.lookup('A', start, noTail)).toBeDefined();
    expect(await cache.lookup('B', start, noTail)).toBeUndefined();
    expect(await cache.lookup('C', start, noTail)).toBeDefined();
    // A page larger than the whole budget is never recorded; 0 bytes turns recording off.
    const tiny = new PullCache({ maxBytes: 4 });
    tiny.record('A', start, page('5', '2', false, ['a']));
    expect(tiny.size).toBe(0);
    expect(new PullCache({ maxBytes: 0 }).enabled).toBe(false);
  });

  it('writes each user’s own scope into a recorded page', () => {
    const body = pageBody({ ...page('5', '2', true, ['a']), remaining: 7 }, 'scope-of-b');
    expect(JSON.parse(Buffer.from(body).toString('utf8'))).toEqual({
      documents: [{ id: 'a' }],
      checkpoint: { txid: '5', seq: '2', scope: 'scope-of-b' },
      scope: 'scope-of-b',
      reset: false,
      more: true,
      remaining: 7,
    });
  });
});
