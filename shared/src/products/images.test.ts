// A product's images as files (spec 000 §7 zip/images; 001 §9 heroOnly and small): the views in
// order, the hero first, each once; the ZIP's names and the keys of their small and full bytes.
import { describe, expect, it } from 'vitest';
import { productImageKeys, productZipEntries, zipEntryKey } from './images.ts';

describe('[000 §7 zip images] product image files', () => {
  it('the image, then a different print image; the thumbnail is the image’s small view', () => {
    expect(
      productImageKeys({ image: 'p/a.jpg', printImage: 'p/a-print.png', thumbnail: 'p/a-t.jpg' }),
    ).toEqual([
      { key: 'p/a.jpg', thumbnail: 'p/a-t.jpg' },
      { key: 'p/a-print.png', thumbnail: 'p/a-print.png' },
    ]);
    expect(productImageKeys({ image: 'p/a.jpg', printImage: 'p/a.jpg' })).toHaveLength(1);
    expect(productImageKeys({ thumbnail: 'p/t.jpg' })).toEqual([
      { key: 'p/t.jpg', thumbnail: 'p/t.jpg' },
    ]);
    expect(productImageKeys({})).toEqual([]);
  });

  it('names the files by style and colour, the hero first, with the stored extension', () => {
    const { products, keys } = productZipEntries([
      { style: 'S1', color: 'BLK', image: 'p/s1.jpg', printImage: 'p/s1-print.png' },
      { style: 'S2', color: 'RED' },
    ]);
    expect(products).toEqual([
      {
        style: 'S1',
        color: 'BLK',
        files: [
          { filename: 'S1-BLK.jpg', usageType: 'Primary', hero: true },
          { filename: 'S1-BLK-2.png', usageType: 'Primary', hero: false },
        ],
      },
      { style: 'S2', color: 'RED', files: [] },
    ]);
    expect(keys.get(zipEntryKey('S1', 'BLK', 'S1-BLK-2.png'))).toEqual({
      small: 'p/s1-print.png',
      full: 'p/s1-print.png',
    });
  });
});
