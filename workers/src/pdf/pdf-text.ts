// Labels and number formats for PDFs: the caller's translations over English defaults, with
// the simple ICU arguments the labels use ({name} and {count, plural, …}).
import {
  CELL_DEFAULT_CURRENCY,
  formatCellCurrency,
  formatCellPercent,
  formatDisplayDate,
  type CurrencyFormat,
} from '@portal/shared';
import { DEFAULT_PDF_LABELS, type PdfLabelId, type PdfLabels } from './pdf-types.ts';

export interface PdfText {
  label(id: PdfLabelId, values?: Readonly<Record<string, string | number>>): string;
  money(value: unknown): string;
  percent(value: unknown): string;
  date(value: unknown): string;
}

/** Characters the PDF standard fonts (WinAnsiEncoding, Windows-1252) can show. */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);

export function isWinAnsi(text: string): boolean {
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const ok =
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(ch) ||
      ch === '\n';
    if (!ok) return false;
  }
  return true;
}

export function pdfText(
  locale: string,
  currency: CurrencyFormat = CELL_DEFAULT_CURRENCY,
  labels: Partial<PdfLabels> = {},
  unicodeFont = false,
): PdfText {
  const plural = new Intl.PluralRules(locale);
  const all: PdfLabels = { ...DEFAULT_PDF_LABELS };
  for (const [id, text] of Object.entries(labels) as [PdfLabelId, string][]) {
    // A label the standard fonts would garble stays English unless a Unicode font is embedded.
    if (unicodeFont || isWinAnsi(text)) all[id] = text;
  }
  return {
    label(id, values = {}) {
      return all[id]
        .replace(
          /\{(\w+), plural, ((?:\w+ \{[^}]*\}\s*)+)\}/g,
          (_, name: string, cases: string) => {
            const n = Number(values[name] ?? 0);
            const options = Object.fromEntries(
              [...cases.matchAll(/(\w+) \{([^}]*)\}/g)].map((m) => [m[1], m[2]]),
            );
            return (options[plural.select(n)] ?? options['other'] ?? '').replace('#', String(n));
          },
        )
        .replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
    },
    // Intl groups with narrow spaces (fr-FR, pl-PL) the standard fonts lack: use no-break spaces.
    money: (v) =>
      typeof v === 'number' && Number.isFinite(v) && v > 0
        ? formatCellCurrency(v, locale, currency).replace(/[\u202f\u2009]/g, '\u00a0')
        : '',
    percent: (v) =>
      typeof v === 'number' && Number.isFinite(v)
        ? formatCellPercent(v, locale).replace(/[\u202f\u2009]/g, '\u00a0')
        : '',
    date: (v) => (typeof v === 'string' ? formatDisplayDate(v, locale) : ''),
  };
}
