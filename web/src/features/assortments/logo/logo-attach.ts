// An uploaded logo lands on its assortment (spec 000 §2 dialog "logo and customer logo", §3
// assortment `logo`; 001 §4 usage type 'assortment logo'; decision 0070): once the server holds
// the file, the upload queue (features/uploads/uploads.ts) calls this, and the assortment's
// field — `logo`, or `customerLogo` — is set to the file's key (shared `logoKeyOf`) by a device
// write that the sync pushes (the assortment write policy checks it). Attaching again after a
// crash writes nothing new; an assortment no longer on the device takes nothing.
import { isAssortmentLogoField, logoKeyOf } from '@portal/shared';
import { patchDocuments } from '../../../db/actions.ts';
import type { DevicePatchOf } from '../../../db/device-docs.ts';
import type { DatabaseOf } from '../../uploads/library-attach.ts';
import type { StoredUpload } from '../../uploads/queue-db.ts';
import type { UploadedFile } from '../../uploads/transfer.ts';

/** The assortment field an upload goes to (`logo` unless it names the customer logo). */
export const logoFieldOf = (upload: Pick<StoredUpload, 'attachField'>) =>
  isAssortmentLogoField(upload.attachField) ? upload.attachField : 'logo';

export async function attachLogo(
  database: DatabaseOf,
  upload: StoredUpload,
  stored: UploadedFile,
  now = new Date().toISOString(),
): Promise<void> {
  const id = upload.attachTo ?? '';
  const doc = await (await database()).collections.assortments!.findOne(id).exec();
  if (!doc) {
    console.warn(`Logo ${upload.filename} not attached: no assortment ${id} on this device`);
    return;
  }
  const field = logoFieldOf(upload);
  const key = logoKeyOf(stored);
  if (doc.get(field) === key) return;
  await patchDocuments('assortments', id, {
    [field]: key,
    modifiedDate: now,
  } as DevicePatchOf<'assortments'>);
}
