// spec 000 §1 and 001 §9: the eight interface languages, en-US the default and fallback,
// dates shown in America/Los_Angeles (shared/src/constants.ts).
import {
  DEFAULT_LOCALE,
  DEFAULT_TIMEZONE,
  LOCALES,
  type Locale,
} from '@portal/shared/constants.ts';

export { DEFAULT_LOCALE, DEFAULT_TIMEZONE, LOCALES, type Locale };

/** Each language's own name, shown in the language menu (never translated). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'English (US)',
  'de-DE': 'Deutsch',
  'es-ES': 'Español',
  'fr-FR': 'Français',
  'it-IT': 'Italiano',
  'ja-JP': '日本語',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
