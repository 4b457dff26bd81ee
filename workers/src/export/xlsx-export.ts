// XLSX export of any grid, of assortments and of orders (spec 000 §3 Assortment document, §9):
// thumbnails 40x40 JPEG, dates trimmed to YYYY-MM-DD, currencies and percents as numbers
// with formats, text always written as text so a cell like '=HYPERLINK(…)' never runs.
import {
  CELL_DEFAULT_CURRENCY,
  trimExportDate,
  type CurrencyFormat,
  type ExportValueFormat,
} from '@portal/shared';
import { EXPORT_THUMBNAIL_SIZE, type Thumbnailer } from './thumbnailer.ts';
import { createWorkbookSink, type XlsxSink } from './xlsx-sink.ts';
import {
  progressReporter,
  throwIfCancelled,
  yieldToEventLoop,
  type JobOptions,
} from '../jobs/job.ts';

export interface XlsxColumn<Row> {
  readonly header: string;
  readonly format: ExportValueFormat;
  readonly value: (row: Row) => unknown;
  readonly width?: number;
}

export interface XlsxThumbnails<Row> {
  readonly header: string;
  readonly image: (row: Row) => Promise<Uint8Array | null>;
  readonly thumbnailer: Thumbnailer;
}

export interface XlsxExportInput<Row> {
  readonly sheetName: string;
  readonly columns: readonly XlsxColumn<Row>[];
  readonly rows: readonly Row[];
  readonly currency?: CurrencyFormat;
  readonly thumbnails?: XlsxThumbnails<Row>;
}

export interface XlsxExportOptions extends JobOptions {
  /** Sink for exports without images: the streaming one in Node. Default: the workbook sink. */
  readonly createSink?: () => XlsxSink;
}

/** Excel number format for a currency: symbol quoted, the location's decimals. */
export function currencyNumFmt(currency: CurrencyFormat): string {
  const decimals = currency.decimals > 0 ? `.${'0'.repeat(currency.decimals)}` : '';
  return `"${currency.symbol.replace(/"/g, '')}"#,##0${decimals}`;
}

const PERCENT_FMT = '0.00%'; // spec 000 §9: percent shows 2 decimals

/** A cell value as written: numbers stay numbers, everything else becomes plain text. */
export function xlsxCellValue(value: unknown, format: ExportValueFormat): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  switch (format) {
    case 'currency':
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : textValue(value);
    case 'percent':
      // Stored in points (12.5 = 12.5%); Excel's percent format multiplies by 100.
      return typeof value === 'number' && Number.isFinite(value) ? value / 100 : textValue(value);
    case 'date': {
      const day = trimExportDate(value);
      return day === '' ? textValue(value) : day;
    }
    case 'list':
      return Array.isArray(value) ? value.map(String).join(', ') : textValue(value);
    case 'text':
      return textValue(value);
  }
}

/** Excel refuses * ? : \\ / [ ] in sheet names and more than 31 characters. */
export function safeSheetName(name: string): string {
  const cleaned = name
    .replace(/[*?:\\/[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return cleaned === '' ? 'Sheet1' : cleaned;
}

function textValue(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(String).join(', ');
  return null; // objects never reach a cell: an {formula} object would become a formula
}

function columnNumFmt(format: ExportValueFormat, currency: CurrencyFormat): string | undefined {
  if (format === 'currency') return currencyNumFmt(currency);
  if (format === 'percent') return PERCENT_FMT;
  return undefined;
}

export async function exportXlsx<Row>(
  input: XlsxExportInput<Row>,
  options: XlsxExportOptions = {},
): Promise<Uint8Array> {
  const currency = input.currency ?? CELL_DEFAULT_CURRENCY;
  const withImages = input.thumbnails !== undefined;
  const sink =
    withImages || options.createSink === undefined ? createWorkbookSink() : options.createSink();
  sink.start(
    safeSheetName(input.sheetName),
    [
      ...(withImages ? [{ header: input.thumbnails!.header, width: 7 }] : []),
      ...input.columns.map((c) => ({
        header: c.header,
        width: c.width ?? Math.min(40, Math.max(10, c.header.length + 2)),
        numFmt: columnNumFmt(c.format, currency),
      })),
    ],
    withImages ? EXPORT_THUMBNAIL_SIZE * 0.75 + 4 : undefined, // points; 40 px = 30 pt
  );
  const report = progressReporter('msgCodes.jobRendering', options);
  for (let i = 0; i < input.rows.length; i += 1) {
    const row = input.rows[i]!;
    const values = input.columns.map((c) => xlsxCellValue(c.value(row), c.format));
    await sink.addRow(withImages ? [null, ...values] : values);
    if (withImages) await addThumbnail(sink, input.thumbnails!, row, i + 2);
    if (i % 500 === 499) {
      throwIfCancelled(options.signal);
      report(i + 1, input.rows.length);
      await yieldToEventLoop();
    }
  }
  throwIfCancelled(options.signal);
  report(input.rows.length, input.rows.length);
  return sink.finish();
}

async function addThumbnail<Row>(
  sink: XlsxSink,
  thumbs: XlsxThumbnails<Row>,
  row: Row,
  sheetRow: number,
): Promise<void> {
  const image = await thumbs.image(row);
  if (image === null) return;
  const jpeg = await thumbs.thumbnailer.thumbnail(image, EXPORT_THUMBNAIL_SIZE);
  if (jpeg !== null) sink.addImage(jpeg, sheetRow, 0, EXPORT_THUMBNAIL_SIZE);
}
