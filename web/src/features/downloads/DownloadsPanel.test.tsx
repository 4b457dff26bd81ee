// The downloads panel: each item with its state and progress, Cancel while it runs.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { clearAllToasts } from '../../ui/toasts/queue.ts';
import { createDownloadStore } from './download-store.ts';
import { DownloadsPanel } from './DownloadsPanel.tsx';

afterEach(() => {
  cleanup();
  clearAllToasts();
});

describe('DownloadsPanel', () => {
  it('shows nothing while the queue is empty, then each download with Cancel', async () => {
    const store = createDownloadStore({
      save: () => undefined,
      now: () => 0,
      setTimer: () => undefined,
    });
    const { container } = render(
      <IntlProvider locale="en-US" messages={fallbackMessages}>
        <DownloadsPanel store={store} />
      </IntlProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    let report: (done: number) => void = () => undefined;
    let cancelled = false;
    act(() => {
      store.enqueue({
        family: 'f',
        kind: 'pdf',
        displayName: 'Spring line sheet',
        start: (onProgress) => {
          report = (done) => onProgress({ phase: 'msgCodes.jobRendering', done, total: 4 });
          return {
            id: 'j',
            outcome: new Promise(() => undefined),
            cancel: () => void (cancelled = true),
          };
        },
      });
    });
    act(() => report(1));
    expect(screen.getByRole('region', { name: 'Downloads' })).toHaveTextContent(
      'Spring line sheet',
    );
    expect(screen.getByText(/1 of 4/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Spring line sheet' }));
    expect(cancelled).toBe(true);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });
});
