// The one modal dialog frame of the app (react-aria-components: focus trap, Escape, labelled
// by its heading). spec 000 §9: dialogs default to 80vw wide, at most 1280 px; forms use the
// narrower sizes.
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import './dialogs.css';

export type DialogSize = 'sm' | 'md' | 'lg';

interface Props {
  readonly title: ReactNode;
  readonly isOpen: boolean;
  /** Called when the user dismisses it (Escape, outside click when dismissable). */
  readonly onOpenChange?: (open: boolean) => void;
  readonly children: ReactNode;
  readonly size?: DialogSize;
  /** alertdialog for errors and confirmations, dialog otherwise. */
  readonly role?: 'dialog' | 'alertdialog';
  readonly isDismissable?: boolean;
  /** Escape closes unless this is set (blocking dialogs). */
  readonly isKeyboardDismissDisabled?: boolean;
  readonly tone?: 'default' | 'danger' | 'warning';
  readonly testId?: string;
}

export function AppDialog({
  title,
  isOpen,
  onOpenChange,
  children,
  size = 'sm',
  role = 'dialog',
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  tone = 'default',
  testId,
}: Props) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      {...(onOpenChange ? { onOpenChange } : {})}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="modal-overlay"
    >
      <Modal className={`modal modal-${size}`}>
        <Dialog role={role} className={`dialog dialog-${tone}`} data-testid={testId}>
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
