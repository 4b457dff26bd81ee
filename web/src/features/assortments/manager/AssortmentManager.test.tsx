// The assortment manager's lists in jsdom, on a real device sync (the host runs in the page,
// RxDB over fake-indexeddb; no server is reachable, like an offline tablet): each list shows
// the user's own regular assortments it should, New writes a document, Delete and state
// changes ask first and change exactly the chosen documents, and folder rows are not edited.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countsTowardLimit, MAX_ASSORTMENTS_PER_USER } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import {
  ALL,
  DOCS,
  ME,
  cellOf,
  gridOf,
  item,
  renderLists,
  titles,
  toasts,
  registerDeviceLifecycle,
} from './manager-test-kit.tsx';

registerDeviceLifecycle();

describe('[000 §2 assortment manager] the lists', () => {
  it('[000 §2 assortment manager] all shows the own regular folders and items as a tree, archived ones apart', async () => {
    await renderLists(['all']);
    await waitFor(() => expect(titles(ALL)).toHaveLength(4));
    expect(titles(ALL)).toEqual(expect.arrayContaining(['Spring 26', 'Boots', 'Sandals', 'Dyn']));
    const folder = gridOf(ALL).querySelector('[data-r][aria-level="1"][aria-expanded]');
    expect(folder?.textContent).toContain('Spring 26');
    const boots = [...gridOf(ALL).querySelectorAll('[data-r]')].find((r) =>
      r.textContent?.includes('Boots'),
    );
    expect(boots).toHaveAttribute('aria-level', '2');
    expect(
      screen.getByText('Offline: changes are saved on this device and sync when you reconnect.'),
    ).toBeInTheDocument();
  });

  it('[000 §2 quick access] quick access shows the starred grid and the 20 most recent', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      item(`r${String(i).padStart(2, '0')}`, `Recent ${i}`, {
        modifiedDate: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
      }),
    );
    await renderLists(['starred', 'recent'], [...DOCS, ...many]);
    await waitFor(() => expect(titles('Starred assortments')).toEqual(['Boots']));
    const recent = screen.getByTestId('assortments-recent');
    await waitFor(() => expect(recent).toHaveTextContent('20 rows'));
    // Newest first: the seed documents of May come before January's.
    expect(titles('Recent assortments').slice(0, 3)).toEqual(['Boots', 'Sandals', 'Dyn']);
    expect(titles('Recent assortments')).not.toContain('Recent 0');
  });

  it('[000 §4 assortment state] archived shows only archived assortments; scheduled shows its empty message', async () => {
    await renderLists(['archived', 'scheduled']);
    await waitFor(() => expect(titles('Archived assortments')).toEqual(['Old line']));
    expect(screen.getByTestId('assortments-scheduled')).toHaveTextContent(
      'No scheduled documents.',
    );
  });

  it('[000 §8 empty grid] an empty all list says how to start', async () => {
    await renderLists(['all'], []);
    await waitFor(() =>
      expect(
        screen.getByText('No assortments created. To get started create an assortment.'),
      ).toBeInTheDocument(),
    );
  });
});

