import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { COLLECTION_TOO_LARGE_BYTES } from '@portal/shared';
import { zipImages, type ImageFetcher, type ZipProductImages } from './zip-images.ts';
import { productImageJpeg } from '../test-fixtures/images.node.ts';

const products: ZipProductImages[] = [
  {
    style: '010000',
    color: 'BLK',
    files: [
      { filename: 'side.jpg', hero: false, usageType: 'Primary', fileSize: 1000 },
      { filename: 'hero.jpg', hero: true, usageType: 'Primary', fileSize: 1000 },
      { filename: 'working.psd.jpg', usageType: 'Working File', fileSize: 1000 },
    ],
  },
  {
    style: '010000',
    color: 'RED',
    files: [{ filename: 'side.jpg', usageType: 'Primary', fileSize: 1000 }],
  },
];

const fetcher: ImageFetcher = {
  fetch: (product, file, size) =>
    file.filename === 'missing.jpg'
      ? Promise.resolve(null)
      : productImageJpeg(product.color, size === 'small' ? 200 : 800),
};

async function list(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  return Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => f.name)
    .sort();
}

describe('ZIP of images (spec 001 §9 heroOnly and small)', () => {
  it('takes every image but working files, in a folder per style/colour', async () => {
    const result = await zipImages(products, fetcher, {
      heroOnly: false,
      small: true,
      includeWorkingFiles: false,
    });
    if (result.kind !== 'zip') throw new Error('expected a zip');
    expect(await list(result.bytes)).toEqual([
      '010000_BLK/hero.jpg',
      '010000_BLK/side.jpg',
      '010000_RED/side.jpg',
    ]);
  });

  it('takes the hero only, or the first image where none is marked', async () => {
    const result = await zipImages(products, fetcher, {
      heroOnly: true,
      small: false,
      includeWorkingFiles: true,
    });
    if (result.kind !== 'zip') throw new Error('expected a zip');
    expect(await list(result.bytes)).toEqual(['010000_BLK/hero.jpg', '010000_RED/side.jpg']);
  });

  it('writes small or full size images', async () => {
    const small = await zipImages(products.slice(1), fetcher, {
      heroOnly: true,
      small: true,
      includeWorkingFiles: false,
    });
    const full = await zipImages(products.slice(1), fetcher, {
      heroOnly: true,
      small: false,
      includeWorkingFiles: false,
    });
    if (small.kind !== 'zip' || full.kind !== 'zip') throw new Error('expected zips');
    expect(full.bytes.length).toBeGreaterThan(small.bytes.length * 2);
  });

  it('lists images it could not fetch and keeps going', async () => {
    const withMissing: ZipProductImages[] = [
      {
        style: '1',
        color: 'BLK',
        files: [{ filename: 'missing.jpg' }, { filename: 'a.jpg' }, { filename: 'A.jpg' }],
      },
    ];
    const result = await zipImages(withMissing, fetcher, {
      heroOnly: false,
      small: true,
      includeWorkingFiles: false,
    });
    if (result.kind !== 'zip') throw new Error('expected a zip');
    expect(result.missing).toEqual(['1_BLK/missing.jpg']);
    expect(await list(result.bytes)).toEqual(['1_BLK/A-2.jpg', '1_BLK/a.jpg']);
  });

  it('flags a collection over 20 GiB without fetching anything', async () => {
    let fetched = 0;
    const counting: ImageFetcher = { fetch: async () => ((fetched += 1), null) };
    const huge: ZipProductImages[] = [
      {
        style: '1',
        color: 'B',
        files: [
          { filename: 'a.tif', fileSize: COLLECTION_TOO_LARGE_BYTES },
          { filename: 'b.tif', fileSize: 1 },
        ],
      },
    ];
    expect(
      await zipImages(huge, counting, {
        heroOnly: false,
        small: false,
        includeWorkingFiles: false,
      }),
    ).toEqual({ kind: 'tooLarge' });
    expect(fetched).toBe(0);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      zipImages(
        products,
        fetcher,
        { heroOnly: false, small: true, includeWorkingFiles: false },
        { signal: controller.signal },
      ),
    ).rejects.toThrow('job cancelled');
  });
});
