// Generated product images (Node, sharp): a shoe silhouette in the colourway's colour on a
// light studio background, as JPEG. Cached per colour and size.
import sharp from 'sharp';
import { colorHex } from './products.ts';

const cache = new Map<string, Promise<Uint8Array>>();

function shoeSvg(hex: string, width: number, height: number, angle: number): string {
  const flip = angle % 2 === 1 ? `transform="translate(${width} 0) scale(-1 1)"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fafafa"/><stop offset="1" stop-color="#e9e9ec"/></linearGradient></defs>
  <rect width="400" height="300" fill="url(#bg)"/>
  <ellipse cx="200" cy="236" rx="150" ry="12" fill="#000" opacity="0.12"/>
  <g ${flip}>
  <path d="M60 200 C60 150 95 120 140 112 L175 80 C190 66 215 70 222 90 L232 118 C270 126 320 150 342 180 C352 194 350 214 330 218 L80 222 C66 222 60 212 60 200 Z" fill="${hex}"/>
  <path d="M58 206 L344 206 C348 216 340 226 326 226 L76 228 C62 228 56 218 58 206 Z" fill="#f4f1ea" stroke="#cfc8bb" stroke-width="2"/>
  <path d="M150 118 L214 112 M158 132 L222 126 M166 146 L230 140" stroke="#ffffff" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round"/>
  <path d="M250 150 C280 158 310 172 330 190" stroke="#ffffff" stroke-opacity="0.35" stroke-width="8" fill="none" stroke-linecap="round"/>
  </g></svg>`;
}

/** A JPEG of the colourway; `angle` 1 mirrors it (a second view). */
export function productImageJpeg(colorCode: string, width = 400, angle = 0): Promise<Uint8Array> {
  const key = `${colorCode}|${width}|${angle}`;
  let image = cache.get(key);
  if (image === undefined) {
    const height = Math.round((width * 3) / 4);
    image = sharp(Buffer.from(shoeSvg(colorHex(colorCode), width, height, angle)))
      .jpeg({ quality: 82 })
      .toBuffer()
      .then((b) => new Uint8Array(b));
    cache.set(key, image);
  }
  return image;
}
