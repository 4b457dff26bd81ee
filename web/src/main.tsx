// Entry: start the session check and the language at once, render when the language is ready,
// register the service worker after load (it never competes with the first paint).
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { bootSession } from './features/session/boot.ts';
import { loadInitialLocale } from './i18n/I18nProvider.tsx';
import './ui/tokens.css';
import './ui/base.css';

const boot = bootSession();
const root = document.getElementById('root');

if (root && !root.dataset.unsupported) {
  void loadInitialLocale().then((locale) => {
    const app = createRoot(root);
    // A transition: React renders the first screen in slices of a few ms instead of one long
    // task, so the page stays responsive while it starts (Lighthouse TBT, 0007 Performance).
    // The boot bar of index.html stays on screen until the whole tree is ready.
    startTransition(() =>
      app.render(
        <StrictMode>
          <App boot={boot} locale={locale} />
        </StrictMode>,
      ),
    );
  });
}

if (import.meta.env.PROD) {
  const register = () => void import('./pwa/register.ts').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
