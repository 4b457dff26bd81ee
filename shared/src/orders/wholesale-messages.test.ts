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
import { WHOLESALE_MESSAGES, wholesaleMessage } from './wholesale-messages.ts';

const catalogues: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'en-US': enUS,
  'de-DE': deDE,
  'es-ES': esES,
  'fr-FR': frFR,
  'it-IT': itIT,
  'ja-JP': jaJP,
  'pl-PL': plPL,
  'pt-BR': ptBR,
};
const ids = Object.keys(WHOLESALE_MESSAGES) as (keyof typeof WHOLESALE_MESSAGES)[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('wholesale messages (spec 001 §5, §8)', () => {
  it('[001 §8 messages] the English catalogue is the rules’ English', () => {
    for (const id of ids) expect(enUS[id]).toBe(WHOLESALE_MESSAGES[id]);
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))(
    '[001 §8 messages] %s translates every message with the same placeholders',
    (locale) => {
      const catalogue = catalogues[locale] ?? {};
      for (const id of ids) {
        const text = catalogue[id];
        expect(text, `${locale} ${id}`).toBeTruthy();
        expect(placeholders(text ?? ''), `${locale} ${id}`).toEqual(
          placeholders(WHOLESALE_MESSAGES[id]),
        );
      }
      // Real translations: the long messages differ from the English.
      expect(catalogue['msgCodes.orders.dates.endBeforeStart']).not.toBe(
        WHOLESALE_MESSAGES['msgCodes.orders.dates.endBeforeStart'],
      );
    },
  );

  it('[001 §8 messages] values fill the English placeholders', () => {
    expect(wholesaleMessage('msgCodes.orders.unavailable', { sizes: '7, 8' }).text).toBe(
      'No availability for size 7, 8',
    );
    expect(wholesaleMessage('msgCodes.orders.orderRejected')).toEqual({
      id: 'msgCodes.orders.orderRejected',
      text: 'Order Rejected',
    });
  });
});
