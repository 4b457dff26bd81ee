import { GRID } from '@portal/shared';
import { useEffect, useMemo, useState } from 'react';
import type { GridController } from '../controller/GridController.ts';
import { WindowedModel } from '../controller/displayModel.ts';
import { WindowCache } from '../data/windowCache.ts';
import type { GridDataSource, RowId, SortSpec } from '../types.ts';

// Keeps the controller's model fed. Windowed: pages of the source as they scroll into view,
// sorted by the source. Complete (tree, grouping): every row, shaped by TanStack Table.

const COMPLETE_PAGE = 1000;

async function loadAll<Row, Filter>(
  source: GridDataSource<Row, Filter>,
  filter: Filter,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const window = await source.getWindow(rows.length, COMPLETE_PAGE, [], filter);
    rows.push(...window.rows);
    if (window.rows.length < COMPLETE_PAGE) return rows;
  }
}

export interface GridRowsOptions<Row, Filter> {
  controller: GridController<Row>;
  source: GridDataSource<Row, Filter>;
  filter: Filter;
  sorting: readonly SortSpec[];
  complete: boolean;
  getId: (row: Row) => RowId;
}

/** Windowed mode: the model over the cache; complete mode: every row (TanStack shapes them). */
export function useGridRows<Row, Filter>(options: GridRowsOptions<Row, Filter>) {
  const { controller, source, filter, sorting, complete } = options;
  const [getId] = useState(() => options.getId);
  const cache = useMemo(
    () =>
      new WindowCache<Row, Filter>({
        source,
        getId,
        pageSize: GRID.pageSize,
        // New rows arrive as new objects, so rows repaint without a data version bump.
        onChange: () => controller.changed(),
        onError: (error) => {
          controller.notify({ kind: 'error', id: 'common.grid.loadError' });
          controller.options.onError(error);
        },
      }),
    [source, getId, controller],
  );

  // The model for the current sort and filter, made during render so the first paint
  // already has rows when the source can answer at once (an in-memory source).
  const sortKey = JSON.stringify(sorting);
  const windowed = useMemo(() => {
    if (complete) return null;
    cache.setQuery(JSON.parse(sortKey) as SortSpec[], filter);
    return new WindowedModel(cache, getId);
  }, [cache, sortKey, filter, complete, getId]);
  useEffect(() => {
    if (windowed) void windowed.ensure(0, GRID.pageSize - 1);
  }, [windowed]);

  useEffect(() => {
    if (complete) return undefined;
    const refresh = () => {
      const mark = controller.queue.mark();
      void cache.refresh().then(() => controller.queue.settle(mark));
    };
    controller.setCallbacks({ onSaved: refresh });
    return source.subscribe(refresh);
  }, [cache, source, complete, controller]);

  const [all, setAll] = useState<{ rows: Row[]; source: unknown; filter: unknown } | null>(null);
  useEffect(() => {
    if (!complete) return undefined;
    let live = true;
    const load = () => {
      const mark = controller.queue.mark();
      loadAll(source, filter)
        .then((rows) => {
          if (!live) return;
          setAll({ rows, source, filter });
          controller.queue.settle(mark);
        })
        .catch((error: unknown) => {
          controller.notify({ kind: 'error', id: 'common.grid.loadError' });
          controller.options.onError(error);
        });
    };
    load();
    controller.setCallbacks({ onSaved: load });
    const unsubscribe = source.subscribe(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [complete, source, filter, controller]);

  const rows = complete && all && all.source === source && all.filter === filter ? all.rows : null;
  return { cache, rows, windowed };
}
