// Choosing and removing an assortment's logo or customer logo (spec 000 §2 dialog "logo and
// customer logo"; 001 §4 usage type 'assortment logo'; 000 §7 statistic "image upload for
// logo"; decision 0070). A chosen image goes into the device's upload queue: offline it waits
// there (its bytes kept on the device, shown as the slot's preview) and uploads when the
// connection returns; logo-attach.ts then sets the field. The newest choice of a slot wins: an
// earlier file of the slot still on its way is cancelled. Removing clears the field (a device
// write, offline too) and cancels what the slot still had queued.
import {
  logoFileProblem,
  STAT_ASSORTMENT_KEY,
  STAT_ASSORTMENT_MODEL,
  type Assortment,
  type AssortmentLogoField,
  type LogoFileProblem,
} from '@portal/shared';
import { patchDocuments } from '../../../db/actions.ts';
import type { DevicePatchOf } from '../../../db/device-docs.ts';
import { recordStat } from '../../libraries/downloads/stats-outbox.ts';
import type { UploadView } from '../../uploads/upload-store.ts';
import { enqueueUpload, uploads } from '../../uploads/uploads.ts';

/** The uploads of one slot still on their way (waiting, running or failed), oldest first. */
export function slotUploads(
  items: readonly UploadView[],
  assortmentId: string,
  field: AssortmentLogoField,
): UploadView[] {
  return items.filter(
    (item) =>
      item.attachTo === assortmentId &&
      (item.attachField ?? 'logo') === field &&
      item.status !== 'success' &&
      item.status !== 'cancelled',
  );
}

const cancelSlot = async (assortmentId: string, field: AssortmentLogoField) => {
  for (const item of slotUploads(uploads.items(), assortmentId, field))
    await uploads.cancel(item.hashId);
};

/** Queues the image for the slot; answers why not (a file problem, or nobody to queue for). */
export async function chooseLogo(
  assortmentId: string,
  field: AssortmentLogoField,
  file: File,
): Promise<LogoFileProblem | 'notQueued' | null> {
  const problem = logoFileProblem(file);
  if (problem) return problem;
  await cancelSlot(assortmentId, field);
  const queued = await enqueueUpload({
    file,
    usageType: 'assortmentLogo',
    attachTo: assortmentId,
    attachField: field,
  });
  if (queued === null) return 'notQueued';
  recordStat({
    action: 'imageUploadLogo',
    modelType: STAT_ASSORTMENT_MODEL,
    modelId: assortmentId,
    data: { [STAT_ASSORTMENT_KEY]: assortmentId, field },
  });
  return null;
}

/** Takes the slot's image away: its queued file cancelled, the field cleared. */
export async function removeLogo(
  assortment: Pick<Assortment, 'id' | AssortmentLogoField>,
  field: AssortmentLogoField,
): Promise<void> {
  await cancelSlot(assortment.id, field);
  if (!assortment[field]) return;
  // undefined clears an optional field in a device patch (db/device-data/writes.ts).
  await patchDocuments('assortments', assortment.id, {
    [field]: undefined,
    modifiedDate: new Date().toISOString(),
  } as DevicePatchOf<'assortments'>);
}
