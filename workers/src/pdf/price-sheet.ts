// Price sheet (spec 000 §3 Pricesheet Condensed or Expanded): a ruled table per display
// group; expanded adds thumbnails, sizes, availability and markup.
import { autoTable, type CellHookData, type RowInput } from 'jspdf-autotable';
import {
  ACCENT,
  HAIRLINE,
  INK,
  MUTED,
  PAGE,
  drawFooter,
  drawHeader,
  familyOf,
  type PdfContext,
} from './pdf-page.ts';
import { locationOf, retailOf, sizesOf, textField, wholesaleOf } from './product-lines.ts';
import type { PdfDisplayGroup, PdfProduct } from './pdf-types.ts';
import { throwIfCancelled, type JobOptions } from '../jobs/job.ts';

const THUMB = 34;

export async function drawPriceSheet(
  ctx: PdfContext,
  groups: readonly PdfDisplayGroup[],
  startOnNewPage: boolean,
  job: JobOptions,
  progress: (n: number) => void,
): Promise<void> {
  const { doc, input, text } = ctx;
  const expanded = input.documentType.subType === 'Expanded';
  const thumbs = expanded && input.options.includeImages && input.images !== undefined;
  const code = input.assortment.locationCode;
  const head = [
    ...(thumbs ? [''] : []),
    text.label('labels.pdf.style'),
    text.label('labels.pdf.color'),
    text.label('labels.pdf.name'),
    text.label('labels.pdf.sizes'),
    ...(expanded ? [text.label('labels.pdf.available')] : []),
    text.label('labels.pdf.wholesale'),
    text.label('labels.pdf.retail'),
    ...(expanded ? [text.label('labels.pdf.markup')] : []),
  ];
  const rowProducts = new Map<number, PdfProduct>();
  const body: RowInput[] = [];
  for (const group of groups) {
    if (input.options.sectionBreaks || groups.length > 1) {
      body.push([
        {
          content: group.title,
          colSpan: head.length,
          styles: {
            fontStyle: 'bold',
            textColor: [...ACCENT],
            fillColor: [238, 240, 245],
            fontSize: 9,
            minCellHeight: 0,
          },
        },
      ]);
    }
    for (const p of group.products) {
      rowProducts.set(body.length, p);
      body.push([
        ...(thumbs ? [''] : []),
        p.style,
        `${p.color}  ${textField(p, 'colorDescription')}`.trim(),
        p.name ?? '',
        sizesOf(p, code),
        ...(expanded ? [text.date(locationOf(p, code)?.firstAvailDate)] : []),
        text.money(wholesaleOf(p, code)),
        text.money(retailOf(p, code)),
        ...(expanded ? [text.percent(p['initialMarkup'])] : []),
      ]);
    }
  }
  // Hooks draw synchronously: fetch the thumbnails first.
  const images = new Map<PdfProduct, Uint8Array>();
  if (thumbs) {
    for (const p of rowProducts.values()) {
      throwIfCancelled(job.signal);
      const bytes = await input.images!.image(p, {
        size: 'small',
        cadOnly: input.options.cadOnly,
        hero: input.options.manualHeroSelection ? p.heroImage : undefined,
      });
      if (bytes !== null) images.set(p, bytes);
    }
  }
  if (startOnNewPage) doc.addPage();
  const money = head.length - (expanded ? 3 : 2);
  autoTable(doc, {
    head: [head],
    body,
    startY: 90,
    margin: { top: 90, bottom: 46, left: PAGE.margin, right: PAGE.margin },
    theme: 'plain',
    styles: {
      font: familyOf(doc),
      fontSize: 8.5,
      textColor: [...INK],
      cellPadding: { top: 5, bottom: 5, left: 5, right: 5 },
      valign: 'middle',
      lineColor: [...HAIRLINE],
    },
    headStyles: {
      fontStyle: 'bold',
      fontSize: 7.5,
      textColor: [...MUTED],
      lineWidth: { bottom: 1 },
      lineColor: [...ACCENT],
    },
    bodyStyles: { lineWidth: { bottom: 0.4 }, minCellHeight: thumbs ? THUMB + 6 : 0 },
    columnStyles: {
      ...(thumbs ? { 0: { cellWidth: THUMB + 10 } } : {}),
      [money]: { halign: 'right', fontStyle: 'bold' },
      [money + 1]: { halign: 'right' },
      ...(expanded ? { [money + 2]: { halign: 'right' } } : {}),
    },
    didParseCell: (data: CellHookData) => {
      if (data.section === 'head' && data.column.index >= money) data.cell.styles.halign = 'right';
    },
    didDrawCell: (data: CellHookData) => {
      if (!thumbs || data.section !== 'body' || data.column.index !== 0) return;
      const p = rowProducts.get(data.row.index);
      const bytes = p && images.get(p);
      if (bytes === undefined) return;
      const props = doc.getImageProperties(bytes);
      const scale = Math.min(THUMB / props.width, THUMB / props.height);
      doc.addImage(
        bytes,
        'JPEG',
        data.cell.x + 5,
        data.cell.y + (data.cell.height - props.height * scale) / 2,
        props.width * scale,
        props.height * scale,
        `t${p!.style}_${p!.color}`,
        'FAST',
      );
    },
    didDrawPage: () => {
      drawHeader(ctx);
      drawFooter(ctx);
    },
  });
  progress(rowProducts.size);
}
