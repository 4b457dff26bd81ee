// The upload panel (spec 001 §4: hidden, expanded, mini, collapsed; §3 upload item progress):
// hidden while empty; a queued file shows, the panel collapses to its header, minimises to a
// badge and opens again; Cancel marks the file cancelled and it leaves after the file-pop delay
// (3000 ms); a running file shows its percentage, a failed one Retry, a same-content file the
// duplicate note. The first test runs the real queue (fake-indexeddb, offline); the second
// gives the panel rows in the other states.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { clearAllToasts } from '../../ui/toasts/queue.ts';
import { createUploadStore, type UploadView } from './upload-store.ts';
import { panelStateOf, UploadsPanel } from './UploadsPanel.tsx';
import type { UploadQueueView } from './uploads.ts';

afterEach(() => {
  cleanup();
  clearAllToasts();
});

const renderPanel = (store: UploadQueueView) =>
  render(
    <IntlProvider locale="en-US" messages={fallbackMessages}>
      <UploadsPanel store={store} />
    </IntlProvider>,
  );

describe('UploadsPanel', () => {
  it('[001 §4 panel states] hidden, expanded, collapsed, mini; Cancel, then gone after 3000 ms', async () => {
    const timers: { run: () => void; ms: number }[] = [];
    const store = createUploadStore({
      userId: `panel-${Date.now()}`,
      http: { fetch: () => Promise.reject(new TypeError('offline')) },
      online: { isOnline: () => false, onOnline: () => () => undefined },
      indexedDB: new IDBFactory(),
      IDBKeyRange,
      attach: async () => undefined,
      setTimer: (run, ms) => void timers.push({ run, ms }),
    });
    const { container } = renderPanel(store);
    expect(container).toBeEmptyDOMElement();
    expect(panelStateOf(store.items(), 'expanded')).toBe('hidden');

    await act(() =>
      store.enqueue({
        file: new File(['spring'], 'Spring.png'),
        usageType: 'libraryAsset',
        libraryType: 'AdvertisingAsset',
      }),
    );
    const panel = screen.getByRole('region', { name: 'Uploads' });
    expect(panel).toHaveAttribute('data-state', 'expanded');
    expect(panel).toHaveTextContent('Spring.png');
    expect(panel).toHaveTextContent('Waiting for a connection');
    expect(panel).toHaveTextContent('1 of 1 to go, 0%');

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(panel).toHaveAttribute('data-state', 'collapsed');
    expect(panel).not.toHaveTextContent('Spring.png');
    await u.click(screen.getByRole('button', { name: 'Minimize' }));
    const mini = screen.getByRole('button', { name: /^Uploads: 1 of 1 to go/ });
    expect(mini).toHaveAttribute('data-state', 'mini');
    await u.click(mini);
    expect(screen.getByRole('region', { name: 'Uploads' })).toHaveAttribute(
      'data-state',
      'expanded',
    );

    await u.click(screen.getByRole('button', { name: 'Cancel Spring.png' }));
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeInTheDocument());
    expect(timers.map((t) => t.ms)).toEqual([3000]);
    act(() => timers[0]!.run());
    expect(container).toBeEmptyDOMElement();
    await store.close();
  });

  it('[001 §3 progress] a running file shows its percentage, a failed one Retry, a duplicate its note', async () => {
    const row = (hashId: string, change: Partial<UploadView>): UploadView => ({
      hashId,
      filename: `${hashId}.jpg`,
      displayName: `${hashId}.jpg`,
      status: 'pending',
      progress: { loaded: 0, total: 100 },
      waiting: false,
      duplicateOf: null,
      ...change,
    });
    const items = [
      row('running', { status: 'started', progress: { loaded: 50, total: 100 } }),
      row('broken', { status: 'failed' }),
      row('copy', { status: 'success', progress: { loaded: 100, total: 100 }, duplicateOf: 'Red' }),
    ];
    const retried: string[] = [];
    renderPanel({
      items: () => items,
      subscribe: () => () => undefined,
      cancel: async () => undefined,
      retry: async (hashId) => void retried.push(hashId),
    });
    expect(screen.getByText('Uploading 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'running.jpg' })).toHaveAttribute('value', '50');
    expect(screen.getByText('Same content as “Red” in this library')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Uploads' })).toHaveTextContent('1 of 3 to go, 50%');
    await userEvent.click(screen.getByRole('button', { name: 'Retry broken.jpg' }));
    expect(retried).toEqual(['broken']);
  });
});
