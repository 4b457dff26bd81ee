// bench:products, the tile view: the app's TileView (React, react-window, pages of 100 from
// the index worker and the catalogue) scrolled through N products one step per frame, and the
// same scroll over a plain-DOM virtual list of the same tiles already in memory (no React, no
// loading): the machine's own cost of painting tiles, measured in the same run.
import type { Product } from '@portal/shared';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { TILE_HEIGHT, TILE_WIDTH, TileView } from '../../features/products/TileView.tsx';
import type { ProductQuery, ProductIndexSource } from '../../features/products/source.ts';
import '../../features/products/products.css';
import { fallbackMessages } from '../../i18n/catalog.ts';

const FRAME_BUDGET_MS = 16.7;
/** A frame "over 16 ms" missed its vsync: rAF intervals jitter around 16.7 ms, so the line is
 * drawn at 1.5 periods, as bench:grid draws it. */
const LATE_FRAME_MS = FRAME_BUDGET_MS * 1.5;

export interface ScrollResult {
  readonly products: number;
  readonly perRow: number;
  readonly frames: number;
  readonly medianFrameMs: number;
  readonly p99FrameMs: number;
  readonly over16ms: number;
  readonly intervalsAbove16_7ms: number;
  readonly framesShowingLoadingTiles: number;
}

const pct = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  NaN;

async function until(test: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !test(); i++) await new Promise((r) => setTimeout(r, 50));
}

/** Scrolls `scroller` to `end` in `frames` equal steps, one per frame. */
async function scroll(scroller: HTMLElement, end: number, frames: number, loading: () => boolean) {
  const step = end / frames;
  const durations: number[] = [];
  let loadingFrames = 0;
  let last = await new Promise<number>((r) => requestAnimationFrame(r));
  for (let i = 1; i <= frames; i++) {
    scroller.scrollTop = Math.round(step * i);
    const now = await new Promise<number>((r) => requestAnimationFrame(r));
    durations.push(now - last);
    last = now;
    if (loading()) loadingFrames++;
  }
  return { durations, loadingFrames };
}

function result(
  durations: number[],
  loadingFrames: number,
  products: number,
  perRow: number,
): ScrollResult {
  return {
    products,
    perRow,
    frames: durations.length,
    medianFrameMs: pct(durations, 0.5),
    p99FrameMs: pct(durations, 0.99),
    over16ms: durations.filter((d) => d > LATE_FRAME_MS).length,
    intervalsAbove16_7ms: durations.filter((d) => d > FRAME_BUDGET_MS).length,
    framesShowingLoadingTiles: loadingFrames,
  };
}

function host(): HTMLElement {
  const element = document.getElementById('tiles');
  if (!element) throw new Error('no #tiles');
  element.replaceChildren();
  return element;
}

/** The app's tile view over the index. */
export async function scrollTileView(
  source: ProductIndexSource,
  filter: ProductQuery,
  options: { frames: number; products: number },
): Promise<ScrollResult> {
  const element = host();
  const root = createRoot(element);
  root.render(
    <IntlProvider locale="en-US" messages={fallbackMessages}>
      <TileView
        label="Products as tiles"
        source={source}
        filter={filter}
        selected={new Set()}
        onToggle={() => undefined}
        onOpen={() => undefined}
        priceCode="US"
        location={undefined}
        emptyText="none"
      />
    </IntlProvider>,
  );
  try {
    await until(() => element.querySelectorAll('article.pl-tile').length > 0);
    const scroller = element.querySelector<HTMLElement>('.pl-tiles');
    const row = element.querySelector('.pl-tile-row');
    if (!scroller || !row) throw new Error('no tiles');
    const perRow = row.querySelectorAll('.pl-tile').length;
    const end = Math.min(
      scroller.scrollHeight - scroller.clientHeight,
      Math.ceil(options.products / perRow) * TILE_HEIGHT,
    );
    const { durations, loadingFrames } = await scroll(scroller, end, options.frames, () =>
      Boolean(scroller.querySelector('.pl-tile-loading')),
    );
    return result(durations, loadingFrames, Math.round(end / TILE_HEIGHT) * perRow, perRow);
  } finally {
    root.unmount();
  }
}

/** The same tiles as plain DOM, rows made and dropped by hand as they scroll in and out. */
export async function scrollPlainTiles(
  source: ProductIndexSource,
  filter: ProductQuery,
  options: { frames: number; products: number },
): Promise<ScrollResult> {
  const products: Product[] = [];
  while (products.length < options.products + 200) {
    const window = await source.getWindow(products.length, 1000, [], filter);
    products.push(...window.rows);
    if (window.rows.length < 1000) break;
  }
  const element = host();
  const scroller = document.createElement('div');
  scroller.className = 'pl-tiles';
  scroller.style.cssText = 'height:100%;overflow:auto;position:relative';
  const inner = document.createElement('div');
  scroller.append(inner);
  element.append(scroller);
  const perRow = Math.max(1, Math.floor(scroller.clientWidth / TILE_WIDTH));
  const rows = Math.ceil(products.length / perRow);
  inner.style.cssText = `height:${rows * TILE_HEIGHT}px;position:relative`;
  const shown = new Map<number, HTMLElement>();
  const tile = (p: Product) => {
    const article = document.createElement('article');
    article.className = 'pl-tile';
    article.innerHTML =
      '<label class="pl-tile-check"><input type="checkbox"></label><button type="button" class="pl-tile-open"><span class="pl-tile-image"><img alt="" decoding="async"></span><span class="pl-tile-id"></span><span class="pl-tile-name"></span><span class="pl-tile-price"></span></button>';
    const img = article.querySelector('img');
    if (img && p.image) img.src = p.image;
    article.querySelector('.pl-tile-id')!.textContent = `${p.style} ${p.color}`;
    article.querySelector('.pl-tile-name')!.textContent = p.name;
    article.querySelector('.pl-tile-price')!.textContent =
      `$${(p.locations[0]?.wholesalePrice ?? 0) / 100}`;
    return article;
  };
  const paint = () => {
    const first = Math.max(0, Math.floor(scroller.scrollTop / TILE_HEIGHT) - 2);
    const last = Math.min(
      rows - 1,
      Math.ceil((scroller.scrollTop + scroller.clientHeight) / TILE_HEIGHT) + 2,
    );
    for (const [r, node] of shown)
      if (r < first || r > last) {
        node.remove();
        shown.delete(r);
      }
    for (let r = first; r <= last; r++) {
      if (shown.has(r)) continue;
      const node = document.createElement('div');
      node.className = 'pl-tile-row';
      node.style.cssText = `position:absolute;top:${r * TILE_HEIGHT}px;height:${TILE_HEIGHT}px;width:100%`;
      for (const p of products.slice(r * perRow, r * perRow + perRow)) node.append(tile(p));
      inner.append(node);
      shown.set(r, node);
    }
  };
  scroller.addEventListener('scroll', paint, { passive: true });
  paint();
  try {
    const end = Math.min(
      scroller.scrollHeight - scroller.clientHeight,
      Math.ceil(options.products / perRow) * TILE_HEIGHT,
    );
    const { durations } = await scroll(scroller, end, options.frames, () => false);
    return result(durations, 0, Math.round(end / TILE_HEIGHT) * perRow, perRow);
  } finally {
    element.replaceChildren();
  }
}
