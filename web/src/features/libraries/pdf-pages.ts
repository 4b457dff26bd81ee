// The previewer's PDF, page by page (spec 000 §2 previewer: "shows a PDF (page by page)";
// decision 0040, Previews): the page state and the canvas size as pure functions, so the rules
// are tested without pdf.js (jsdom draws no canvas). PdfPages.tsx runs them.

/** Where the PDF view is: loading it, showing page `page` of `count`, or failed (show the JPG). */
export type PdfView =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly page: number; readonly count: number }
  | { readonly status: 'failed' };

export const PDF_LOADING: PdfView = { status: 'loading' };
export const PDF_FAILED: PdfView = { status: 'failed' };

/** A loaded document opens on its first page; a PDF without pages cannot be shown. */
export function pdfOpened(count: number): PdfView {
  return Number.isInteger(count) && count > 0 ? { status: 'ready', page: 1, count } : PDF_FAILED;
}

/** Turn `by` pages (−1 previous, +1 next), kept within 1..count; other states stay as they are. */
export function turnPage(view: PdfView, by: number): PdfView {
  if (view.status !== 'ready') return view;
  const page = Math.min(Math.max(view.page + by, 1), view.count);
  return page === view.page ? view : { ...view, page };
}

export const canTurn = (view: PdfView, by: number): boolean => turnPage(view, by) !== view;

/**
 * The page keys of the PDF view: PageUp the previous page, PageDown the next (as in a document
 * viewer); other keys are not the view's (null), so they keep their usual meaning.
 */
export function pageKeyStep(key: string): number | null {
  if (key === 'PageUp') return -1;
  if (key === 'PageDown') return 1;
  return null;
}

/**
 * iOS Safari refuses (draws nothing into) a canvas above 16,777,216 pixels; a page fitted to a
 * wide panel on a 3× screen can pass it, so the backing store is scaled down to stay under.
 */
export const MAX_CANVAS_PIXELS = 16_777_216;

export interface PageFit {
  /** pdf.js viewport scale (PDF points → canvas pixels). */
  readonly scale: number;
  /** The canvas's backing store, in device pixels. */
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  /** The canvas on screen, in CSS pixels: the panel's width, the page's aspect. */
  readonly cssWidth: number;
  readonly cssHeight: number;
}

/**
 * A page of `pageWidth` × `pageHeight` points fitted to a panel `panelWidth` CSS pixels wide,
 * drawn at the screen's `pixelRatio` (devicePixelRatio) so text is sharp on tablets, within
 * MAX_CANVAS_PIXELS. Null when there is nothing to draw (a panel not laid out yet).
 */
export function fitPage(
  pageWidth: number,
  pageHeight: number,
  panelWidth: number,
  pixelRatio: number,
): PageFit | null {
  if (!(pageWidth > 0 && pageHeight > 0 && panelWidth > 0)) return null;
  const cssScale = panelWidth / pageWidth;
  const cssWidth = Math.floor(panelWidth);
  const cssHeight = Math.floor(pageHeight * cssScale);
  if (cssWidth < 1 || cssHeight < 1) return null;
  const wanted = pixelRatio > 0 && Number.isFinite(pixelRatio) ? pixelRatio : 1;
  const fitsIn = Math.sqrt(MAX_CANVAS_PIXELS / (cssWidth * cssHeight));
  const ratio = Math.min(wanted, fitsIn);
  const scale = cssScale * ratio;
  return {
    scale,
    pixelWidth: Math.max(1, Math.floor(pageWidth * scale)),
    pixelHeight: Math.max(1, Math.floor(pageHeight * scale)),
    cssWidth,
    cssHeight,
  };
}
