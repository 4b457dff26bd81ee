// Workbooks for import tests: real .xlsx files written by exceljs, plus hand-made ones for
// what exceljs will not write (a declared 1,000,000-row sheet, a broken zip).
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

export async function workbookBytes(build: (wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** A simple sheet from header + rows. */
export function sheetBytes(rows: unknown[][], sheetName = 'Import'): Promise<Uint8Array> {
  return workbookBytes((wb) => {
    const ws = wb.addWorksheet(sheetName);
    for (const r of rows) ws.addRow(r);
  });
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Big" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/**
 * A minimal workbook with `rows` rows of inline strings, the way Excel lays a sheet out
 * (dimension first when `declareDimension`). Built as text, so a million rows take seconds.
 */
export async function bigSheetBytes(rows: number, declareDimension: boolean): Promise<Uint8Array> {
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
    declareDimension ? `<dimension ref="A1:B${rows}"/>` : '',
    '<sheetData>',
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Style</t></is></c><c r="B1" t="inlineStr"><is><t>Color</t></is></c></row>',
  ];
  for (let r = 2; r <= rows; r += 1) {
    parts.push(
      `<row r="${r}"><c r="A${r}"><v>${r}</v></c><c r="B${r}" t="inlineStr"><is><t>BLK</t></is></c></row>`,
    );
  }
  parts.push('</sheetData></worksheet>');
  const zip = new JSZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file('xl/workbook.xml', WORKBOOK);
  zip.file('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  zip.file('xl/worksheets/sheet1.xml', parts.join(''));
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
