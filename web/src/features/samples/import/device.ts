// The import's two touches of the device database (decision 0053): the library's samples
// already there (what 'Sample Already Exists' and 'Mold Number Already Exists' compare with,
// spec 001 §8), read once per validation, and the writer the additions go through. Both go
// where the device sync runs (db/actions.ts), so the import works offline; the sync pushes
// the added samples later.
import type { ExistingSample, SampleLibrary } from '@portal/shared';
import type { DeviceData } from '../../../db/actions.ts';
import type { PlainQuery } from '../../../db/device-data/protocol.ts';
import type { DeviceDocOf } from '../../../db/device-docs.ts';
import type { SampleInsertTarget } from './add-samples.ts';

/** Samples per read: each answer is copied to the page, so one page stays a short task. */
export const EXISTING_PAGE = 2000;

type SampleDoc = DeviceDocOf<'sampleInventory'>;

/** One answer of a device query, then the host stops watching. */
function readOnce(data: DeviceData, query: PlainQuery): Promise<readonly SampleDoc[]> {
  return new Promise((resolve, reject) => {
    let done = false;
    const stop = data.watch({ kind: 'query', collection: 'sampleInventory', query }, (answer) => {
      if (done) return;
      done = true;
      // Deferred: the answer may arrive before `watch` returns.
      queueMicrotask(() => stop());
      if (answer.ok) resolve(answer.value as readonly SampleDoc[]);
      else reject(new Error(answer.error));
    });
  });
}

/**
 * The library's samples on the device, as the validation compares them: read a page at a
 * time, so that no single answer of tens of thousands of samples lands on the UI thread at
 * once. Pages follow the device index ['library', 'style', 'color'] (style after the previous
 * page's last): RxDB's planner serves `library` + a style range from it, so each page costs
 * its own size. Paging by id instead made the planner take a `library`-first index whose order
 * is not the id's, and every page read and sorted the whole library (bench:samples: 25 s for
 * 30,000 samples). A page's last style may continue in the next: its samples are read whole.
 */
export async function readExistingSamples(
  data: DeviceData,
  library: SampleLibrary,
  pageSize = EXISTING_PAGE,
): Promise<ExistingSample[]> {
  const existing: ExistingSample[] = [];
  const take = (docs: readonly SampleDoc[]) => {
    for (const d of docs)
      existing.push({
        style: d.style,
        color: d.color,
        size: d.size ?? '',
        side: d.side ?? '',
        ...('moldNum' in d && d.moldNum ? { moldNum: d.moldNum } : {}),
      });
  };
  const sort = [{ style: 'asc' }, { color: 'asc' }] as const;
  let after: string | undefined;
  for (;;) {
    const page = await readOnce(data, {
      selector: after === undefined ? { library } : { library, style: { $gt: after } },
      sort,
      limit: pageSize,
    });
    if (page.length < pageSize) {
      take(page);
      return existing;
    }
    const last = page.at(-1)!.style;
    take(page.filter((d) => d.style !== last));
    take(await readOnce(data, { selector: { library, style: last }, sort }));
    after = last;
  }
}

/** The device-data writer as an insert target (each chunk one validated device write). */
export function deviceSampleTarget(data: DeviceData): SampleInsertTarget {
  return {
    async bulkInsert(docs) {
      const ids = await data.insert('sampleInventory', docs);
      return { success: ids, error: [] };
    },
  };
}
