// Commands from screens (decision 0013, 0027) on a real device sync in the page (RxDB over
// fake-indexeddb, no server reachable): `runCommand` writes the command offline, the chip shows
// it queued, and the server's answer, written into the command document as replication would
// write it (the executor itself is tested server-side and in tests/sync/run-command.test.ts),
// turns it done or refused and settles the outcome. Translated in every locale.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand, DeviceWriteError } from '../../db/actions.ts';
import { fallbackMessages, loadMessages } from '../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../sync/runtime.ts';
import { CommandStatusChip } from './CommandStatusChip.tsx';

let user = 0;
const openSync = () => openDeviceSync(`commands-${++user}-${Date.now()}`);

afterEach(async () => {
  cleanup();
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
});

const chip = (commandId: string, messages = fallbackMessages, locale = 'en-US') =>
  render(
    <IntlProvider locale={locale} messages={messages}>
      <CommandStatusChip commandId={commandId} />
    </IntlProvider>,
  );

/** Writes the server's answer into the command document, as the replication would. */
async function answer(id: string, status: 'executed' | 'failed', message?: string) {
  const commands = (await currentDeviceSync()!.database()).collections.commands!;
  const doc = await commands.findOne(id).exec();
  await doc!.incrementalPatch({
    status,
    result: { ok: status === 'executed', ...(message ? { message } : { ids: ['o1'] }) },
  });
}

describe('runCommand and the command status chip', () => {
  it('[001 §4 order actions] a submit written offline is queued, then done with the server’s result', async () => {
    await openSync();
    const { id, outcome } = await runCommand('order.submit', { orderId: 'o1' });
    chip(id);
    const status = await screen.findByTestId('command-status');
    expect(status).toHaveAttribute('data-state', 'queued');
    expect(status).toHaveTextContent('Queued');
    const stored = await (
      await currentDeviceSync()!.database()
    ).collections
      .commands!.findOne(id)
      .exec();
    expect(stored?.toJSON()).toMatchObject({
      type: 'order.submit',
      payload: { orderId: 'o1' },
      status: 'pending',
    });
    await answer(id, 'executed');
    expect(await outcome).toEqual({ state: 'done', result: { ok: true, ids: ['o1'] } });
    await screen.findByText('Done');
    expect(screen.getByTestId('command-status')).toHaveAttribute('data-state', 'done');
  });

  it('[001 §4 order actions] a command the server could not execute is refused with its reason', async () => {
    await openSync();
    const { id, outcome } = await runCommand('order.markComplete', { orderId: 'o1' });
    chip(id);
    await screen.findByText('Queued');
    await answer(id, 'failed', 'The order is already COMPLETED');
    expect(await outcome).toMatchObject({
      state: 'refused',
      message: 'The order is already COMPLETED',
    });
    const status = await screen.findByText('Refused');
    expect(status.closest('[data-testid="command-status"]')).toHaveTextContent(
      'The order is already COMPLETED',
    );
  });

  it('[decision 0014 rejections] a sync rejection of the command document counts as refused', async () => {
    const sync = await openSync();
    const { id, outcome } = await runCommand('order.approve', { orderId: 'o9' });
    chip(id);
    await screen.findByText('Queued');
    // The server refused the document itself: the device holds a tombstone and the rejection.
    const db = await sync.database();
    await db.collections.syncIssues!.insert({
      id: 'rej-1',
      _deleted: false,
      kind: 'rejection',
      sourceCollection: 'commands',
      documentId: id,
      reasonCode: 'forbidden',
      message: 'You may not approve orders',
      refusedValues: { id, type: 'order.approve' },
      idxCreated: 0,
    });
    await (await db.collections.commands!.findOne(id).exec())!.remove();
    expect(await outcome).toEqual({ state: 'refused', message: 'You may not approve orders' });
    expect(await screen.findByText('Refused')).toBeInTheDocument();
  });

  it('[001 §4 order actions] a payload that does not fit its command is refused on the device', async () => {
    const sync = await openSync();
    const refused = await runCommand('order.submit', { orderId: '' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DeviceWriteError);
    expect((refused as DeviceWriteError).issues[0]?.path).toEqual(['payload', 'orderId']);
    expect(await (await sync.database()).collections.commands!.count().exec()).toBe(0);
  });

  it('[000 §1 languages] the chip’s states are translated', async () => {
    await openSync();
    const { id } = await runCommand('order.submit', { orderId: 'o1' });
    chip(id, await loadMessages('de-DE'), 'de-DE');
    expect(await screen.findByText('In Warteschlange')).toBeInTheDocument();
  });
});
