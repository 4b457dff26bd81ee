import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_EVENTS,
  addsActiveLineStatus,
  DEBOUNCE_MS,
  DEFAULT_LOCALE,
  DEFAULT_TIMEZONE,
  defaultSampleSize,
  GRID,
  isStreamPublishPoint,
  LOCALES,
  noticeCountLabel,
  ORDER_QUANTITY_CHOICES,
  regionToLocationCode,
  SESSION,
  TOAST,
  UPLOAD,
} from './constants.ts';
import { COLLECTION_TOO_LARGE_BYTES } from './export/document-options.ts';
import { formatFileSize } from './export/formatting.ts';

describe('constants (000 §9, 001 §9)', () => {
  it('[001 §9] session timings', () => {
    expect(SESSION).toMatchObject({
      timeoutCheckMs: 1000,
      pingIntervalMs: 120_000,
      warningMs: 300_000,
      logoutMs: 3_570_000,
    });
    expect(ACTIVITY_EVENTS).toContain('DOMMouseScroll');
  });

  it('[000 §9] locales, default language and timezone', () => {
    expect(LOCALES).toEqual([
      'en-US',
      'de-DE',
      'es-ES',
      'fr-FR',
      'it-IT',
      'ja-JP',
      'pl-PL',
      'pt-BR',
    ]);
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(DEFAULT_TIMEZONE).toBe('America/Los_Angeles');
  });

  it('[000 §9] grid, toast, upload and debounce values', () => {
    expect(GRID.pageSize).toBe(100);
    expect(GRID.undoBatchMs).toBe(100);
    expect(TOAST.widthPx + TOAST.stackOffsetPx).toBe(545);
    expect(UPLOAD.chunkSizeBytes).toBe(10 * 1024 * 1024);
    expect(COLLECTION_TOO_LARGE_BYTES).toBe(20 * 1024 ** 3);
    expect(DEBOUNCE_MS.orderBatchUpdate).toBe(1500);
    expect(ORDER_QUANTITY_CHOICES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('defaultSampleSize (000 §9, 001 §9)', () => {
  it.each<[string | null, string | null, string | null]>([
    ['Footwear', 'Infant', '7'],
    ['Footwear', 'Children', '13'],
    ['Footwear', 'Boys', '13'],
    ['Footwear', 'girls', '13'],
    ['Footwear', "Women's", '6'],
    ['Footwear', 'WOMENS', '6'],
    ['Footwear', 'Mens', '9'],
    ['Footwear', 'Unisex', '9'],
    ['Footwear', null, '9'],
    ['Apparel', 'Mens', 'L'],
    ['Apparel', 'Unisex', 'L'],
    ['Apparel', null, 'L'],
    ['Apparel', '', 'L'],
    ['Apparel', 'Womens', 'M'],
    ['Apparel', 'Boys', 'M'],
    ['POP', 'Mens', null],
    [null, 'Mens', null],
  ])('[000 §9] %s / %s → %s', (productType, gender, expected) => {
    expect(defaultSampleSize(productType, gender)).toBe(expected);
  });
});

describe('regionToLocationCode and line status A (000 §5, 001 §9)', () => {
  it.each<[string | null | undefined, string]>([
    ['Europe', 'EU'],
    [' europe ', 'EU'],
    ['Domestic', 'US'],
    ['International', 'US'],
    ['All', 'US'],
    [undefined, 'US'],
    [null, 'US'],
  ])('[000 §5] Europe gives EU, everything else US: %s → %s', (region, expected) => {
    expect(regionToLocationCode(region)).toBe(expected);
  });

  it.each<[string, string, string, boolean]>([
    ['Wholesale', 'Domestic', 'Footwear', true],
    ['Wholesale', 'International', 'Footwear', false],
    ['Retail', 'Domestic', 'Footwear', false],
    ['Wholesale', 'Domestic', 'Apparel', false],
    ['Retail', 'Europe', 'POP', true],
  ])('[000 §5] lineStatus A for %s / %s / %s → %s', (channel, region, productType, expected) => {
    expect(addsActiveLineStatus({ channel, region, productType })).toBe(expected);
  });
});

describe('formatFileSize (000 §9: kB, MB, GB at base 1024)', () => {
  it.each<[number, RegExp]>([
    [0, /^0 kB$/],
    [Number.NaN, /^0 kB$/],
    [1, /^1 kB$/],
    [1023, /^1 kB$/],
    [2048, /^2 kB$/],
    [512 * 1024, /^512 kB$/],
    [10_485_760, /^10(\.0)? MB$/],
    [1.5 * 1024 ** 2, /^1\.5 MB$/],
    [21_474_836_480, /^20(\.0)? GB$/],
  ])('[000 §9] %d bytes → %s', (bytes, expected) => {
    expect(formatFileSize(bytes)).toMatch(expected);
  });
});

describe('noticeCountLabel (001 §4: 0 to 9, then 9+)', () => {
  it.each<[number, string]>([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
    [-3, '0'],
    [Number.NaN, '0'],
  ])('[001 §4] %d → %s', (count, expected) => {
    expect(noticeCountLabel(count)).toBe(expected);
  });
});

describe('isStreamPublishPoint (000 §9: first at 100, then every 500, final at total)', () => {
  it('publishes at 100, each multiple of 500 and the total', () => {
    const points = Array.from({ length: 1234 }, (_, i) => i + 1).filter((n) =>
      isStreamPublishPoint(n, 1234),
    );
    expect(points).toEqual([100, 500, 1000, 1234]);
  });

  it('a small result publishes once, at its total', () => {
    const points = Array.from({ length: 42 }, (_, i) => i + 1).filter((n) =>
      isStreamPublishPoint(n, 42),
    );
    expect(points).toEqual([42]);
    expect(isStreamPublishPoint(0, 0)).toBe(false);
  });
});
