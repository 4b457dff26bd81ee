// A product's image address (spec 000 §3 Product image, thumbnail): an address as it is, a
// blob-store key through GET /api/files/{key}, which the service worker keeps for offline use
// (vite.config.ts runtime caching of images).
export function productImageSrc(image: string | undefined): string | undefined {
  if (!image) return undefined;
  if (/^(https?:)?\/\//.test(image) || image.startsWith('/') || image.startsWith('data:'))
    return image;
  return `/api/files/${image.split('/').map(encodeURIComponent).join('/')}`;
}
