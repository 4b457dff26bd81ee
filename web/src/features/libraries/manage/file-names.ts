// Check-filename before an upload (spec 001 §7 POST /assets/{manageType}/check-filename:
// 'Success' plus the _id of the item holding a file of that name). Online the server answers
// for every item of the library; offline the device answers from the items it holds, so the
// warning still shows on a tablet without a connection.
import { assetFilenameAnswerSchema, type LibraryItem, type LibraryItemType } from '@portal/shared';
import { api } from '../../../api/index.ts';
import { currentDeviceSync } from '../../../sync/runtime.ts';

async function onDevice(libraryType: LibraryItemType, filename: string): Promise<string | null> {
  const database = await currentDeviceSync()?.database();
  if (!database) return null;
  const name = filename.toLowerCase();
  const docs = await database.collections.libraryItems!.find({ selector: { libraryType } }).exec();
  const holder = docs
    .map((d) => d.toJSON() as unknown as LibraryItem)
    .find((item) => item.files.some((f) => f.filename.toLowerCase() === name));
  return holder?.id ?? null;
}

/** The id of the item of this library already holding a file of this name, or null. */
export async function fileNameHolder(
  libraryType: LibraryItemType,
  filename: string,
): Promise<string | null> {
  try {
    const answer = await api.post(
      `/assets/${libraryType}/check-filename`,
      { filename },
      { background: true },
    );
    return assetFilenameAnswerSchema.parse(answer)._id;
  } catch {
    return onDevice(libraryType, filename);
  }
}
