// Library items for the tests (not exported from the package): parsed through the entity
// schema, so they are items the device could hold.
import {
  libraryItemSchema,
  type LibraryItem,
  type LibraryItemInput,
} from '../entities/library-item.ts';
import de from './i18n/de-DE.json' with { type: 'json' };
import en from './i18n/en-US.json' with { type: 'json' };
import es from './i18n/es-ES.json' with { type: 'json' };
import fr from './i18n/fr-FR.json' with { type: 'json' };
import it_ from './i18n/it-IT.json' with { type: 'json' };
import ja from './i18n/ja-JP.json' with { type: 'json' };
import pl from './i18n/pl-PL.json' with { type: 'json' };
import pt from './i18n/pt-BR.json' with { type: 'json' };

let next = 0;

type FileInput = NonNullable<LibraryItemInput['files']>[number];

export function file(extra: Partial<FileInput> = {}): FileInput {
  next += 1;
  return { id: `f${next}`, filename: `file-${next}.jpg`, usageType: 'Primary', ...extra };
}

export function item(fields: Partial<LibraryItemInput> = {}): LibraryItem {
  next += 1;
  return libraryItemSchema.parse({
    id: `i${next}`,
    name: `Item ${next}`,
    libraryType: 'AdvertisingAsset',
    _deleted: false,
    ...fields,
  });
}

/** The eight catalogues of ./i18n, by locale (spec 000 §1 locales). */
export const CATALOGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'en-US': en,
  'de-DE': de,
  'es-ES': es,
  'fr-FR': fr,
  'it-IT': it_,
  'ja-JP': ja,
  'pl-PL': pl,
  'pt-BR': pt,
};
