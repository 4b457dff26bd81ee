// A failing screen shows an error page inside the shell; a failed chunk load also warns with
// the ad-blocker toast (spec 000 §8).
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAllToasts, toastQueue } from '../ui/toasts/queue.ts';
import { isChunkLoadFailure, ScreenError } from './ScreenError.tsx';

const messages = {
  'common.screenErrorTitle': 'Something went wrong',
  'common.screenErrorText': 'This screen could not be shown.',
  'common.chunkLoadFailed': 'Part of the portal could not be loaded.',
  'buttons.reload': 'Reload',
};

function Boom({ error }: { readonly error: Error }): never {
  throw error;
}

function renderFailing(error: Error) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <header>app bar</header>
            <Outlet />
          </>
        ),
        children: [{ path: '/x', errorElement: <ScreenError />, element: <Boom error={error} /> }],
      },
    ],
    { initialEntries: ['/x'] },
  );
  render(
    <IntlProvider locale="en-US" messages={messages}>
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}

afterEach(() => {
  act(() => clearAllToasts());
  cleanup();
  vi.restoreAllMocks();
});

describe('screen errors', () => {
  it('recognises failed chunk loads across browsers', () => {
    expect(
      isChunkLoadFailure(
        new TypeError('Failed to fetch dynamically imported module: /assets/x.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('shows the error inside the shell, with reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(new Error('Cannot read properties of undefined'));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('This screen could not be shown.')).toBeTruthy();
    expect(screen.getByText('app bar')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('a failed chunk load adds the persistent ad-blocker warning', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/Orders.js'));
    expect(await screen.findByText('Part of the portal could not be loaded.')).toBeTruthy();
    expect(toastQueue.visibleToasts.map((t) => t.content)).toEqual([
      expect.objectContaining({
        type: 'warning',
        message: { id: 'common.chunkLoadFailed' },
        persist: true,
      }),
    ]);
  });
});
