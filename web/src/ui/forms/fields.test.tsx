// The form fields in jsdom (spec 000 §5 validation rules, §9 currency; spec 000 §1 languages):
// labelled, typed in the user's language, problems shown translated.
import type { Money } from '@portal/shared/entities/common.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EmailField, TextField } from './TextField.tsx';
import { MoneyField, NumberField } from './NumberField.tsx';
import { MultiSelectField, SelectField } from './SelectField.tsx';
import { Controlled, renderIn } from './testing.tsx';

describe('[000 §5 fields] text and email', () => {
  it('a text field is labelled, described, and shows the form’s problem translated', async () => {
    const changes: string[] = [];
    await renderIn(
      'en-US',
      <Controlled initial="" changes={changes}>
        {(value, onChange) => (
          <TextField
            label="Coordinator code"
            description="The code of the coordinator."
            isRequired
            value={value}
            onChange={onChange}
            problem={{ code: 'tooLong', maximum: 64 }}
          />
        )}
      </Controlled>,
    );
    const input = screen.getByRole('textbox', { name: 'Coordinator code' });
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('The code of the coordinator.'),
    );
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Use at most 64 characters.')).toBeInTheDocument();
    await userEvent.type(input, 'C-01');
    expect(input).toHaveValue('C-01');
    expect(changes.at(-1)).toBe('C-01');
  });

  it('[000 §5 email] an address refused by the pattern rule says so on leaving the field', async () => {
    const changes: string[] = [];
    await renderIn(
      'en-US',
      <Controlled initial="" changes={changes}>
        {(value, onChange) => <EmailField label="Email" value={value} onChange={onChange} />}
      </Controlled>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, '  ana@example ');
    await userEvent.tab();
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
    expect(changes.at(-1)).toBe('ana@example'); // trimmed on leaving
    expect(input).toHaveValue('ana@example');
    await userEvent.clear(input);
    await userEvent.type(input, 'ana@example.com');
    expect(screen.queryByText(/valid email address/)).toBeNull();
    await userEvent.tab();
    expect(input).toHaveValue('ana@example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('[000 §5 email] the problem text is in the user’s language (de-DE)', async () => {
    await renderIn(
      'de-DE',
      <EmailField label="E-Mail" value="ana" onChange={() => undefined} isRequired />,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'E-Mail' }));
    await userEvent.tab();
    expect(
      screen.getByText('Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.'),
    ).toBeVisible();
  });
});

describe('[000 §5 number] numbers in the user’s language, negatives refused', () => {
  it('en-US reads a dot as the decimal mark and groups thousands with commas', async () => {
    const changes: (number | undefined)[] = [];
    await renderIn(
      'en-US',
      <Controlled<number | undefined> initial={undefined} changes={changes}>
        {(value, onChange) => <NumberField label="Quantity" value={value} onChange={onChange} />}
      </Controlled>,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '1234.5');
    await userEvent.tab();
    expect(changes.at(-1)).toBe(1234.5);
    expect(input).toHaveValue('1,234.5');
  });

  it('de-DE reads a comma as the decimal mark', async () => {
    const changes: (number | undefined)[] = [];
    await renderIn(
      'de-DE',
      <Controlled<number | undefined> initial={undefined} changes={changes}>
        {(value, onChange) => <NumberField label="Menge" value={value} onChange={onChange} />}
      </Controlled>,
    );
    const input = screen.getByRole('textbox', { name: 'Menge' });
    await userEvent.type(input, '1234,5');
    await userEvent.tab();
    expect(changes.at(-1)).toBe(1234.5);
    expect(input).toHaveValue('1.234,5');
  });

  it('refuses the minus key, and emptying the field gives no value', async () => {
    const changes: (number | undefined)[] = [];
    await renderIn(
      'en-US',
      <Controlled<number | undefined> initial={12} changes={changes}>
        {(value, onChange) => <NumberField label="Quantity" value={value} onChange={onChange} />}
      </Controlled>,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '-5');
    await userEvent.tab();
    expect(input).toHaveValue('5');
    expect(changes.at(-1)).toBe(5);
    await userEvent.clear(input);
    await userEvent.tab();
    expect(changes.at(-1)).toBeUndefined();
    expect(input).toHaveValue('');
  });
});

