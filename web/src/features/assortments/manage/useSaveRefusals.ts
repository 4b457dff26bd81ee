// spec 000 §8: a save the server refuses ("errorType userLock on product, batch or group sort
// saves") is told as the server's message followed by 'Your changes were not saved. The
// underlying data might be different than how you see it. Click here to reload the page.' for
// 5000 ms. Here saves are device writes the sync pushes; a refused push comes back as a sync
// rejection of the assortment (listed under Sync issues with the refused values, so nothing is
// lost) and the device takes the server's version. While an assortment screen is open, each new
// rejection of this assortment shows that toast, with a Reload button. Rejections already there
// when the screen opened are not toasted again.
import { TOAST } from '@portal/shared/constants.ts';
import { useEffect, useMemo, useRef } from 'react';
import type { DeviceQuery } from '../../../db/device-docs.ts';
import { useLiveQuery } from '../../../db/hooks.ts';
import { showToast } from '../../../ui/toasts/queue.ts';

export function useSaveRefusals(assortmentId: string | undefined): void {
  const query = useMemo<DeviceQuery<'syncIssues'>>(
    () => ({
      selector: {
        kind: 'rejection',
        sourceCollection: 'assortments',
        documentId: assortmentId ?? '',
      },
      limit: 20,
    }),
    [assortmentId],
  );
  const { docs, loading } = useLiveQuery('syncIssues', query);
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (loading || !assortmentId) return;
    if (seen.current === null) {
      seen.current = new Set(docs.map((d) => d.id));
      return;
    }
    for (const issue of docs) {
      if (seen.current.has(issue.id)) continue;
      seen.current.add(issue.id);
      showToast(
        'error',
        { id: 'msgCodes.assortmentGrid.userLock', values: { message: issue.message ?? '' } },
        {
          timeout: TOAST.userLockDelayMs,
          action: {
            label: { id: 'buttons.assortmentGrid.reload' },
            onPress: () => window.location.reload(),
          },
        },
      );
    }
  }, [docs, loading, assortmentId]);
}
