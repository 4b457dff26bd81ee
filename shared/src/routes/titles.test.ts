// Route titles are message ids; each of the eight locales must translate every one of them.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants.ts';
import deDE from './i18n/de-DE.json' with { type: 'json' };
import enUS from './i18n/en-US.json' with { type: 'json' };
import esES from './i18n/es-ES.json' with { type: 'json' };
import frFR from './i18n/fr-FR.json' with { type: 'json' };
import itIT from './i18n/it-IT.json' with { type: 'json' };
import jaJP from './i18n/ja-JP.json' with { type: 'json' };
import plPL from './i18n/pl-PL.json' with { type: 'json' };
import ptBR from './i18n/pt-BR.json' with { type: 'json' };
import { WEB_ROUTES } from './table.ts';

const CATALOGUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'en-US': enUS,
  'de-DE': deDE,
  'es-ES': esES,
  'fr-FR': frFR,
  'it-IT': itIT,
  'ja-JP': jaJP,
  'pl-PL': plPL,
  'pt-BR': ptBR,
};
const TITLE_IDS = [...new Set(WEB_ROUTES.map((route) => route.meta.title))].sort();

describe('route title translations', () => {
  it('there is one catalogue per supported locale', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s translates exactly the route title ids, none blank', (locale) => {
    const catalogue = CATALOGUES[locale] ?? {};
    expect(Object.keys(catalogue).sort()).toEqual(TITLE_IDS);
    for (const id of TITLE_IDS) expect(catalogue[id]?.trim()).toBeTruthy();
  });

  it('no ASCII apostrophe or brace that ICU would read as syntax', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      for (const message of Object.values(catalogue)) expect(message).not.toMatch(/['{}]/);
    }
  });
});
