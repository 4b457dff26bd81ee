// Tear sheet (spec 000 §3 Tearsheet With Hero Image or Thumbnails Only): one page per style,
// a large hero (or a grid of the colourways' thumbnails) beside the style's details.
import {
  ACCENT,
  HAIRLINE,
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
import { locationOf, priceLine, sizesOf, styleRuns, textField } from './product-lines.ts';
import type { PdfDisplayGroup, PdfProduct } from './pdf-types.ts';
import { throwIfCancelled, yieldToEventLoop, type JobOptions } from '../jobs/job.ts';

const TOP = 92;

export async function drawTearSheet(
  ctx: PdfContext,
  groups: readonly PdfDisplayGroup[],
  startOnNewPage: boolean,
  job: JobOptions,
  progress: (n: number) => void,
): Promise<void> {
  const hero = ctx.input.documentType.subType === 'With Hero Image';
  let first = !startOnNewPage;
  for (const group of groups) {
    for (const run of styleRuns(group.products)) {
      await yieldToEventLoop(); // lets a cancel message reach the worker
      throwIfCancelled(job.signal);
      if (!first) ctx.doc.addPage();
      first = false;
      drawHeader(ctx, group.title);
      drawFooter(ctx);
      if (hero) await heroPage(ctx, run);
      else await thumbnailsPage(ctx, run);
      progress(run.length);
    }
  }
  if (first) {
    drawHeader(ctx);
    drawFooter(ctx);
  }
}

async function heroPage(ctx: PdfContext, run: PdfProduct[]): Promise<void> {
  const { doc } = ctx;
  const lead = run[0]!;
  const w = 440;
  const h = 330;
  imagePanel(doc, PAGE.margin, TOP, w, h);
  if (!(await ctx.drawImage(lead, PAGE.margin + 10, TOP + 10, w - 20, h - 20)))
    noImage(ctx, PAGE.margin, TOP, w, h);
  // Other colourways as a strip under the hero.
  const size = 70;
  let x = PAGE.margin;
  for (const p of run.slice(1, 6)) {
    imagePanel(doc, x, TOP + h + 12, size, size * 0.75);
    await ctx.drawImage(p, x + 3, TOP + h + 15, size - 6, size * 0.75 - 6);
    font(doc, 7, 'bold');
    setColor(doc, MUTED);
    doc.text(p.color, x, TOP + h + 12 + size * 0.75 + 10);
    x += size + 8;
  }
  details(ctx, run, PAGE.margin + w + 28, PAGE.width - PAGE.margin - (PAGE.margin + w + 28));
}

async function thumbnailsPage(ctx: PdfContext, run: PdfProduct[]): Promise<void> {
  const { doc } = ctx;
  const cols = 3;
  const gap = 12;
  const areaW = 440;
  const cw = (areaW - (cols - 1) * gap) / cols;
  const ch = cw * 0.75;
  for (const [i, p] of run.slice(0, 9).entries()) {
    const x = PAGE.margin + (i % cols) * (cw + gap);
    const y = TOP + Math.floor(i / cols) * (ch + 26);
    imagePanel(doc, x, y, cw, ch);
    if (!(await ctx.drawImage(p, x + 4, y + 4, cw - 8, ch - 8))) noImage(ctx, x, y, cw, ch);
    font(doc, 8, 'bold');
    setColor(doc, INK);
    doc.text(`${p.color}`, x, y + ch + 11);
    font(doc, 7.5);
    setColor(doc, MUTED);
    doc.text(fitText(doc, textField(p, 'colorDescription'), cw - 30), x + 26, y + ch + 11);
  }
  details(
    ctx,
    run,
    PAGE.margin + areaW + 28,
    PAGE.width - PAGE.margin - (PAGE.margin + areaW + 28),
  );
}

function details(ctx: PdfContext, run: PdfProduct[], x: number, w: number): void {
  const { doc, text, input } = ctx;
  const lead = run[0]!;
  const code = input.assortment.locationCode;
  let y = TOP + 8;
  font(doc, 8, 'bold');
  setColor(doc, ACCENT);
  doc.text(`${lead.style}`, x, y);
  y += 22;
  font(doc, 20, 'bold');
  setColor(doc, INK);
  const name = doc.splitTextToSize(lead.name ?? '', w) as string[];
  doc.text(name, x, y);
  y += name.length * 22;
  font(doc, 9);
  setColor(doc, MUTED);
  const description = doc.splitTextToSize(textField(lead, 'description'), w) as string[];
  doc.text(description.slice(0, 6), x, y);
  y += Math.min(description.length, 6) * 12 + 14;
  for (const price of priceLine(ctx, lead)) {
    font(doc, 7.5, 'bold');
    setColor(doc, MUTED);
    doc.text(price.label.toUpperCase(), x, y);
    font(doc, 14, 'bold');
    setColor(doc, INK);
    doc.text(price.value, x + w, y, { align: 'right' });
    y += 22;
  }
  doc.setDrawColor(...HAIRLINE);
  doc.line(x, y - 8, x + w, y - 8);
  y += 8;
  const rows: [string, string][] = [
    [text.label('labels.pdf.sizes'), sizesOf(lead, code)],
    [text.label('labels.pdf.available'), text.date(locationOf(lead, code)?.firstAvailDate)],
    [text.label('labels.pdf.colors', { count: run.length }), run.map((p) => p.color).join(', ')],
  ];
  for (const [label, value] of rows) {
    if (value === '') continue;
    font(doc, 8, 'bold');
    setColor(doc, MUTED);
    doc.text(label, x, y);
    font(doc, 9);
    setColor(doc, INK);
    doc.text(fitText(doc, value, w - 80), x + 80, y);
    y += 16;
  }
  const features = lead['features'];
  if (Array.isArray(features) && features.length > 0) {
    y += 8;
    font(doc, 8, 'bold');
    setColor(doc, MUTED);
    doc.text(text.label('labels.pdf.features'), x, y);
    font(doc, 9);
    setColor(doc, INK);
    for (const f of features.slice(0, 8)) {
      y += 14;
      doc.text(`•  ${fitText(doc, String(f), w - 12)}`, x, y);
    }
  }
}
