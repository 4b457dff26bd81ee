import { useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AppDialog } from '../AppDialog.tsx';
import { formatText as text } from '../text.ts';
import { confirmStore, type ConfirmStore } from './confirm-store.ts';

export function ConfirmPrompt({ store = confirmStore }: { readonly store?: ConfirmStore }) {
  const intl = useIntl();
  const { open, request } = useSyncExternalStore(store.subscribe, store.getState);
  if (!request) return null;
  return (
    <AppDialog
      isOpen={open}
      role="alertdialog"
      size="sm"
      tone={request.tone === 'danger' ? 'danger' : 'default'}
      title={text(intl, request.title)}
      onOpenChange={(isOpen) => {
        if (!isOpen) store.no();
      }}
      testId="confirm-prompt"
    >
      {request.description && <p>{text(intl, request.description)}</p>}
      <div className="dialog-actions">
        <Button className="btn btn-secondary" onPress={store.no}>
          {text(intl, request.labelNo ?? { id: 'buttons.no' })}
        </Button>
        <Button
          className={`btn ${request.tone === 'danger' ? 'btn-danger' : 'btn-primary'}`}
          onPress={store.yes}
          autoFocus
        >
          {text(intl, request.labelYes ?? { id: 'buttons.yes' })}
        </Button>
      </div>
    </AppDialog>
  );
}
