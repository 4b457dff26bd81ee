// The app: languages, session, and the router with the shell around every screen.
import { RouterProvider } from 'react-router/dom';
import { useState } from 'react';
import type { BootResult } from '../features/session/boot.ts';
import { SessionProvider } from '../features/session/SessionProvider.tsx';
import { I18nProvider, type LoadedLocale } from '../i18n/I18nProvider.tsx';
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
        <RouterProvider router={router} />
      </SessionProvider>
    </I18nProvider>
  );
}
