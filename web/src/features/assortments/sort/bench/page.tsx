// The bench:assortments page (bench/assortments.bench.ts drives it; never part of the app's
// bundle; here so the web's TypeScript settings check it): headless Chromium, real IndexedDB,
// the network cut. The 100,000-product device catalogue and the dynamic assortment's figure
// are bench:dynamic-assortments' own page (imported below: `dynamicBench.seed`, `open`,
// `measure`); this page opens the device sync of the user whose catalogue that seed fills,
// stores the bench assortments on the device and renders the app's own assortment screens
// (manage, sort, export) under a browser router, so the driver navigates in the app as a link
// does and times what the user waits for.
import '../../manage/dynamic/bench/page.tsx';
import '../../../../ui/tokens.css';
import '../../../../ui/base.css';
import { demoUser, type Assortment, type RouteName } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter, RouterProvider, useParams } from 'react-router';
import type { ScreenProps } from '../../../../app/screen-props.ts';
import { insertDocuments } from '../../../../db/actions.ts';
import { fallbackMessages } from '../../../../i18n/catalog.ts';
import { benchProduct } from '../../../../products/bench/catalogue.ts';
import { openDeviceSync } from '../../../../sync/runtime.ts';
import { createDownloadStore, type DownloadFile } from '../../../downloads/download-store.ts';
import { fileImageService } from '../../../excel-import/documents.ts';
import { LOCAL_KEYS, writeLocal } from '../../../session/offline-store.ts';
import AssortmentExportScreen from '../../export/AssortmentExportScreen.tsx';
import type { AssortmentExportDeps } from '../../export/queue-export.ts';
import AssortmentManageScreen from '../../manage/AssortmentManageScreen.tsx';
import AssortmentSortScreen from '../AssortmentSortScreen.tsx';

/** The user whose device catalogue `dynamicBench.seed` fills (its page's USER). */
const USER_ID = 'bench-dynamic-assortments';
const USER = {
  ...demoUser('admin').user,
  id: USER_ID,
  userTBEs: [{ territory: 'T1', businessEntity: 'Domestic', locations: [{ key: 'US' }] }],
};
const DAY = '2026-01-15';
const idOf = (i: number) => {
  const p = benchProduct(i, DAY);
  return { style: p.style, color: p.color };
};

/** The bench assortments: 2,000 products (500 styles × 4 colours); 500 styles × 1 colour. */
const ASSORTMENTS = {
  large: { id: 'bench-2000', products: 2000, first: 0 },
  styles: { id: 'bench-500', products: 500, first: 8000, step: 4 },
} as const;
/** The 500 products pasted into the large assortment (not in it yet). */
const PASTED = Array.from({ length: 500 }, (_, k) => idOf(2000 + k));

function assortment(id: string, title: string, indexes: readonly number[]) {
  return {
    id,
    title,
    productType: 'All',
    status: 'A',
    products: indexes.map((i, sort) => ({ ...idOf(i), sort })),
  } as unknown as Assortment;
}

// The PDF's images: JPEG files the driver serves, read into memory before the network is cut
// (as a device holds them), handed to the app's own image service (`fileImageService`).
let jpegs: Uint8Array[] = [];
async function loadImages(count: number): Promise<number> {
  jpegs = await Promise.all(
    Array.from(
      { length: count },
      async (_, i) =>
        new Uint8Array(await (await fetch(`/fixtures/images/${i}.jpg`)).arrayBuffer()),
    ),
  );
  return jpegs.reduce((n, b) => n + b.byteLength, 0);
}
let asked = 0;
const memoryFetch = (async (url: string | URL | Request) => {
  let h = 0;
  for (const c of String(url)) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  asked += 1;
  return new Response(jpegs[h % jpegs.length] as BodyInit);
}) as typeof fetch;

/** Files the export screen's queue saved, with the time they were handed over. */
const saved: { at: number; file: DownloadFile }[] = [];
const EXPORT_DEPS: AssortmentExportDeps = {
  queue: createDownloadStore({
    save: (file) => saved.push({ at: performance.now(), file }),
    now: () => Date.now(),
    setTimer: (run, ms) => void setTimeout(run, ms),
  }),
  images: fileImageService(memoryFetch),
};

function Screen({ name, Component }: { name: RouteName; Component: ComponentType<ScreenProps> }) {
  const params = useParams();
  return <Component route={webRouteByName(name)} params={params} />;
}
const ExportWithDeps = (props: ScreenProps) => (
  <AssortmentExportScreen {...props} deps={EXPORT_DEPS} />
);
const path = (name: RouteName) => webRouteByName(name).path;
const HOME = (
  <main>
    <h1>bench:assortments</h1>
  </main>
);

