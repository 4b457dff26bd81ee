// spec 000 §3/§4 and 001 §9 toasts: persist, timeout, close icon, clear all / non-persistent.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAllToasts, clearNonPersistentToasts, showToast, toastQueue } from './queue.ts';
import { ToastRegion } from './ToastRegion.tsx';

const messages = {
  'common.notificationsRegion': 'Notifications',
  'buttons.close': 'Close',
  'msgCodes.loginSuccess': "You've successfully logged in.",
};

function renderRegion() {
  return render(
    <IntlProvider locale="en-US" messages={messages}>
      <ToastRegion />
    </IntlProvider>,
  );
}

afterEach(() => {
  act(() => clearAllToasts());
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a translated toast that closes itself after its timeout', () => {
    vi.useFakeTimers();
    renderRegion();
    act(() => void showToast('success', { id: 'msgCodes.loginSuccess' }, { timeout: 2000 }));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByText("You've successfully logged in.")).toBeTruthy();
    // spec: the close icon shows only for persistent toasts or timeout -1.
    expect(within(region).queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => vi.advanceTimersByTime(2001));
    expect(screen.queryByText("You've successfully logged in.")).toBeNull();
  });

  it('keeps a persistent toast, with a close icon, until closed', async () => {
    renderRegion();
    act(() => void showToast('error', { text: 'Order Rejected' }, { persist: true }));
    const user = userEvent.setup();
    const toast = screen.getByText('Order Rejected').closest('[role="alertdialog"]') as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Order Rejected')).toBeNull();
  });

  it('timeout -1 keeps it open with a close icon', () => {
    renderRegion();
    act(() => void showToast('info', { text: 'Stays' }, { timeout: -1 }));
    expect(toastQueue.visibleToasts[0]?.content.showClose).toBe(true);
    expect(toastQueue.visibleToasts[0]?.timeout).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('clear non-persistent keeps persistent toasts; clear all removes everything', () => {
    renderRegion();
    const closed = vi.fn();
    act(() => {
      showToast('info', { text: 'one' });
      showToast('info', { text: 'two' }, { onClose: closed });
      showToast('error', { text: 'kept' }, { persist: true });
    });
    act(() => clearNonPersistentToasts());
    expect(screen.queryByText('one')).toBeNull();
    expect(screen.queryByText('two')).toBeNull();
    expect(screen.getByText('kept')).toBeTruthy();
    expect(closed).toHaveBeenCalledOnce();
    act(() => clearAllToasts());
    expect(screen.queryByText('kept')).toBeNull();
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('shows the server message under a translated title', () => {
    renderRegion();
    act(
      () =>
        void showToast(
          'error',
          { id: 'msgCodes.loginSuccess' },
          { detail: { text: 'from the server' } },
        ),
    );
    expect(screen.getByText('from the server')).toBeTruthy();
  });
});
