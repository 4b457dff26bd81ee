// Which files a library download takes (spec 000 §2 library screens' download action; §3 files
// Primary / Working File and the view toggles; §9 and 001 §9: a collection over 20 GiB is too
// large, working files excluded unless included). Pure: the screens and the jobs read it.
import {
  isCollectionTooLarge,
  safeFileBase,
  shownFiles,
  type FileUsageType,
  type LibraryFile,
  type LibraryItem,
  type LibraryViewToggles,
} from '@portal/shared';
import type { ZipFileEntry } from '@portal/workers';
import { fileSrc } from '../files.ts';

/** An item as the device holds it (the screens' rows: `_deleted` optional, derived fields). */
export type LibraryDownloadItem = Omit<LibraryItem, '_deleted'>;

type Item = Pick<LibraryItem, 'id' | 'name' | 'files'>;

/** The file a download of this usage takes: the item's first file of that usage type. */
export function fileOfUsage(item: Item, usage: FileUsageType): LibraryFile | undefined {
  return item.files.find((f) => f.usageType === usage && f.sourceFile);
}

/** The address of a file's own bytes (its source file), through GET /api/files/{key}. */
export function downloadAddress(file: LibraryFile): string | undefined {
  return fileSrc(file.sourceFile);
}

/**
 * The ZIP's files: each item's files as the view shows them (`shownFiles`: primary files, plus
 * working files only when includeWorkingFiles is on), in a folder named after the item. A file
 * without a stored source has nothing to download and is left out.
 */
export function libraryZipEntries(
  items: readonly Item[],
  toggles: LibraryViewToggles,
): ZipFileEntry[] {
  return items.flatMap((item) => {
    const folder = safeFileBase(item.name || item.id);
    return shownFiles(item, toggles).flatMap((file) =>
      file.sourceFile
        ? [
            {
              path: `${folder}/${safeFileBase(file.filename)}`,
              key: file.sourceFile,
              ...(file.fileSize === undefined ? {} : { fileSize: file.fileSize }),
              usageType: file.usageType,
            },
          ]
        : [],
    );
  });
}

/** spec 001 §9: over 20 GiB (the chosen files' sizes) the ZIP is refused before any fetch. */
export function zipTooLarge(entries: readonly ZipFileEntry[]): boolean {
  return isCollectionTooLarge(
    entries.map((e) => ({ fileSize: e.fileSize ?? 0, usageType: e.usageType })),
    true,
  );
}
