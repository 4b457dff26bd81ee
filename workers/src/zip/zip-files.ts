// A ZIP of named files (spec 001 §4 Downloads and exports; 000 §2 library screens' download
// action): the selected library items' files, each at the path the caller chose. The bytes come
// through a FileFetcher (the app: GET /api/files/{key}, which the service worker answers from
// its cache offline). The caller picks the files (working files only when included) and refuses
// a collection over 20 GiB before queueing; the job checks the total again, so a caller that
// forgets cannot start fetching 20 GiB (spec 001 §9).
import JSZip from 'jszip';
import { isCollectionTooLarge } from '@portal/shared';
import { progressReporter, throwIfCancelled, type JobOptions } from '../jobs/job.ts';
import { generateZip, uniqueZipName } from './zip-images.ts';

export interface ZipFileEntry {
  /** The file's path in the ZIP (folder/name); a repeated path gets a -2, -3 … suffix. */
  readonly path: string;
  /** Where the bytes are (a blob-store key); read by the fetcher. */
  readonly key: string;
  readonly fileSize?: number;
  readonly usageType?: string;
}

export interface FileFetcher {
  fetch(entry: ZipFileEntry): Promise<Uint8Array | null>;
}

export type ZipFilesResult =
  | {
      readonly kind: 'zip';
      readonly bytes: Uint8Array;
      readonly fileCount: number;
      /** Paths neither cached nor reachable: listed, the ZIP still made. */
      readonly missing: readonly string[];
    }
  | { readonly kind: 'tooLarge' };

export async function zipFiles(
  entries: readonly ZipFileEntry[],
  fetcher: FileFetcher,
  job: JobOptions = {},
): Promise<ZipFilesResult> {
  // The entries are already chosen, so every one counts (working files included by the caller).
  const sizes = entries.map((e) => ({ fileSize: e.fileSize ?? 0, usageType: e.usageType }));
  if (isCollectionTooLarge(sizes, true)) return { kind: 'tooLarge' };
  const zip = new JSZip();
  const used = new Set<string>();
  const missing: string[] = [];
  const report = progressReporter('msgCodes.jobZipping', job);
  let fileCount = 0;
  for (const [index, entry] of entries.entries()) {
    throwIfCancelled(job.signal);
    const bytes = await fetcher.fetch(entry);
    report(index + 1, entries.length);
    if (bytes === null) {
      missing.push(entry.path);
      continue;
    }
    // Stored, not deflated: images, videos and PDFs barely shrink, and it is the fastest.
    zip.file(uniqueZipName(entry.path, used), bytes, { compression: 'STORE', binary: true });
    fileCount += 1;
  }
  const bytes = await generateZip(zip, job);
  return { kind: 'zip', bytes, fileCount, missing };
}
