// Renders an assortment's line sheet, price sheet or tear sheet with the page options of
// spec 000 §3. The same function runs in the browser worker and on the server (shared and
// scheduled documents), so both give the same file.
import { jsPDF } from 'jspdf';
import { assortmentDocumentFileName } from '@portal/shared';
import { drawCoverPage, drawKeyInitiativeCover } from './cover-pages.ts';
import { drawLineSheet } from './line-sheet.ts';
import {
  INK,
  MUTED,
  PAGE,
  addPageNumbers,
  drawFooter,
  drawHeader,
  font,
  imageDrawer,
  setColor,
  setFamily,
  type PdfContext,
} from './pdf-page.ts';
import { pdfText } from './pdf-text.ts';
import { drawPriceSheet } from './price-sheet.ts';
import { sizesOf } from './product-lines.ts';
import type { PdfDocumentInput, PdfLabelId } from './pdf-types.ts';
import { drawTearSheet } from './tear-sheet.ts';
import { progressReporter, throwIfCancelled, type JobOptions } from '../jobs/job.ts';

const TITLE: Record<PdfDocumentInput['documentType']['type'], PdfLabelId> = {
  Linesheet: 'labels.pdf.lineSheet',
  Pricesheet: 'labels.pdf.priceSheet',
  Tearsheet: 'labels.pdf.tearSheet',
};

const FILE_KIND = {
  Linesheet: 'linesheet',
  Pricesheet: 'pricesheet',
  Tearsheet: 'tearsheet',
} as const;

export interface RenderedPdf {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  readonly pages: number;
}

export async function renderAssortmentPdf(
  input: PdfDocumentInput,
  job: JobOptions = {},
): Promise<RenderedPdf> {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'letter', compress: true });
  const text = pdfText(input.locale, input.currency, input.labels, input.font !== undefined);
  if (input.font !== undefined) embedFont(doc, input.font);
  const ctx: PdfContext = {
    doc,
    input,
    text,
    title: text.label(TITLE[input.documentType.type]),
    drawImage: imageDrawer(doc, input),
  };
  doc.setProperties({
    title: `${input.assortment.title} - ${ctx.title}`,
    author: input.assortment.author ?? '',
    creator: input.brandName ?? '',
  });
  const products = input.groups.flatMap((g) => g.products);
  const total = products.length;
  const report = progressReporter('msgCodes.jobRendering', job);
  let done = 0;
  const progress = (n: number) => {
    done += n;
    report(done, total);
  };
  let covers = 0;
  if (input.options.kiCoverPage && input.assortment.keyInitiative) {
    drawKeyInitiativeCover(ctx);
    covers += 1;
  }
  if (input.options.coverPage) {
    if (covers > 0) doc.addPage();
    await drawCoverPage(ctx, total, new Set(products.map((p) => p.style)).size);
    covers += 1;
  }
  const draw = { Linesheet: drawLineSheet, Pricesheet: drawPriceSheet, Tearsheet: drawTearSheet }[
    input.documentType.type
  ];
  await draw(ctx, input.groups, covers > 0, job, progress);
  if (input.options.sizeLegend) drawSizeLegend(ctx);
  throwIfCancelled(job.signal);
  if (input.options.pageNumbers) addPageNumbers(ctx, covers);
  report(total, total);
  const bytes = new Uint8Array(doc.output('arraybuffer'));
  return {
    fileName: assortmentDocumentFileName(
      input.assortment.title,
      FILE_KIND[input.documentType.type],
    ),
    bytes,
    pages: doc.getNumberOfPages(),
  };
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function embedFont(doc: jsPDF, font: NonNullable<PdfDocumentInput['font']>): void {
  doc.addFileToVFS('unicode-regular.ttf', base64(font.regular));
  doc.addFont('unicode-regular.ttf', 'unicode', 'normal');
  doc.addFileToVFS('unicode-bold.ttf', base64(font.bold ?? font.regular));
  doc.addFont('unicode-bold.ttf', 'unicode', 'bold');
  setFamily(doc, 'unicode');
}

/** spec 000 §3 sizeLegend: each size scale of the document with the sizes it runs. */
function drawSizeLegend(ctx: PdfContext): void {
  const { doc, input, text } = ctx;
  const legend = new Map<string, string>();
  for (const p of input.groups.flatMap((g) => g.products)) {
    const scale =
      typeof p['sizeScale'] === 'string' ? (p['sizeScale'] as string) : (p.productType ?? '');
    const sizes = sizesOf(p, input.assortment.locationCode);
    if (scale !== '' && sizes !== '' && !legend.has(scale)) legend.set(scale, sizes);
  }
  doc.addPage();
  drawHeader(ctx, text.label('labels.pdf.sizeLegend'));
  drawFooter(ctx);
  font(doc, 14, 'bold');
  setColor(doc, INK);
  doc.text(text.label('labels.pdf.sizeLegend'), PAGE.margin, 110);
  let y = 136;
  for (const [scale, sizes] of [...legend].sort()) {
    font(doc, 10, 'bold');
    setColor(doc, INK);
    doc.text(scale, PAGE.margin, y);
    font(doc, 10);
    setColor(doc, MUTED);
    doc.text(sizes, PAGE.margin + 120, y);
    y += 18;
  }
}
