// ZIP of product images (spec 000 §7 zip/images/{small}/{heroOnly}; spec 001 §9 heroOnly and
// small; 20 GiB collection flag). Images come through an ImageFetcher: the service worker's
// cache or the blob store in the app, files on disk on the server, generated ones in tests.
import JSZip from 'jszip';
import { isCollectionTooLarge, styleColorKey, type ZipImageOptions } from '@portal/shared';
import {
  JobCancelledError,
  progressReporter,
  throwIfCancelled,
  type JobOptions,
} from '../jobs/job.ts';

export interface ZipImageFile {
  readonly filename: string;
  /** spec 000 §3 files[].usageType: Primary or Working File. */
  readonly usageType?: string;
  readonly hero?: boolean;
  /** Full-size bytes, for the 20 GiB check. */
  readonly fileSize?: number;
}

export interface ZipProductImages {
  readonly style: string;
  readonly color: string;
  readonly files: readonly ZipImageFile[];
}

export interface ImageFetcher {
  fetch(
    product: ZipProductImages,
    file: ZipImageFile,
    size: 'small' | 'full',
  ): Promise<Uint8Array | null>;
}

export type ZipImagesResult =
  | {
      readonly kind: 'zip';
      readonly bytes: Uint8Array;
      readonly fileCount: number;
      readonly missing: readonly string[];
    }
  /** Over 20 GiB: nothing is fetched; the UI shows msgCodes.collectionTooLarge. */
  | { readonly kind: 'tooLarge' };

/** The files a ZIP takes: hero only or all; working files only when included. */
export function selectZipFiles(
  product: ZipProductImages,
  options: ZipImageOptions,
): ZipImageFile[] {
  const files = product.files.filter(
    (f) => options.includeWorkingFiles || f.usageType !== 'Working File',
  );
  if (!options.heroOnly) return files;
  const hero = files.find((f) => f.hero) ?? files[0];
  return hero === undefined ? [] : [hero];
}

export async function zipImages(
  products: readonly ZipProductImages[],
  fetcher: ImageFetcher,
  options: ZipImageOptions,
  job: JobOptions = {},
): Promise<ZipImagesResult> {
  const chosen = products.map((p) => ({ product: p, files: selectZipFiles(p, options) }));
  const sizes = chosen.flatMap((c) =>
    c.files.map((f) => ({ fileSize: f.fileSize ?? 0, usageType: f.usageType })),
  );
  if (!options.small && isCollectionTooLarge(sizes, options.includeWorkingFiles))
    return { kind: 'tooLarge' };
  const zip = new JSZip();
  const used = new Set<string>();
  const missing: string[] = [];
  const total = sizes.length;
  const report = progressReporter('msgCodes.jobZipping', job);
  let done = 0;
  let fileCount = 0;
  for (const { product, files } of chosen) {
    const folder = styleColorKey(product.style, product.color);
    for (const file of files) {
      throwIfCancelled(job.signal);
      const bytes = await fetcher.fetch(product, file, options.small ? 'small' : 'full');
      done += 1;
      report(done, total);
      if (bytes === null) {
        missing.push(`${folder}/${file.filename}`);
        continue;
      }
      // JPEGs do not shrink: store them, which is also the fastest.
      zip.file(uniqueZipName(`${folder}/${file.filename}`, used), bytes, {
        compression: 'STORE',
        binary: true,
      });
      fileCount += 1;
    }
  }
  const bytes = await generateZip(zip, job);
  return { kind: 'zip', bytes, fileCount, missing };
}

/** The name, or name-2, name-3 … when the ZIP holds it already (case-insensitive). */
export function uniqueZipName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let n = 2; used.has(candidate.toLowerCase()); n += 1)
    candidate = name.replace(/(\.[^./]+)?$/, `-${n}$1`);
  used.add(candidate.toLowerCase());
  return candidate;
}

/** The ZIP's bytes, generated as a stream so a cancel stops it between chunks. */
export function generateZip(zip: JSZip, job: JobOptions): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const stream = zip.generateInternalStream({ type: 'uint8array', streamFiles: true });
    const onAbort = () => {
      stream.pause();
      reject(new JobCancelledError());
    };
    job.signal?.addEventListener('abort', onAbort, { once: true });
    stream
      .on('data', (chunk: Uint8Array) => chunks.push(chunk))
      .on('error', (error: Error) => reject(error))
      .on('end', () => {
        job.signal?.removeEventListener('abort', onAbort);
        const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
        let offset = 0;
        for (const c of chunks) {
          out.set(c, offset);
          offset += c.length;
        }
        resolve(out);
      })
      .resume();
  });
}
