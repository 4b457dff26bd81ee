// Spec 000 §2 modules and the kinds of filter of the product bar (size, toggle, presets, the
// Style/Color paste, Price span, a live name filter), on a real memory router.
import type { FilterBarDefinition, FilterQueryMapping } from '@portal/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderFilterScreen } from './testing/renderFilterScreen.tsx';

afterEach(cleanup);

const messages = {
  'labels.test.productType': 'Product Type',
  'labels.test.footwear': 'Footwear',
  'labels.test.apparel': 'Apparel',
  'labels.test.product': 'Product',
  'labels.test.location': 'Location',
  'labels.test.all': 'ALL',
  'labels.test.eu': 'EU',
  'labels.test.ids': 'Style/Color IDs',
  'labels.test.suffix': 'Style Suffix Only',
  'labels.test.name': 'Name',
  'labels.test.availability': 'Availability',
  'labels.test.firstAvailability': 'First availability',
  'labels.test.price': 'Price',
  'labels.test.size': 'Size',
  'labels.test.modified': 'Modified',
};

const bar: FilterBarDefinition = {
  id: 'products-test',
  moduleLabelId: 'labels.test.productType',
  defaultModule: 'footwear',
  modules: [
    {
      id: 'product',
      labelId: 'labels.test.product',
      allowMultiple: true,
      alwaysOn: true,
      groups: [
        {
          id: 'location',
          labelId: 'labels.test.location',
          allowMultiple: false,
          filters: [
            {
              key: 'location',
              labelId: 'labels.test.location',
              kind: 'select',
              allowMultiple: false,
              defaultValue: 'ALL',
              options: {
                from: 'static',
                options: [
                  { value: 'ALL', labelId: 'labels.test.all' },
                  { value: 'EU', labelId: 'labels.test.eu' },
                ],
              },
            },
          ],
        },
      ],
    },
    {
      id: 'footwear',
      labelId: 'labels.test.footwear',
      allowMultiple: true,
      groups: [
        {
          id: 'name',
          labelId: 'labels.test.name',
          allowMultiple: true,
          filters: [
            {
              key: 'name',
              labelId: 'labels.test.name',
              kind: 'text',
              allowMultiple: false,
              live: true,
            },
          ],
        },
        {
          id: 'ids',
          labelId: 'labels.test.ids',
          allowMultiple: true,
          filters: [
            { key: 'ids', labelId: 'labels.test.ids', kind: 'idList', allowMultiple: false },
            { key: 'suffix', labelId: 'labels.test.suffix', kind: 'toggle', allowMultiple: false },
          ],
        },
        {
          id: 'availability',
          labelId: 'labels.test.availability',
          allowMultiple: true,
          filters: [
            {
              key: 'firstAvailability',
              labelId: 'labels.test.firstAvailability',
              kind: 'datePreset',
              preset: 'firstAvailability',
              allowMultiple: false,
            },
          ],
        },
        {
          id: 'modified',
          labelId: 'labels.test.modified',
          allowMultiple: true,
          filters: [
            {
              key: 'modified',
              labelId: 'labels.test.modified',
              kind: 'modifiedSince',
              allowMultiple: false,
            },
          ],
        },
        {
          id: 'price',
          labelId: 'labels.test.price',
          allowMultiple: true,
          filters: [
            {
              key: 'price',
              labelId: 'labels.test.price',
              kind: 'numberRange',
              allowMultiple: false,
            },
            {
              key: 'size',
              labelId: 'labels.test.size',
              kind: 'size',
              allowMultiple: false,
              placeholder: '9H',
            },
          ],
        },
      ],
    },
    {
      id: 'apparel',
      labelId: 'labels.test.apparel',
      allowMultiple: true,
      groups: [
        {
          id: 'size',
          labelId: 'labels.test.size',
          allowMultiple: true,
          filters: [
            {
              key: 'size',
              labelId: 'labels.test.size',
              kind: 'size',
              allowMultiple: false,
              placeholder: 'M',
            },
          ],
        },
      ],
    },
  ],
};

const mapping: FilterQueryMapping = {
  location: { field: 'location' },
  name: { field: 'name' },
  ids: { field: 'id' },
  suffix: { field: 'suffixOnly' },
  firstAvailability: { field: 'firstAvailable' },
  price: { field: 'price' },
  size: { field: 'size' },
  modified: { field: 'modifiedDate' },
};

const search = () => screen.getByTestId('search').textContent;
const selector = () => JSON.parse(screen.getByTestId('selector').textContent ?? '{}') as unknown;

