// Tests only: the manager on a real device sync in jsdom (RxDB over fake-indexeddb, the host
// in the page, no server: an offline tablet), its documents and helpers to read its grids.
import 'fake-indexeddb/auto';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import type { DeviceInputOf } from '../../../db/device-docs.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { ConfirmPrompt } from '../../../ui/confirm/ConfirmPrompt.tsx';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import { AssortmentManager } from './AssortmentManager.tsx';
import type { AssortmentExportDeps } from './export.ts';
import type { AssortmentList } from './lists.ts';
import type { AssortmentRow } from './rows.ts';

// Device writes go through the sync host: allow a loaded machine some time.
configure({ asyncUtilTimeout: 5000 });

export const ME = 'U1';
let run = 0;

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** Registers the offline start and the clean-up of each test's device database. */
export function registerDeviceLifecycle(): void {
  beforeEach(() => setOnline(false));
  afterEach(async () => {
    cleanup();
    act(() => clearAllToasts());
    const db = await currentDeviceSync()?.database();
    await closeDeviceSync();
    await db?.remove().catch(() => undefined);
    setOnline(true);
  });
}

export type Input = DeviceInputOf<'assortments'>;
export const item = (id: string, title: string, extra: Partial<Input> = {}): Input => ({
  id,
  title,
  type: 'item',
  orgType: 'regular',
  method: 'static',
  ownerCode: ME,
  modifiedDate: '2025-05-01T10:00:00.000Z',
  ...extra,
});

export const DOCS: Input[] = [
  item('f1', 'Spring 26', { type: 'folder' }),
  item('a1', 'Boots', {
    hierarchy: ['Spring 26'],
    starred: true,
    modifiedDate: '2025-05-03T10:00:00.000Z',
  }),
  item('a2', 'Sandals', { modifiedDate: '2025-05-02T10:00:00.000Z' }),
  item('a3', 'Old line', { state: 'archived', archived: true }),
  item('a4', 'Not mine', { ownerCode: 'U2' }),
  item('a5', 'Internal one', { orgType: 'internal' }),
  item('a6', 'Dyn', { method: 'dynamic', state: 'unpublished' }),
];

export async function renderLists(
  lists: readonly AssortmentList[],
  docs: Input[] = DOCS,
  exportDeps?: AssortmentExportDeps,
) {
  const sync = await openDeviceSync(`assortments-${++run}-${Date.now()}`);
  await insertDocuments('assortments', docs);
  const collection = (await sync.database()).collections.assortments!;
  const router = createMemoryRouter(
    [
      {
        path: '/product/assortments/all',
        element: (
          <>
            <AssortmentManager
              titleId="products.routeAllAssortments"
              lists={lists}
              userCode={ME}
              {...(exportDeps ? { exportDeps } : {})}
            />
            <ConfirmPrompt />
          </>
        ),
      },
      { path: '/product/assortments/assortment/:id/manage', element: <p>manage screen</p> },
    ],
    { initialEntries: ['/product/assortments/all'] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="America/Los_Angeles">
        <RouterProvider router={router} />
      </IntlProvider>
    </StrictMode>,
  );
  const stored = async () =>
    (await collection.find().exec())
      .map((doc) => doc.toMutableJSON() as AssortmentRow)
      .sort((a, b) => a.id.localeCompare(b.id));
  return { router, stored };
}

export const gridOf = (name: string) =>
  screen.getByRole(name === 'All assortments' ? 'treegrid' : 'grid', { name });
export const titles = (name: string) =>
  [...gridOf(name).querySelectorAll('[data-r]')].map(
    (row) => row.querySelector('[data-c="0"]')?.textContent?.trim() ?? '',
  );
export const cellOf = (name: string, r: number, c: number) =>
  gridOf(name).querySelector(`[data-r="${r}"] [data-c="${c}"]`) as HTMLElement;
export const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);
export const ALL = 'All assortments';
