// bench:orders' in-page probes, run in the portal's own page (the built PWA, signed in) by
// page.evaluate: each function is sent as its source, so each is self-contained (nothing outside
// it is reachable there) and every time is taken in the browser with performance.now(), rAF and
// a long-task observer.

/** A frame painted after the current state: rAF, then a task (the frame's work is done). */
export interface OpenResult {
  /** Navigation start → the frame showing the first rows (row 0 holds the first line's style). */
  readonly firstRowsMs: number;
  /** Navigation start → the frame after a click on a row-0 cell moved the grid's cursor there. */
  readonly usableMs: number;
  /** The click task waited this long after the first-rows frame (a busy main thread). */
  readonly clickWaitMs: number;
  readonly rowCount: number;
  readonly longestTaskMs: number;
  readonly longTasks: number;
  /** Long tasks in the second after "usable" (work still going on behind the grid). */
  readonly longestTaskAfterMs: number;
  /** Rows of the lines grid in the DOM (a virtualised grid holds about a screenful). */
  readonly renderedRows: number;
  /** Rows of the detail's print view of the lines (in the DOM, hidden on screen). */
  readonly printRows: number;
}

/**
 * Installed before the app loads (addInitScript): marks the grid's debounced write. The first
 * 1000 ms timer set after `armDebounce()` (the grid's SaveQueue debounce, spec 000 §9, set by
 * the paste) records when it fires, so a paste's figure can be split into the debounce the app
 * waits on purpose and the write + validation after it. Nothing else is changed.
 */
export function installDebounceMark(): void {
  const w = window as unknown as {
    __ordersBench?: { armed: boolean; fired: number[]; set: number[] };
  };
  const mark = { armed: false, fired: [] as number[], set: [] as number[] };
  w.__ordersBench = mark;
  const original = window.setTimeout.bind(window);
  const wrapped = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    if (mark.armed && ms === 1000 && typeof handler === 'function') {
      mark.armed = false;
      mark.set.push(performance.now());
      const fn = handler as (...a: unknown[]) => void;
      return original(
        (...a: unknown[]) => {
          mark.fired.push(performance.now());
          fn(...a);
        },
        ms,
        ...rest,
      );
    }
    return original(handler, ms, ...rest);
  }) as typeof window.setTimeout;
  window.setTimeout = wrapped;
}

/**
 * In-app navigation to `path` (history.pushState + popstate: react-router's own listener, as a
 * link inside the app leads there, no reload), then "usable": the first frame in which the order
 * lines grid shows row 0 with the first line's style, and after it a click (pointerdown/up on a
 * row-0 cell, dispatched in a new task, so it waits behind whatever the main thread is still
 * doing, as a user's click would) has moved the grid's cursor to that cell and been painted.
 */
export async function openOrderProbe(args: {
  path: string;
  firstStyle: string;
  timeoutMs: number;
}): Promise<OpenResult> {
  const tasks: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
  });
  observer.observe({ type: 'longtask', buffered: false });
  const frame = () =>
    new Promise<number>((done) =>
      requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)),
    );
  const rowZero = () => document.querySelector<HTMLElement>('.od-grid [role="row"][data-r="0"]');
  const until = (test: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (test()) return resolve();
      const timer = setTimeout(() => {
        mo.disconnect();
        reject(new Error(`timed out waiting for ${what}`));
      }, args.timeoutMs);
      const mo = new MutationObserver(() => {
        if (!test()) return;
        mo.disconnect();
        clearTimeout(timer);
        resolve();
      });
      mo.observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['class'],
      });
    });

  const start = performance.now();
  const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
  history.pushState({ usr: null, key: `bench${idx}`, idx }, '', args.path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));

  await until(() => rowZero()?.textContent?.includes(args.firstStyle) === true, 'the first rows');
  const firstRowsAt = await new Promise<number>((done) =>
    requestAnimationFrame(() => done(performance.now())),
  );
  // The click, in a task of its own.
  const clickAt = await new Promise<number>((done) => setTimeout(() => done(performance.now()), 0));
  const cells = Array.from(
    rowZero()?.querySelectorAll<HTMLElement>('[role="gridcell"][data-c]') ?? [],
  );
  const target = cells.find((c) => !c.classList.contains('pg-cursor'));
  if (!target) throw new Error('no row-0 cell to click');
  const column = target.dataset['c'];
  const box = target.getBoundingClientRect();
  const pointer = {
    bubbles: true,
    cancelable: true,
    composed: true,
    button: 0,
    buttons: 1,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    clientX: box.left + box.width / 2,
    clientY: box.top + box.height / 2,
  };
  target.dispatchEvent(new PointerEvent('pointerdown', pointer));
  target.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0 }));
  target.dispatchEvent(new MouseEvent('click', { ...pointer, buttons: 0 }));
  const cursorThere = () =>
    rowZero()
      ?.querySelector(`[role="gridcell"][data-c="${column}"]`)
      ?.classList.contains('pg-cursor') === true;
  await until(cursorThere, 'the cursor on the clicked cell');
  const usableAt = await frame();
  const during = tasks.filter((t) => t.start >= start && t.start < usableAt);
  await new Promise((done) => setTimeout(done, 1000));
  observer.disconnect();
  const after = tasks.filter((t) => t.start >= usableAt);
  const status = document.querySelector('.od-grid .pg-status')?.textContent ?? '';
  return {
    firstRowsMs: firstRowsAt - start,
    usableMs: usableAt - start,
    clickWaitMs: clickAt - firstRowsAt,
    rowCount: Number(/[\d,]+/.exec(status)?.[0]?.replace(/,/g, '') ?? NaN),
    longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
    longTasks: during.length,
    longestTaskAfterMs: Math.max(0, ...after.map((t) => t.duration)),
    renderedRows: document.querySelectorAll('.od-grid [role="row"][data-r]').length,
    printRows: document.querySelectorAll('[data-testid="order-print-lines"] tbody tr').length,
  };
}

