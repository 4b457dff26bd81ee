// bench:assortments' frame measure (bar 5, "≤ 16 ms per frame while dragging"): Chromium's
// own trace (CDP Tracing, the DevTools performance panel's categories) of the page while the
// driver drags, read as the renderer main thread's work per frame. A frame is the stretch from
// one BeginMainThreadFrame to the next; its work is the main thread's top-level tasks in it
// (input, script, React's render, style, layout, paint). The drag is the stretch from the
// dragstart event to the drop event, both as the trace records their dispatch.
import type { CDPSession, Page } from 'playwright-core';

export interface TraceEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly type?: string } };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
];

/** Runs `work` while Chromium traces the page; answers the trace's events. */
export async function traced<T>(
  page: Page,
  work: () => Promise<T>,
): Promise<{ result: T; events: TraceEvent[] }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES },
  });
  try {
    const result = await work();
    return { result, events };
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    await cdp.detach();
  }
}

export interface FrameWork {
  /** Frames between the drag's start and its drop. */
  readonly frames: number;
  /** Main-thread work per frame (ms): p50, p95, max; and frames over `budgetMs`. */
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
  readonly over: number;
  /** Time between frames (ms): p95 and max (60 Hz ≈ 16.7 ms; more is a frame not drawn). */
  readonly intervalP95: number;
  readonly intervalMax: number;
  /** The drag as traced (dragstart → drop), ms. */
  readonly dragMs: number;
  /** The longest frames, their work and what ran most in them. */
  readonly worst: readonly { readonly ms: number; readonly top: string }[];
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const pct = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** The renderer main thread (the page's: the one whose tasks saw the drag events). */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const drag = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'dragstart');
  if (!drag) throw new Error('the trace holds no dragstart: the drag did not start');
  return { pid: drag.pid, tid: drag.tid };
}

/** The main thread's work per frame while dragging (`budgetMs`: the bar). */
export function frameWork(events: readonly TraceEvent[], budgetMs = 16): FrameWork {
  const { pid, tid } = mainThread(events);
  const on = events.filter((e) => e.pid === pid && e.tid === tid);
  const dispatch = (type: string) =>
    on.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === type)?.ts;
  const from = dispatch('dragstart')!;
  const to = dispatch('drop') ?? dispatch('dragend') ?? Math.max(...on.map((e) => e.ts));
  const starts = on
    .filter((e) => e.name === 'BeginMainThreadFrame' && e.ts >= from && e.ts <= to)
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  // Top-level tasks, as one set of busy stretches (the trace nests its two names of a task).
  const tasks: { start: number; end: number }[] = [];
  const top = on.filter((e) => e.ph === 'X' && TASKS.has(e.name)).sort((a, b) => a.ts - b.ts);
  for (const e of top) {
    const last = tasks[tasks.length - 1];
    const end = e.ts + (e.dur ?? 0);
    if (last && e.ts <= last.end) last.end = Math.max(last.end, end);
    else tasks.push({ start: e.ts, end });
  }
  // What ran, by the DevTools timeline's names (FunctionCall, Layout, Paint, MinorGC…).
  const named = on.filter(
    (e) =>
      e.ph === 'X' &&
      e.dur !== undefined &&
      e.cat.includes('devtools.timeline') &&
      !TASKS.has(e.name),
  );
  const work: { ms: number; top: string }[] = [];
  for (let k = 0; k + 1 < starts.length; k++) {
    const a = starts[k]!;
    const b = starts[k + 1]!;
    let busy = 0;
    for (const t of tasks) busy += Math.max(0, Math.min(b, t.end) - Math.max(a, t.start));
    const inFrame = named.filter((e) => e.ts >= a && e.ts < b);
    const longest = inFrame.sort((x, y) => (y.dur ?? 0) - (x.dur ?? 0))[0];
    work.push({
      ms: busy / 1000,
      top: longest ? `${longest.name} ${((longest.dur ?? 0) / 1000).toFixed(1)} ms` : '',
    });
  }
  const ms = work.map((w) => w.ms).sort((a, b) => a - b);
  const gaps = starts
    .slice(1)
    .map((t, k) => (t - starts[k]!) / 1000)
    .sort((a, b) => a - b);
  return {
    frames: work.length,
    p50: pct(ms, 0.5),
    p95: pct(ms, 0.95),
    max: Math.max(0, ...ms),
    over: ms.filter((m) => m > budgetMs).length,
    intervalP95: pct(gaps, 0.95),
    intervalMax: Math.max(0, ...gaps),
    dragMs: (to - from) / 1000,
    worst: [...work].sort((a, b) => b.ms - a.ms).slice(0, 3),
  };
}
