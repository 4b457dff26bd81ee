// exceljs's streaming WorkbookWriter: rows are committed and flushed as they come, so a
// 100,000-row export stays small in memory (issue 6: the non-streaming writer needed ~2.75 GB).
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { addSheet, type XlsxSink } from './xlsx-sink.ts';

export function createStreamingSink(): XlsxSink {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  let sheet: ExcelJS.Worksheet | null = null;
  let height: number | undefined;
  return {
    supportsImages: false,
    start(sheetName, columns, rowHeight) {
      height = rowHeight;
      sheet = addSheet(workbook, sheetName, columns);
    },
    addRow(values) {
      const row = sheet!.addRow([...values]);
      if (height !== undefined) row.height = height;
      row.commit();
    },
    addImage() {
      throw new Error('the streaming XLSX writer cannot place images');
    },
    async finish() {
      await workbook.commit();
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
}
