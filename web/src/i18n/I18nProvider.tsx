// Language state: the chosen locale (remembered on the device), its catalogue, and react-intl
// configured with the spec's default timezone (spec 001 §9).
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import { fallbackMessages, loadMessages, type Messages } from './catalog.ts';
import { DEFAULT_LOCALE, DEFAULT_TIMEZONE, isLocale, type Locale } from './locales.ts';

const STORAGE_KEY = 'portal.locale';

export interface LocaleState {
  readonly locale: Locale;
  /** Resolves once the new language shows. */
  readonly setLocale: (locale: Locale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function useLocale(): LocaleState {
  const value = use(LocaleContext);
  if (!value) throw new Error('useLocale() outside <I18nProvider>');
  return value;
}

export function storedLocale(): Locale {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLocale(saved) ? saved : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export interface LoadedLocale {
  readonly locale: Locale;
  readonly messages: Messages;
}

/** The remembered language with its catalogue, loaded before the first render (no flash). */
export async function loadInitialLocale(): Promise<LoadedLocale> {
  const locale = storedLocale();
  try {
    return { locale, messages: await loadMessages(locale) };
  } catch {
    return { locale: DEFAULT_LOCALE, messages: fallbackMessages };
  }
}

interface Props {
  readonly children: ReactNode;
  /** Start language and catalogue; en-US when absent. */
  readonly initial?: LoadedLocale;
  readonly timeZone?: string;
}

export function I18nProvider({ children, initial, timeZone = DEFAULT_TIMEZONE }: Props) {
  const [state, setState] = useState<LoadedLocale>(
    () => initial ?? { locale: DEFAULT_LOCALE, messages: fallbackMessages },
  );

  const setLocale = useCallback(async (locale: Locale) => {
    const messages = await loadMessages(locale);
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // Private mode or storage full: the choice just is not remembered.
    }
    setState({ locale, messages });
  }, []);

  useEffect(() => {
    document.documentElement.lang = state.locale;
  }, [state.locale]);

  const context = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);

  return (
    <LocaleContext value={context}>
      <IntlProvider
        locale={state.locale}
        defaultLocale={DEFAULT_LOCALE}
        messages={state.messages}
        timeZone={timeZone}
        onError={reportIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

function reportIntlError(error: Error): void {
  // Every id exists in every locale (i18n/messages.test.ts); anything else is a bug to see.
  if (import.meta.env.DEV) console.error(error);
}
