// pdf.js for the previewer's PDF pages (decision 0040, Previews), loaded only when a PDF is
// first shown: the dynamic import makes it a chunk of its own and its worker another, both out
// of the first load. Both are in the build's output, so the service worker precaches them with
// the app shell (vite.config.ts globPatterns) and a PDF preview works offline.
import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy } from 'pdfjs-dist';

export type PdfDocument = PDFDocumentProxy;
type PdfJs = typeof PdfJsModule;

let library: Promise<PdfJs> | undefined;

/**
 * pdf.js and its one worker for the app's life (every document shares the port; destroying a
 * document leaves it). A failed load is forgotten, so the next PDF tries again.
 */
function loadPdfJs(): Promise<PdfJs> {
  library ??= import('pdfjs-dist').then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerPort ??= new Worker(
        new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url),
        { type: 'module', name: 'pdf' },
      );
      return pdfjs;
    },
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

/** The file's bytes; an error status (a file neither online nor kept offline) is a failure. */
export async function pdfBytes(src: string, signal: AbortSignal): Promise<Uint8Array> {
  const response = await fetch(src, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`PDF ${src}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * The PDF at `src` (GET /api/files/{key}). The bytes are fetched whole, with one plain GET,
 * and not by pdf.js's range requests: the service worker keeps that one 200 answer ('files'
 * cache, vite.config.ts) and serves it offline, where range requests (206, not cached) fail.
 */
export async function openPdf(src: string, signal: AbortSignal): Promise<PdfDocument> {
  // The file and pdf.js load side by side (pdf.js comes from the precache at once after the first).
  const [data, pdfjs] = await Promise.all([pdfBytes(src, signal), loadPdfJs()]);
  signal.throwIfAborted();
  // Errors only: a damaged file's warnings would fill the console; it falls back to the JPG.
  const task = pdfjs.getDocument({ data, verbosity: pdfjs.VerbosityLevel.ERRORS });
  signal.addEventListener('abort', () => void task.destroy(), { once: true });
  return task.promise;
}

/** Close a document and free its memory in the worker (pdf.js 6: through its loading task). */
export const closePdf = (doc: PdfDocument): void => void doc.loadingTask.destroy();

/** pdf.js's "rendering cancelled" (a newer page or size took over): not an error to show. */
export const isRenderCancelled = (error: unknown): boolean =>
  error instanceof Error && error.name === 'RenderingCancelledException';