async function setup(): Promise<{ products: number }> {
  await writeLocal(LOCAL_KEYS.user, USER);
  const sync = await openDeviceSync(USER_ID);
  const { large, styles } = ASSORTMENTS;
  await insertDocuments('assortments', [
    assortment(
      large.id,
      'Bench 2,000 products',
      Array.from({ length: large.products }, (_, k) => large.first + k),
    ),
    assortment(
      styles.id,
      'Bench 500 styles',
      Array.from({ length: styles.products }, (_, k) => styles.first + k * styles.step),
    ),
  ]);
  await sync.database(); // the page's handle, opened before anything is timed
  const router = createBrowserRouter([
    {
      path: path('assortment-manager--assortment--manage'),
      // bench/orders' openOrderProbe reads the grid under `.od-grid` (the order screen's
      // class): the manage screen is wrapped in one so that probe serves here unchanged.
      element: (
        <main className="od-grid">
          <Screen
            name="assortment-manager--assortment--manage"
            Component={AssortmentManageScreen}
          />
        </main>
      ),
    },
    {
      path: path('assortment-manager--assortment--sort'),
      element: (
        <main>
          <Screen name="assortment-manager--assortment--sort" Component={AssortmentSortScreen} />
        </main>
      ),
    },
    {
      path: path('assortment-manager--assortment--export'),
      element: (
        <main>
          <Screen name="assortment-manager--assortment--export" Component={ExportWithDeps} />
        </main>
      ),
    },
    { path: '*', element: HOME },
  ]);
  createRoot(document.getElementById('root')!).render(
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  const doc = await storedProducts(large.id);
  return { products: doc };
}

/** How many products the device's document holds (the page's RxDB handle). */
async function storedProducts(id: string): Promise<number> {
  const sync = await openDeviceSync(USER_ID);
  const doc = await (await sync.database()).collections.assortments!.findOne(id).exec();
  return ((doc?.toJSON() as Assortment | undefined)?.products ?? []).length;
}

const frame = () =>
  new Promise<number>((done) =>
    requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)),
  );
async function until(test: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = performance.now() + timeoutMs;
  while (!(await test())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => requestAnimationFrame(done));
  }
}
/** Long tasks (PerformanceObserver 'longtask') from now until `stop()`. */
function watchLongTasks() {
  const tasks: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
  });
  observer.observe({ type: 'longtask', buffered: false });
  return async () => {
    await new Promise((done) => setTimeout(done, 100)); // entries arrive after their task
    observer.disconnect();
    return {
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
      blockedMs: tasks.reduce((n, t) => n + t.duration, 0),
    };
  };
}
/**
 * The user's press, as the driver makes it (a real click): armed before it, the probe's clock
 * starts at the pointerdown on the button named by `selector`.
 */
let pressedAt: Promise<number> = Promise.resolve(NaN);
function arm(selector: string): boolean {
  pressedAt = new Promise((done) => {
    const onDown = (e: Event) => {
      if (!(e.target instanceof Element) || !e.target.closest(selector)) return;
      document.removeEventListener('pointerdown', onDown, true);
      done(performance.now());
    };
    document.addEventListener('pointerdown', onDown, true);
  });
  return true;
}
const gridCount = () =>
  Number(
    /[\d,]+/
      .exec(document.querySelector('.od-grid .pg-status')?.textContent ?? '')?.[0]
      ?.replace(/,/g, '') ?? NaN,
  );

/**
 * Bar 2: armed on the Add Products dialog's Add (the driver typed the ids and presses it) →
 * the grid counts the added rows (painted) → the device's document holds them.
 */
const ADD_BUTTON = '[data-testid="assortment-add-dialog"] .dialog-actions .btn-primary';
async function addProbe(args: { id: string; before: number; added: number }) {
  const want = args.before + args.added;
  const stop = watchLongTasks();
  const start = await pressedAt;
  await until(() => gridCount() === want, `the grid counting ${want} rows`);
  const shownAt = await frame();
  await until(async () => (await storedProducts(args.id)) === want, `${want} products stored`);
  const storedAt = performance.now();
  return { shownMs: shownAt - start, storedMs: storedAt - start, ...(await stop()) };
}

/** After the driver's Ctrl+Z: the grid and the device back to `count` products. */
async function undoneProbe(args: { id: string; count: number }) {
  const start = performance.now();
  await until(() => gridCount() === args.count, `the grid counting ${args.count} rows`, 20_000);
  await until(
    async () => (await storedProducts(args.id)) === args.count,
    `${args.count} products stored`,
    20_000,
  );
  return { ms: performance.now() - start };
}

/**
 * Bar 4: armed on the export screen's Export (PDF chosen; the driver presses it) → the queue
 * hands the file over; long tasks watched the whole time the worker generates.
 */
const EXPORT_BUTTON = '.ax-actions button';
async function pdfProbe() {
  const before = saved.length;
  asked = 0;
  const stop = watchLongTasks();
  const start = await pressedAt;
  await until(() => saved.length > before, 'the saved PDF', 120_000);
  const file = saved[saved.length - 1]!;
  return {
    ms: file.at - start,
    bytes: file.file.bytes.byteLength,
    fileName: file.file.fileName,
    imagesRead: asked,
    ...(await stop()),
  };
}

/** Bar 5: an empty requestAnimationFrame loop while `on` (a frame every vsync). */
let animating = false;
function animate(on: boolean): boolean {
  const start = on && !animating;
  animating = on;
  const loop = () => {
    if (animating) requestAnimationFrame(loop);
  };
  if (start) requestAnimationFrame(loop);
  return animating;
}

/** The styles of the first style list in view, in their order on screen. */
const shownStyles = () =>
  [...document.querySelectorAll<HTMLElement>('.as-styles .as-style')]
    .map((row) => ({ y: row.getBoundingClientRect().y, style: row.querySelector('.as-style-id') }))
    .sort((p, q) => p.y - q.y)
    .map((row) => row.style?.textContent ?? '');

Object.assign(globalThis, {
  assortmentsBench: {
    loadImages,
    setup,
    storedProducts,
    armAdd: () => arm(ADD_BUTTON),
    addProbe,
    undoneProbe,
    armExport: () => arm(EXPORT_BUTTON),
    pdfProbe,
    shownStyles,
    animate,
    pasted: () => PASTED.map((p) => `${p.style}_${p.color}`).join('\n'),
    assortments: () => ASSORTMENTS,
  },
});
