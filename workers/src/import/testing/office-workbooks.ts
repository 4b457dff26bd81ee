// Workbooks as another office suite saves them (issue 20 "Done when"): the XML parts written
// with jszip the way LibreOffice Calc writes an .xlsx: its own part order in the zip (the
// sheet before workbook.xml, [Content_Types].xml last), shared strings with
// xml:space="preserve" and literal line breaks, a rich-text header, explicit t="n" numbers,
// custom number formats from id 164 in styles.xml, date1904="false", the sheet under rId2.
// One cell is an inline string, as other writers (Apache POI's streaming writer) use.
import JSZip from 'jszip';

export type OfficeCell =
  | string
  | number
  | { readonly date: number } // an Excel serial date, shown MM/DD/YY
  | { readonly inline: string }
  | { readonly rich: readonly string[] } // a shared string in formatted runs
  | null;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** An .xlsx of one sheet named `sheetName`, laid out as LibreOffice Calc 7 saves it. */
export async function libreOfficeWorkbook(
  rows: readonly (readonly OfficeCell[])[],
  sheetName = 'Tabelle1',
): Promise<Uint8Array> {
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();
  const shared = (xml: string) => {
    let index = stringIndex.get(xml);
    if (index === undefined) {
      index = strings.length;
      strings.push(xml);
      stringIndex.set(xml, index);
    }
    return index;
  };
  const cellXml = (cell: OfficeCell, ref: string): string => {
    if (cell === null) return `<c r="${ref}" s="0" t="n"/>`;
    if (typeof cell === 'number') return `<c r="${ref}" s="0" t="n"><v>${cell}</v></c>`;
    if (typeof cell === 'string') {
      const si = `<t xml:space="preserve">${escape(cell)}</t>`;
      return `<c r="${ref}" s="2" t="s"><v>${shared(si)}</v></c>`;
    }
    if ('date' in cell) return `<c r="${ref}" s="1" t="n"><v>${cell.date}</v></c>`;
    if ('inline' in cell)
      return `<c r="${ref}" s="0" t="inlineStr"><is><t>${escape(cell.inline)}</t></is></c>`;
    const runs = cell.rich.map(
      (text, i) =>
        `<r><rPr><b val="${i === 0 ? 'true' : 'false'}"/><sz val="10"/><rFont val="Arial"/><family val="2"/></rPr><t xml:space="preserve">${escape(text)}</t></r>`,
    );
    return `<c r="${ref}" s="0" t="s"><v>${shared(runs.join(''))}</v></c>`;
  };
  const width = Math.max(...rows.map((r) => r.length));
  const sheetRows = rows.map(
    (row, r) =>
      `<row r="${r + 1}" customFormat="false" ht="12.8" hidden="false" customHeight="false" outlineLevel="0" collapsed="false">${row
        .map((cell, c) => cellXml(cell, `${columnName(c)}${r + 1}`))
        .join('')}</row>`,
  );
  const sheet = `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheetPr filterMode="false"><pageSetUpPr fitToPage="false"/></sheetPr><dimension ref="A1:${columnName(width - 1)}${rows.length}"/><sheetViews><sheetView showFormulas="false" showGridLines="true" showRowColHeaders="true" showZeros="true" rightToLeft="false" tabSelected="true" showOutlineSymbols="true" defaultGridColor="true" view="normal" topLeftCell="A1" colorId="64" zoomScale="100" zoomScaleNormal="100" zoomScalePageLayoutView="100" workbookViewId="0"><selection pane="topLeft" activeCell="A1" activeCellId="0" sqref="A1"/></sheetView></sheetViews><sheetFormatPr defaultColWidth="11.53515625" defaultRowHeight="12.8" zeroHeight="false" outlineLevelRow="0" outlineLevelCol="0"/><cols><col collapsed="false" customWidth="false" hidden="false" outlineLevel="0" max="1025" min="1" style="0" width="11.52"/></cols><sheetData>${sheetRows.join('')}</sheetData><printOptions headings="false" gridLines="false" gridLinesSet="true" horizontalCentered="false" verticalCentered="false"/><pageMargins left="0.7875" right="0.7875" top="1.05277777777778" bottom="1.05277777777778" header="0.7875" footer="0.7875"/><pageSetup paperSize="9" scale="100" orientation="portrait"/><headerFooter differentFirst="false" differentOddEven="false"><oddHeader>&amp;C&amp;&quot;Times New Roman,Regular&quot;&amp;12&amp;A</oddHeader><oddFooter>&amp;C&amp;&quot;Times New Roman,Regular&quot;&amp;12Page &amp;P</oddFooter></headerFooter></worksheet>`;
  const sharedStrings = `${XML}<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si>${s}</si>`).join('')}</sst>`;
  const xf = (numFmtId: number) =>
    `<xf numFmtId="${numFmtId}" fontId="0" fillId="0" borderId="0" xfId="0" applyFont="false" applyBorder="false" applyAlignment="false" applyProtection="false"><alignment horizontal="general" vertical="bottom" textRotation="0" wrapText="false" indent="0" shrinkToFit="false"/><protection locked="true" hidden="false"/></xf>`;
  const styles = `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="2"><numFmt numFmtId="164" formatCode="General"/><numFmt numFmtId="165" formatCode="MM/DD/YY"/></numFmts><fonts count="1"><font><sz val="10"/><name val="Arial"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border diagonalUp="false" diagonalDown="false"><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1">${xf(164)}</cellStyleXfs><cellXfs count="3">${xf(164)}${xf(165)}${xf(49)}</cellXfs><cellStyles count="1"><cellStyle name="Default" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
  const workbook = `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><fileVersion appName="Calc"/><workbookPr backupFile="false" showObjects="all" date1904="false"/><workbookProtection/><bookViews><workbookView showHorizontalScroll="true" showVerticalScroll="true" showSheetTabs="true" xWindow="0" yWindow="0" windowWidth="16384" windowHeight="8192" tabRatio="500" firstSheet="0" activeTab="0"/></bookViews><sheets><sheet name="${escape(sheetName)}" sheetId="1" state="visible" r:id="rId2"/></sheets><calcPr iterateCount="100" refMode="A1" iterate="false" iterateDelta="0.001"/></workbook>`;
  const zip = new JSZip();
  // LibreOffice's own order of the parts in the zip.
  zip.file(
    '_rels/.rels',
    `${XML}<Relationships xmlns="${PKG_RELS}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/extended-properties" Target="docProps/app.xml"/><Relationship Id="rId3" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  zip.file(
    'docProps/core.xml',
    `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dcterms:created xsi:type="dcterms:W3CDTF">2026-03-01T09:00:00Z</dcterms:created><cp:revision>1</cp:revision></cp:coreProperties>`,
  );
  zip.file(
    'docProps/app.xml',
    `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Template></Template><TotalTime>1</TotalTime><Application>LibreOffice/7.6.4.1$Linux_X86_64 LibreOffice_project/60$Build-1</Application><AppVersion>15.0000</AppVersion></Properties>`,
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${PKG_RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId3" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  );
  zip.file('xl/sharedStrings.xml', sharedStrings);
  zip.file('xl/worksheets/sheet1.xml', sheet);
  zip.file('xl/styles.xml', styles);
  zip.file('xl/workbook.xml', workbook);
  zip.file(
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
  );
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
