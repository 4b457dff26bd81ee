// A dynamic assortment's filters (spec 000 §3 `query`, §4 "Searching in a dynamic assortment
// updates its filters", §8 '1 Filter added and assortment updated' / '… removed …' for 2 s):
// the product filter bar's state, read from the assortment document and written back to it as
// a device patch (it syncs; works offline). The bar shows a change at once; the document's own
// answer follows. A change made elsewhere (another device, through the sync) is taken over.
import {
  dynamicFilterBar,
  dynamicFilterState,
  dynamicQueryOf,
  filterChangeMessage,
  type Assortment,
  type FilterBarDefinition,
  type FilterState,
} from '@portal/shared';
import { TOAST } from '@portal/shared/constants.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { patchDocuments } from '../../../../db/actions.ts';
import type { SetFilterState } from '../../../../ui/filter-bar/index.ts';
import { showToast } from '../../../../ui/toasts/queue.ts';

export interface DynamicQuery {
  readonly bar: FilterBarDefinition;
  readonly state: FilterState;
  readonly setState: SetFilterState;
}

const MESSAGE = {
  added: 'msgCodes.assortmentGrid.filterAdded',
  removed: 'msgCodes.assortmentGrid.filterRemoved',
} as const;

export function useDynamicQuery(
  assortment: Assortment | null,
  userCode: string | undefined,
): DynamicQuery {
  const id = assortment?.id;
  const productType = assortment?.productType;
  const storedKey = JSON.stringify(assortment?.query ?? null);
  const stored = useMemo(
    () => dynamicFilterState(JSON.parse(storedKey) as unknown, productType),
    [storedKey, productType],
  );
  const [shown, setShown] = useState(stored);
  const latest = useRef(shown);
  // Queries this screen wrote, oldest first: the document's answers to all but the last are
  // echoes of changes already overtaken and are not shown again.
  const written = useRef<string[]>([]);
  useEffect(() => {
    const key = JSON.stringify(dynamicQueryOf(stored));
    const mine = written.current;
    if (mine.includes(key) && mine[mine.length - 1] !== key) return;
    latest.current = stored;
    setShown(stored);
  }, [stored]);

  const setState = useCallback<SetFilterState>(
    (next) => {
      if (!id) return;
      const before = latest.current;
      latest.current = next;
      setShown(next);
      const query = dynamicQueryOf(next);
      written.current = [...written.current.slice(-20), JSON.stringify(query)];
      patchDocuments('assortments', id, {
        query,
        modifiedDate: new Date().toISOString(),
        ...(userCode ? { lastEditedByUser: userCode } : {}),
      }).then(
        () => {
          const message = filterChangeMessage(before, next);
          if (message)
            showToast(
              'success',
              { id: MESSAGE[message.kind], values: { count: message.count } },
              { timeout: TOAST.filterMessageDelayMs },
            );
        },
        () => {
          // Refused (too long a query) or the device closed: the bar shows the stored filters.
          showToast('error', { id: 'common.grid.saveError' });
          written.current = [];
          latest.current = stored;
          setShown(stored);
        },
      );
    },
    [id, userCode, stored],
  );

  return { bar: dynamicFilterBar(productType, shown.module), state: shown, setState };
}
