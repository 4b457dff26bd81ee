// A library file's address (spec 000 §3 Library item files: thumbnail, preview JPG/PDF/video,
// source): an address as it is, a blob-store key through GET /api/files/{key}, which the
// service worker keeps for offline use (the product images' rule: products/images.ts).
import type { LibraryFile } from '@portal/shared';

export function fileSrc(key: string | undefined): string | undefined {
  if (!key) return undefined;
  if (/^(https?:)?\/\//.test(key) || key.startsWith('/') || key.startsWith('data:')) return key;
  return `/api/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}

export type Preview =
  | { readonly kind: 'video'; readonly src: string; readonly poster?: string | undefined }
  | { readonly kind: 'pdf'; readonly src: string; readonly image?: string | undefined }
  | { readonly kind: 'image'; readonly src: string }
  | { readonly kind: 'none' };

/**
 * How the previewer shows a file: its video; else its PDF page by page (PdfPages, pdf.js; the
 * preview JPG when the PDF cannot be shown); else its preview image; else nothing (a file
 * without a preview).
 */
export function previewOf(file: LibraryFile): Preview {
  const image = fileSrc(file.previewJpg ?? file.thumbnail);
  const video = fileSrc(file.previewVideo);
  if (video) return { kind: 'video', src: video, poster: image };
  const pdf = fileSrc(file.previewPdf);
  if (pdf) return { kind: 'pdf', src: pdf, image };
  if (image) return { kind: 'image', src: image };
  return { kind: 'none' };
}
