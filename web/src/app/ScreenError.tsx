// What a screen that failed shows, inside the shell. spec 000 §8 / 001 §8: a failed chunk load
// warns (toast) to disable ad blockers or allow the site; anything else is a plain error page
// with the way out (reload), never a blank screen.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router';
import { Icon } from '../ui/icons.tsx';
import { showToast } from '../ui/toasts/queue.ts';
import '../features/placeholder/placeholder.css';

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Loading chunk|error loading dynamically/i;

export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

export function ScreenError() {
  const error = useRouteError();
  const chunk = isChunkLoadFailure(error);

  useEffect(() => {
    console.error(error);
    if (chunk) showToast('warning', { id: 'common.chunkLoadFailed' }, { persist: true });
  }, [error, chunk]);

  return (
    <section className="placeholder" role="alert">
      <div className="placeholder-card">
        <Icon name="alert" size={40} className="placeholder-icon" />
        <h1 className="placeholder-title">
          <FormattedMessage id="common.screenErrorTitle" />
        </h1>
        <p className="placeholder-text">
          <FormattedMessage id={chunk ? 'common.chunkLoadFailed' : 'common.screenErrorText'} />
        </p>
        <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
          <Icon name="refresh" />
          <FormattedMessage id="buttons.reload" />
        </button>
      </div>
    </section>
  );
}
