// Page chrome and drawing helpers shared by every PDF document: a US Letter landscape page,
// header band, footer with page numbers, author, date and the price disclaimer.
import type { jsPDF } from 'jspdf';
import type { PdfDocumentInput, PdfImageRequest, PdfProduct } from './pdf-types.ts';
import type { PdfText } from './pdf-text.ts';

export const PAGE = {
  width: 792,
  height: 612,
  margin: 36,
  headerBottom: 78,
  footerTop: 576,
} as const;

/** A restrained palette: ink, muted text, hairlines, one accent. */
export const INK = [28, 30, 36] as const;
export const MUTED = [110, 114, 124] as const;
export const HAIRLINE = [218, 220, 226] as const;
export const ACCENT = [31, 42, 68] as const;
export const PANEL = [246, 246, 248] as const;

export interface PdfContext {
  readonly doc: jsPDF;
  readonly input: PdfDocumentInput;
  readonly text: PdfText;
  readonly title: string;
  /** Draws a product image fitted into a box; false when there is none. */
  drawImage(
    product: PdfProduct,
    x: number,
    y: number,
    w: number,
    h: number,
    view?: number,
  ): Promise<boolean>;
}

export function setColor(doc: jsPDF, rgb: readonly [number, number, number]): void {
  doc.setTextColor(rgb[0], rgb[1], rgb[2]);
}

/** Font family per document: Helvetica, or the Unicode font the caller embedded. */
const families = new WeakMap<jsPDF, string>();

export function setFamily(doc: jsPDF, family: string): void {
  families.set(doc, family);
}

export function familyOf(doc: jsPDF): string {
  return families.get(doc) ?? 'helvetica';
}

export function font(doc: jsPDF, size: number, style: 'normal' | 'bold' = 'normal'): void {
  doc.setFont(familyOf(doc), style);
  doc.setFontSize(size);
}

/** Text cut with an ellipsis to fit a width. */
export function fitText(doc: jsPDF, text: string, width: number): string {
  if (doc.getTextWidth(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.getTextWidth(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

export function drawHeader(ctx: PdfContext, section?: string): void {
  const { doc, input } = ctx;
  const { margin, width } = PAGE;
  font(doc, 17, 'bold');
  setColor(doc, INK);
  doc.text(fitText(doc, input.assortment.title, 430), margin, 50);
  font(doc, 9);
  setColor(doc, MUTED);
  const sub = [
    input.assortment.subTitle,
    [input.assortment.season, input.assortment.year].filter(Boolean).join(' '),
  ]
    .filter((s) => s !== undefined && s !== '')
    .join('  ·  ');
  if (sub !== '') doc.text(fitText(doc, sub, 430), margin, 64);
  font(doc, 9, 'bold');
  setColor(doc, ACCENT);
  doc.text(ctx.title.toUpperCase(), width - margin, 50, { align: 'right' });
  if (section !== undefined) {
    font(doc, 9);
    setColor(doc, MUTED);
    doc.text(fitText(doc, section, 280), width - margin, 64, { align: 'right' });
  }
  doc.setDrawColor(...ACCENT);
  doc.setLineWidth(1.2);
  doc.line(margin, 72, width - margin, 72);
}

/** Footer of every page but the covers; page numbers are added once the count is known. */
export function drawFooter(ctx: PdfContext): void {
  const { doc, input, text } = ctx;
  const { margin, width, height } = PAGE;
  const o = input.options;
  doc.setDrawColor(...HAIRLINE);
  doc.setLineWidth(0.5);
  doc.line(margin, height - 34, width - margin, height - 34);
  font(doc, 7.5);
  setColor(doc, MUTED);
  const left = [
    o.author && input.assortment.author
      ? text.label('labels.pdf.preparedBy', { author: input.assortment.author })
      : '',
    o.assortmentDate && input.assortment.date ? text.date(input.assortment.date) : '',
  ].filter((s) => s !== '');
  if (left.length > 0) doc.text(left.join('  ·  '), margin, height - 22);
  if (o.priceDisclaimer) {
    doc.text(fitText(doc, text.label('labels.pdf.priceDisclaimer'), 380), width / 2, height - 22, {
      align: 'center',
    });
  }
}

export function addPageNumbers(ctx: PdfContext, skipFirst: number): void {
  const { doc, text } = ctx;
  const pages = doc.getNumberOfPages();
  for (let page = skipFirst + 1; page <= pages; page += 1) {
    doc.setPage(page);
    font(doc, 7.5);
    setColor(doc, MUTED);
    doc.text(
      text.label('labels.pdf.page', { page: page - skipFirst, pages: pages - skipFirst }),
      PAGE.width - PAGE.margin,
      PAGE.height - 22,
      {
        align: 'right',
      },
    );
  }
}

/** A light panel with a thin frame, where an image sits. */
export function imagePanel(doc: jsPDF, x: number, y: number, w: number, h: number): void {
  doc.setFillColor(...PANEL);
  doc.setDrawColor(...HAIRLINE);
  doc.setLineWidth(0.5);
  doc.rect(x, y, w, h, 'FD');
}

export function noImage(ctx: PdfContext, x: number, y: number, w: number, h: number): void {
  font(ctx.doc, 8);
  setColor(ctx.doc, MUTED);
  ctx.doc.text(ctx.text.label('labels.pdf.noImage'), x + w / 2, y + h / 2, {
    align: 'center',
    baseline: 'middle',
  });
}

/** Image drawing with one embedded copy per distinct image (jsPDF alias). */
export function imageDrawer(
  doc: jsPDF,
  input: PdfDocumentInput,
): (
  product: PdfProduct,
  x: number,
  y: number,
  w: number,
  h: number,
  view?: number,
) => Promise<boolean> {
  const aliases = new Map<Uint8Array, { alias: string; width: number; height: number }>();
  const size = input.options.printResolution === 'print' ? 'full' : 'small';
  return async (product, x, y, w, h, view = 0) => {
    if (!input.options.includeImages || input.images === undefined) return false;
    const request: PdfImageRequest = {
      size,
      cadOnly: input.options.cadOnly,
      view,
      hero: input.options.manualHeroSelection ? product.heroImage : undefined,
    };
    const bytes = await input.images.image(product, request);
    if (bytes === null) return false;
    let entry = aliases.get(bytes);
    if (entry === undefined) {
      const props = doc.getImageProperties(bytes);
      entry = { alias: `img${aliases.size}`, width: props.width, height: props.height };
      aliases.set(bytes, entry);
    }
    const scale = Math.min(w / entry.width, h / entry.height);
    const iw = entry.width * scale;
    const ih = entry.height * scale;
    doc.addImage(bytes, 'JPEG', x + (w - iw) / 2, y + (h - ih) / 2, iw, ih, entry.alias, 'FAST');
    return true;
  };
}
