// Where an XLSX export writes: one interface, two exceljs writers. The streaming writer
// (xlsx-sink-stream.node.ts) keeps memory flat for large grids but is Node-only and cannot
// place images; the workbook writer here runs in the browser too and places thumbnails.
import ExcelJS from 'exceljs';

export interface XlsxSinkColumn {
  readonly header: string;
  readonly width: number;
  /** Excel number format of the column's cells, e.g. '"$"#,##0.00'. */
  readonly numFmt?: string;
}

export interface XlsxSink {
  readonly supportsImages: boolean;
  start(sheetName: string, columns: readonly XlsxSinkColumn[], rowHeight?: number): void;
  addRow(values: readonly (string | number | null)[]): void | Promise<void>;
  /** Places a JPEG in a cell (0-based column, 1-based sheet row). */
  addImage(jpeg: Uint8Array, row: number, col: number, size: number): void;
  finish(): Promise<Uint8Array>;
}

export function headerStyle(row: ExcelJS.Row): void {
  row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F2A44' } };
  row.alignment = { vertical: 'middle' };
}

/** The sheet both writers start with: frozen header row, column widths and formats. */
export function addSheet(
  workbook: { addWorksheet: ExcelJS.Workbook['addWorksheet'] },
  sheetName: string,
  columns: readonly XlsxSinkColumn[],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  headerStyle(sheet.getRow(1));
  return sheet;
}

export function createWorkbookSink(): XlsxSink {
  const workbook = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | null = null;
  let height: number | undefined;
  return {
    supportsImages: true,
    start(sheetName, columns, rowHeight) {
      height = rowHeight;
      sheet = addSheet(workbook, sheetName, columns);
    },
    addRow(values) {
      const row = sheet!.addRow([...values]);
      if (height !== undefined) row.height = height;
    },
    addImage(jpeg, row, col, size) {
      const imageId = workbook.addImage({
        buffer: jpeg as unknown as ExcelJS.Buffer,
        extension: 'jpeg',
      });
      sheet!.addImage(imageId, {
        tl: { col: col + 0.1, row: row - 1 + 0.1 },
        ext: { width: size, height: size },
        editAs: 'oneCell',
      });
    },
    async finish() {
      return new Uint8Array(await workbook.xlsx.writeBuffer());
    },
  };
}
