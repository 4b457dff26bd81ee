// Library packages (spec 001 §7 POST /packages/download and /packages/mail, 000 §9 / 001 §9 the
// 20 GiB collection limit): the files of a selection of items as one ZIP, or as mailed links.
// The items are read through the library policy (getVisible: the types the user views, every
// status for editors, Published for viewers) and, for viewers, their rights dates, so a
// package never holds a file the user could not open alone. Decision 0045.
import { Readable } from 'node:stream';
import {
  COLLECTION_TOO_LARGE_BYTES,
  canManageLibrary,
  formatFileSize,
  isCollectionTooLarge,
  visibleToViewers,
  type LibraryFile,
  type LibraryItem,
  type LibraryType,
} from '@portal/shared';
import JSZip from 'jszip';
import { streamChunks, type BlobStore } from '../blobs/store.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../http/errors.ts';
import { libraryItemsPolicy } from '../sync/policies/library.ts';
import type { SyncUser } from '../sync/policy.ts';
import { getVisible } from '../sync/read.ts';

/** One file of a package: where it goes in the ZIP, its key, its size. */
export interface PackageEntry {
  readonly name: string;
  readonly key: string;
  readonly fileSize: number;
  readonly usageType: LibraryFile['usageType'];
}

/** The items by id as the user sees them (viewers: within the rights dates); 404 names others. */
export async function packageItems(
  db: Database,
  user: SyncUser,
  ids: readonly string[],
  today: string,
): Promise<LibraryItem[]> {
  const items: LibraryItem[] = [];
  const missing: string[] = [];
  for (const id of new Set(ids)) {
    const doc = (await getVisible(db, libraryItemsPolicy, user, id)) as LibraryItem | null;
    const seen =
      doc !== null &&
      (canManageLibrary(user, doc.libraryType as LibraryType) || visibleToViewers(doc, today));
    if (seen) items.push(doc);
    else missing.push(id);
  }
  if (missing.length > 0)
    throw new ApiError(404, 'not_found', `No library item ${missing.slice(0, 5).join(', ')}`);
  return items;
}

/** A name as a ZIP path segment: no separators or control characters, never empty. */
const UNSAFE = /[/\\:*?"<>|]/g;
const segment = (raw: string) =>
  Array.from(raw, (ch) => (ch.charCodeAt(0) < 32 ? '_' : ch))
    .join('')
    .replace(UNSAFE, '_')
    .replace(/^\.+/, '_')
    .slice(0, 120) || '_';

/**
 * The package's files: each item's source files (working files only when asked, spec 000 §9)
 * under `{item name}/{file name}`, names made unique; a file whose blob is gone is left out.
 * Sizes are the recorded ones (what the screens sum, shared isCollectionTooLarge), else stored.
 */
export async function packageEntries(
  store: BlobStore,
  items: readonly LibraryItem[],
  includeWorkingFiles: boolean,
): Promise<PackageEntry[]> {
  const entries: PackageEntry[] = [];
  const taken = new Set<string>();
  for (const item of items) {
    for (const file of item.files ?? []) {
      if (!includeWorkingFiles && file.usageType === 'Working File') continue;
      if (!file.sourceFile) continue;
      const head = await store.head(file.sourceFile).catch(() => null);
      if (!head) continue;
      const base = `${segment(item.name)}/${segment(file.filename)}`;
      let name = base;
      for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base} (${n})`;
      taken.add(name.toLowerCase());
      entries.push({
        name,
        key: file.sourceFile,
        fileSize: file.fileSize ?? head.size,
        usageType: file.usageType,
      });
    }
  }
  return entries;
}

/** 413 `collection_too_large` over 20 GiB (spec 001 §9), before any byte is sent. */
export function assertPackageSize(entries: readonly PackageEntry[]): void {
  if (!isCollectionTooLarge(entries, true)) return;
  const total = entries.reduce((sum, e) => sum + e.fileSize, 0);
  throw new ApiError(
    413,
    'collection_too_large',
    `The collection is too large: ${formatFileSize(total)} is over ` +
      `${formatFileSize(COLLECTION_TOO_LARGE_BYTES)}.`,
  );
}

/** A blob's bytes as a Node stream that opens the blob only when the ZIP reaches it. */
function lazyBlob(store: BlobStore, key: string): Readable {
  return Readable.from(
    (async function* () {
      const blob = await store.get(key);
      if (!blob) throw new Error(`file ${key} disappeared`);
      yield* streamChunks(blob.stream());
    })(),
    { objectMode: false },
  );
}

/** The ZIP, streamed (stored, not deflated: library files are images, PDFs and videos). */
export function packageZip(store: BlobStore, entries: readonly PackageEntry[]): Readable {
  const zip = new JSZip();
  for (const entry of entries) zip.file(entry.name, lazyBlob(store, entry.key), { binary: true });
  return zip.generateNodeStream({
    type: 'nodebuffer',
    streamFiles: true,
    compression: 'STORE',
  }) as Readable;
}
