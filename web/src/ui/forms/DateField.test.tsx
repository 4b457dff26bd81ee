// The date picker of spec 000 §5 in jsdom: 'Select Date' placeholder and 'Required', MM/DD/YYYY
// (or the user's long date format, 001 §3), YYYY-MM-DD and YYYY/MM/DD typed with leap years,
// cancelling or an incomplete date reverts; the calendar closes 200 ms after a pick (§9).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LongDateFormatProvider } from './date-format.tsx';
import { DATE_PICKER_TOGGLE_DELAY_MS, DateField } from './DateField.tsx';
import { Controlled, renderIn } from './testing.tsx';

function renderDate(
  initial: string | undefined,
  changes: (string | undefined)[],
  options: { isRequired?: boolean; format?: string; locale?: 'en-US' | 'de-DE' } = {},
) {
  return renderIn(
    options.locale ?? 'en-US',
    <LongDateFormatProvider format={options.format}>
      <Controlled<string | undefined> initial={initial} changes={changes}>
        {(value, onChange) => (
          <DateField
            label="Start date"
            value={value}
            onChange={onChange}
            isRequired={options.isRequired ?? false}
          />
        )}
      </Controlled>
    </LongDateFormatProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

const input = () => screen.getByRole('textbox', { name: /Start date/ });

describe('[000 §5 date picker] the date field', () => {
  it('shows the placeholder Select Date, and Required once left empty when required', async () => {
    await renderDate(undefined, [], { isRequired: true });
    expect(input()).toHaveAttribute('placeholder', 'Select Date');
    expect(screen.queryByText('Required')).toBeNull();
    await userEvent.click(input());
    await userEvent.tab();
    expect(screen.getByText('Required')).toBeVisible();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a stored date as MM/DD/YYYY', async () => {
    await renderDate('2024-02-29', []);
    expect(input()).toHaveValue('02/29/2024');
  });

  it.each([
    ['2024/02/29', '2024-02-29', '02/29/2024'],
    ['2024-02-29', '2024-02-29', '02/29/2024'],
    ['3/7/2025', '2025-03-07', '03/07/2025'],
  ])('typing %s stores %s and shows %s', async (typed, stored, shown) => {
    const changes: (string | undefined)[] = [];
    await renderDate(undefined, changes, { isRequired: true });
    await userEvent.type(input(), typed);
    await userEvent.tab();
    expect(changes).toEqual([stored]);
    expect(input()).toHaveValue(shown);
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('2023/02/29 is refused: the previous date stays and the field says why', async () => {
    const changes: (string | undefined)[] = [];
    await renderDate('2024-03-01', changes);
    await userEvent.clear(input());
    await userEvent.type(input(), '2023/02/29');
    await userEvent.tab();
    expect(changes).toEqual([]);
    expect(input()).toHaveValue('03/01/2024');
    expect(
      screen.getByText('Enter a real date as MM/DD/YYYY, YYYY-MM-DD or YYYY/MM/DD.'),
    ).toBeVisible();
  });

  it('an incomplete date reverts to the previous one', async () => {
    const changes: (string | undefined)[] = [];
    await renderDate('2024-03-01', changes);
    await userEvent.clear(input());
    await userEvent.type(input(), '03/0');
    await userEvent.tab();
    expect(changes).toEqual([]);
    expect(input()).toHaveValue('03/01/2024');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('an incomplete date in an empty required field reverts to the placeholder: Required', async () => {
    const changes: (string | undefined)[] = [];
    await renderDate(undefined, changes, { isRequired: true });
    await userEvent.type(input(), '02/29');
    await userEvent.tab();
    expect(changes).toEqual([]);
    expect(input()).toHaveValue('');
    expect(screen.getByText('Required')).toBeVisible();
  });

  it('cancelling with Escape while typing reverts', async () => {
    const changes: (string | undefined)[] = [];
    await renderDate('2024-03-01', changes);
    await userEvent.clear(input());
    await userEvent.type(input(), '12/24/2024{Escape}');
    expect(input()).toHaveValue('03/01/2024');
    await userEvent.tab();
    expect(changes).toEqual([]);
  });

  it('clearing the text clears the date', async () => {
    const changes: (string | undefined)[] = [];
    await renderDate('2024-03-01', changes);
    await userEvent.clear(input());
    await userEvent.tab();
    expect(changes).toEqual([undefined]);
    expect(input()).toHaveAttribute('placeholder', 'Select Date');
  });

  it('picking a day in the calendar stores it; the calendar closes 200 ms later', async () => {
    const changes: (string | undefined)[] = [];
    await renderDate('2024-02-10', changes);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendar' });
    expect(calendar).toHaveTextContent('February 2024');
    // The clock stands still from here, so the 200 ms are counted, not raced.
    // (fireEvent: Testing Library's async helpers wait on real timers.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: /February 29, 2024/ }));
    expect(changes).toEqual(['2024-02-29']);
    act(() => vi.advanceTimersByTime(DATE_PICKER_TOGGLE_DELAY_MS - 1));
    expect(screen.getByRole('dialog', { name: 'Calendar' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { name: 'Calendar' })).toBeNull();
    expect(DATE_PICKER_TOGGLE_DELAY_MS).toBe(200);
    vi.useRealTimers();
    await waitFor(() => expect(input()).toHaveValue('02/29/2024'));
  });

  it('cancelling the calendar keeps the date', async () => {
    const changes: (string | undefined)[] = [];
    await renderDate('2024-02-10', changes);
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    await screen.findByRole('dialog', { name: 'Calendar' });
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendar' })).toBeNull());
    expect(changes).toEqual([]);
    expect(input()).toHaveValue('02/10/2024');
  });
});

describe('[001 §3 wof.dateFormat.long] the user’s long date format', () => {
  it('shows and reads DD.MM.YYYY, still accepting YYYY/MM/DD', async () => {
    const changes: (string | undefined)[] = [];
    await renderDate('2024-02-29', changes, { format: 'DD.MM.YYYY' });
    expect(input()).toHaveValue('29.02.2024');
    await userEvent.clear(input());
    await userEvent.type(input(), '01.03.2024');
    await userEvent.tab();
    await userEvent.clear(input());
    await userEvent.type(input(), '2024/03/02');
    await userEvent.tab();
    expect(changes).toEqual(['2024-03-01', '2024-03-02']);
    expect(input()).toHaveValue('02.03.2024');
  });

  it('in de-DE the placeholder, Required and the refusal are German', async () => {
    await renderDate(undefined, [], { isRequired: true, locale: 'de-DE' });
    expect(input()).toHaveAttribute('placeholder', 'Datum auswählen');
    await userEvent.type(input(), '2023-02-29');
    await act(() => userEvent.tab());
    expect(
      screen.getByText(
        'Geben Sie ein gültiges Datum als MM/DD/YYYY, YYYY-MM-DD oder YYYY/MM/DD ein.',
      ),
    ).toBeVisible();
    await userEvent.clear(input());
    await userEvent.tab();
    expect(screen.getByText('Pflichtfeld')).toBeVisible();
  });
});
