// Code that runs inside the demo page for the benchmark (serialised by page.evaluate), so
// every time is taken with performance.now() and requestAnimationFrame in the browser itself.

/** Installed before the page loads: notes the first frame that shows grid rows. */
export function firstRenderProbe(): void {
  const w = window as unknown as { __firstRows?: number };
  const check = () => {
    if (document.querySelector('[role="row"][data-r="0"] [role="gridcell"]')) {
      requestAnimationFrame(() => {
        const start = performance.getEntriesByName('grid:start')[0]?.startTime ?? 0;
        w.__firstRows = performance.now() - start;
      });
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
}

export interface BenchHelpers {
  scrollWholeList: (
    frames: number,
  ) => Promise<{ durations: number[]; rowsSeen: number; uncovered: number }>;
  selectAllAndPaste: (
    tsv: string,
    html: string | null,
  ) => Promise<{ ms: number; undoSteps: number; refused: number }>;
  undoOnce: () => Promise<{ ms: number }>;
  redoOnce: () => Promise<{ ms: number }>;
}

/**
 * Defines the in-page helpers on window.__bench. Self-contained on purpose: page.evaluate
 * sends the function's source to the browser, so nothing outside it is reachable there.
 */
export function installBenchHelpers(): void {
  /** Scrolls the whole list, one step per frame; returns every frame's duration. */
  async function scrollWholeList(
    frames: number,
  ): Promise<{ durations: number[]; rowsSeen: number; uncovered: number }> {
    const scroller = document.querySelector<HTMLElement>('.pg-scroll');
    if (!scroller) throw new Error('no grid');
    const max = scroller.scrollHeight - scroller.clientHeight;
    const step = max / frames;
    const durations: number[] = [];
    let last = await new Promise<number>((done) => requestAnimationFrame(done));
    let rowsSeen = 0;
    // A frame can come on time and still show blank rows, if the rows for the new position
    // are rendered after it is painted. At rAF time the DOM is what this frame paints: count
    // the frames in which the rendered rows do not cover every row in view.
    let uncovered = 0;
    const rowHeight =
      scroller.querySelector<HTMLElement>('[role="row"][data-r]')?.getBoundingClientRect().height ??
      36;
    for (let i = 1; i <= frames; i++) {
      scroller.scrollTop = Math.round(step * i);
      const now = await new Promise<number>((done) => requestAnimationFrame(done));
      durations.push(now - last);
      last = now;
      const first = scroller.querySelector('[role="row"][data-r]:not(.pg-row-loading)');
      if (first) rowsSeen++;
      const rendered = new Set(
        Array.from(scroller.querySelectorAll<HTMLElement>('[role="row"][data-r]'), (r) =>
          Number(r.dataset['r']),
        ),
      );
      const top = Math.floor(scroller.scrollTop / rowHeight);
      const bottom = Math.floor((scroller.scrollTop + scroller.clientHeight - 1) / rowHeight);
      for (let r = top; r <= Math.min(bottom, top + 200); r++) {
        if (r * rowHeight >= scroller.scrollHeight) break;
        if (!rendered.has(r)) {
          uncovered++;
          break;
        }
      }
    }
    return { durations, rowsSeen, uncovered };
  }

  function nextFrame(): Promise<number> {
    return new Promise((done) =>
      requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)),
    );
  }

  interface DemoController {
    history: { size: { undo: number; redo: number } };
    selection: unknown;
    select: (selection: unknown) => void;
    queue: { pending: boolean };
    errors: Map<string, unknown>;
  }

  function controller(): DemoController {
    const c = (window as unknown as { gridDemo?: { controller: DemoController | null } }).gridDemo
      ?.controller;
    if (!c) throw new Error('no controller');
    return c;
  }

  async function until(test: () => boolean): Promise<void> {
    while (!test()) await new Promise((done) => setTimeout(done, 0));
  }

  function key(grid: HTMLElement, init: KeyboardEventInit): void {
    grid.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  }

  /**
   * Select all (Ctrl+A) and paste a block as the browser would deliver it (a paste event with
   * tab-separated text); the time runs from the key press to the first frame after the change.
   */
  async function selectAllAndPaste(
    tsv: string,
    html: string | null,
  ): Promise<{ ms: number; undoSteps: number; refused: number }> {
    const grid = document.querySelector<HTMLElement>('.pg-scroll');
    if (!grid) throw new Error('no grid');
    const c = controller();
    grid.focus();
    const steps = c.history.size.undo;
    await nextFrame();
    const start = performance.now();
    key(grid, { key: 'a', code: 'KeyA', ctrlKey: true });
    const data = new DataTransfer();
    data.setData('text/plain', tsv);
    if (html) data.setData('text/html', html);
    grid.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
    await until(() => c.history.size.undo > steps);
    const end = await nextFrame();
    return { ms: end - start, undoSteps: c.history.size.undo - steps, refused: c.errors.size };
  }

  /** Ctrl+Z; the time runs to the first frame after the undo was applied. */
  async function undoOnce(): Promise<{ ms: number }> {
    const grid = document.querySelector<HTMLElement>('.pg-scroll');
    if (!grid) throw new Error('no grid');
    const c = controller();
    const redo = c.history.size.redo;
    await nextFrame();
    const start = performance.now();
    key(grid, { key: 'z', code: 'KeyZ', ctrlKey: true });
    await until(() => c.history.size.redo > redo);
    const end = await nextFrame();
    return { ms: end - start };
  }

  /** Ctrl+Y (redo), timed the same way. */
  async function redoOnce(): Promise<{ ms: number }> {
    const grid = document.querySelector<HTMLElement>('.pg-scroll');
    if (!grid) throw new Error('no grid');
    const c = controller();
    const undo = c.history.size.undo;
    await nextFrame();
    const start = performance.now();
    key(grid, { key: 'y', code: 'KeyY', ctrlKey: true });
    await until(() => c.history.size.undo > undo);
    const end = await nextFrame();
    return { ms: end - start };
  }

  (window as unknown as { __bench: BenchHelpers }).__bench = {
    scrollWholeList,
    selectAllAndPaste,
    undoOnce,
    redoOnce,
  };
}
