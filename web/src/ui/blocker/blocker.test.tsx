// spec 000 §2 / 001 §2: the global blocker 'Loading: Please wait...'.
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { Blocker } from './Blocker.tsx';
import { blockerStore, withBlocker } from './blocker-store.ts';

afterEach(cleanup);

describe('blocker', () => {
  it('shows while any blocking task runs and hides after the last one', async () => {
    render(
      <IntlProvider
        locale="en-US"
        messages={{ 'common.loadingPleaseWait': 'Loading: Please wait...' }}
      >
        <Blocker />
      </IntlProvider>,
    );
    expect(screen.queryByTestId('blocker')).toBeNull();
    let finishA = () => {};
    let finishB = () => {};
    let a!: Promise<string>;
    let b!: Promise<void>;
    act(() => {
      a = withBlocker(new Promise<string>((resolve) => (finishA = () => resolve('done'))));
      b = withBlocker(() => new Promise<void>((resolve) => (finishB = resolve)));
    });
    expect(screen.getByTestId('blocker').textContent).toContain('Loading: Please wait...');
    await act(async () => {
      finishA();
      await a;
    });
    expect(screen.getByTestId('blocker')).toBeTruthy();
    await act(async () => {
      finishB();
      await b;
    });
    expect(screen.queryByTestId('blocker')).toBeNull();
    expect(blockerStore.isBlocking()).toBe(false);
  });

  it('a failing task still releases the blocker', async () => {
    await expect(withBlocker(Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(blockerStore.isBlocking()).toBe(false);
  });
});
