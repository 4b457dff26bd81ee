// The update store's "site is updating" state reaches every grid without a prop (spec 001 §4).
import '../grid/testing/domSetup.ts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProducts } from '../grid/testing/fixtures.ts';
import { renderGrid } from '../grid/testing/renderGrid.tsx';
import { updateStore } from './update-store.ts';

describe('site updating', () => {
  it("[001 §4 site updating] after the user's Reload of a new version, a grid blocks row changes with 'Site is updating. Please wait.'", async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(3));
    await user.click(g.cell(0, g.col('name')));
    expect(screen.queryByRole('alert')).toBeNull();

    let activations = 0;
    act(() => updateStore.offer(() => void (activations += 1)));
    expect(updateStore.isUpdating()).toBe(false);
    act(() => updateStore.apply());
    act(() => updateStore.apply());
    expect(activations).toBe(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Site is updating. Please wait.');

    await user.keyboard('X');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(g.writes).toEqual([]);
    expect(g.messages.at(-1)).toMatchObject({
      kind: 'info',
      text: 'Site is updating. Please wait.',
    });
  });
});
