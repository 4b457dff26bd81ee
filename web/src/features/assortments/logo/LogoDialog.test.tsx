// The logo dialog in jsdom on a real device sync (RxDB over fake-indexeddb) and the app's own
// upload queue (decision 0070). Offline: a file that is no PNG/JPEG/WebP/GIF or over 5 MB is
// refused with its message; a chosen image waits in the queue on the device and is shown from
// there (also after the dialog is closed and opened again); Replace keeps only the newest file
// of a slot; Remove cancels what waits and clears the stored field. Against the real server
// (the harness's app on PGlite in a worker thread, memory blob store; its sync endpoints
// unreachable): an image chosen offline uploads when the connection returns, the assortment's
// field on the device becomes the server's preview JPEG of it, readable over GET /api/files,
// and the statistic 'imageUploadLogo' (kept offline) reaches the server.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { LOGO_MAX_BYTES, type Assortment } from '@portal/shared';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertDocuments } from '../../../db/actions.ts';
import { fallbackMessages } from '../../../i18n/catalog.ts';
import { closeDeviceSync, currentDeviceSync, openDeviceSync } from '../../../sync/runtime.ts';
import { clearAllToasts } from '../../../ui/toasts/queue.ts';
import { uploads } from '../../uploads/uploads.ts';
import { LogoDialog } from './LogoDialog.tsx';

const BLUE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAYCAMAAACLI47uAAAAA1BMVEUfOl9ufUuLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQ4y2NgGAWjYBSMgsEFAASYAAEwai57AAAAAElFTkSuQmCC';
const RED_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAMAAADXqc3KAAAAA1BMVEXTLy+ReLOHAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAD0lEQVQoz2NgGAWjgPoAAAJYAAF1NoZ3AAAAAElFTkSuQmCC';
const png = (base64: string, name: string) =>
  new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: 'image/png' });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

let run = 0;
afterEach(async () => {
  cleanup();
  act(() => clearAllToasts());
  const db = await currentDeviceSync()?.database();
  await closeDeviceSync();
  await db?.remove().catch(() => undefined);
  setOnline(true);
});

async function openDialog(userId: string, stored: Partial<Assortment> = {}) {
  const sync = await openDeviceSync(userId);
  await insertDocuments('assortments', [
    {
      id: 'a1',
      title: 'Spring Trail',
      type: 'item',
      method: 'static',
      orgType: 'regular',
      ...stored,
    },
  ] as never);
  const collection = (await sync.database()).collections.assortments!;
  const read = async () =>
    (await collection.findOne('a1').exec())!.toMutableJSON() as unknown as Assortment;
  const assortment = await read();
  const show = () =>
    render(
      <IntlProvider locale="en-US" messages={fallbackMessages} timeZone="UTC">
        <LogoDialog assortment={assortment} onClose={() => undefined} />
      </IntlProvider>,
    );
  return { read, show, view: show() };
}

const slot = (name: 'Logo' | 'Customer logo') =>
  within(screen.getByTestId('assortment-logo-dialog')).getByRole('group', { name });
const fileInput = (name: 'Logo' | 'Customer logo') =>
  slot(name).querySelector('input[type="file"]') as HTMLInputElement;
const image = (name: 'Logo' | 'Customer logo') => within(slot(name)).queryByRole('img');
const waitingFiles = () =>
  uploads
    .items()
    .filter((i) => i.status !== 'cancelled')
    .map((i) => [i.filename, i.attachTo, i.attachField, i.waiting]);

