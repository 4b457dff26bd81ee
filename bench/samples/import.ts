// bench:samples, import (page side): a 10,000-row workbook through the app's import path
// (samples/import/useSampleImport.ts) — the import worker's `parseImport` (workers client
// `createImportClient`, the real worker), the library's samples on the device as the
// duplicate rules' context (`readExistingSamples` over the device data service, in a worker as
// the app's sync worker), `validateSampleImport` in the import worker, then the valid rows
// stored by `addImportedSamples` through `deviceSampleTarget` — timed end to end while a
// longtask observer, a rAF gap probe and a 10 ms heartbeat watch the UI thread (as
// bench/workers/ui-page.ts does).
import {
  SAMPLE_IMPORT_COLUMNS,
  type ImportSheetRow,
  type SampleAddition,
  type SampleLibrary,
} from '@portal/shared';
import type { RxCollection } from 'rxdb';
import { createImportClient, type JobHandle } from '../../workers/src/index.ts';
import * as Comlink from 'comlink';
import { createDeviceDataClient } from '../../web/src/db/device-data/client.ts';
import type { DeviceDataApi } from '../../web/src/db/device-data/protocol.ts';
import type { DeviceDocOf } from '../../web/src/db/device-docs.ts';

import { addImportedSamples } from '../../web/src/features/samples/import/add-samples.ts';
import {
  deviceSampleTarget,
  readExistingSamples,
} from '../../web/src/features/samples/import/device.ts';

/** A stored sample (as the screen's `SampleRow`). */
type SampleRow = DeviceDocOf<'sampleInventory'>;

const longTasks: { start: number; end: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries())
    longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
}).observe({ type: 'longtask', buffered: true });

/** Longest gap between animation frames and between 10 ms heartbeat ticks since `reset`. */
class GapProbe {
  frameGap = 0;
  beatGap = 0;
  private lastFrame = 0;
  private lastBeat = 0;
  private running = false;
  private timer: ReturnType<typeof setInterval> | undefined;

  start(): void {
    this.running = true;
    this.frameGap = 0;
    this.beatGap = 0;
    this.lastFrame = this.lastBeat = performance.now();
    const frame = (now: number) => {
      if (!this.running) return;
      this.frameGap = Math.max(this.frameGap, now - this.lastFrame);
      this.lastFrame = now;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    this.timer = setInterval(() => {
      const now = performance.now();
      this.beatGap = Math.max(this.beatGap, now - this.lastBeat - 10);
      this.lastBeat = now;
    }, 10);
  }

  stop(): void {
    this.running = false;
    clearInterval(this.timer);
  }
}

export interface Phase {
  readonly phase: string;
  readonly ms: number;
  /** Longest main-thread long task (≥ 50 ms by definition) in the phase; 0 if none. */
  readonly longestTaskMs: number;
  readonly longTasks: number;
}

async function value<T>(handle: JobHandle<T>): Promise<T> {
  const outcome = await handle.outcome;
  if (!outcome.ok) throw new Error(`job ${handle.id} ended: ${JSON.stringify(outcome)}`);
  return outcome.value;
}

export async function measureImport(
  collection: RxCollection<SampleRow>,
  workbook: Uint8Array,
  library: SampleLibrary,
) {
  const imports = createImportClient();
  const worker = new Worker(new URL('./device.worker.ts', import.meta.url), {
    type: 'module',
    name: 'device-sync',
  });
  const remote = Comlink.wrap<DeviceDataApi>(worker);
  const data = createDeviceDataClient({
    watch: (request, onAnswer) => remote.watch(request, Comlink.proxy(onAnswer)),
    unwatch: (watchId) => remote.unwatch(watchId),
    write: (request) => remote.write(request),
    watching: () => remote.watching(),
  });
  // The device worker is open before the import starts (the app's sync worker always is).
  await remote.watching();
  // The worker starts (and loads its bundle) as the import screen opens, before a file is chosen.
  await value(
    imports.start('validateSampleImport', { rows: [], context: { library, existing: [] } }),
  );
  const before = await collection.count({ selector: { library } }).exec();
  await new Promise((r) => setTimeout(r, 300));
  const probe = new GapProbe();
  const phases: Phase[] = [];
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    const during = longTasks.filter((t) => t.end > mark && t.start < now);
    phases.push({
      phase: name,
      ms: now - mark,
      longestTaskMs: Math.max(0, ...during.map((t) => t.end - t.start)),
      longTasks: during.length,
    });
    mark = now;
  };
  probe.start();
  const started = performance.now();
  mark = started;
  const parsed = await value(
    imports.start('parseImport', {
      file: { bytes: workbook, fileName: 'samples-10k.xlsx' },
      columns: SAMPLE_IMPORT_COLUMNS,
    }),
  );
  const rows: readonly ImportSheetRow[] = parsed.rows;
  phase(`parse ${rows.length} rows (import worker)`);
  const existing = await readExistingSamples(data, library);
  phase(`read the library's ${existing.length} samples (readExistingSamples, device worker)`);
  const validated = await value(
    imports.start('validateSampleImport', { rows, context: { library, existing } }),
  );
  const additions: readonly SampleAddition[] = validated.additions;
  phase(`validate against ${existing.length} (import worker)`);
  const added = await addImportedSamples(deviceSampleTarget(data), additions, {
    library,
    now: new Date().toISOString(),
  });
  phase(`add ${added} samples (addImportedSamples → device worker)`);
  const totalMs = performance.now() - started;
  probe.stop();
  // Long task entries arrive after the task: give the observer a moment.
  await new Promise((r) => setTimeout(r, 150));
  const during = longTasks.filter((t) => t.end > started && t.start < started + totalMs);
  const after = await collection.count({ selector: { library } }).exec();
  imports.terminate();
  worker.terminate();
  if (after !== before + added) throw new Error(`stored ${after - before}, added ${added}`);
  return {
    library,
    existing: existing.length,
    rows: rows.length,
    valid: additions.length,
    summary: validated.summary,
    added,
    totalMs,
    longestTaskMs: Math.max(0, ...during.map((t) => t.end - t.start)),
    longTasks: during.length,
    maxFrameGapMs: probe.frameGap,
    maxHeartbeatGapMs: probe.beatGap,
    phases: phases.map((p) => ({ ...p })),
  };
}
