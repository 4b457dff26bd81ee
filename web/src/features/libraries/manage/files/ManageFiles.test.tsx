// The manage screens' file operations in jsdom on a real device sync in the page (RxDB over
// fake-indexeddb; no server reachable, like an offline tablet): Working File Merge (Source
// File Merge for logos) after the prompt, and an item's files dialog (usage type, move to
// another item, delete after the prompt), each producing the planned device documents.
// The same plans against the real server: tests/sync/library-device-writes.test.ts.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteName } from '@portal/shared';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../../db/actions.ts';
import { fallbackMessages } from '../../../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../../sync/runtime.ts';
import { ConfirmPrompt } from '../../../../ui/confirm/ConfirmPrompt.tsx';
import { clearAllToasts } from '../../../../ui/toasts/queue.ts';
import type { ManageRow } from '../columns.ts';
import ManageLibraryScreen from '../ManageLibraryScreen.tsx';

let run = 0;

afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
});

const file = (id: string, usageType = 'Primary') => ({
  id,
  filename: `${id}.jpg`,
  usageType,
  sourceFile: `library/${id}.jpg`,
});

const asset = (
  id: string,
  minute: number,
  files: ReturnType<typeof file>[],
  type = 'AdvertisingAsset',
) => ({
  id,
  name: `Asset ${id}`,
  libraryType: type,
  status: 'Pending',
  files,
  assetType: 'Print Ad',
  category: 'Womens',
  gender: 'Womens',
  modifiedDate: `2025-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

const DOCS = [
  asset('a1', 30, [file('a1p')]),
  asset('a2', 20, [file('a2p'), file('a2w', 'Working File')]),
  asset('a3', 10, [file('a3p')]),
  asset('l1', 20, [file('l1p')], 'AdvertisingLogo'),
  asset('l2', 10, [file('l2p')], 'AdvertisingLogo'),
];

async function renderScreen(name: RouteName) {
  const sync = await openDeviceSync(`library-files-${++run}-${Date.now()}`);
  await insertDocuments('libraryItems', DOCS as never);
  const collection = (await sync.database()).collections.libraryItems!;
  const route = webRouteByName(name);
  const router = createMemoryRouter(
    [
      {
        path: route.path,
        element: (
          <>
            <ManageLibraryScreen route={route} params={{}} />
            <ConfirmPrompt />
          </>
        ),
      },
    ],
    { initialEntries: [route.path] },
  );
  render(
    <StrictMode>
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
        <RouterProvider router={router} />
      </IntlProvider>
    </StrictMode>,
  );
  const stored = async (id: string) =>
    (await collection.findOne(id).exec())?.toMutableJSON() as ManageRow | undefined;
  const files = async (id: string) =>
    ((await stored(id))?.files ?? []).map((f) => `${f.filename} ${f.usageType}`);
  return { stored, files };
}

const grid = () => screen.getByRole('grid', { name: /items$/ });
/** Column 1 is Name (0 is the thumbnail). */
const names = () =>
  [...grid().querySelectorAll('[data-r]')].map(
    (row) => row.querySelector('[data-c="1"]')?.textContent ?? '',
  );
const nameCell = (name: string) =>
  grid().querySelector(`[data-r="${names().indexOf(name)}"] [data-c="1"]`) as HTMLElement;
const toolbar = () => screen.getByRole('toolbar', { name: 'Item actions' });

describe('[000 §2 Working File Merge] merging the selected items', () => {
  it('[000 §2 Working File Merge] the first selected item takes the others’ files as working files; the others are deleted', async () => {
    const u = userEvent.setup();
    const { stored, files } = await renderScreen('advertising--libraries--manage--assets--pending');
    await waitFor(() => expect(names()).toEqual(['Asset a1', 'Asset a2', 'Asset a3']));
    const merge = within(toolbar()).getByRole('button', { name: 'Working File Merge' });
    await u.click(nameCell('Asset a1'));
    expect(merge).toBeDisabled();
    await u.keyboard('{Shift>}');
    await u.click(nameCell('Asset a2'));
    await u.keyboard('{/Shift}');
    await waitFor(() => expect(merge).toBeEnabled());

    await u.click(merge);
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent(
      'The files of 1 other item move into ‘Asset a1’ as working files, and that item is deleted.',
    );
    await u.click(within(prompt).getByRole('button', { name: 'Merge' }));
    await waitFor(async () => expect(await stored('a2')).toBeUndefined());
    expect(await files('a1')).toEqual([
      'a1p.jpg Primary',
      'a2p.jpg Working File',
      'a2w.jpg Working File',
    ]);
    // The moved files keep their blob keys under new ids (decision 0046).
    const a1 = (await stored('a1'))!;
    expect(a1.files[1]!.sourceFile).toBe('library/a2p.jpg');
    expect(a1.files[1]!.id).not.toBe('a2p');
    expect(await files('a3')).toEqual(['a3p.jpg Primary']);
    await waitFor(() => expect(names()).toEqual(['Asset a1', 'Asset a3']));
  });

  it('[000 §2 Source File Merge] logos say Source File Merge', async () => {
    const u = userEvent.setup();
    const { stored, files } = await renderScreen('advertising--libraries--manage--logos--pending');
    await waitFor(() => expect(names()).toEqual(['Asset l1', 'Asset l2']));
    await u.click(nameCell('Asset l1'));
    await u.keyboard('{Shift>}');
    await u.click(nameCell('Asset l2'));
    await u.keyboard('{/Shift}');
    await u.click(within(toolbar()).getByRole('button', { name: 'Source File Merge' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('as source files');
    await u.click(within(prompt).getByRole('button', { name: 'Merge' }));
    await waitFor(async () => expect(await stored('l2')).toBeUndefined());
    expect(await files('l1')).toEqual(['l1p.jpg Primary', 'l2p.jpg Working File']);
  });
});

describe('[000 §7 library updates] an item’s files dialog', () => {
  it('[000 §7 library updates] sets a usage type, moves a file to another item and deletes one after the prompt', async () => {
    const u = userEvent.setup();
    const { files } = await renderScreen('advertising--libraries--manage--assets--pending');
    await waitFor(() => expect(names()).toEqual(['Asset a1', 'Asset a2', 'Asset a3']));
    const open = within(toolbar()).getByRole('button', { name: 'Files' });
    expect(open).toBeDisabled();
    await u.click(nameCell('Asset a2'));
    await u.click(open);
    const dialog = await screen.findByTestId('asset-files-dialog');
    expect(dialog).toHaveTextContent('Files of ‘Asset a2’');
    expect(
      within(dialog)
        .getAllByTestId('asset-file')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['a2p.jpg', 'a2w.jpg']);

    // Usage type: the working file becomes a primary file.
    const usage = within(dialog).getByRole('radiogroup', { name: 'Usage type of a2w.jpg' });
    await u.click(within(usage).getByRole('radio', { name: 'Primary' }));
    await waitFor(async () =>
      expect(await files('a2')).toEqual(['a2p.jpg Primary', 'a2w.jpg Primary']),
    );

    // Move a2w to Asset a3 (the combo box lists the library's other items).
    const combo = within(dialog).getByRole('combobox', { name: 'Move a2w.jpg to' });
    await u.type(combo, 'Asset a3');
    await u.click(await screen.findByRole('option', { name: 'Asset a3' }));
    const rows = within(dialog).getAllByTestId('asset-file');
    await u.click(within(rows[1]!).getByRole('button', { name: 'Move' }));
    const prompt = await screen.findByRole('alertdialog');
    expect(prompt).toHaveTextContent('a2w.jpg moves to ‘Asset a3’.');
    await u.click(within(prompt).getByRole('button', { name: 'Move' }));
    await waitFor(async () =>
      expect(await files('a3')).toEqual(['a3p.jpg Primary', 'a2w.jpg Primary']),
    );
    // The taker is written first, the giver next (decision 0046).
    await waitFor(async () => expect(await files('a2')).toEqual(['a2p.jpg Primary']));

    // Delete a2p after the prompt; No first leaves it.
    const del = () =>
      within(screen.getByTestId('asset-files-dialog')).getByRole('button', { name: 'Delete' });
    await waitFor(() =>
      expect(
        within(screen.getByTestId('asset-files-dialog')).getAllByTestId('asset-file'),
      ).toHaveLength(1),
    );
    await u.click(del());
    await u.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'No' }),
    );
    expect(await files('a2')).toEqual(['a2p.jpg Primary']);
    await u.click(del());
    await u.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(async () => expect(await files('a2')).toEqual([]));
    expect(await screen.findByText('This item has no files.')).toBeInTheDocument();
  });
});