describe('[000 §2 logo] the logo and customer logo dialog, offline', () => {
  it('[000 §2 logo] a file that is no image of the accepted kinds, or too large, is refused with its reason', async () => {
    setOnline(false);
    await openDialog(`logo-refused-${++run}-${Date.now()}`);
    const u = userEvent.setup();
    await u.upload(
      fileInput('Logo'),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'mark.svg', {
        type: 'image/svg+xml',
      }),
    );
    expect(within(slot('Logo')).getByRole('alert')).toHaveTextContent(
      'Choose a PNG, JPEG, WebP or GIF image.',
    );
    await u.upload(
      fileInput('Logo'),
      new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }),
    );
    expect(within(slot('Logo')).getByRole('alert')).toHaveTextContent(
      'The image is larger than 5 MB: choose a smaller one.',
    );
    expect(screen.getByTestId('assortment-logo-dialog')).toHaveTextContent(
      'Images: PNG, JPEG, WebP or GIF, up to 5 MB each.',
    );
    expect(uploads.items()).toEqual([]);
    expect(within(slot('Logo')).getByRole('button', { name: 'Choose image' })).toBeEnabled();
  });

  it('[000 §2 logo] a chosen image waits on the device, shown from there; Replace keeps the newest; Remove cancels it', async () => {
    setOnline(false);
    await openDialog(`logo-offline-${++run}-${Date.now()}`);
    const u = userEvent.setup();
    expect(slot('Logo')).toHaveTextContent('No image yet');
    await u.upload(fileInput('Logo'), png(BLUE_PNG, 'brand.png'));
    await waitFor(() => expect(waitingFiles()).toEqual([['brand.png', 'a1', 'logo', true]]));
    await waitFor(() =>
      expect(image('Logo')).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    expect(within(slot('Logo')).getByRole('status')).toHaveTextContent(
      'Kept on this device: it uploads when you are back online',
    );
    await u.upload(fileInput('Logo'), png(RED_PNG, 'brand-2.png'));
    await waitFor(() => expect(waitingFiles()).toEqual([['brand-2.png', 'a1', 'logo', true]]));
    await u.click(within(slot('Logo')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(waitingFiles()).toEqual([]));
    expect(slot('Logo')).toHaveTextContent('No image yet');
    expect(within(slot('Logo')).getByRole('button', { name: 'Choose image' })).toBeEnabled();
  });

  it('[000 §2 logo] a stored customer logo shows; a new one queued offline outlives closing the dialog; Remove clears the field', async () => {
    setOnline(false);
    const stored = 'libraries/AdvertisingLogo/7/preview.jpg';
    const { read, show, view } = await openDialog(`logo-customer-${++run}-${Date.now()}`, {
      customerLogo: stored,
    });
    expect(image('Customer logo')).toHaveAttribute('src', `/api/files/${stored}`);
    expect(image('Logo')).toBeNull();
    const u = userEvent.setup();
    await u.upload(fileInput('Customer logo'), png(RED_PNG, 'client.png'));
    await waitFor(() =>
      expect(image('Customer logo')).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    view.unmount();
    show();
    await waitFor(() =>
      expect(image('Customer logo')).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    expect(waitingFiles()).toEqual([['client.png', 'a1', 'customerLogo', true]]);
    await u.click(within(slot('Customer logo')).getByRole('button', { name: 'Remove' }));
    await waitFor(async () => expect((await read()).customerLogo).toBeUndefined());
    await waitFor(() => expect(slot('Customer logo')).toHaveTextContent('No image yet'));
    expect(waitingFiles()).toEqual([]);
  });
});

/** The harness server in a worker thread (tests/sync/support/server-worker.ts). */
interface ServerRpc {
  readonly url: string;
  call<T>(op: string, ...args: unknown[]): Promise<T>;
  close(): Promise<void>;
}

describe('[000 §2 logo] the upload lands on the real server', () => {
  const realFetch = globalThis.fetch;
  let server: ServerRpc;
  let cookie: string | undefined;
  let userId = '';
  /** The page's fetch: same-origin REST calls reach the server; the device sync stays offline. */
  const pageFetch: typeof fetch = async (input, init) => {
    const raw = input instanceof Request ? input.url : String(input);
    if (!navigator.onLine || raw.startsWith('/api/sync')) throw new TypeError('Failed to fetch');
    const headers = new Headers(init?.headers);
    headers.set('origin', server.url);
    if (cookie) headers.set('cookie', cookie);
    const { credentials: _same, ...rest } = init ?? {};
    const res = await realFetch(raw.startsWith('/') ? `${server.url}${raw}` : raw, {
      ...rest,
      headers,
    });
    for (const set of res.headers.getSetCookie()) cookie = set.split(';')[0];
    return res;
  };

  beforeAll(async () => {
    const { URL: NodeURL, fileURLToPath } = await import('node:url');
    const support = (file: string) =>
      new NodeURL(`../../../../../tests/sync/support/${file}`, import.meta.url);
    const { startWorkerRpc } = (await import(
      /* @vite-ignore */ fileURLToPath(support('worker-rpc.ts'))
    )) as { startWorkerRpc(script: unknown, data: unknown): Promise<ServerRpc> };
    server = await startWorkerRpc(support('server-worker.ts'), { kind: 'pglite', blobs: 'memory' });
    const email = `logo.${Date.now().toString(36)}@example.com`;
    ({ id: userId } = await server.call<{ id: string }>('createUser', {
      email,
      name: 'Lia',
      lastName: 'Logo',
      userCode: 'LIA',
      permissions: [{ permission: 'productAssortments', role: 'user' }],
    }));
    vi.stubGlobal('fetch', pageFetch);
    const login = await fetch('/api/users/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'sync test password' }), // tests/sync/support/users.ts
    });
    expect(login.status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    vi.unstubAllGlobals();
    await server?.close();
  });

  it('[000 §3 assortment logo] chosen offline, the image uploads when the connection returns and the field becomes its preview JPEG', async () => {
    setOnline(false);
    const { read } = await openDialog(userId, { ownerCode: 'LIA' });
    const u = userEvent.setup();
    await u.upload(fileInput('Logo'), png(BLUE_PNG, 'brand.png'));
    await waitFor(() =>
      expect(within(slot('Logo')).getByRole('status')).toHaveTextContent('Kept on this device'),
    );
    expect((await read()).logo).toBeUndefined();
    setOnline(true);
    await waitFor(async () => expect((await read()).logo).toBeDefined(), { timeout: 20_000 });
    const key = (await read()).logo!;
    expect(key).toMatch(new RegExp(`^previews/uploads/${userId}/[^/]+/brand\\.png/preview\\.jpg$`));
    await waitFor(() => expect(image('Logo')).toHaveAttribute('src', `/api/files/${key}`));
    expect((await read()).customerLogo).toBeUndefined();
    const file = await fetch(`/api/files/${key}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    await waitFor(
      async () =>
        expect(
          (await server.call<{ action: string; modelId?: string }[]>('load', 'statEventMapping'))
            .filter((e) => e.action === 'imageUploadLogo')
            .map((e) => e.modelId),
        ).toEqual(['a1']),
      { timeout: 10_000 },
    );
  }, 60_000);
});
