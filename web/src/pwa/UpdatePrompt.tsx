// The in-app prompt when a new version is ready (issue 3 scope 1): not modal, so work in
// progress is never interrupted; reloading is the user's choice.
import { useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { Icon } from '../ui/icons.tsx';
import { updateStore } from './update-store.ts';

export function UpdatePrompt() {
  const waiting = useSyncExternalStore(updateStore.subscribe, updateStore.isWaiting);
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-prompt">
      <Icon name="refresh" />
      <p>
        <FormattedMessage id="common.updateReady" />
      </p>
      <Button className="btn btn-secondary" onPress={updateStore.dismiss}>
        <FormattedMessage id="buttons.later" />
      </Button>
      <Button className="btn btn-primary" onPress={updateStore.apply}>
        <FormattedMessage id="buttons.reload" />
      </Button>
    </div>
  );
}
