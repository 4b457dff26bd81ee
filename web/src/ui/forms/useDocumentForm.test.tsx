// The document form hook on its own (spec 000 §9 form debounce 900 ms; §4 changed-field
// checking): problems appear when the user leaves a field or saves, refresh 900 ms after
// typing stops, and dirtiness is measured against the last saved values.
import { emailSchema, isoDateSchema, moneySchema } from '@portal/shared/entities/common.ts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { confirmStore } from '../confirm/confirm-store.ts';
import { useDocumentForm } from './useDocumentForm.ts';

const contactSchema = z.object({
  email: emailSchema,
  since: isoDateSchema,
  budget: moneySchema.optional(),
});

afterEach(() => {
  act(() => confirmStore.no());
  vi.useRealTimers();
});

function renderForm(onSubmit = vi.fn()) {
  return renderHook(() =>
    useDocumentForm({
      schema: contactSchema,
      initial: { email: 'ana@example.com', since: '2024-02-29' },
      onSubmit,
    }),
  );
}

describe('[000 §9 form debounce] useDocumentForm', () => {
  it('refreshes a shown problem 900 ms after the last change, at once on leaving', () => {
    vi.useFakeTimers();
    const { result } = renderForm();
    act(() => result.current.setValue('email', 'ana@'));
    act(() => result.current.field('email').onBlur());
    expect(result.current.field('email').problem).toEqual({ code: 'invalidEmail' });

    act(() => result.current.setValue('email', 'ana@example.org'));
    act(() => vi.advanceTimersByTime(899));
    expect(result.current.field('email').problem).toEqual({ code: 'invalidEmail' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.field('email').problem).toBeUndefined();

    act(() => result.current.setValue('email', ''));
    act(() => result.current.field('email').onBlur());
    expect(result.current.field('email').problem).toEqual({ code: 'required' });
  });

  it('keeps problems of untouched fields hidden until a save is tried', async () => {
    const onSubmit = vi.fn();
    const { result } = renderForm(onSubmit);
    act(() => result.current.setValue('since', '2023-02-29'));
    expect(result.current.problems).toEqual({});
    let saved = true;
    await act(async () => {
      saved = await result.current.submit();
    });
    expect(saved).toBe(false);
    expect(result.current.problems).toEqual({ since: { code: 'invalidDate' } });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands the parsed document to onSubmit and counts as clean afterwards', async () => {
    const onSubmit = vi.fn();
    const { result } = renderForm(onSubmit);
    act(() => result.current.setValue('budget', 2550));
    expect(result.current.isDirty).toBe(true);
    expect(result.current.changed).toEqual(['budget']);
    await act(async () => {
      await result.current.submit();
    });
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'ana@example.com',
      since: '2024-02-29',
      budget: 2550,
    });
    expect(result.current.isDirty).toBe(false);
  });

  it('[000 §4] discarding a clean form runs at once; a changed one waits for the answer', async () => {
    const { result } = renderForm();
    const discard = vi.fn();
    await act(async () => {
      await expect(result.current.confirmDiscard(discard)).resolves.toBe(true);
    });
    expect(discard).toHaveBeenCalledOnce();
    expect(confirmStore.getState().open).toBe(false);

    act(() => result.current.setValue('email', 'bo@example.com'));
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = result.current.confirmDiscard(discard);
    });
    expect(confirmStore.getState()).toMatchObject({
      open: true,
      request: { title: { id: 'inputs.form.discardTitle' } },
    });
    act(() => confirmStore.no());
    await expect(answer).resolves.toBe(false);
    expect(discard).toHaveBeenCalledOnce();
  });

  it('reset starts over from the saved values', () => {
    const { result } = renderForm();
    act(() => result.current.setValue('email', 'x'));
    act(() => result.current.field('email').onBlur());
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ email: 'ana@example.com', since: '2024-02-29' });
    expect(result.current.problems).toEqual({});
    expect(result.current.isDirty).toBe(false);
  });
});