/** In-app navigation away (to `path`), then waits for its level-1 heading and a quiet second. */
export async function leaveProbe(args: { path: string; timeoutMs: number }): Promise<void> {
  const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
  history.pushState({ usr: null, key: `bench${idx}`, idx }, '', args.path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  const deadline = performance.now() + args.timeoutMs;
  while (document.querySelector('.od-grid') || !document.querySelector('main h1')) {
    if (performance.now() > deadline) throw new Error(`${args.path} did not open`);
    await new Promise((done) => setTimeout(done, 20));
  }
  await new Promise((done) => setTimeout(done, 1000));
}

export interface PasteResult {
  /** Paste event → the frame showing the pasted values in the rows in view (the grid's overlay). */
  readonly shownMs: number;
  /** Paste event → the frame showing the stored, validated lines (pack-code check applied:
   * an unknown code cleared, an M pack kept with its warning note). */
  readonly validatedMs: number;
  /** Paste event → the grid's debounced write started (its 1000 ms SaveQueue timer fired). */
  readonly debounceFiredMs: number | null;
  readonly refusedCells: number;
  readonly longestTaskMs: number;
  readonly longTasks: number;
}

/**
 * Selects the pack-code cell of row 0 (a click), then pastes `tsv` as the browser delivers a
 * paste (a paste event with text/plain on the grid, which listens to it) and times it.
 * `probe` names cells in view and what they show once pasted (`shown`) and once validated
 * (`validated`: text, or the warning note's class).
 */
export async function pasteProbe(args: {
  tsv: string;
  packCol: number;
  timeoutMs: number;
  shown: readonly { row: number; col: number; text: string }[];
  validated: readonly { row: number; col: number; text?: string; warning?: boolean }[];
}): Promise<PasteResult> {
  const mark = (
    window as unknown as { __ordersBench: { armed: boolean; fired: number[]; set: number[] } }
  ).__ordersBench;
  const grid = document.querySelector<HTMLElement>('.od-grid .pg-scroll');
  if (!grid) throw new Error('no order lines grid');
  const cellAt = (row: number, col: number) =>
    grid.querySelector<HTMLElement>(
      `[role="row"][data-r="${row}"] [role="gridcell"][data-c="${col}"]`,
    );
  const frame = () =>
    new Promise<number>((done) =>
      requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)),
    );
  const poll = async (test: () => boolean, what: string) => {
    const deadline = performance.now() + args.timeoutMs;
    while (!test()) {
      if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((done) => requestAnimationFrame(done));
    }
  };
  const first = cellAt(0, args.packCol);
  if (!first) throw new Error('no pack-code cell in row 0');
  const box = first.getBoundingClientRect();
  const pointer = {
    bubbles: true,
    cancelable: true,
    button: 0,
    buttons: 1,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    clientX: box.left + 5,
    clientY: box.top + 5,
  };
  first.dispatchEvent(new PointerEvent('pointerdown', pointer));
  first.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0 }));
  await poll(() => cellAt(0, args.packCol)?.classList.contains('pg-cursor') === true, 'cursor');
  await new Promise((done) => setTimeout(done, 300));
  await frame();

  const tasks: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
  });
  observer.observe({ type: 'longtask', buffered: false });
  const firedBefore = mark.fired.length;
  mark.armed = true;
  const data = new DataTransfer();
  data.setData('text/plain', args.tsv);
  const start = performance.now();
  grid.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
  const textIs = (row: number, col: number, text: string) =>
    (cellAt(row, col)?.textContent ?? '').trim() === text;
  await poll(() => args.shown.every((c) => textIs(c.row, c.col, c.text)), 'the pasted values');
  const shownAt = await frame();
  await poll(
    () =>
      mark.fired.length > firedBefore &&
      args.validated.every(
        (c) =>
          (c.text === undefined || textIs(c.row, c.col, c.text)) &&
          (c.warning === undefined ||
            cellAt(c.row, c.col)?.classList.contains('pg-warning') === c.warning),
      ),
    'the validated lines',
  );
  const validatedAt = await frame();
  observer.disconnect();
  mark.armed = false;
  const fired = mark.fired[firedBefore];
  const during = tasks.filter((t) => t.start >= start);
  return {
    shownMs: shownAt - start,
    validatedMs: validatedAt - start,
    debounceFiredMs: fired === undefined ? null : fired - start,
    refusedCells: grid.querySelectorAll('.pg-error').length,
    longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
    longTasks: during.length,
  };
}

