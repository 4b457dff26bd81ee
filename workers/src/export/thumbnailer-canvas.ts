// Browser (worker) thumbnails with OffscreenCanvas: decode, draw contained on white, encode JPEG.
import type { Thumbnailer } from './thumbnailer.ts';

export const canvasThumbnailer: Thumbnailer = {
  async thumbnail(image, size) {
    try {
      const bitmap = await createImageBitmap(new Blob([image as BlobPart]));
      const canvas = new OffscreenCanvas(size, size);
      const ctx = canvas.getContext('2d');
      if (ctx === null) return null;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, size, size);
      const scale = Math.min(size / bitmap.width, size / bitmap.height);
      const w = bitmap.width * scale;
      const h = bitmap.height * scale;
      ctx.drawImage(bitmap, (size - w) / 2, (size - h) / 2, w, h);
      bitmap.close();
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
      return new Uint8Array(await blob.arrayBuffer());
    } catch {
      return null;
    }
  },
};
