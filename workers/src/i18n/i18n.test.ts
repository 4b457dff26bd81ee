import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  EXPORT_BASE_COLUMNS,
  EXPORT_TOGGLE_COLUMNS,
  IMPORT_BUTTON_MESSAGES,
  IMPORT_FILE_MESSAGES,
  IMPORT_ROW_MESSAGES,
  JOB_MESSAGES,
  ORDER_LINE_EXPORT_COLUMNS,
  WHOLESALE_LINE_EXPORT_COLUMNS,
} from '@portal/shared';
import { DEFAULT_PDF_LABELS } from '../pdf/pdf-types.ts';

const LOCALES = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'ja-JP', 'pl-PL', 'pt-BR'];
const load = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`./${locale}.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
const en = load('en-US');
const args = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('workers translations', () => {
  it('has exactly the eight locales', () => {
    const files = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace('.json', '')).sort()).toEqual([...LOCALES].sort());
  });

  it("keeps the spec's English word for word", () => {
    for (const messages of [
      IMPORT_ROW_MESSAGES,
      IMPORT_FILE_MESSAGES,
      IMPORT_BUTTON_MESSAGES,
      JOB_MESSAGES,
      DEFAULT_PDF_LABELS,
    ]) {
      for (const [id, text] of Object.entries(messages)) expect(en[id], id).toBe(text);
    }
    for (const c of [
      ...EXPORT_BASE_COLUMNS,
      ...EXPORT_TOGGLE_COLUMNS,
      ...ORDER_LINE_EXPORT_COLUMNS,
      ...WHOLESALE_LINE_EXPORT_COLUMNS,
    ]) {
      expect(en[c.labelId], c.labelId).toBe(c.label);
    }
    expect(en['msgCodes.importDuplicate']).toBe('Duplicate Style/Color');
    expect(en['msgCodes.documentCanceled']).toBe('Your document has been canceled');
    expect(en['msgCodes.zipCanceled']).toBe('Your ZIP download has been cancelled');
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))(
    '%s translates every id, keeps every argument',
    (locale) => {
      const messages = load(locale);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const [id, text] of Object.entries(en)) {
        expect(messages[id]?.trim(), `${locale} ${id}`).not.toBe('');
        expect(args(messages[id]!), `${locale} ${id}`).toEqual(args(text));
      }
      const translated = Object.keys(en).filter((id) => messages[id] !== en[id]);
      expect(translated.length / Object.keys(en).length).toBeGreaterThan(0.8);
    },
  );
});
