// The sync UI on a real device database (RxDB over fake-indexeddb) and a real engine with no
// server to reach (jsdom: every request fails like an offline network): the status shows the
// device offline with its pending change, the issues list shows rejections and conflicts and
// dismisses them, and the logout prompt lists exactly what would stay behind.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../sync/runtime.ts';
import { LogoutGuardProvider, useLogoutGuard } from './LogoutGuard.tsx';
import { SyncIssuesList } from './SyncIssuesList.tsx';
import { SyncStatus } from './SyncStatus.tsx';

const wrap = (node: ReactNode) => (
  <IntlProvider locale="en-US" messages={fallbackMessages}>
    {node}
  </IntlProvider>
);

const item = (id: string, name: string) => ({
  id,
  _deleted: false,
  name,
  libraryType: 'AdvertisingAsset',
  status: 'Published',
  files: [],
});

let user = 0;
async function device() {
  user += 1;
  const sync = await openDeviceSync(`ui-user-${user}-${Date.now()}`);
  return sync;
}

afterEach(async () => {
  cleanup();
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
});

describe('sync status', () => {
  it('shows an offline device and its pending change', async () => {
    const sync = await device();
    render(wrap(<SyncStatus />));
    await (
      await sync.database()
    ).collections.libraryItems!.insert(item('L1', 'Made offline') as never);
    const button = await screen.findByRole(
      'button',
      { name: /Sync: Offline, 1 change waiting/ },
      { timeout: 15_000 },
    );
    await userEvent.click(button);
    expect(await screen.findByTestId('sync-pending')).toHaveTextContent('1 change');
    expect(screen.getByTestId('sync-state')).toHaveTextContent('Offline');
    expect(screen.getByTestId('sync-last')).toHaveTextContent('Not yet');
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  });
});

describe('sync issues', () => {
  it('lists a rejection with its reason and refused values and a conflict with both values; dismiss removes', async () => {
    const sync = await device();
    const issues = (await sync.database()).collections.syncIssues!;
    await issues.bulkInsert([
      {
        id: 'r1',
        _deleted: false,
        kind: 'rejection',
        sourceCollection: 'orders',
        documentId: 'O-1',
        reasonCode: 'notEditable',
        message: 'The order is SUBMITTED and no longer editable',
        refusedValues: { id: 'O-1', po: 'PO-CHANGED' },
        createdAt: '2025-06-01T10:00:00.000Z',
      },
      {
        id: 'c1',
        _deleted: false,
        kind: 'conflict',
        sourceCollection: 'libraryItems',
        documentId: 'L9',
        reasonCode: 'conflict',
        losing: [{ field: 'name', localValue: '"Mine"', serverValue: '"Theirs"' }],
        createdAt: '2025-06-01T10:01:00.000Z',
      },
    ] as never);
    render(wrap(<SyncIssuesList />));
    const rows = await screen.findAllByTestId('sync-issue');
    expect(rows).toHaveLength(2);
    const conflict = rows.find((r) => r.textContent?.includes('L9'))!;
    expect(within(conflict).getByText('Conflict')).toBeInTheDocument();
    expect(within(conflict).getByRole('cell', { name: 'Mine' })).toBeInTheDocument();
    expect(within(conflict).getByRole('cell', { name: 'Theirs' })).toBeInTheDocument();
    const rejection = rows.find((r) => r.textContent?.includes('O-1'))!;
    expect(rejection).toHaveTextContent('This document can no longer be edited.');
    expect(rejection).toHaveTextContent('The order is SUBMITTED and no longer editable');
    expect(rejection).toHaveTextContent('PO-CHANGED');
    await userEvent.click(within(conflict).getByRole('button', { name: 'Dismiss this message' }));
    await waitFor(() => expect(screen.getAllByTestId('sync-issue')).toHaveLength(1));
  });
});

describe('logout guard', () => {
  function LogoutButton({ onResult }: { readonly onResult: (go: boolean) => void }) {
    const guard = useLogoutGuard();
    return (
      <button type="button" onClick={() => void guard.confirmLogout().then(onResult)}>
        Log out
      </button>
    );
  }

  it('lists exactly the unsent changes and keeps them when the user chooses to', async () => {
    const sync = await device();
    await (
      await sync.database()
    ).collections.libraryItems!.insert(item('L2', 'Unsent asset') as never);
    let pending = 0;
    const counting = sync.status$.subscribe((status) => (pending = status.pending));
    await waitFor(() => expect(pending).toBe(1), { timeout: 10_000 });
    counting.unsubscribe();
    let result: boolean | undefined;
    render(
      wrap(
        <LogoutGuardProvider>
          <LogoutButton onResult={(go) => (result = go)} />
        </LogoutGuardProvider>,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByTestId('logout-unsynced', {}, { timeout: 30_000 });
    expect(dialog).toHaveTextContent('1 change has not been sent');
    expect(dialog).toHaveTextContent('Library item: Unsent asset');
    expect(dialog).toHaveTextContent('This device is offline');
    await act(async () => {
      await userEvent.click(
        within(dialog).getByRole('button', { name: 'Keep on this device and log out' }),
      );
    });
    await waitFor(() => expect(result).toBe(true));
    expect(currentDeviceSync()).toBeUndefined();
    // Kept: the same user's database still holds the change.
    const again = await openDeviceSync(sync.userId);
    const kept = await (await again.database()).collections.libraryItems!.findOne('L2').exec();
    expect(kept?.get('name')).toBe('Unsent asset');
  }, 60_000);
});
