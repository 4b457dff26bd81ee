// The toast stack: top right, 50 px from the top with 10 px between toasts, 495 px wide
// (spec 001 §9), an ARIA landmark with alertdialog toasts (react-aria-components).
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as RacToastRegion,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CloseIcon, StatusIcon } from '../icons.tsx';
import { formatText as text } from '../text.ts';
import { toastQueue } from './queue.ts';
import './toasts.css';

export function ToastRegion() {
  const intl = useIntl();
  return (
    <RacToastRegion
      queue={toastQueue}
      className="toast-region"
      aria-label={intl.formatMessage({ id: 'common.notificationsRegion' })}
    >
      {({ toast }) => (
        <Toast toast={toast} className={`toast toast-${toast.content.type}`}>
          <StatusIcon type={toast.content.type} />
          <ToastContent className="toast-content">
            <Text slot="title" className="toast-title">
              {text(intl, toast.content.message)}
            </Text>
            {toast.content.detail && (
              <Text slot="description" className="toast-detail">
                {text(intl, toast.content.detail)}
              </Text>
            )}
          </ToastContent>
          {toast.content.action && (
            <Button
              className="btn btn-secondary btn-small toast-action"
              onPress={toast.content.action.onPress}
            >
              {text(intl, toast.content.action.label)}
            </Button>
          )}
          {toast.content.showClose && (
            <Button
              slot="close"
              className="btn btn-ghost btn-icon toast-close"
              aria-label={intl.formatMessage({ id: 'buttons.close' })}
            >
              <CloseIcon />
            </Button>
          )}
        </Toast>
      )}
    </RacToastRegion>
  );
}
