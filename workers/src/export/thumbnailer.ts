// Export thumbnails are 40x40 JPEG (spec 000 §9). Resizing is platform work: sharp in Node
// (thumbnailer-sharp.node.ts), OffscreenCanvas in the browser worker (thumbnailer-canvas.ts).

export const EXPORT_THUMBNAIL_SIZE = 40;

export interface Thumbnailer {
  /** A size x size JPEG of the image, cropped to fill; null when the image cannot be read. */
  thumbnail(image: Uint8Array, size: number): Promise<Uint8Array | null>;
}
