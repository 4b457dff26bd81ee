// Live device data in React (decision 0027) on a real device sync: the host runs in the page
// (jsdom has no Worker) over a real RxDB database (Dexie over fake-indexeddb) and the real
// Dexie catalogue; no server is reachable, like an offline device. Reads re-render on writes,
// stop on unmount, share one read per request in the host (StrictMode included), wait while
// no device sync is open and start over after sign-out.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../sync/runtime.ts';
import { insertDocuments, patchDocuments, removeDocuments } from './actions.ts';
import { toCatalogueRecord } from './catalogue.ts';
import type { DeviceDocOf } from './device-docs.ts';
import {
  useCatalogueCount,
  useLiveCount,
  useLiveDocument,
  useLiveQuery,
  type LiveQueryState,
} from './hooks.ts';

let user = 0;
const openSync = () => openDeviceSync(`hooks-${++user}-${Date.now()}`);

afterEach(async () => {
  cleanup();
  const sync = currentDeviceSync();
  const db = await sync?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
});

const note = (id: string, title: string, extra: Partial<DeviceDocOf<'notifications'>> = {}) => ({
  id,
  userCode: 'U100',
  notificationType: 'sample' as const,
  title,
  createdDate: `2025-06-0${id.slice(-1)}T10:00:00.000Z`,
  ...extra,
});

/** The unread sample notifications, newest first, as the drawer of spec 001 §4 lists them. */
function Unread({
  onRender,
}: {
  readonly onRender?: (state: LiveQueryState<'notifications'>) => void;
}) {
  // A new but equal query object on every render.
  const state = useLiveQuery('notifications', {
    selector: { notificationType: 'sample', state: 'New' },
    sort: [{ notificationType: 'asc' }, { state: 'asc' }, { idxCreated: 'asc' }],
  });
  onRender?.(state);
  if (state.loading) return <p>loading</p>;
  return (
    <ul>
      {state.docs.map((n) => (
        <li key={n.id}>{n.title}</li>
      ))}
    </ul>
  );
}

const titles = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('useLiveQuery', () => {
  it('[0027 live reads] re-renders with the new documents on every write, in the query’s order', async () => {
    await openSync();
    render(<Unread />);
    await waitFor(() => expect(screen.queryByText('loading')).toBeNull());
    expect(titles()).toEqual([]);
    await insertDocuments('notifications', [note('n1', 'First'), note('n2', 'Second')]);
    // idxCreated is the inverted creation time: the newer one first.
    await waitFor(() => expect(titles()).toEqual(['Second', 'First']));
    await patchDocuments('notifications', 'n2', { state: 'Read' });
    await waitFor(() => expect(titles()).toEqual(['First']));
    await patchDocuments('notifications', 'n1', { title: 'First, renamed' });
    await waitFor(() => expect(titles()).toEqual(['First, renamed']));
    await removeDocuments('notifications', 'n1');
    await waitFor(() => expect(titles()).toEqual([]));
  });

  it('[0027 live reads] unmount stops the read: no render after it, no read left in the host', async () => {
    const sync = await openSync();
    let renders = 0;
    const view = render(<Unread onRender={() => (renders += 1)} />);
    await insertDocuments('notifications', note('n1', 'First'));
    await waitFor(() => expect(titles()).toEqual(['First']));
    await waitFor(async () => expect(await sync.data.watching()).toBe(1));
    view.unmount();
    await waitFor(async () => expect(await sync.data.watching()).toBe(0));
    const before = renders;
    await insertDocuments('notifications', note('n2', 'Second'));
    await new Promise((r) => setTimeout(r, 200));
    expect(renders).toBe(before);
  });

  it('[0027 live reads] StrictMode mount, unmount, mount leaves exactly one read in the host', async () => {
    const sync = await openSync();
    let last: LiveQueryState<'notifications'> | undefined;
    const view = render(
      <StrictMode>
        <Unread onRender={(s) => (last = s)} />
        <Unread />
      </StrictMode>,
    );
    await insertDocuments('notifications', note('n1', 'First'));
    await waitFor(() => expect(titles()).toEqual(['First', 'First']));
    await waitFor(async () => expect(await sync.data.watching()).toBe(1));
    // Re-rendering with equal (new) query objects keeps the read and its answer.
    const docs = last?.docs;
    view.rerender(
      <StrictMode>
        <Unread onRender={(s) => (last = s)} />
        <Unread />
      </StrictMode>,
    );
    expect(last?.loading).toBe(false);
    expect(last?.docs).toBe(docs);
    expect(await sync.data.watching()).toBe(1);
    view.unmount();
    await waitFor(async () => expect(await sync.data.watching()).toBe(0));
  });

  it('[0027 live reads] waits while no device sync is open, and starts over after sign-out', async () => {
    let last: LiveQueryState<'notifications'> | undefined;
    render(<Unread onRender={(s) => (last = s)} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    const sync = await act(() => openSync());
    await insertDocuments('notifications', note('n1', 'First'));
    await waitFor(() => expect(titles()).toEqual(['First']));
    const db = await sync.database();
    await act(() => closeDeviceSync());
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(last).toMatchObject({ loading: true, docs: [] });
    await db.remove();
  });

  it('[0027 live reads] a query the device cannot run is an error, not a throw', async () => {
    await openSync();
    function Bad() {
      const { error, loading } = useLiveQuery('notifications', {
        selector: { state: { $bogus: 1 } } as never,
      });
      return <p>{loading ? 'loading' : (error?.message ?? 'no error')}</p>;
    }
    render(<Bad />);
    await waitFor(() => expect(screen.queryByText('loading')).toBeNull());
    expect(screen.queryByText('no error')).toBeNull();
  });
});

describe('useLiveDocument, useLiveCount, useCatalogueCount', () => {
  function Counts() {
    // Served by the index [notificationType, state, idxCreated]; `state` alone is not.
    const typed = useLiveCount('notifications', { notificationType: 'sample', state: 'New' });
    const unread = useLiveCount('notifications', { state: 'New' });
    const one = useLiveDocument('notifications', 'n1');
    const products = useCatalogueCount();
    if (typed.loading || unread.loading || one.loading || products.loading) return <p>loading</p>;
    return (
      <p>
        {`typed ${typed.count}; unread ${unread.count}; n1 ${one.doc?.title ?? 'none'}; products ${products.count}`}
      </p>
    );
  }

  it('[0027 live reads] follow inserts, patches, removals and the catalogue as it fills', async () => {
    const sync = await openSync();
    render(<Counts />);
    const shows = (text: string) =>
      waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
    await shows('typed 0; unread 0; n1 none; products 0');
    await insertDocuments('notifications', [
      note('n1', 'First'),
      note('n2', 'Second', { notificationType: 'promo' }),
    ]);
    await shows('typed 1; unread 2; n1 First; products 0');
    await patchDocuments('notifications', ['n1', 'n2'], { state: 'Read' });
    await shows('typed 0; unread 0; n1 First; products 0');
    await patchDocuments('notifications', 'n1', { title: 'Renamed' });
    await shows('typed 0; unread 0; n1 Renamed; products 0');
    await removeDocuments('notifications', 'n1');
    await shows('typed 0; unread 0; n1 none; products 0');
    const catalogue = await sync.catalogue();
    await catalogue.products.bulkPut(
      ['S1_BLK', 'S2_BLK', 'S3_RED'].map((id) =>
        toCatalogueRecord({ id, style: id.slice(0, 2), productType: 'Footwear' }),
      ),
    );
    await shows('typed 0; unread 0; n1 none; products 3');
  });
});
