// The manage upload view and "Add file" in jsdom, on a real device sync in the page (RxDB over
// fake-indexeddb) and the app's own upload queue, with the tablet offline: chosen files are
// queued on the device and wait for the connection (shown in the upload panel), a file name the
// library already holds is warned about (check-filename, answered by the device offline), and
// "Add file" on the selected asset queues the file with attachTo. The upload itself, the
// resume and the library item with its previews are proven against the real server in
// tests/sync/uploads-device.test.ts.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteName } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import { uploads } from '../../uploads/uploads.ts';
import { UploadsPanel } from '../../uploads/UploadsPanel.tsx';
import ManageLibraryScreen from './ManageLibraryScreen.tsx';

let run = 0;

beforeEach(() => {
  // An offline tablet: nothing leaves the device, files wait.
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
});

afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  const sync = currentDeviceSync();
  const db = await sync?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

const ITEM = {
  id: 'p1',
  name: 'Asset p1',
  libraryType: 'AdvertisingAsset',
  status: 'Pending',
  files: [{ id: 'p1-f', filename: 'p1.jpg', usageType: 'Primary' }],
  assetType: 'Print Ad',
  category: 'Womens',
  gender: 'Womens',
  modifiedDate: '2025-05-01T10:10:00.000Z',
};

async function renderScreen(name: RouteName) {
  await openDeviceSync(`library-upload-${++run}-${Date.now()}`);
  await insertDocuments('libraryItems', [ITEM] as never);
  const route = webRouteByName(name);
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: (
          <>
            <ManageLibraryScreen route={route} params={{}} />
            <UploadsPanel />
          </>
        ),
      },
    ],
    { initialEntries: [route.path] },
  );
  const view = render(
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
      <RouterProvider router={router} />
    </IntlProvider>,
  );
  return view.container;
}

const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;
const toasts = () => toastQueue.visibleToasts.map((t) => t.content.message);

describe('ManageLibraryScreen upload view', () => {
  it('[001 §4 uploads] chosen files are queued on the device and wait offline; a known file name is warned about', async () => {
    const container = await renderScreen('advertising--libraries--manage--assets--upload');
    expect(await screen.findByTestId('upload-view')).toHaveTextContent(
      'Each file becomes a new Pending item of this library',
    );
    expect(screen.queryByRole('grid')).toBeNull();
    const input = fileInput(container);
    expect(input.multiple).toBe(true);
    await userEvent.upload(input, [
      new File(['new banner'], 'banner.png', { type: 'image/png' }),
      new File(['same name'], 'P1.jpg', { type: 'image/jpeg' }),
    ]);
    expect(await screen.findByText('2 files queued')).toBeInTheDocument();
    await waitFor(() =>
      expect(uploads.items().map((i) => [i.filename, i.status, i.waiting])).toEqual([
        ['banner.png', 'pending', true],
        ['P1.jpg', 'pending', true],
      ]),
    );
    const panel = screen.getByRole('region', { name: 'Uploads' });
    expect(panel).toHaveTextContent('banner.png');
    expect(panel).toHaveTextContent('Waiting for a connection');
    // spec 001 §7 check-filename: offline, the device's items answer.
    await waitFor(() =>
      expect(toasts()).toContainEqual(
        expect.objectContaining({
          id: 'labels.libraryManage.upload.nameClash',
          values: { name: 'P1.jpg' },
        }),
      ),
    );
  });

  it('[001 §3 attachTo] Add file on the selected asset queues the file for that asset', async () => {
    const container = await renderScreen('advertising--libraries--manage--assets--pending');
    const addFile = await screen.findByRole('button', { name: 'Add file' });
    expect(addFile).toBeDisabled();
    const u = userEvent.setup();
    await waitFor(() => expect(screen.getByText('Asset p1')).toBeInTheDocument());
    await u.click(screen.getByText('Asset p1'));
    await waitFor(() => expect(addFile).toBeEnabled());
    await u.upload(fileInput(container), new File(['layered'], 'p1-layers.psd'));
    await waitFor(() =>
      expect(uploads.items().map((i) => [i.filename, i.attachTo])).toEqual([
        ['p1-layers.psd', 'p1'],
      ]),
    );
  });
});