async function openPanel(user: ReturnType<typeof userEvent.setup>, group: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${group}`) }));
  return screen.findByRole('dialog', { name: group });
}

describe('[000 §2 filter bar] modules', () => {
  it('one active module at a time: switching clears the disabled module’s parameters', async () => {
    const user = userEvent.setup();
    renderFilterScreen({ definition: bar, mapping, messages, search: '?location=EU&size=9H' });
    const switcher = screen.getByRole('radiogroup', { name: 'Product Type' });
    expect(within(switcher).getByRole('radio', { name: 'Footwear' })).toBeChecked();
    await user.click(within(switcher).getByRole('radio', { name: 'Apparel' }));
    expect(search()).toBe('?module=apparel&location=EU');
    // The apparel panels replace the footwear ones.
    expect(screen.queryByRole('button', { name: /^Availability/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Size/ })).toBeInTheDocument();
  });

  it('choosing a default value (Location ALL) clears the parameter in one history step', async () => {
    const user = userEvent.setup();
    const { router } = renderFilterScreen({
      definition: bar,
      mapping,
      messages,
      search: '?location=EU',
    });
    const panel = await openPanel(user, 'Location');
    await user.click(within(panel).getByRole('option', { name: 'ALL' }));
    expect(search()).toBe('');
    await act(() => router.navigate(-1));
    expect(search()).toBe('?location=EU');
  });
});

describe('[000 §2 filter bar] kinds of filter', () => {
  it('[000 §5 library filters] the size field takes up to 5 characters, uppercased', async () => {
    const user = userEvent.setup();
    renderFilterScreen({ definition: bar, mapping, messages });
    const panel = await openPanel(user, 'Price');
    const size = within(panel).getByRole('textbox', { name: 'Size' });
    expect(size).toHaveAttribute('placeholder', '9H');
    await user.type(size, '10.5wide{Enter}');
    expect(search()).toBe('?size=10.5W');
  });

  it('a toggle sets true and, switched off, goes', async () => {
    const user = userEvent.setup();
    renderFilterScreen({ definition: bar, mapping, messages });
    let panel = await openPanel(user, 'Style/Color IDs');
    await user.click(within(panel).getByRole('switch', { name: 'Style Suffix Only' }));
    expect(search()).toBe('?suffix=true');
    panel = await openPanel(user, 'Style/Color IDs');
    await user.click(within(panel).getByRole('switch', { name: 'Style Suffix Only' }));
    expect(search()).toBe('');
  });

  it('a preset is kept by name and queried as its window from today', async () => {
    const user = userEvent.setup();
    renderFilterScreen({ definition: bar, mapping, messages });
    const panel = await openPanel(user, 'Availability');
    await user.click(within(panel).getByRole('option', { name: 'At Once' }));
    expect(search()).toBe('?firstAvailability=atOnce');
    expect(screen.getByRole('row', { name: /First availability: At Once/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(selector()).toEqual({ firstAvailable: { $gte: '2025-02-26', $lt: '2025-03-31' } }),
    );
  });

  it('a paste of 500 style/colour ids is one parameter, counted on its chip', async () => {
    const user = userEvent.setup();
    renderFilterScreen({ definition: bar, mapping, messages });
    const panel = await openPanel(user, 'Style/Color IDs');
    const box = within(panel).getByRole('textbox', { name: 'Style/Color IDs' });
    const ids = Array.from({ length: 500 }, (_, i) => `${10000 + i}_BLK`);
    fireEvent.change(box, { target: { value: ids.join('\n') } });
    expect(within(panel).getByText('500 IDs')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(search()).toBe(`?ids=${ids.join(',')}`);
    expect(screen.getByRole('row', { name: /Style\/Color IDs: 500 IDs/ })).toBeInTheDocument();
  });

  it('Price span From/To, either end open', async () => {
    const user = userEvent.setup();
    renderFilterScreen({ definition: bar, mapping, messages });
    const panel = await openPanel(user, 'Price');
    const price = within(panel).getByRole('form', { name: 'Price' });
    await user.type(within(price).getByRole('textbox', { name: 'From' }), '10');
    await user.type(within(price).getByRole('textbox', { name: 'To' }), '49.5');
    await user.click(within(price).getByRole('button', { name: 'Apply' }));
    expect(search()).toBe('?price=10..49.5');
    await waitFor(() => expect(selector()).toEqual({ price: { $gte: 10, $lte: 49.5 } }));
  });

  it('modified since a day typed in the date picker starts at 08:00 UTC (000 §9)', async () => {
    const user = userEvent.setup();
    renderFilterScreen({ definition: bar, mapping, messages });
    const panel = await openPanel(user, 'Modified');
    const [month] = within(panel).getAllByRole('spinbutton');
    await user.click(month as HTMLElement);
    await user.keyboard('02102025');
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(search()).toBe('?modified=2025-02-10');
    expect(screen.getByRole('row', { name: /Modified: since 02\/10\/2025/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(selector()).toEqual({ modifiedDate: { $gte: '2025-02-10T08:00:00.000Z' } }),
    );
  });

  it('a live name filter applies 800 ms after typing stops (library name filter debounce)', async () => {
    const user = userEvent.setup();
    renderFilterScreen({ definition: bar, mapping, messages });
    await user.type(screen.getByRole('searchbox', { name: 'Name' }), 'run');
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(search()).toBe('');
    await waitFor(() => expect(search()).toBe('?name=run'), { timeout: 2000 });
  });
});
