// spec 000 §2 dialog "logo and customer logo", §3 assortment `logo`, 001 §4 upload usage type
// 'assortment logo' (decision 0070): an assortment carries two images, its own logo and the
// customer's. Each field holds a blob key (GET /api/files/{key}), as the seed's logos do: the
// JPEG preview the server made of the uploaded image (at most 1024 px, on white: what the line
// sheet's cover prints), else the uploaded file itself.

/** The assortment fields that hold a logo, in the dialog's order. */
export const ASSORTMENT_LOGO_FIELDS = ['logo', 'customerLogo'] as const;
export type AssortmentLogoField = (typeof ASSORTMENT_LOGO_FIELDS)[number];

export const isAssortmentLogoField = (value: unknown): value is AssortmentLogoField =>
  (ASSORTMENT_LOGO_FIELDS as readonly unknown[]).includes(value);

/** Images every browser shows and the server renders to a JPEG preview. */
export const LOGO_FILE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** A logo is small: 5 MB is far above any logo's need and one upload part. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

export type LogoFileProblem = 'type' | 'size';

/** Why a chosen file cannot be a logo, or null. An empty file is no image. */
export function logoFileProblem(file: {
  readonly type: string;
  readonly size: number;
}): LogoFileProblem | null {
  if (!(LOGO_FILE_TYPES as readonly string[]).includes(file.type.toLowerCase()) || file.size === 0)
    return 'type';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
}

/** What the complete call answered of the stored file (shared/src/api/uploads.ts). */
export interface StoredLogoFile {
  readonly key: string;
  readonly previews?: {
    readonly kind: string;
    readonly icon: boolean;
    readonly previewJpg: string;
  };
}

/** The key an assortment stores for an uploaded logo: its rendered preview, else the file. */
export function logoKeyOf(stored: StoredLogoFile): string {
  const p = stored.previews;
  return p && p.kind === 'image' && !p.icon ? p.previewJpg : stored.key;
}

/**
 * Whether an assortment PDF reads images: the products' when images are included (000 §3
 * includeImages), and the logos printed on its cover page (coverPage) whatever that option.
 */
export function pdfReadsImages(
  page: { readonly includeImages: boolean; readonly coverPage: boolean },
  assortment: Partial<Record<AssortmentLogoField, string | undefined>>,
): boolean {
  return (
    page.includeImages || (page.coverPage && ASSORTMENT_LOGO_FIELDS.some((f) => assortment[f]))
  );
}
