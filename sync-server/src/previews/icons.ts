// Type icons (decision 0043): a small JPG per file extension, drawn once with sharp and kept in
// the blob store under `file-icons/{ext}.jpg`, shared by every file of that extension. Used as
// thumbnail and preview of files without a rendered preview (documents, archives, videos
// without ffmpeg, broken or hostile images and PDFs). The label is the extension itself.
import sharp from 'sharp';
import type { BlobStore } from '../blobs/store.ts';
import type { PreviewKind } from '@portal/shared';

export const ICON_SIZE = 160;
export const ICON_PREFIX = 'file-icons/';

const COLORS: Record<PreviewKind, string> = {
  image: '#2f7d5b',
  pdf: '#b3261e',
  video: '#6a3fa0',
  other: '#44546a',
};

/** The icon's label: the extension (1–5 letters or digits, lower case), else 'file'. */
export function iconLabel(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return /^[a-z0-9]{1,5}$/.test(ext) ? ext : 'file';
}

export const iconKey = (label: string, kind: PreviewKind): string =>
  `${ICON_PREFIX}${kind}-${label}.jpg`;

function iconSvg(label: string, kind: PreviewKind): string {
  const s = ICON_SIZE;
  const font = label.length > 3 ? 30 : 38;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}">
  <rect width="${s}" height="${s}" fill="#ffffff"/>
  <path d="M44 20 h52 l28 28 v92 h-80 z" fill="#f1f3f6" stroke="${COLORS[kind]}" stroke-width="4"/>
  <path d="M96 20 v28 h28" fill="none" stroke="${COLORS[kind]}" stroke-width="4"/>
  <rect x="24" y="86" width="112" height="44" rx="6" fill="${COLORS[kind]}"/>
  <text x="80" y="${108 + font * 0.36}" font-family="sans-serif" font-weight="bold" font-size="${font}"
    fill="#ffffff" text-anchor="middle">${label.toUpperCase()}</text>
</svg>`;
}

/** The icon's key, drawn and stored on first use. */
export async function ensureIcon(
  store: BlobStore,
  key: string,
  kind: PreviewKind,
): Promise<string> {
  const target = iconKey(iconLabel(key), kind);
  if (await store.head(target)) return target;
  const jpeg = await sharp(Buffer.from(iconSvg(iconLabel(key), kind)))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
  await store.put(target, jpeg, { contentType: 'image/jpeg' });
  return target;
}
