import sharp from 'sharp';
import type { Thumbnailer } from './thumbnailer.ts';

export const sharpThumbnailer: Thumbnailer = {
  async thumbnail(image, size) {
    try {
      const out = await sharp(image)
        .resize(size, size, { fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80 })
        .toBuffer();
      return new Uint8Array(out);
    } catch {
      return null; // a broken image leaves its cell empty rather than failing the export
    }
  },
};
