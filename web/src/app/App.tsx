// The app: languages, session, and the router with the shell around every screen.
import { RouterProvider } from 'react-router/dom';
import { useState, type ReactNode } from 'react';
import type { BootResult } from '../features/session/boot.ts';
import { SessionProvider, useSessionUser } from '../features/session/SessionProvider.tsx';
import { I18nProvider, type LoadedLocale } from '../i18n/I18nProvider.tsx';
import { LongDateFormatProvider } from '../ui/forms/long-date-format.tsx';
import { createAppRouter } from './router.tsx';

interface Props {
  readonly boot: Promise<BootResult>;
  readonly locale: LoadedLocale;
}

export function App({ boot, locale }: Props) {
  const [router] = useState(() => createAppRouter());
  return (
    <I18nProvider initial={locale}>
      <SessionProvider boot={boot}>
        <UserDateFormat>
          <RouterProvider router={router} />
        </UserDateFormat>
      </SessionProvider>
    </I18nProvider>
  );
}

/** The signed-in user's long date format for every date field (spec 001 §3). */
function UserDateFormat({ children }: { readonly children: ReactNode }) {
  const user = useSessionUser();
  return (
    <LongDateFormatProvider format={user?.wof?.dateFormat?.long}>{children}</LongDateFormatProvider>
  );
}
