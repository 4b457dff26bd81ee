// spec 000 §4 Confirmation prompt.
import { describe, expect, it, vi } from 'vitest';
import { changedFields, createConfirmStore, RESET_DELAY_MS } from './confirm-store.ts';

const title = { text: 'Are You Sure?' };

describe('confirmation prompt', () => {
  it('yes runs the action, hides, and resets after 100 ms', async () => {
    vi.useFakeTimers();
    try {
      const store = createConfirmStore(globalThis);
      const onYes = vi.fn();
      const answer = store.confirm({ title, onYes });
      expect(store.getState()).toMatchObject({ open: true, request: { title } });
      store.yes();
      expect(onYes).toHaveBeenCalledOnce();
      await expect(answer).resolves.toBe(true);
      expect(store.getState().open).toBe(false);
      expect(store.getState().request).not.toBeNull(); // still there while it fades out
      vi.advanceTimersByTime(RESET_DELAY_MS);
      expect(store.getState().request).toBeNull();
      expect(RESET_DELAY_MS).toBe(100);
    } finally {
      vi.useRealTimers();
    }
  });

  it('no runs the optional no action and hides', async () => {
    const store = createConfirmStore();
    const onYes = vi.fn();
    const onNo = vi.fn();
    const answer = store.confirm({ title, onYes, onNo });
    store.no();
    await expect(answer).resolves.toBe(false);
    expect(onNo).toHaveBeenCalledOnce();
    expect(onYes).not.toHaveBeenCalled();
    expect(store.getState()).toEqual({ open: false, request: null });
  });

  it('with changed-field checking, shows only when a watched value differs', async () => {
    const store = createConfirmStore();
    const onYes = vi.fn();
    const unchanged = await store.confirm({
      title,
      onYes,
      checkChangedFields: {
        snapshot: { name: 'A', tags: ['x'] },
        current: { name: 'A', tags: ['x'] },
      },
    });
    expect(unchanged).toBe(true);
    expect(onYes).toHaveBeenCalledOnce();
    expect(store.getState().open).toBe(false);

    const answer = store.confirm({
      title,
      onYes,
      checkChangedFields: {
        snapshot: { name: 'A', note: 'n' },
        current: { name: 'B', note: 'n' },
        fields: ['name'],
      },
    });
    expect(store.getState().open).toBe(true);
    store.no();
    await expect(answer).resolves.toBe(false);
    expect(onYes).toHaveBeenCalledOnce();
  });

  it('changedFields compares values deeply and only the watched fields', () => {
    expect(changedFields({ snapshot: { a: [1, 2], b: 1 }, current: { a: [1, 2], b: 2 } })).toEqual([
      'b',
    ]);
    expect(
      changedFields({ snapshot: { a: 1, b: 1 }, current: { a: 1, b: 2 }, fields: ['a'] }),
    ).toEqual([]);
    expect(changedFields({ snapshot: {}, current: { added: 1 } })).toEqual(['added']);
  });
});
