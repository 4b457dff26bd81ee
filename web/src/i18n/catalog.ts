// Gathers every feature's translations: `<folder>/i18n/<locale>.json`, flat id → ICU message.
// en-US is bundled eagerly (it is the fallback under every other locale); the other seven
// load on demand so they stay out of the initial JavaScript.
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

export type Messages = Readonly<Record<string, string>>;
type Loader = () => Promise<Messages>;

// Globs must be literals (Vite rewrites them at build time). `../**` covers web/src including
// this folder; shared (route titles) and workers are packages with the same convention.
const eagerFiles = import.meta.glob<Messages>(
  [
    '../**/i18n/en-US.json',
    '../../../shared/src/**/i18n/en-US.json',
    '../../../workers/src/**/i18n/en-US.json',
  ],
  { eager: true, import: 'default' },
);
const lazyFiles = import.meta.glob<Messages>(
  [
    '../**/i18n/*.json',
    '../../../shared/src/**/i18n/*.json',
    '../../../workers/src/**/i18n/*.json',
    '!../**/i18n/en-US.json',
    '!../../../shared/src/**/i18n/en-US.json',
    '!../../../workers/src/**/i18n/en-US.json',
  ],
  { import: 'default' },
);

function merge(parts: readonly Messages[]): Messages {
  return Object.assign({}, ...parts) as Messages;
}

/** The fallback catalogue, available synchronously at start. */
export const fallbackMessages: Messages = merge(Object.values(eagerFiles));

/** Paths of every catalogue file the app bundles, by locale (used by the completeness test). */
export function catalogFiles(): Readonly<Record<string, readonly string[]>> {
  const byLocale: Record<string, string[]> = {};
  for (const file of [...Object.keys(eagerFiles), ...Object.keys(lazyFiles)]) {
    const locale = file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
    (byLocale[locale] ??= []).push(file);
  }
  return byLocale;
}

const loaded = new Map<Locale, Promise<Messages>>();

/** The full catalogue of a locale, with en-US underneath so a gap never shows a raw id. */
export function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve(fallbackMessages);
  let pending = loaded.get(locale);
  if (!pending) {
    const loaders: Loader[] = Object.entries(lazyFiles)
      .filter(([file]) => file.endsWith(`/${locale}.json`))
      .map(([, load]) => load);
    pending = Promise.all(loaders.map((load) => load())).then((parts) =>
      merge([fallbackMessages, ...parts]),
    );
    // A failed chunk (offline before it was cached) must be retried next time.
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}