describe('[000 §9 currency] money in the location’s symbol and decimals, stored in minor units', () => {
  it('shows $ and 2 decimals by default and stores cents', async () => {
    const changes: (Money | undefined)[] = [];
    await renderIn(
      'en-US',
      <Controlled<number | undefined> initial={1999} changes={changes}>
        {(value, onChange) => <MoneyField label="Net cost" value={value} onChange={onChange} />}
      </Controlled>,
    );
    const input = screen.getByRole('textbox', { name: 'Net cost ($)' });
    expect(input).toHaveValue('19.99');
    await userEvent.clear(input);
    await userEvent.type(input, '25.5');
    await userEvent.tab();
    expect(input).toHaveValue('25.50');
    expect(changes.at(-1)).toBe(2550);
  });

  it('takes the location’s symbol and decimals, in de-DE with the symbol after the amount', async () => {
    const changes: (Money | undefined)[] = [];
    const { container } = await renderIn(
      'de-DE',
      <Controlled<number | undefined> initial={undefined} changes={changes}>
        {(value, onChange) => (
          <MoneyField
            label="Preis"
            value={value}
            onChange={onChange}
            currency={{ currencySymbol: '€', decimalPlaces: 2 }}
          />
        )}
      </Controlled>,
    );
    const input = screen.getByRole('textbox', { name: 'Preis (€)' });
    await userEvent.type(input, '1234,567');
    await userEvent.tab();
    expect(input).toHaveValue('1.234,57');
    expect(changes.at(-1)).toBe(123457);
    const group = container.querySelector('.field-group');
    expect(group?.lastElementChild).toHaveTextContent('€');
  });

  it('a currency without decimals stores whole units', async () => {
    const changes: (Money | undefined)[] = [];
    await renderIn(
      'ja-JP',
      <Controlled<number | undefined> initial={undefined} changes={changes}>
        {(value, onChange) => (
          <MoneyField
            label="価格"
            value={value}
            onChange={onChange}
            currency={{ currencySymbol: '¥', decimalPlaces: 0 }}
          />
        )}
      </Controlled>,
    );
    const input = screen.getByRole('textbox', { name: '価格 (¥)' });
    await userEvent.type(input, '1500');
    await userEvent.tab();
    expect(input).toHaveValue('1,500');
    expect(changes.at(-1)).toBe(1500);
  });
});

const STATUSES = [
  { value: 'Active', label: 'Active' },
  { value: 'Inactive', label: 'Inactive' },
] as const;
type Status = (typeof STATUSES)[number]['value'];

describe('[000 §5 list] a list value must be one of the options', () => {
  it('a select shows the placeholder, then the chosen option', async () => {
    const changes: (Status | undefined)[] = [];
    await renderIn(
      'en-US',
      <Controlled<Status | undefined> initial={undefined} changes={changes}>
        {(value, onChange) => (
          <SelectField
            label="Status"
            options={STATUSES}
            value={value}
            onChange={onChange}
            isRequired
            problem={value ? undefined : { code: 'required' }}
          />
        )}
      </Controlled>,
    );
    const button = screen.getByRole('button', { name: /Status/ });
    expect(button).toHaveTextContent('Choose…');
    expect(screen.getByText('Required')).toBeVisible();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('option', { name: 'Inactive' }));
    expect(changes).toEqual(['Inactive']);
    expect(screen.getByRole('button', { name: /Status/ })).toHaveTextContent('Inactive');
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('a clearable select offers None, which clears the value (de-DE)', async () => {
    const changes: (Status | undefined)[] = [];
    await renderIn(
      'de-DE',
      <Controlled<Status | undefined> initial="Active" changes={changes}>
        {(value, onChange) => (
          <SelectField
            label="Status"
            options={STATUSES}
            value={value}
            onChange={onChange}
            isClearable
          />
        )}
      </Controlled>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Keine Angabe' }));
    expect(changes).toEqual([undefined]);
    expect(screen.getByRole('button', { name: /Status/ })).toHaveTextContent('Auswählen…');
  });

  it('a multi-select keeps several options in the list’s order and lists them', async () => {
    const changes: string[][] = [];
    const options = ['Footwear', 'Apparel', 'POP'].map((value) => ({ value, label: value }));
    await renderIn(
      'en-US',
      <Controlled<string[]> initial={[]} changes={changes}>
        {(value, onChange) => (
          <MultiSelectField
            label="Product types"
            options={options}
            value={value}
            onChange={onChange}
          />
        )}
      </Controlled>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Product types/ }));
    const list = screen.getByRole('listbox');
    await userEvent.click(within(list).getByRole('option', { name: 'POP' }));
    await userEvent.click(within(list).getByRole('option', { name: 'Footwear' }));
    expect(changes.at(-1)).toEqual(['Footwear', 'POP']);
    expect(within(list).getByRole('option', { name: 'POP' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /Product types/ })).toHaveTextContent(
      'Footwear and POP',
    );
  });
});
