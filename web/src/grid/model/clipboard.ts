// Clipboard codec, interoperable with Excel and Google Sheets: tab-separated text (cells
// holding a tab, a line break or a quote are quoted, quotes doubled, as Excel writes them)
// and HTML tables (what both put beside the text, and what web pages carry).

export type Block = string[][];

const NEEDS_QUOTES = /[\t\n\r"]/;

export function encodeTsv(block: Block): string {
  const lines = block.map((row) =>
    row
      .map((cell) => (NEEDS_QUOTES.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
      .join('\t'),
  );
  // Excel ends every row, the last one included, with CRLF.
  return lines.map((line) => `${line}\r\n`).join('');
}

/** Parses spreadsheet text: quoted cells may hold tabs, line breaks and doubled quotes. */
export function decodeTsv(text: string): Block {
  const rows: Block = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let atCellStart = true;
  const n = text.length;
  const endCell = (): void => {
    row.push(cell);
    cell = '';
    atCellStart = true;
  };
  const endRow = (): void => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (i < n) {
    const ch = text[i] as string;
    if (atCellStart && ch === '"') {
      // A quoted cell: up to the closing quote that is not doubled.
      const close = findClosingQuote(text, i + 1);
      if (close >= 0 && (close + 1 === n || '\t\r\n'.includes(text[close + 1] as string))) {
        cell = text.slice(i + 1, close).replace(/""/g, '"');
        i = close + 1;
        atCellStart = false;
        continue;
      }
    }
    atCellStart = false;
    if (ch === '\t') {
      endCell();
    } else if (ch === '\r' || ch === '\n') {
      endRow();
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else {
      cell += ch;
    }
    i++;
  }
  // The trailing line break Excel writes does not start another row.
  if (cell !== '' || row.length > 0 || !atCellStart) endRow();
  return rows;
}

function findClosingQuote(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const q = text.indexOf('"', i);
    if (q < 0) return -1;
    if (text[q + 1] === '"') {
      i = q + 2;
      continue;
    }
    return q;
  }
  return -1;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => ESCAPES[ch] ?? ch);
}

/** An HTML table Excel and Sheets paste as cells; line breaks inside a cell become <br>. */
export function encodeHtml(block: Block): string {
  const body = block
    .map(
      (row) =>
        `<tr>${row.map((cell) => `<td>${escapeHtml(cell).replace(/\r?\n/g, '<br>')}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<meta charset="utf-8"><table><tbody>${body}</tbody></table>`;
}

const LINE = '\u2028';

function cellText(cell: Element): string {
  // Whitespace in the HTML source (Excel wraps long lines) is not content; <br> is a line
  // break inside the cell (Excel marks it mso-data-placement:same-cell).
  let source: Node = cell;
  if (cell.querySelector('br')) {
    const clone = cell.cloneNode(true) as Element;
    for (const br of Array.from(clone.querySelectorAll('br'))) br.replaceWith(LINE);
    source = clone;
  }
  return (source.textContent ?? '')
    .replace(/[ \t\r\n\f]+/g, ' ')
    .replace(/\u00a0/g, ' ')
    .split(LINE)
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

/** The first table of a clipboard HTML fragment, or null when it has none. */
export function decodeHtml(html: string): Block | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const table = doc.querySelector('table');
  if (!table) return null;
  const grid: Block = [];
  // Spanned cells repeat nothing: the cells they cover read as empty, as in a spreadsheet.
  const pendingRowSpans: number[] = [];
  Array.from(table.rows).forEach((tr, r) => {
    const row = (grid[r] ??= []);
    let c = 0;
    for (const td of Array.from(tr.cells)) {
      while (row[c] !== undefined || (pendingRowSpans[c] ?? 0) > r) {
        row[c] ??= '';
        c++;
      }
      row[c] = cellText(td);
      const colSpan = Math.max(1, td.colSpan || 1);
      const rowSpan = Math.max(1, td.rowSpan || 1);
      for (let k = 1; k < colSpan; k++) row[c + k] = '';
      if (rowSpan > 1) for (let k = 0; k < colSpan; k++) pendingRowSpans[c + k] = r + rowSpan;
      c += colSpan;
    }
    for (let k = 0; k < pendingRowSpans.length; k++)
      if ((pendingRowSpans[k] ?? 0) > r && row[k] === undefined) row[k] = '';
  });
  const width = Math.max(0, ...grid.map((row) => row.length));
  return grid.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
}

export interface ClipboardPayload {
  text?: string;
  html?: string;
}

/** Reads what was pasted: the HTML table when there is one (it keeps line breaks intact), else the text. */
export function decodeClipboard(payload: ClipboardPayload): Block {
  if (payload.html) {
    const fromHtml = decodeHtml(payload.html);
    if (fromHtml && fromHtml.length > 0) return fromHtml;
  }
  return payload.text ? decodeTsv(payload.text) : [];
}

export function encodeClipboard(block: Block): Required<ClipboardPayload> {
  return { text: encodeTsv(block), html: encodeHtml(block) };
}
