import { describe, expect, it } from 'vitest';
import {
  decodeClipboard,
  decodeHtml,
  decodeTsv,
  encodeClipboard,
  encodeHtml,
  encodeTsv,
} from './clipboard.ts';

describe('TSV as Excel writes it', () => {
  it('joins cells with tabs and ends every row with CRLF', () => {
    expect(
      encodeTsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a\tb\r\nc\td\r\n');
  });

  it('quotes cells holding a tab, a line break or a quote, doubling quotes', () => {
    expect(encodeTsv([['two\nlines', 'tab\there', 'say "hi"', 'plain']])).toBe(
      '"two\nlines"\t"tab\there"\t"say ""hi"""\tplain\r\n',
    );
  });

  it('reads Excel text back, including quoted cells with line breaks and tabs', () => {
    const excel = 'Style\tName\r\n10234\t"Runner\r\nwith laces"\r\n200\t"5"" heel\tblack"\r\n';
    expect(decodeTsv(excel)).toEqual([
      ['Style', 'Name'],
      ['10234', 'Runner\r\nwith laces'],
      ['200', '5" heel\tblack'],
    ]);
  });

  it('reads Google Sheets text (LF, no trailing newline) and keeps empty cells', () => {
    expect(decodeTsv('a\t\tc\n\tb\t')).toEqual([
      ['a', '', 'c'],
      ['', 'b', ''],
    ]);
  });

  it('keeps a quote inside an unquoted cell literally', () => {
    expect(decodeTsv('5" wide\tx')).toEqual([['5" wide', 'x']]);
  });

  it('reads one empty copied cell as one empty cell', () => {
    expect(decodeTsv('\r\n')).toEqual([['']]);
    expect(decodeTsv('')).toEqual([]);
  });

  it('round-trips any block', () => {
    const block = [
      ['1', 'with "quotes"', ''],
      ['multi\nline', '\ttab first', 'x'],
    ];
    expect(decodeTsv(encodeTsv(block))).toEqual(block);
  });
});

describe('HTML tables', () => {
  it('round-trips a block, escaping markup and keeping line breaks as <br>', () => {
    const block = [
      ['<b>', 'a & b', 'two\nlines'],
      ['', '"q"', 'z'],
    ];
    const html = encodeHtml(block);
    expect(html).toContain('&lt;b&gt;');
    expect(html).toContain('two<br>lines');
    expect(decodeHtml(html)).toEqual(block);
  });

  it('reads the HTML Excel puts on the clipboard', () => {
    const excel = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>.xl65{mso-number-format:"\\@";}</style></head>
<body link="#0563C1"><table border=0 cellpadding=0 cellspacing=0 width=128>
 <col width=64 span=2>
 <tr height=20>
  <td height=20 class=xl65 width=64>10234</td>
  <td class=xl65 width=64>Runner<br style='mso-data-placement:same-cell;' />with
  laces</td>
 </tr>
 <tr height=20>
  <td height=20>&nbsp;</td>
  <td>$1,234.50</td>
 </tr>
</table></body></html>`;
    expect(decodeHtml(excel)).toEqual([
      ['10234', 'Runner\nwith laces'],
      ['', '$1,234.50'],
    ]);
  });

  it('reads the HTML Google Sheets puts on the clipboard, with spans', () => {
    const sheets =
      '<meta charset="utf-8"><google-sheets-html-origin><style type="text/css"><!--td {border: 1px solid #cccccc;}--></style>' +
      '<table xmlns="http://www.w3.org/1999/xhtml" cellspacing="0" cellpadding="0" dir="ltr" border="1"><colgroup><col width="100"/><col width="100"/></colgroup>' +
      '<tbody><tr style="height:21px;"><td style="overflow:hidden;" colspan="2" data-sheets-value="{&quot;1&quot;:2}">Mens</td><td>x</td></tr>' +
      '<tr><td rowspan="2">A</td><td>B</td><td>C</td></tr><tr><td>D</td><td>E</td></tr></tbody></table></google-sheets-html-origin>';
    expect(decodeHtml(sheets)).toEqual([
      ['Mens', '', 'x'],
      ['A', 'B', 'C'],
      ['', 'D', 'E'],
    ]);
  });

  it('says null when there is no table', () => {
    expect(decodeHtml('<p>hello</p>')).toBeNull();
  });
});

describe('clipboard payload', () => {
  it('prefers the HTML table and falls back to text', () => {
    const payload = encodeClipboard([['a', 'b\nc']]);
    expect(decodeClipboard(payload)).toEqual([['a', 'b\nc']]);
    expect(decodeClipboard({ text: payload.text, html: '<p>no table</p>' })).toEqual([
      ['a', 'b\nc'],
    ]);
    expect(decodeClipboard({ text: 'x\ty' })).toEqual([['x', 'y']]);
    expect(decodeClipboard({})).toEqual([]);
  });
});
