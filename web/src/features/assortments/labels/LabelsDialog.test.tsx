// The Labels dialog in jsdom on a real device sync (RxDB over fake-indexeddb, offline): a
// rename, a removal that clears the label from its products, a new label with the next free
// colour, all in one write of the assortment; a blank or repeated name is refused at once.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { LABEL_COLORS, type Assortment } from '@portal/shared';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { clearAllToasts, toastQueue } from '../../../ui/toasts/queue.ts';
import { LabelsDialog } from './LabelsDialog.tsx';

let run = 0;
afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
});

const HERO = LABEL_COLORS[0];
const BASIC = LABEL_COLORS[1];

async function renderDialog() {
  const sync = await openDeviceSync(`assortment-labels-${++run}-${Date.now()}`);
  await insertDocuments('assortments', [
    {
      id: 'a1',
      title: 'Spring Trail',
      type: 'item',
      method: 'static',
      orgType: 'regular',
      labels: [
        { color: HERO, name: 'Hero' },
        { color: BASIC, name: 'Basic' },
      ],
      products: [
        { style: 'A100', color: 'BLK', label: HERO },
        { style: 'B200', color: 'RED', label: BASIC },
      ],
    },
  ] as never);
  const collection = (await sync.database()).collections.assortments!;
  const stored = async () =>
    (await collection.findOne('a1').exec())!.toMutableJSON() as unknown as Assortment;
  const onClose = vi.fn();
  render(
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
      <LabelsDialog assortment={await stored()} onClose={onClose} />
    </IntlProvider>,
  );
  return { stored, onClose };
}

const dialog = () => screen.getByTestId('assortment-labels-dialog');
const nameField = (index: number) =>
  within(dialog()).getByRole('textbox', { name: `Label ${index} name` });

describe('[000 §3 assortment labels] editing the labels of an assortment', () => {
  it('[000 §5 labels cleared] rename, remove and add in one write; the removed label leaves its products', async () => {
    const u = userEvent.setup();
    const { stored, onClose } = await renderDialog();
    await u.clear(nameField(2));
    await u.type(nameField(2), 'Core');
    await u.click(within(dialog()).getByRole('button', { name: 'Remove label Hero' }));
    await u.click(within(dialog()).getByRole('button', { name: 'Add label' }));
    await u.type(nameField(2), 'Must have');
    await u.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const after = await stored();
    expect(after.labels).toEqual([
      { color: BASIC, name: 'Core' },
      // Not Hero's colour: its products still carry it until the write clears them.
      { color: LABEL_COLORS[2], name: 'Must have' },
    ]);
    expect(after.products).toEqual([
      expect.not.objectContaining({ label: expect.anything() }),
      expect.objectContaining({ style: 'B200', label: BASIC }),
    ]);
    expect(toastQueue.visibleToasts.map((t) => t.content.message)).toContainEqual({
      id: 'msgCodes.assortmentLabels.saved',
    });
  });

  it('[000 §3 assortment labels] a blank or repeated name is refused before saving', async () => {
    const u = userEvent.setup();
    const { stored, onClose } = await renderDialog();
    await u.click(within(dialog()).getByRole('button', { name: 'Add label' }));
    const save = within(dialog()).getByRole('button', { name: 'Save' });
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Give the label a name');
    expect(save).toBeDisabled();
    await u.type(nameField(3), 'hero');
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Another label has this name');
    expect(save).toBeDisabled();
    await u.type(nameField(3), 'ic');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(save).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
    expect((await stored()).labels).toHaveLength(2);
  });
});
