// spec 000 §7 statistics 'document download and preview': opening an item in the previewer
// records one 'documentPreview' event per item opened (the modelType says which library), sent
// through the outbox, so a preview offline is counted once the device is online.
import type { LibraryItem } from '@portal/shared';
import { useEffect } from 'react';
import { recordStat } from './stats-outbox.ts';

export function usePreviewStat(item: Pick<LibraryItem, 'id' | 'libraryType'> | null): void {
  const id = item?.id;
  const modelType = item?.libraryType;
  useEffect(() => {
    if (id === undefined || modelType === undefined) return;
    recordStat({ action: 'documentPreview', modelType, modelId: id });
  }, [id, modelType]);
}
