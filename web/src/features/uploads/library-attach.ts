// A stored upload becomes a library file (spec 001 §3 "Asset file on upload", §4; spec 000 §3
// library file; issue 16 scope 4; decision 0044): a new Pending item of the target library with
// the file as its Primary file, or one more file of the asset it was attached to. The file
// carries what the server learnt on completion (api/uploads.ts previews): sourceFile = the key,
// thumbnail and preview JPG, dimensions, size, SHA-256. A device write on `libraryItems`: it
// works offline and the sync pushes it; the library sync policy checks the key is the user's.
import type { LibraryFile, LibraryItem, LibraryItemInput } from '@portal/shared';
import { insertDocuments, patchDocuments } from '../../db/actions.ts';
import type { DeviceDatabase } from '../../db/database.ts';
import type { StoredUpload } from './queue-db.ts';
import type { UploadedFile } from './transfer.ts';

/** The device database of the signed-in user (read side). */
export type DatabaseOf = () => Promise<DeviceDatabase>;

/** The item a new upload creates: derived from the queue id, so attaching twice is harmless. */
export const newItemIdOf = (upload: StoredUpload) => `${upload.hashId}-item`;
const fileIdOf = (upload: StoredUpload) => `${upload.hashId}-file`;

/** The name of a new item: the file's name without its extension. */
const itemNameOf = (filename: string) => filename.replace(/\.[^./]{1,16}$/, '') || filename;

export function libraryFileOf(
  upload: StoredUpload,
  stored: UploadedFile,
  usageType: LibraryFile['usageType'],
  now: string,
): LibraryFile {
  const p = stored.previews;
  return {
    id: fileIdOf(upload),
    filename: upload.filename,
    usageType,
    sourceFile: stored.key,
    fileSize: stored.size,
    modifiedDate: now as LibraryFile['modifiedDate'],
    ...(p ? { thumbnail: p.thumbnail, previewJpg: p.previewJpg } : {}),
    ...(p?.dimensions ? { dimensions: p.dimensions } : {}),
    ...(p?.sha256 ? { sha256: p.sha256 } : upload.sha256 ? { sha256: upload.sha256 } : {}),
  };
}

async function itemOf(database: DatabaseOf, id: string): Promise<LibraryItem | undefined> {
  const doc = await (await database()).collections.libraryItems!.findOne(id).exec();
  return doc ? (doc.toMutableJSON() as unknown as LibraryItem) : undefined;
}

/** Writes the uploaded file into its library item (see the file comment). */
export async function attachToLibrary(
  database: DatabaseOf,
  upload: StoredUpload,
  stored: UploadedFile,
  now = new Date().toISOString(),
): Promise<void> {
  if (upload.attachTo) {
    const item = await itemOf(database, upload.attachTo);
    if (!item) throw new Error(`No library item ${upload.attachTo} on this device`);
    if (item.files.some((f) => f.id === fileIdOf(upload))) return;
    // The asset's first Primary file, else a working file (spec 000 §3 file usage types).
    const usage = item.files.some((f) => f.usageType === 'Primary') ? 'Working File' : 'Primary';
    await patchDocuments('libraryItems', item.id, {
      files: [...item.files, libraryFileOf(upload, stored, usage, now)],
      modifiedDate: now,
    } as never);
    return;
  }
  const id = newItemIdOf(upload);
  if (await itemOf(database, id)) return;
  const item: LibraryItemInput = {
    _deleted: false,
    id,
    name: itemNameOf(upload.filename),
    libraryType: upload.libraryType!,
    status: 'Pending',
    files: [libraryFileOf(upload, stored, 'Primary', now)],
    createdDate: now,
    modifiedDate: now,
  };
  await insertDocuments('libraryItems', item as never);
}

/** The name of an item of the upload's library that holds a file with this content. */
export async function duplicateInLibrary(
  database: DatabaseOf,
  sha256: string,
  upload: StoredUpload,
): Promise<string | null> {
  if (!upload.libraryType) return null;
  const docs = await (
    await database()
  ).collections
    .libraryItems!.find({
      selector: { libraryType: upload.libraryType },
    })
    .exec();
  for (const doc of docs) {
    const item = doc.toJSON() as unknown as LibraryItem;
    if (item.files.some((f) => f.sha256 === sha256)) return item.name;
  }
  return null;
}