describe('[000 §2 Select Assortment Type] New Assortment', () => {
  it('[000 §8 Assortment Created] New writes a static assortment of the user and opens it', async () => {
    const u = userEvent.setup();
    const { stored, router } = await renderLists(['all']);
    await waitFor(() => expect(titles(ALL)).toHaveLength(4));
    await u.click(screen.getByRole('button', { name: 'New Assortment' }));
    const dialog = await screen.findByTestId('new-assortment-dialog');
    await u.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Fall 27 wholesale');
    await u.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(async () => expect(await stored()).toHaveLength(DOCS.length + 1));
    const created = (await stored()).find((d) => d.title === 'Fall 27 wholesale');
    expect(created).toEqual(
      expect.objectContaining({
        type: 'item',
        method: 'static',
        kind: 'StaticAssortment',
        orgType: 'regular',
        state: 'published',
        ownerCode: ME,
        lastEditedByUser: ME,
      }),
    );
    expect(toasts()).toContainEqual({ id: 'msgCodes.assortments.created' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/product/assortments/assortment/${created?.id}/manage`,
      ),
    );
  });
});

describe('[000 §2 max-assortment error] the limit of assortments a user owns', () => {
  it('[000 §2 max-assortment error] at the limit, New Assortment shows the error, not the form, and writes nothing', async () => {
    const u = userEvent.setup();
    // The starred list: a thousand rows in the all list would only slow the test.
    await renderLists(['starred']);
    await screen.findByRole('button', { name: 'New Assortment' });
    const counted = DOCS.filter((d) => d.ownerCode === ME && countsTowardLimit(d)).length;
    await insertDocuments(
      'assortments',
      Array.from({ length: MAX_ASSORTMENTS_PER_USER - counted }, (_, i) =>
        item(`many-${i}`, `Many ${i}`, { hierarchy: ['Bulk'] }),
      ),
    );
    await u.click(screen.getByRole('button', { name: 'New Assortment' }));
    // Told before filling in the form.
    // The device reads the user's thousand documents (slow in fake-indexeddb, not in a browser).
    const error = await screen.findByTestId('max-assortments-dialog', {}, { timeout: 30_000 });
    expect(screen.queryByTestId('new-assortment-dialog')).toBeNull();
    expect(error).toHaveTextContent(
      `You already own ${MAX_ASSORTMENTS_PER_USER.toLocaleString('en-US')} assortments`,
    );
    await u.click(within(error).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('max-assortments-dialog')).toBeNull());
    expect(screen.queryByTestId('new-assortment-dialog')).toBeNull();
  }, 60_000);
});

describe('[000 §4 confirmation prompt] row actions', () => {
  async function select(u: ReturnType<typeof userEvent.setup>, title: string) {
    await waitFor(() => expect(titles(ALL)).toContain(title));
    await u.click(cellOf(ALL, titles(ALL).indexOf(title), 1));
  }

  it('[000 §8 delete confirmation] Delete names the assortment, No keeps it, Yes removes exactly it', async () => {
    const u = userEvent.setup();
    const { stored } = await renderLists(['all']);
    const ids = DOCS.map((d) => d.id).sort();
    await select(u, 'Sandals');
    await u.click(screen.getByRole('button', { name: 'Delete' }));
    const prompt = await screen.findByTestId('confirm-prompt');
    expect(prompt).toHaveTextContent('You are about to delete one assortment: Sandals');
    await u.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect((await stored()).map((d) => d.id)).toEqual(ids);
    await select(u, 'Sandals');
    await u.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByTestId('confirm-prompt');
    await u.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(async () =>
      expect((await stored()).map((d) => d.id)).toEqual(ids.filter((id) => id !== 'a2')),
    );
    await waitFor(() => expect(titles(ALL)).not.toContain('Sandals'));
  });

  it('[000 §2 delete] a dynamic assortment is not offered for delete', async () => {
    const u = userEvent.setup();
    await renderLists(['all']);
    await select(u, 'Dyn');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('[000 §4 assortment state] a state change asks Are You Sure? and applies only after Yes', async () => {
    const u = userEvent.setup();
    const { stored } = await renderLists(['all']);
    const before = await stored();
    await select(u, 'Sandals');
    await u.click(screen.getByRole('button', { name: 'Change status' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Unpublished' }));
    const prompt = await screen.findByTestId('confirm-prompt');
    expect(prompt).toHaveTextContent('Are You Sure?');
    expect(prompt).toHaveTextContent('Changing the status will impact visibility to end users.');
    await u.click(within(prompt).getByRole('button', { name: 'No' }));
    expect(await stored()).toEqual(before);
    await select(u, 'Sandals');
    await u.click(screen.getByRole('button', { name: 'Change status' }));
    await u.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    await u.click(
      within(await screen.findByTestId('confirm-prompt')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(async () =>
      expect((await stored()).find((d) => d.id === 'a2')).toEqual(
        expect.objectContaining({ state: 'archived', archived: true, lastEditedByUser: ME }),
      ),
    );
    const after = await stored();
    for (const doc of after.filter((d) => d.id !== 'a2'))
      expect(doc).toEqual(before.find((b) => b.id === doc.id));
    await waitFor(() => expect(titles(ALL)).not.toContain('Sandals'));
  });

  it('[000 §2 assortments tree] an item title is renamed inline; a folder row title is not editable', async () => {
    const u = userEvent.setup();
    const { stored } = await renderLists(['all']);
    await waitFor(() => expect(titles(ALL)).toContain('Spring 26'));
    await u.click(cellOf(ALL, titles(ALL).indexOf('Spring 26'), 0));
    await u.keyboard('{F2}{Control>}a{/Control}Renamed{Enter}');
    await waitFor(() =>
      expect(screen.getByText('Folder rows cannot be edited.')).toBeInTheDocument(),
    );
    await u.click(cellOf(ALL, titles(ALL).indexOf('Sandals'), 0));
    await u.keyboard('{F2}{Control>}a{/Control}Sandals 2{Enter}');
    await waitFor(
      async () => expect((await stored()).find((d) => d.id === 'a2')?.title).toBe('Sandals 2'),
      { timeout: 3000 },
    );
    expect((await stored()).find((d) => d.id === 'f1')?.title).toBe('Spring 26');
  });
});
