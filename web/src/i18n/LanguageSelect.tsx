// Language switch (spec 000 §1: eight interface languages). A native select: on a tablet it
// opens the system picker, it is accessible as it is, and it keeps menu code out of the
// initial JavaScript. The choice is remembered; other languages' messages load on demand.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from './I18nProvider.tsx';
import { isLocale, LOCALE_NAMES, LOCALES } from './locales.ts';
import { Icon } from '../ui/icons.tsx';

interface Props {
  /** 'bar' on the navy app bar, 'plain' on a light surface (dialogs). */
  readonly variant?: 'bar' | 'plain';
  readonly testId?: string;
}

export function LanguageSelect({ variant = 'bar', testId = 'language-menu' }: Props) {
  const intl = useIntl();
  const id = useId();
  const { locale, setLocale } = useLocale();
  return (
    <span className={variant === 'bar' ? 'appbar-select' : 'language-select'}>
      <Icon name="globe" />
      <label htmlFor={id} className="visually-hidden">
        {intl.formatMessage({ id: 'common.languageMenu' }, { language: LOCALE_NAMES[locale] })}
      </label>
      <select
        id={id}
        value={locale}
        data-testid={testId}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void setLocale(next);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
