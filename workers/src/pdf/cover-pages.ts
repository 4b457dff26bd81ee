// Cover page, key initiative cover page and display group divider pages (spec 000 §3 page
// options coverPage, kiCoverPage, displayGroupPage). The cover shows the assortment's logo at
// the left and the customer's logo at the right, under the brand line (000 §2; decision 0070).
import { ACCENT, INK, MUTED, PAGE, font, setColor, type PdfContext } from './pdf-page.ts';
import type { PdfProduct } from './pdf-types.ts';

/** The band the logos are fitted into, under the brand line and above the title. */
const LOGO_BOX = { top: 92, width: 200, height: 100 } as const;

/** The logos as JPEG through the document's image source; one that cannot be read is left out. */
async function drawCoverLogos(ctx: PdfContext): Promise<void> {
  const { doc, input } = ctx;
  const { width, margin } = PAGE;
  const logos = [
    ['left', input.assortment.logo],
    ['right', input.assortment.customerLogo],
  ] as const;
  for (const [side, key] of logos) {
    if (!key || input.images === undefined) continue;
    const image = { style: '', color: '', image: key, printImage: key } as PdfProduct;
    const bytes = await input.images.image(image, { size: 'small', cadOnly: false });
    if (bytes === null) continue;
    let props: { width: number; height: number };
    try {
      props = doc.getImageProperties(bytes);
    } catch {
      continue; // not an image jsPDF reads
    }
    const scale = Math.min(LOGO_BOX.width / props.width, LOGO_BOX.height / props.height);
    const w = props.width * scale;
    const h = props.height * scale;
    const x = side === 'left' ? margin : width - margin - w;
    const y = LOGO_BOX.top + (LOGO_BOX.height - h) / 2;
    doc.addImage(bytes, 'JPEG', x, y, w, h, `logo-${side}`, 'FAST');
  }
}

export async function drawCoverPage(
  ctx: PdfContext,
  productCount: number,
  styleCount: number,
): Promise<void> {
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
  await drawCoverLogos(ctx);
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
