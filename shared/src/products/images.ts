// A product's images as files (spec 000 §3 Product: image, thumbnail, printImage; §7
// zip/images/{small}/{heroOnly}; 001 §9 heroOnly and small): its views in order (the image,
// then the print image when it differs; the first is the hero), each with the key of its full
// and of its small bytes, and the files a ZIP of images names them by. One definition for the
// device (the product screens and the export worker's ZIP) and the server's ZIP route.
import type { Product } from '../entities/product.ts';

/** One view of a product: the blob key of the full image and of its thumbnail. */
export interface ProductImageView {
  readonly key: string;
  readonly thumbnail: string;
}

/** The product's views, the hero first; a product with only a thumbnail has that one. */
export function productImageKeys(
  product: Pick<Product, 'image' | 'printImage' | 'thumbnail'>,
): ProductImageView[] {
  const keys: ProductImageView[] = [];
  for (const key of [product.image, product.printImage]) {
    if (!key || keys.some((k) => k.key === key)) continue;
    keys.push({ key, thumbnail: key === product.image ? (product.thumbnail ?? key) : key });
  }
  if (keys.length === 0 && product.thumbnail)
    keys.push({ key: product.thumbnail, thumbnail: product.thumbnail });
  return keys;
}

/** The blob keys of a ZIP file's small and full bytes. */
export interface ZipImageKeys {
  readonly small: string;
  readonly full: string;
}

/** One product's files in a ZIP of images (the export worker's ZipProductImages). */
export interface ProductZipImages {
  readonly style: string;
  readonly color: string;
  readonly files: readonly {
    readonly filename: string;
    readonly usageType: 'Primary';
    readonly hero: boolean;
  }[];
}

export interface ProductZipEntries {
  readonly products: ProductZipImages[];
  /** zipEntryKey(style, color, filename) → the blob keys of the small and full image. */
  readonly keys: ReadonlyMap<string, ZipImageKeys>;
}

/** The key of one file of a product in `ProductZipEntries.keys`. */
export const zipEntryKey = (style: string, color: string, filename: string) =>
  `${style}_${color}/${filename}`;

const extensionOf = (key: string): string => /\.[A-Za-z0-9]{1,5}$/.exec(key)?.[0] ?? '.jpg';

/**
 * The ZIP's files per product and where each one's bytes are: `{style}-{color}.jpg`, then
 * `{style}-{color}-2.jpg` …, the extension of the stored key.
 */
export function productZipEntries(
  products: readonly Pick<Product, 'style' | 'color' | 'image' | 'printImage' | 'thumbnail'>[],
): ProductZipEntries {
  const keys = new Map<string, ZipImageKeys>();
  const entries = products.map((p) => ({
    style: p.style,
    color: p.color,
    files: productImageKeys(p).map((view, i) => {
      const filename = `${p.style}-${p.color}${i === 0 ? '' : `-${i + 1}`}${extensionOf(view.key)}`;
      keys.set(zipEntryKey(p.style, p.color, filename), { small: view.thumbnail, full: view.key });
      return { filename, usageType: 'Primary' as const, hero: i === 0 };
    }),
  }));
  return { products: entries, keys };
}
