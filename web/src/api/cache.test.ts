import { describe, expect, it } from 'vitest';
import { ResponseCache } from './cache.ts';

describe('ResponseCache (spec 000 §9: 10000 entries, 1 hour)', () => {
  it('evicts the least recently used entry beyond the limit', () => {
    const cache = new ResponseCache<number>({ maxEntries: 3, maxAgeMs: 1000, now: () => 0 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1); // a becomes the most recent
    cache.set('d', 4);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([1, 3, 4]);
    expect(cache.size).toBe(3);
  });

  it('holds 10000 entries', () => {
    const cache = new ResponseCache<number>({ maxEntries: 10_000, maxAgeMs: 3_600_000 });
    for (let i = 0; i < 10_001; i++) cache.set(String(i), i);
    expect(cache.size).toBe(10_000);
    expect(cache.get('0')).toBeUndefined();
    expect(cache.get('10000')).toBe(10_000);
  });

  it('expires entries older than the maximum age', () => {
    let now = 0;
    const cache = new ResponseCache<string>({ maxEntries: 10, maxAgeMs: 100, now: () => now });
    cache.set('k', 'v');
    now = 100;
    expect(cache.get('k')).toBe('v');
    now = 201;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
