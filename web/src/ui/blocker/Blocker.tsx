import { useSyncExternalStore } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { blockerStore } from './blocker-store.ts';
import './blocker.css';

export function Blocker({ show }: { readonly show?: boolean }) {
  const intl = useIntl();
  const blocking = useSyncExternalStore(blockerStore.subscribe, blockerStore.isBlocking);
  if (!(show ?? blocking)) return null;
  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className="blocker">
      <Modal className="blocker-box">
        <Dialog
          aria-label={intl.formatMessage({ id: 'common.loadingPleaseWait' })}
          className="blocker-dialog"
          data-testid="blocker"
        >
          <span className="spinner" aria-hidden="true" />
          <p role="status">
            <FormattedMessage id="common.loadingPleaseWait" />
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