/** Documents of a device collection by id, read from IndexedDB (RxDB's Dexie store). */
export async function deviceDocs(args: {
  collection: string;
  ids: readonly string[];
}): Promise<Record<string, Record<string, unknown> | null>> {
  const names = (await indexedDB.databases()).map((d) => d.name ?? '');
  const name = names.find(
    (n) => n.startsWith('rxdb-dexie-portal-u-') && n.endsWith(`--${args.collection}`),
  );
  if (!name) throw new Error(`no device store for ${args.collection} among ${names.join(', ')}`);
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(name);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  try {
    const store = idb.transaction('docs').objectStore('docs');
    const out: Record<string, Record<string, unknown> | null> = {};
    await Promise.all(
      args.ids.map(
        (id) =>
          new Promise<void>((resolve, reject) => {
            const req = store.get(id);
            req.onsuccess = () => {
              out[id] = (req.result as Record<string, unknown> | undefined) ?? null;
              resolve();
            };
            req.onerror = () => reject(req.error);
          }),
      ),
    );
    return out;
  } finally {
    idb.close();
  }
}

/** Every document of a device collection (small collections only: commands). */
export async function deviceAll(args: { collection: string }): Promise<Record<string, unknown>[]> {
  const names = (await indexedDB.databases()).map((d) => d.name ?? '');
  const name = names.find(
    (n) => n.startsWith('rxdb-dexie-portal-u-') && n.endsWith(`--${args.collection}`),
  );
  if (!name) throw new Error(`no device store for ${args.collection}`);
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(name);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  try {
    return await new Promise<Record<string, unknown>[]>((resolve, reject) => {
      const req = idb.transaction('docs').objectStore('docs').getAll();
      req.onsuccess = () => resolve(req.result as Record<string, unknown>[]);
      req.onerror = () => reject(req.error);
    });
  } finally {
    idb.close();
  }
}

export interface ReconnectWatch {
  /** Date.now() when the page saw `online`. */
  readonly onlineAt: number | null;
  /** Date.now() when every command had its outcome on the device (executed or failed). */
  readonly commandsDoneAt: number;
  /** Date.now() when every order was SUBMITTED on the device. */
  readonly ordersSubmittedAt: number;
  readonly outcomes: Record<string, string>;
  readonly polls: number;
}

/**
 * Started before the reconnect: reads the device's commands and orders (IndexedDB, by id) every
 * `everyMs` until each command has its server outcome (status executed or failed; a command
 * refused as a document leaves the device: 'gone') and each order is SUBMITTED.
 */
export async function watchReconnect(args: {
  commandIds: readonly string[];
  orderIds: readonly string[];
  everyMs: number;
  timeoutMs: number;
}): Promise<ReconnectWatch> {
  let onlineAt: number | null = null;
  window.addEventListener('online', () => (onlineAt ??= Date.now()), { once: true });
  const open = async (collection: string) => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    const name = names.find(
      (n) => n.startsWith('rxdb-dexie-portal-u-') && n.endsWith(`--${collection}`),
    );
    if (!name) throw new Error(`no device store for ${collection}`);
    return new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  };
  const read = (idb: IDBDatabase, ids: readonly string[]) =>
    new Promise<(Record<string, unknown> | undefined)[]>((resolve, reject) => {
      const store = idb.transaction('docs').objectStore('docs');
      const out: (Record<string, unknown> | undefined)[] = [];
      let left = ids.length;
      ids.forEach((id, k) => {
        const req = store.get(id);
        req.onsuccess = () => {
          out[k] = req.result as Record<string, unknown> | undefined;
          if (--left === 0) resolve(out);
        };
        req.onerror = () => reject(req.error);
      });
    });
  const commands = await open('commands');
  const orders = await open('orders');
  const deadline = Date.now() + args.timeoutMs;
  const outcomes: Record<string, string> = {};
  let commandsDoneAt = 0;
  let ordersSubmittedAt = 0;
  let polls = 0;
  try {
    while (!commandsDoneAt || !ordersSubmittedAt) {
      if (Date.now() > deadline) throw new Error(`reconnect: ${JSON.stringify(outcomes)}`);
      polls++;
      if (!commandsDoneAt) {
        const docs = await read(commands, args.commandIds);
        docs.forEach((doc, k) => {
          outcomes[args.commandIds[k]!] = doc ? String(doc['status']) : 'gone';
        });
        if (Object.values(outcomes).every((s) => s !== 'pending')) commandsDoneAt = Date.now();
      }
      if (!ordersSubmittedAt) {
        const docs = await read(orders, args.orderIds);
        if (docs.every((d) => d?.['status'] === 'SUBMITTED')) ordersSubmittedAt = Date.now();
      }
      await new Promise((done) => setTimeout(done, args.everyMs));
    }
  } finally {
    commands.close();
    orders.close();
  }
  return { onlineAt, commandsDoneAt, ordersSubmittedAt, outcomes, polls };
}
