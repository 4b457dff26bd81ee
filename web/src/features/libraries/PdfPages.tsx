// A PDF in the previewer, page by page (spec 000 §2 previewer; decision 0040, Previews): pdf.js
// draws the current page on a canvas fitted to the panel's width, with Previous page / Next
// page, "Page n of m" and PageUp/PageDown. A browser's inline PDF viewer shows one page or none
// on tablets (iPad Safari, Android Chrome), hence pdf.js. Any failure (no pdf.js, a broken
// file, offline and not kept) shows the file's preview JPG instead, as the <object> did.
// Mount with `key={src}`: a new file starts a new view.
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { closePdf, isRenderCancelled, openPdf, type PdfDocument } from './pdf-loader.ts';
import {
  canTurn,
  fitPage,
  pageKeyStep,
  PDF_FAILED,
  PDF_LOADING,
  pdfOpened,
  turnPage,
  type PdfView,
} from './pdf-pages.ts';
import './pdf-pages.css';

/** The panel's width in CSS pixels, followed as it changes (rotation, a resized window). */
function usePanelWidth(panel: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = panel.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [panel]);
  return width;
}

export function PdfPages(props: {
  readonly src: string;
  readonly image?: string | undefined;
  readonly name: string;
}) {
  const { src, image, name } = props;
  const intl = useIntl();
  const [view, setView] = useState<PdfView>(PDF_LOADING);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  /** The drawing under way: pdf.js refuses two renders into one canvas at once. */
  const drawing = useRef<Promise<void>>(Promise.resolve());
  const width = usePanelWidth(panel);

  useEffect(() => {
    const abort = new AbortController();
    let opened: PdfDocument | undefined;
    openPdf(src, abort.signal).then(
      (doc) => {
        opened = doc;
        if (abort.signal.aborted) return closePdf(doc);
        setPdf(doc);
        setView(pdfOpened(doc.numPages));
      },
      () => {
        if (!abort.signal.aborted) setView(PDF_FAILED);
      },
    );
    return () => {
      abort.abort();
      if (opened) closePdf(opened);
    };
  }, [src]);

  const page = view.status === 'ready' ? view.page : 0;
  useEffect(() => {
    const target = canvas.current;
    if (!pdf || page < 1 || !target || width < 1) return;
    let stopped = false;
    let cancel: (() => void) | undefined;
    const previous = drawing.current;
    drawing.current = (async () => {
      await previous;
      if (stopped) return;
      const pdfPage = await pdf.getPage(page);
      const base = pdfPage.getViewport({ scale: 1 });
      const fit = fitPage(base.width, base.height, width, window.devicePixelRatio);
      if (stopped || !fit) return;
      target.width = fit.pixelWidth;
      target.height = fit.pixelHeight;
      target.style.width = `${fit.cssWidth}px`;
      target.style.height = `${fit.cssHeight}px`;
      const task = pdfPage.render({
        canvas: target,
        viewport: pdfPage.getViewport({ scale: fit.scale }),
      });
      cancel = () => task.cancel();
      await task.promise;
    })().catch((error: unknown) => {
      if (!stopped && !isRenderCancelled(error)) setView(PDF_FAILED);
    });
    return () => {
      stopped = true;
      cancel?.();
    };
  }, [pdf, page, width]);

  if (view.status === 'failed')
    return image ? (
      <img className="lib-preview-media" src={image} alt={name} />
    ) : (
      <p className="lib-preview-none">
        <FormattedMessage id="labels.libraryView.preview.none" />
      </p>
    );

  const turn = (by: number) => setView((current) => turnPage(current, by));
  const onKeyDown = (event: KeyboardEvent) => {
    const step = pageKeyStep(event.key);
    if (step === null) return;
    event.preventDefault(); // the page turns; the panel does not scroll
    turn(step);
  };
  const ready = view.status === 'ready';
  return (
    <div
      className="lib-pdf"
      role="group"
      aria-label={intl.formatMessage({ id: 'labels.libraryView.preview.pdf.label' }, { name })}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="lib-pdf-page" ref={panel}>
        {ready ? null : (
          <p className="lib-preview-none" role="status">
            <FormattedMessage id="labels.libraryView.preview.pdf.loading" />
          </p>
        )}
        <canvas
          ref={canvas}
          className="lib-pdf-canvas"
          hidden={!ready}
          role="img"
          aria-label={
            ready
              ? intl.formatMessage(
                  { id: 'labels.libraryView.preview.pdf.pageImage' },
                  { name, page: view.page },
                )
              : undefined
          }
        />
      </div>
      {ready ? (
        <div className="lib-pdf-nav">
          <Button
            className="btn btn-secondary"
            isDisabled={!canTurn(view, -1)}
            onPress={() => turn(-1)}
          >
            <FormattedMessage id="labels.libraryView.preview.pdf.previousPage" />
          </Button>
          <span className="lib-pdf-count" aria-live="polite">
            <FormattedMessage
              id="labels.libraryView.preview.pdf.page"
              values={{ page: view.page, count: view.count }}
            />
          </span>
          <Button
            className="btn btn-secondary"
            isDisabled={!canTurn(view, 1)}
            onPress={() => turn(1)}
          >
            <FormattedMessage id="labels.libraryView.preview.pdf.nextPage" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
