// The manager's other actions in jsdom on a real device sync (offline): New Folder and Move to
// folder in the all tree, Duplicate for yourself, the Excel export of a list with the file
// name of spec 000 §9 (the export job running in Node), and the offline note of the user
// lookup of Copy for another user.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createJobClient, type ExportJobs } from '@portal/workers';
import { createJobHost, exportJobs, sharpThumbnailer } from '@portal/workers/node.ts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createDownloadStore, type DownloadFile } from '../../downloads/download-store.ts';
import {
  ALL,
  DOCS,
  ME,
  cellOf,
  registerDeviceLifecycle,
  renderLists,
  titles,
  toasts,
} from './manager-test-kit.tsx';

registerDeviceLifecycle();

type User = ReturnType<typeof userEvent.setup>;

async function select(u: User, title: string) {
  await waitFor(() => expect(titles(ALL)).toContain(title));
  await u.click(cellOf(ALL, titles(ALL).indexOf(title), 1));
}

describe('[000 §2 assortments tree] folders', () => {
  it('[000 §2 grid context menu] New Folder writes a folder inside the active folder, with a free name', async () => {
    const u = userEvent.setup();
    const { stored } = await renderLists(['all']);
    await select(u, 'Sandals');
    await u.click(screen.getByRole('button', { name: 'New Folder' }));
    await u.click(screen.getByRole('button', { name: 'New Folder' }));
    await waitFor(async () =>
      expect((await stored()).filter((d) => d.type === 'folder').map((d) => d.title)).toEqual(
        expect.arrayContaining(['Spring 26', 'New Folder', 'New Folder 2']),
      ),
    );
    const made = (await stored()).filter((d) => d.title.startsWith('New Folder'));
    for (const folder of made)
      expect(folder).toEqual(
        expect.objectContaining({ hierarchy: [], ownerCode: ME, orgType: 'regular' }),
      );
  });

  it('[000 §2 assortments tree] Move to folder moves exactly the chosen row into the folder', async () => {
    const u = userEvent.setup();
    const { stored } = await renderLists(['all']);
    const before = await stored();
    await select(u, 'Sandals');
    await u.click(screen.getByRole('button', { name: 'Move to folder' }));
    const dialog = await screen.findByTestId('move-dialog');
    await u.click(within(dialog).getByRole('button', { name: /Folder/ }));
    await u.click(await screen.findByRole('option', { name: 'Spring 26' }));
    await u.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(async () =>
      expect((await stored()).find((d) => d.id === 'a2')?.hierarchy).toEqual(['Spring 26']),
    );
    for (const doc of (await stored()).filter((d) => d.id !== 'a2'))
      expect(doc).toEqual(before.find((b) => b.id === doc.id));
    await waitFor(() => {
      const row = [...document.querySelectorAll('[data-r]')].find((r) =>
        r.textContent?.includes('Sandals'),
      );
      expect(row).toHaveAttribute('aria-level', '2');
    });
  });
});

describe('[000 §8 delete confirmation] folders', () => {
  it('[000 §8 delete confirmation] deleting a folder removes only it; what it held moves up one level', async () => {
    const u = userEvent.setup();
    const { stored } = await renderLists(['all']);
    await select(u, 'Spring 26');
    await u.click(screen.getByRole('button', { name: 'Delete' }));
    const prompt = await screen.findByTestId('confirm-prompt');
    expect(prompt).toHaveTextContent('You are about to delete one assortment: Spring 26');
    await u.click(within(prompt).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect((await stored()).map((d) => d.id)).not.toContain('f1'));
    await waitFor(async () =>
      expect((await stored()).find((d) => d.id === 'a1')?.hierarchy).toEqual([]),
    );
    expect((await stored()).map((d) => d.id)).toEqual(
      DOCS.map((d) => d.id)
        .filter((id) => id !== 'f1')
        .sort(),
    );
  });
});

describe('[000 §2 Copy Assortment] copy', () => {
  it('[000 §8 Assortment Duplicated] Duplicate for yourself writes a copy owned by the user', async () => {
    const u = userEvent.setup();
    const { stored } = await renderLists(['all']);
    await select(u, 'Sandals');
    await u.click(screen.getByRole('button', { name: 'Copy' }));
    const dialog = await screen.findByTestId('copy-assortment-dialog');
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await u.clear(title);
    await u.type(title, 'Sandals copy');
    await u.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await waitFor(async () => expect(await stored()).toHaveLength(DOCS.length + 1));
    const copy = (await stored()).find((d) => d.title === 'Sandals copy');
    expect(copy).toEqual(
      expect.objectContaining({ ownerCode: ME, starred: false, method: 'static', hierarchy: [] }),
    );
    expect(copy?.id).not.toBe('a2');
    expect(toasts()).toContainEqual({ id: 'msgCodes.assortments.duplicated' });
  });

  it('[000 §2 Copy Assortment] offline, Copy for another user says the lookup needs a connection', async () => {
    const u = userEvent.setup();
    await renderLists(['all']);
    await select(u, 'Sandals');
    await u.click(screen.getByRole('button', { name: 'Copy' }));
    const dialog = await screen.findByTestId('copy-assortment-dialog');
    await u.click(within(dialog).getByRole('tab', { name: 'Copy for another user' }));
    expect(dialog).toHaveTextContent('Finding a user needs a connection.');
  });
});

describe('[000 §9 export file names] Export', () => {
  it('[000 §9 export file names] the recent grid of quick access exports its rows as quick-access-recent-assortments.xlsx', async () => {
    const u = userEvent.setup();
    const saved: DownloadFile[] = [];
    const queue = createDownloadStore({
      save: (file) => saved.push(file),
      now: () => 0,
      setTimer: () => undefined,
    });
    const jobs = createJobClient<ExportJobs>(
      () => null,
      async () => createJobHost(exportJobs({ thumbnailer: sharpThumbnailer })),
    );
    await renderLists(['starred', 'recent'], DOCS, { queue, jobs });
    const recent = screen.getByTestId('assortments-recent');
    await waitFor(() => expect(recent).toHaveTextContent('Sandals'));
    await u.click(within(recent).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    const file = saved[0]!;
    expect(file.fileName).toBe('quick-access-recent-assortments.xlsx');
    const wb = new ExcelJS.Workbook();
    const { bytes } = file;
    await wb.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = wb.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header.slice(0, 2)).toEqual(['Title', 'Subtitle']);
    const column = (name: string) =>
      Array.from({ length: sheet.rowCount - 1 }, (_, i) =>
        String(sheet.getRow(i + 2).getCell(header.indexOf(name) + 1).value),
      );
    // Newest first, the user's own non-archived items only.
    expect(column('Title')).toEqual(['Boots', 'Sandals', 'Dyn']);
    expect(column('Modified')).toEqual(['2025-05-03', '2025-05-02', '2025-05-01']);
  });
});
