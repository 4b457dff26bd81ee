// spec 000 §2: every route change resets the toolbar and the app bar.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ChromeProvider, ScreenToolbar, useChrome, useHideAppBar } from './chrome.tsx';

function Frame() {
  const { appBarHidden, setToolbarSlot } = useChrome();
  return (
    <>
      {!appBarHidden && <header>app bar</header>}
      <div data-testid="toolbar" ref={setToolbarSlot} />
      <Outlet />
    </>
  );
}

function WithToolbar() {
  useHideAppBar();
  return (
    <>
      <ScreenToolbar>
        <button type="button">Export</button>
      </ScreenToolbar>
      <p>showroom</p>
    </>
  );
}

afterEach(cleanup);

describe('app chrome', () => {
  it('drops the toolbar and shows the app bar again on the next route', async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <ChromeProvider>
              <Frame />
            </ChromeProvider>
          ),
          children: [
            { path: '/showroom', element: <WithToolbar /> },
            { path: '/plain', element: <p>plain</p> },
          ],
        },
      ],
      { initialEntries: ['/showroom'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('showroom')).toBeTruthy();
    expect(screen.getByTestId('toolbar').textContent).toBe('Export');
    expect(screen.queryByText('app bar')).toBeNull();

    await act(() => router.navigate('/plain'));
    expect(screen.getByText('plain')).toBeTruthy();
    expect(screen.getByTestId('toolbar').textContent).toBe('');
    expect(screen.getByText('app bar')).toBeTruthy();
  });
});
