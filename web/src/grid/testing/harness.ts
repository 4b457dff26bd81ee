import { GridController, type GridNotice } from '../controller/GridController.ts';
import { WindowedModel } from '../controller/displayModel.ts';
import { MemorySource } from '../data/memorySource.ts';
import { WindowCache } from '../data/windowCache.ts';
import type { GridWrite } from '../types.ts';
import { manualScheduler, productColumns, type TestProduct } from './fixtures.ts';

/** A controller over an in-memory database of products, as a screen would wire it. */
export async function controllerHarness(
  rows: TestProduct[],
  options: { pendingView?: boolean } = {},
) {
  const source = new MemorySource<TestProduct>({
    rows,
    getId: (r) => r.id,
    sortKinds: { style: 'styleNumeric' },
  });
  const time = manualScheduler();
  const writes: GridWrite<TestProduct>[] = [];
  const notices: GridNotice[] = [];
  const controller: GridController<TestProduct> = new GridController<TestProduct>({
    getId: (r) => r.id,
    source,
    write: (write) => {
      writes.push(write);
      source.apply(write);
    },
    debounceMs: 1000,
    batchMs: 100,
    clock: time.now,
    scheduler: time.scheduler,
    decimal: '.',
    onNotice: (notice) => notices.push(notice),
    onError: (error) => {
      throw error;
    },
  });
  const cache = new WindowCache<TestProduct>({
    source,
    getId: (r) => r.id,
    pageSize: 100,
    onChange: () => controller.dataChanged(),
    onError: (error) => {
      throw error;
    },
  });
  cache.setQuery([], undefined);
  source.subscribe(() => {
    const mark = controller.queue.mark();
    void cache.refresh().then(() => controller.queue.settle(mark));
  });
  controller.setModel(new WindowedModel(cache, (r) => r.id));
  const columns = productColumns();
  controller.setColumns(columns, columns);
  controller.setView({ pendingView: options.pendingView ?? false });
  await cache.ensure(0, 99);
  const col = (id: string) => columns.findIndex((c) => c.id === id);
  /** Lets the debounce run out and every queued write land. */
  const flush = async () => {
    time.advance(1000);
    await controller.queue.settled();
    await cache.refresh();
  };
  return { controller, source, cache, writes, notices, time, col, flush };
}
