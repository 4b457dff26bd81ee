// The PDF labels (labels.pdf.*) and other messages (labels.export.*) in each of the eight
// locales, read from this package's catalogues, for documents rendered outside the app (the
// server's document routes). The app passes the labels of its own catalogue instead.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/shared';
import deDE from '../i18n/de-DE.json' with { type: 'json' };
import enUS from '../i18n/en-US.json' with { type: 'json' };
import esES from '../i18n/es-ES.json' with { type: 'json' };
import frFR from '../i18n/fr-FR.json' with { type: 'json' };
import itIT from '../i18n/it-IT.json' with { type: 'json' };
import jaJP from '../i18n/ja-JP.json' with { type: 'json' };
import plPL from '../i18n/pl-PL.json' with { type: 'json' };
import ptBR from '../i18n/pt-BR.json' with { type: 'json' };
import { DEFAULT_PDF_LABELS, type PdfLabelId, type PdfLabels } from './pdf-types.ts';

const CATALOGUES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  'en-US': enUS,
  'de-DE': deDE,
  'es-ES': esES,
  'fr-FR': frFR,
  'it-IT': itIT,
  'ja-JP': jaJP,
  'pl-PL': plPL,
  'pt-BR': ptBR,
};

/**
 * A message of this package's catalogues in a locale: English where the locale has none, else
 * `fallback` (export headers, labels.export.*, for documents the server renders).
 */
export function catalogueMessage(locale: Locale, id: string, fallback: string = id): string {
  const text = CATALOGUES[locale][id] ?? CATALOGUES[DEFAULT_LOCALE][id];
  return typeof text === 'string' && text !== '' ? text : fallback;
}

/** Every labels.pdf.* text of a locale (English where the catalogue has none). */
export function pdfLabelsFor(locale: Locale): PdfLabels {
  const catalogue = CATALOGUES[locale];
  const labels = { ...DEFAULT_PDF_LABELS } as Record<PdfLabelId, string>;
  for (const id of Object.keys(DEFAULT_PDF_LABELS) as PdfLabelId[]) {
    const text = catalogue[id];
    if (typeof text === 'string' && text !== '') labels[id] = text;
  }
  return labels;
}

/**
 * The locale of an HTTP Accept-Language header (RFC 9110 §12.5.4): the best-weighted language
 * we have, matched exactly or by its primary subtag ('de' → de-DE); the default otherwise.
 *
 * @example pdfLocaleOf('fr-CH, fr;q=0.9, en;q=0.8') // 'fr-FR'
 */
export function pdfLocaleOf(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag !== '' && r.q > 0 && !Number.isNaN(r.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const primary = LOCALES.find((l) => l.slice(0, 2).toLowerCase() === tag.split('-')[0]);
    if (primary) return primary;
  }
  return DEFAULT_LOCALE;
}
