// The app's toast queue (spec 000 §3 Toast, §4; 001 §9): a toast is added open and removed
// after its timeout, or never when persistent; the close icon shows when the timeout is -1 or
// the toast is persistent; "clear all" and "clear non-persistent" are available anywhere.
import { TOAST } from '@portal/shared/constants.ts';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { UiText } from '../text.ts';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export type ToastText = UiText;

export interface ToastContent {
  readonly type: ToastType;
  readonly message: ToastText;
  /** Optional second line, e.g. the server's message under a translated title. */
  readonly detail?: ToastText;
  /** A button in the toast (e.g. 000 §8 'Click here to reload the page'). */
  readonly action?: ToastAction;
  readonly persist: boolean;
  readonly showClose: boolean;
}

export interface ToastAction {
  readonly label: ToastText;
  readonly onPress: () => void;
}

export interface ShowToastOptions {
  /** Stays until closed by the user or by clearAll(). */
  readonly persist?: boolean;
  /** ms; -1 keeps it open with a close icon. Default 4000 (spec 001 §9 toast delay). */
  readonly timeout?: number;
  readonly detail?: ToastText;
  readonly action?: ToastAction;
  readonly onClose?: () => void;
}

/** spec 001 §9 toast delay and success toast duration. */
export const TOAST_DELAY_MS = TOAST.delayMs;
export const SUCCESS_TOAST_MS = TOAST.successDelayMs;

// No visible limit: every toast is on screen, so the two clear actions reach all of them.
export const toastQueue = new ToastQueue<ToastContent>();

export function showToast(
  type: ToastType,
  message: ToastText,
  options: ShowToastOptions = {},
): string {
  const timeout = options.timeout ?? TOAST_DELAY_MS;
  const persist = options.persist ?? false;
  const content: ToastContent = {
    type,
    message,
    ...(options.detail ? { detail: options.detail } : {}),
    ...(options.action ? { action: options.action } : {}),
    persist,
    showClose: persist || timeout === TOAST.persistentTimeout,
  };
  return toastQueue.add(content, {
    ...(persist || timeout <= 0 ? {} : { timeout }),
    ...(options.onClose ? { onClose: options.onClose } : {}),
  });
}

export function closeToast(key: string): void {
  toastQueue.close(key);
}

/** Removes every toast, persistent ones included. */
export function clearAllToasts(): void {
  for (const toast of [...toastQueue.visibleToasts]) toastQueue.close(toast.key);
  toastQueue.clear();
}

/** Removes the toasts that would have timed out anyway, keeping persistent ones. */
export function clearNonPersistentToasts(): void {
  for (const toast of [...toastQueue.visibleToasts])
    if (!toast.content.persist) toastQueue.close(toast.key);
}
