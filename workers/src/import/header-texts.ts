// Each import column's display text in our eight locales, read from the catalogue the app
// shows them from (labels.export.*, this package's i18n files), so a German workbook headed
// 'Farbe', 'Menge' maps like an English one (docs/decisions/0031). The catalogues load with the
// import worker, not the page.
import {
  headerTextsFromCatalogues,
  type HeaderTexts,
  type ImportColumn,
  type MessageCatalogue,
} from '@portal/shared';
import deDE from '../i18n/de-DE.json' with { type: 'json' };
import enUS from '../i18n/en-US.json' with { type: 'json' };
import esES from '../i18n/es-ES.json' with { type: 'json' };
import frFR from '../i18n/fr-FR.json' with { type: 'json' };
import itIT from '../i18n/it-IT.json' with { type: 'json' };
import jaJP from '../i18n/ja-JP.json' with { type: 'json' };
import plPL from '../i18n/pl-PL.json' with { type: 'json' };
import ptBR from '../i18n/pt-BR.json' with { type: 'json' };

/** The catalogues of the seven other locales, English apart. */
export const OTHER_LOCALE_CATALOGUES: readonly MessageCatalogue[] = [
  deDE,
  esES,
  frFR,
  itIT,
  jaJP,
  plPL,
  ptBR,
];

export const ENGLISH_CATALOGUE: MessageCatalogue = enUS;

/** Column id → the column's display text in each of the eight locales. */
export function importHeaderTexts(columns: readonly ImportColumn[]): HeaderTexts {
  return headerTextsFromCatalogues(columns, ENGLISH_CATALOGUE, OTHER_LOCALE_CATALOGUES);
}
