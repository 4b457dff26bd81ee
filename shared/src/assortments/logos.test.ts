import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES, logoFileProblem, logoKeyOf, pdfReadsImages } from './logos.ts';

describe('[000 §2 logo] what may be an assortment logo', () => {
  it.each<[string, { type: string; size: number }, string | null]>([
    ['a PNG', { type: 'image/png', size: 20_000 }, null],
    ['a JPEG at the limit', { type: 'image/jpeg', size: LOGO_MAX_BYTES }, null],
    ['a WebP, type in capitals', { type: 'IMAGE/WEBP', size: 10 }, null],
    ['an SVG (not rendered to a preview here)', { type: 'image/svg+xml', size: 10 }, 'type'],
    ['a PDF', { type: 'application/pdf', size: 10 }, 'type'],
    ['no type at all', { type: '', size: 10 }, 'type'],
    ['an empty PNG', { type: 'image/png', size: 0 }, 'type'],
    ['a PNG over 5 MB', { type: 'image/png', size: LOGO_MAX_BYTES + 1 }, 'size'],
  ])('%s', (_name, file, problem) => {
    expect(logoFileProblem(file)).toBe(problem);
  });
});

describe('[000 §3 assortment logo] the key an assortment stores', () => {
  const key = 'uploads/u1/abc/logo.png';
  const preview = `previews/${key}/preview.jpg`;
  it('is the preview JPEG the server rendered of the image', () => {
    expect(logoKeyOf({ key, previews: { kind: 'image', icon: false, previewJpg: preview } })).toBe(
      preview,
    );
  });
  it('is the file itself without a rendered preview (none made, or only a type icon)', () => {
    expect(logoKeyOf({ key })).toBe(key);
    expect(
      logoKeyOf({ key, previews: { kind: 'image', icon: true, previewJpg: 'file-icons/x.jpg' } }),
    ).toBe(key);
  });
});

describe('[000 §3 cover page] an assortment PDF reads images', () => {
  const page = (includeImages: boolean, coverPage: boolean) => ({ includeImages, coverPage });
  it.each<[string, boolean, boolean, object, boolean]>([
    ['product images included', true, false, {}, true],
    ['no images, a cover and a logo', false, true, { logo: 'k' }, true],
    ['no images, a cover and a customer logo', false, true, { customerLogo: 'k' }, true],
    ['no images, a cover without logos', false, true, {}, false],
    ['no images, logos but no cover', false, false, { logo: 'k', customerLogo: 'k' }, false],
  ])('%s', (_name, includeImages, coverPage, assortment, reads) => {
    expect(pdfReadsImages(page(includeImages, coverPage), assortment)).toBe(reads);
  });
});
