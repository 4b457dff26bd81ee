// Line sheet (spec 000 §3 Linesheet Condensed or Expanded): an aligned grid of product images
// with style, colour, name and prices; expanded cells add sizes, availability and features.
import {
  ACCENT,
  INK,
  MUTED,
  PAGE,
  drawFooter,
  drawHeader,
  fitText,
  font,
  imagePanel,
  noImage,
  setColor,
  type PdfContext,
} from './pdf-page.ts';
import { priceLine, sizesOf, styleRuns, textField, locationOf } from './product-lines.ts';
import type { PdfDisplayGroup, PdfProduct } from './pdf-types.ts';
import { drawGroupPage } from './cover-pages.ts';
import { throwIfCancelled, yieldToEventLoop, type JobOptions } from '../jobs/job.ts';

interface Grid {
  cols: number;
  rows: number;
  imageHeight: number;
  textHeight: number;
}

function gridFor(ctx: PdfContext): Grid {
  const expanded = ctx.input.documentType.subType === 'Expanded';
  const images = ctx.input.options.includeImages && ctx.input.images !== undefined;
  if (!images)
    return expanded
      ? { cols: 3, rows: 4, imageHeight: 0, textHeight: 100 }
      : { cols: 4, rows: 5, imageHeight: 0, textHeight: 76 };
  return expanded
    ? { cols: 3, rows: 2, imageHeight: 132, textHeight: 86 }
    : { cols: 4, rows: 2, imageHeight: 128, textHeight: 66 };
}

const GAP = 16;
const TOP = 90;

export async function drawLineSheet(
  ctx: PdfContext,
  groups: readonly PdfDisplayGroup[],
  startOnNewPage: boolean,
  job: JobOptions,
  progress: (n: number) => void,
): Promise<void> {
  const { doc, input } = ctx;
  const o = input.options;
  const grid = gridFor(ctx);
  const perPage = grid.cols * grid.rows;
  const cellWidth = (PAGE.width - 2 * PAGE.margin - (grid.cols - 1) * GAP) / grid.cols;
  const cellHeight = grid.imageHeight + grid.textHeight;
  let slot = perPage; // forces a page first
  let first = !startOnNewPage;
  const newPage = (section: string) => {
    if (!first) doc.addPage();
    first = false;
    drawHeader(ctx, section);
    drawFooter(ctx);
    slot = 0;
  };
  let sortNumber = 0;
  for (const group of groups) {
    if (o.displayGroupPage) {
      if (!first) doc.addPage();
      first = false;
      drawGroupPage(ctx, group.title, styleRuns(group.products).length);
      slot = perPage;
    } else if (o.displayGroupPageBreaks) slot = perPage;
    else if (o.sectionBreaks && slot % grid.cols !== 0) slot += grid.cols - (slot % grid.cols); // new row
    for (const run of styleRuns(group.products)) {
      // hideSpillover: a style's colours stay on one page when they fit on one.
      if (o.hideSpillover && run.length <= perPage && slot + run.length > perPage) slot = perPage;
      for (const product of run) {
        throwIfCancelled(job.signal);
        if (slot >= perPage) {
          // A turn of the event loop per page lets a cancel message reach the worker.
          await yieldToEventLoop();
          throwIfCancelled(job.signal);
          newPage(group.title);
        }
        const col = slot % grid.cols;
        const row = Math.floor(slot / grid.cols);
        sortNumber += 1;
        await drawCell(
          ctx,
          product,
          PAGE.margin + col * (cellWidth + GAP),
          TOP + row * (cellHeight + GAP),
          cellWidth,
          grid,
          o.sortNumber ? (product.sort ?? sortNumber) : undefined,
        );
        slot += 1;
        progress(1);
      }
    }
  }
  if (first) newPage('');
}

async function drawCell(
  ctx: PdfContext,
  p: PdfProduct,
  x: number,
  y: number,
  w: number,
  grid: Grid,
  sort: number | undefined,
): Promise<void> {
  const { doc, input, text } = ctx;
  const expanded = input.documentType.subType === 'Expanded';
  if (grid.imageHeight > 0) {
    imagePanel(doc, x, y, w, grid.imageHeight);
    const drawn = await ctx.drawImage(p, x + 6, y + 6, w - 12, grid.imageHeight - 12);
    if (!drawn) noImage(ctx, x, y, w, grid.imageHeight);
  }
  if (sort !== undefined) {
    doc.setFillColor(...ACCENT);
    doc.rect(x, y, 22, 14, 'F');
    font(doc, 7.5, 'bold');
    doc.setTextColor(255, 255, 255);
    doc.text(String(sort), x + 11, y + 10, { align: 'center' });
  }
  let ty = y + grid.imageHeight + 14;
  font(doc, 8, 'bold');
  setColor(doc, ACCENT);
  doc.text(`${p.style}  ·  ${p.color}`, x, ty);
  ty += 12;
  font(doc, 10, 'bold');
  setColor(doc, INK);
  doc.text(fitText(doc, p.name ?? '', w), x, ty);
  ty += 11;
  font(doc, 8);
  setColor(doc, MUTED);
  doc.text(fitText(doc, textField(p, 'colorDescription'), w), x, ty);
  ty += 13;
  let px = x;
  for (const price of priceLine(ctx, p)) {
    font(doc, 6.5);
    setColor(doc, MUTED);
    doc.text(price.label.toUpperCase(), px, ty);
    const lw = doc.getTextWidth(price.label.toUpperCase()) + 3;
    font(doc, 9, 'bold');
    setColor(doc, INK);
    doc.text(price.value, px + lw, ty);
    px += lw + doc.getTextWidth(price.value) + 12;
  }
  if (!expanded) return;
  const code = input.assortment.locationCode;
  const details = [
    [text.label('labels.pdf.sizes'), sizesOf(p, code)],
    [text.label('labels.pdf.available'), text.date(locationOf(p, code)?.firstAvailDate)],
    [text.label('labels.pdf.features'), textField(p, 'features')],
  ].filter(([, v]) => v !== '');
  for (const [label, value] of details) {
    ty += 11;
    font(doc, 7.5, 'bold');
    setColor(doc, MUTED);
    doc.text(`${label}`, x, ty);
    font(doc, 7.5);
    setColor(doc, INK);
    doc.text(fitText(doc, value!, w - 56), x + 56, ty);
  }
}
