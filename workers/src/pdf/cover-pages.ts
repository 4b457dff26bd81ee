// Cover page, key initiative cover page and display group divider pages (spec 000 §3 page
// options coverPage, kiCoverPage, displayGroupPage).
import { ACCENT, INK, MUTED, PAGE, font, setColor, type PdfContext } from './pdf-page.ts';

export function drawCoverPage(ctx: PdfContext, productCount: number, styleCount: number): void {
  const { doc, input, text } = ctx;
  const { width, height, margin } = PAGE;
  doc.setFillColor(...ACCENT);
  doc.rect(0, 0, width, 10, 'F');
  font(doc, 10, 'bold');
  setColor(doc, ACCENT);
  doc.text((input.brandName ?? '').toUpperCase(), margin, 70);
  doc.text(ctx.title.toUpperCase(), width - margin, 70, { align: 'right' });
  font(doc, 38, 'bold');
  setColor(doc, INK);
  const titleLines = doc.splitTextToSize(
    input.assortment.title,
    width - 2 * margin - 80,
  ) as string[];
  doc.text(titleLines, margin, height / 2 - 40);
  let y = height / 2 - 40 + titleLines.length * 40;
  font(doc, 15);
  setColor(doc, MUTED);
  for (const line of [
    input.assortment.subTitle,
    [input.assortment.season, input.assortment.year].filter(Boolean).join(' '),
  ]) {
    if (line) {
      doc.text(line, margin, y);
      y += 22;
    }
  }
  doc.setDrawColor(...ACCENT);
  doc.setLineWidth(2);
  doc.line(margin, y + 6, margin + 60, y + 6);
  font(doc, 10);
  setColor(doc, MUTED);
  const facts = [
    text.label('labels.pdf.styles', { count: styleCount }),
    text.label('labels.pdf.colors', { count: productCount }),
    input.options.assortmentDate && input.assortment.date ? text.date(input.assortment.date) : '',
    input.options.author && input.assortment.author
      ? text.label('labels.pdf.preparedBy', { author: input.assortment.author })
      : '',
  ].filter((s) => s !== '');
  doc.text(facts.join('   ·   '), margin, height - 60);
}

export function drawKeyInitiativeCover(ctx: PdfContext): void {
  const { doc, input, text } = ctx;
  const { width, height, margin } = PAGE;
  doc.setFillColor(...ACCENT);
  doc.rect(0, 0, width, height, 'F');
  font(doc, 11, 'bold');
  doc.setTextColor(200, 208, 226);
  doc.text(text.label('labels.pdf.keyInitiative').toUpperCase(), margin, height / 2 - 50);
  font(doc, 34, 'bold');
  doc.setTextColor(255, 255, 255);
  doc.text(
    doc.splitTextToSize(
      input.assortment.keyInitiative ?? input.assortment.title,
      width - 2 * margin,
    ) as string[],
    margin,
    height / 2,
  );
}

export function drawGroupPage(ctx: PdfContext, title: string, styleCount: number): void {
  const { doc, text } = ctx;
  const { width, height, margin } = PAGE;
  doc.setFillColor(...ACCENT);
  doc.rect(margin, height / 2 - 60, 6, 90, 'F');
  font(doc, 30, 'bold');
  setColor(doc, INK);
  doc.text(title, margin + 24, height / 2 - 10);
  font(doc, 12);
  setColor(doc, MUTED);
  doc.text(text.label('labels.pdf.styles', { count: styleCount }), margin + 24, height / 2 + 18);
  void width;
}
