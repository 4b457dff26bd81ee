// spec 000 §8 / 001 §8 Transport: a 5xx answer opens 'Unexpected Server Error' with the
// server's message and details; a request with no response opens 'Network Error' with a note
// on a possible cross-origin problem. Cancelled and background requests never get here.
import { useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppDialog } from './AppDialog.tsx';
import { transportErrorStore, type TransportErrorStore } from './transport-error-store.ts';

export function TransportErrorDialogs({
  store = transportErrorStore,
}: {
  readonly store?: TransportErrorStore;
}) {
  const intl = useIntl();
  const event = useSyncExternalStore(store.subscribe, store.current);
  if (!event) return null;
  const isServer = event.kind === 'server';
  const details = isServer
    ? [
        `${event.error.status} ${event.error.path}`,
        event.error.serverMessage ?? '',
        event.error.code === 'unknown' ? '' : `(${event.error.code})`,
      ]
        .filter(Boolean)
        .join('\n')
    : event.error.path;

  return (
    <AppDialog
      isOpen
      onOpenChange={(open) => !open && store.dismiss()}
      role="alertdialog"
      size="md"
      tone="danger"
      testId={isServer ? 'server-error-dialog' : 'network-error-dialog'}
      title={intl.formatMessage({
        id: isServer ? 'common.unexpectedServerError' : 'common.networkError',
      })}
    >
      <p>
        <FormattedMessage
          id={isServer ? 'common.serverErrorAdvice' : 'common.networkErrorAdvice'}
        />
      </p>
      {!isServer && (
        <p className="muted">
          <FormattedMessage id="common.networkErrorCors" />
        </p>
      )}
      <pre className="dialog-details">{details}</pre>
      <div className="dialog-actions">
        <Button className="btn btn-secondary" onPress={() => location.reload()}>
          <FormattedMessage id="buttons.refresh" />
        </Button>
        <Button className="btn btn-primary" onPress={store.dismiss} autoFocus>
          <FormattedMessage id="buttons.close" />
        </Button>
      </div>
    </AppDialog>
  );
}
