// Test helpers for the form fields: render in a locale with its real catalogue (en-US under
// it, as the app loads it), and a controlled host that keeps a field's value in state.
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach } from 'vitest';
import { fallbackMessages, loadMessages } from '../../i18n/catalog.ts';
import type { Locale } from '../../i18n/locales.ts';

afterEach(() => cleanup());

export async function renderIn(locale: Locale, ui: ReactNode) {
  const messages = locale === 'en-US' ? fallbackMessages : await loadMessages(locale);
  return render(
    <IntlProvider locale={locale} messages={messages}>
      {ui}
    </IntlProvider>,
  );
}

/** Holds a field's value in state and records each change. */
export function Controlled<T>({
  initial,
  changes,
  children,
}: {
  readonly initial: T;
  readonly changes?: T[];
  readonly children: (value: T, onChange: (next: T) => void) => ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return children(value, (next) => {
    changes?.push(next);
    setValue(next);
  });
}
