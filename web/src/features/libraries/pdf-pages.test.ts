// The previewer's PDF page rules (pdf-pages.ts) without pdf.js: which page shows, which page keys
// turn it, and how big the canvas is drawn (spec 000 §2 previewer; decision 0040, Previews).
import { describe, expect, it } from 'vitest';
import {
  canTurn,
  fitPage,
  MAX_CANVAS_PIXELS,
  pageKeyStep,
  PDF_FAILED,
  PDF_LOADING,
  pdfOpened,
  turnPage,
} from './pdf-pages.ts';

describe('[000 §2 previewer] PDF pages', () => {
  it('[000 §2 previewer] a loaded PDF opens on page 1 of its page count; no pages is a failure', () => {
    expect(pdfOpened(12)).toEqual({ status: 'ready', page: 1, count: 12 });
    expect(pdfOpened(0)).toBe(PDF_FAILED);
    expect(pdfOpened(Number.NaN)).toBe(PDF_FAILED);
  });

  it('[000 §2 previewer] previous and next stay within the first and the last page', () => {
    const first = pdfOpened(3);
    expect(canTurn(first, -1)).toBe(false);
    expect(turnPage(first, -1)).toBe(first);
    const second = turnPage(first, 1);
    expect(second).toEqual({ status: 'ready', page: 2, count: 3 });
    const last = turnPage(second, 1);
    expect(last).toEqual({ status: 'ready', page: 3, count: 3 });
    expect(canTurn(last, 1)).toBe(false);
    expect(turnPage(last, 1)).toBe(last);
    expect(turnPage(last, -1)).toEqual(second);
    expect(canTurn(pdfOpened(1), 1)).toBe(false);
  });

  it('[000 §2 previewer] nothing turns while loading or after a failure', () => {
    expect(turnPage(PDF_LOADING, 1)).toBe(PDF_LOADING);
    expect(turnPage(PDF_FAILED, -1)).toBe(PDF_FAILED);
    expect(canTurn(PDF_LOADING, 1)).toBe(false);
  });

  it('[000 §2 previewer] PageUp turns back, PageDown forward; other keys are left alone', () => {
    expect(pageKeyStep('PageUp')).toBe(-1);
    expect(pageKeyStep('PageDown')).toBe(1);
    expect(pageKeyStep('ArrowDown')).toBeNull();
    expect(pageKeyStep(' ')).toBeNull();
  });
});

describe('[000 §2 previewer] the PDF page fitted to the panel', () => {
  it('[000 §2 previewer] an A4 page fills the panel width at the screen pixel ratio', () => {
    const fit = fitPage(595, 842, 500, 2);
    expect(fit).not.toBeNull();
    expect(fit?.cssWidth).toBe(500);
    expect(fit?.cssHeight).toBe(Math.floor(842 * (500 / 595)));
    expect(fit?.scale).toBeCloseTo((500 / 595) * 2, 10);
    expect(fit?.pixelWidth).toBe(1000);
    expect(fit?.pixelHeight).toBe(Math.floor(842 * (1000 / 595)));
  });

  it('[000 §2 previewer] a landscape page keeps its aspect; ratio 1 without a usable devicePixelRatio', () => {
    const fit = fitPage(842, 595, 421, 0);
    expect(fit).toMatchObject({ cssWidth: 421, cssHeight: 297, pixelWidth: 421, pixelHeight: 297 });
    expect(fitPage(842, 595, 421, Number.NaN)?.pixelWidth).toBe(421);
  });

  it('[000 §2 previewer] the canvas stays within the tablet canvas limit on a wide, dense screen', () => {
    const fit = fitPage(595, 842, 2400, 3);
    expect(fit?.cssWidth).toBe(2400);
    expect((fit?.pixelWidth ?? 0) * (fit?.pixelHeight ?? 0)).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
    expect(fit?.pixelWidth).toBeGreaterThan(2400); // still sharper than 1×
  });

  it('[000 §2 previewer] nothing is drawn into a panel not laid out yet or from an empty page', () => {
    expect(fitPage(595, 842, 0, 2)).toBeNull();
    expect(fitPage(0, 842, 500, 2)).toBeNull();
    expect(fitPage(595, 0, 500, 2)).toBeNull();
  });
});
