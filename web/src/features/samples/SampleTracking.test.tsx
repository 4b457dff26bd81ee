// A sample's tracking records on the device (spec 001 §3 "tracking record (with an action)",
// §7 sample tracking; decision 0050), in jsdom on a real device sync over fake-indexeddb with
// no server (an offline tablet): a grid edit of a tracked field writes its record with the
// signed-in user's code, other edits and refused ones write none; the side panel lists the
// records newest first, live, says when there are none, and closes by its button or Escape;
// the History button needs exactly one selected row.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { StrictMode, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertDocuments } from '../../db/actions.ts';
import { fallbackMessages } from '../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../sync/runtime.ts';
import { LOCAL_KEYS, removeLocal, writeLocal } from '../session/offline-store.ts';
import { clearAllToasts } from '../../ui/toasts/queue.ts';
import type { SampleRow } from './columns.ts';
import SampleInventoryScreen from './SampleInventoryScreen.tsx';
import { HistoryButton, SampleTrackingPanel } from './SampleTrackingPanel.tsx';
import { prepareSample } from './writes.ts';

let run = 0;
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeEach(async () => {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  // jsdom lays nothing out: the grid's scroller reports a wide screen (every column rendered).
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('pg-scroll') ? 2600 : 0;
    },
  });
  // The device's copy of the signed-in user (session/boot.ts keepUser).
  await writeLocal(LOCAL_KEYS.user, { userCode: 'U-7', name: 'Tess', lastName: 'Tracker' });
});

afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  await removeLocal(LOCAL_KEYS.user);
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});

const CREATED = '2025-04-01T10:00:00.000Z';
const sample = (id: string, style: string, extra: Record<string, unknown> = {}) => ({
  id,
  library: 'Production' as const,
  division: 'FW',
  style,
  color: '001',
  side: 'Pair' as const,
  size: '9',
  status: 'Available',
  totalQty: 2,
  onHandQty: 2,
  bin: `B-${id}`,
  createdDate: CREATED,
  modifiedDate: CREATED,
  ...extra,
});

async function device(docs: readonly object[]) {
  const sync = await openDeviceSync(`tracking-${++run}-${Date.now()}`);
  await insertDocuments('sampleInventory', docs as never);
  const collection = (await sync.database()).collections.sampleInventory!;
  const stored = async (id: string) =>
    (await collection.findOne(id).exec())?.toMutableJSON() as SampleRow | undefined;
  return { collection, stored };
}

const wrap = (children: ReactNode) => (
  <StrictMode>
    <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
      {children}
    </IntlProvider>
  </StrictMode>
);

describe('[001 §7 sample tracking] a grid edit writes the records of its change', () => {
  const grid = () => screen.getByRole('grid', { name: /samples$/ });
  const headers = () =>
    within(grid())
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace('⋮', '') ?? '');
  const cellOf = (row: number, header: string) =>
    grid().querySelector(
      `[data-r="${row}"] [data-c="${headers().indexOf(header)}"]`,
    ) as HTMLElement;

  it('[001 §7 sample tracking] a moved bin and a new count are recorded with the user; a size edit is not', async () => {
    const { stored } = await device([sample('p1', 'A100')]);
    const route = webRouteByName('product--libraries--samples--production');
    const router = createMemoryRouter(
      [{ path: route.path, element: <SampleInventoryScreen route={route} params={{}} /> }],
      { initialEntries: [route.path] },
    );
    render(wrap(<RouterProvider router={router} />));
    const u = userEvent.setup();
    await waitFor(() => expect(cellOf(0, 'Bin')).toHaveTextContent('B-p1'));
    await u.click(cellOf(0, 'Bin'));
    await u.keyboard('{F2}{Control>}a{/Control}C-09{Enter}');
    await u.click(cellOf(0, 'On Hand'));
    await u.keyboard('{F2}{Control>}a{/Control}5{Enter}');
    await u.click(cellOf(0, 'Size'));
    await u.keyboard('{F2}{Control>}a{/Control}10{Enter}');
    await waitFor(async () => expect((await stored('p1'))?.size).toBe('10'), { timeout: 5000 });
    const doc = await stored('p1');
    expect((doc as { bin?: string } | undefined)?.bin).toBe('C-09');
    expect(doc?.tracking.map((r) => [r.action, r.field, r.from, r.to, r.quantity])).toEqual([
      ['Moved', 'bin', 'B-p1', 'C-09', 2],
      ['Quantity changed', 'totalQty', '2', '5', 5],
    ]);
    expect(new Set(doc?.tracking.map((r) => r.userCode))).toEqual(new Set(['U-7']));
    for (const r of doc?.tracking ?? []) expect(r.createdDate).toMatch(/^2\d{3}-\d\d-\d\dT/);
  });

  it('[001 §5 sample inventory required] a refused edit writes no record; an untracked change none', () => {
    const before = sample('p1', 'A100', { tracking: [] }) as unknown as SampleRow;
    expect(() =>
      prepareSample({ ...before, bin: '' } as SampleRow, { before }, '2026-01-01T00:00:00.000Z'),
    ).toThrow();
    const sized = prepareSample(
      { ...before, size: '11' } as SampleRow,
      { before },
      '2026-01-01T00:00:00.000Z',
    );
    expect(sized.tracking).toEqual([]);
    const moved = prepareSample(
      { ...before, status: 'Lost' } as SampleRow,
      { before },
      '2026-01-01T00:00:00.000Z',
      'OTHER',
    );
    expect(moved.tracking).toEqual([
      expect.objectContaining({ action: 'Status changed', userCode: 'OTHER', to: 'Lost' }),
    ]);
  });
});

describe('[001 §7 sample tracking] the side panel', () => {
  const records = [
    {
      id: 'r1',
      action: 'Moved',
      field: 'bin',
      from: 'A-01',
      to: 'B-02',
      quantity: 2,
      userCode: 'U-1',
      createdDate: '2025-05-01T09:30:00.000Z',
    },
    {
      id: 'r2',
      action: 'Checked out',
      note: 'for the showroom',
      userCode: 'U-2',
      createdDate: '2025-06-01T14:00:00.000Z',
    },
    {
      id: 'r3',
      action: 'Quantity changed',
      field: 'onHandQty',
      from: '2',
      userCode: 'U-3',
      createdDate: '2025-05-15T08:00:00.000Z',
    },
  ];

  it('[001 §7 sample tracking] lists the records newest first with when, who, action, change, quantity and note; live', async () => {
    const { collection } = await device([
      sample('p1', 'A100', { tracking: records }),
      sample('p2', 'A200'),
    ]);
    const onClose = vi.fn();
    render(
      wrap(
        <>
          <button type="button">opener</button>
          <SampleTrackingPanel sampleId="p1" library="Production" onClose={onClose} />
        </>,
      ),
    );
    const panel = await screen.findByRole('complementary', { name: /History of A100\/001 9/ });
    await waitFor(() =>
      expect(within(panel).getAllByTestId('sample-tracking-record')).toHaveLength(3),
    );
    const items = () =>
      within(panel)
        .getAllByTestId('sample-tracking-record')
        .map((li) => li.textContent);
    expect(items()[0]).toContain('Checked out');
    expect(items()[0]).toContain('for the showroom');
    expect(items()[0]).toContain('Jun 1, 2025, 2:00 PM');
    expect(items()[1]).toContain('Quantity changed');
    expect(items()[1]).toContain('Current On Hand: 2 → (blank)');
    expect(items()[2]).toContain('Moved');
    expect(items()[2]).toContain('Bin: A-01 → B-02');
    expect(items()[2]).toContain('U-1');
    expect(within(panel).getAllByRole('listitem')[2]).toHaveTextContent(/Quantity\s*2/);
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();

    // A change written on the device shows at once, on top.
    const doc = await collection.findOne('p1').exec();
    await doc!.incrementalPatch({
      tracking: [
        ...records,
        {
          id: 'r4',
          action: 'Status changed',
          field: 'status',
          to: 'Lost',
          createdDate: '2025-07-01T00:00:00.000Z',
        },
      ] as unknown as SampleRow['tracking'],
    });
    await waitFor(() => expect(items()[0]).toContain('Status: (blank) → Lost'));

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('[001 §7 sample tracking] says when a sample has no records, or is not in the library', async () => {
    await device([sample('p2', 'A200')]);
    const { rerender } = render(
      wrap(<SampleTrackingPanel sampleId="p2" library="Production" onClose={() => undefined} />),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No history for this sample yet.'),
    );
    rerender(wrap(<SampleTrackingPanel sampleId="p2" library="Sales" onClose={() => undefined} />));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'This sample is not in this library on this device.',
      ),
    );
  });

  it('[001 §7 sample tracking] the History button needs exactly one selected row', async () => {
    const onOpen = vi.fn();
    const one = [sample('p1', 'A100')] as unknown as SampleRow[];
    const two = [...one, sample('p2', 'A200')] as unknown as SampleRow[];
    const { rerender } = render(wrap(<HistoryButton rows={[]} onOpen={onOpen} />));
    expect(screen.getByRole('button', { name: 'History' })).toBeDisabled();
    rerender(wrap(<HistoryButton rows={two} onOpen={onOpen} />));
    expect(screen.getByRole('button', { name: 'History' })).toBeDisabled();
    rerender(wrap(<HistoryButton rows={one} onOpen={onOpen} />));
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(onOpen).toHaveBeenCalledWith('p1');
  });
});
