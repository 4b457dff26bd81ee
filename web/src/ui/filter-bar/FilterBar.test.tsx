// Spec 000 §2 "Filter bar mechanics" in the browser's terms: the bar on a real memory router,
// its state in the URL, the screen's query derived from it.
import type { FilterOption } from '@portal/shared';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  coordinatorAssignmentOptions,
  coordinatorAssignmentsFilterBar as bar,
  coordinatorAssignmentsFilterMapping as mapping,
} from '../../features/coordinator-assignments/filter.ts';
import { renderFilterScreen } from './testing/renderFilterScreen.tsx';
import type { OptionLookup } from './useFilterOptions.ts';

afterEach(cleanup);

const ASSIGNMENTS = [
  {
    coordinatorCode: 'C100',
    coordinatorName: 'Kim Park',
    requesterCode: 'R1',
    requesterName: 'Ann Lee',
  },
  {
    coordinatorCode: 'C100',
    coordinatorName: 'Kim Park',
    requesterCode: 'R2',
    requesterName: 'Bo Diaz',
  },
  {
    coordinatorCode: 'C200',
    coordinatorName: 'Lu Chen',
    requesterCode: 'R3',
    requesterName: 'Annika Roth',
  },
];

/** The example's lookup over fixed assignments, recording each question. */
function recordingLookup() {
  const asked: Record<string, string>[] = [];
  const lookup: OptionLookup = async (filter, _state, query) => {
    asked.push({ key: filter.key, ...query });
    return coordinatorAssignmentOptions(filter.key, ASSIGNMENTS, query.text ?? '');
  };
  return { asked, lookup };
}

const search = () => screen.getByTestId('search').textContent;
const selector = () => JSON.parse(screen.getByTestId('selector').textContent ?? '{}') as unknown;
const chips = () =>
  within(screen.queryByRole('grid', { name: 'Active filters' }) ?? document.createElement('div'))
    .queryAllByRole('row')
    .map((row) => row.textContent?.replace('×', '').trim());

async function choose(user: ReturnType<typeof userEvent.setup>, group: string, option: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^${group}`) }));
  const panel = await screen.findByRole('dialog', { name: group });
  await user.click(await within(panel).findByRole('option', { name: new RegExp(`^${option}`) }));
}

describe('[000 §2 filter bar] on a list screen', () => {
  it('adding a parameter writes the URL, closes the panel, shows a chip and runs the query', async () => {
    const user = userEvent.setup();
    renderFilterScreen({ definition: bar, mapping, search: '?sort=-createdDate' });
    await choose(user, 'Status', 'Inactive');
    expect(search()).toBe('?sort=-createdDate&status=Inactive');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(chips()).toEqual(['Status: Inactive']);
    await waitFor(() => expect(selector()).toEqual({ status: 'Inactive' }));
  });

  it('removing a chip updates the URL and the query', async () => {
    const user = userEvent.setup();
    renderFilterScreen({ definition: bar, mapping, search: '?status=Active&orderSubtype=promo' });
    expect(chips()).toEqual(['Status: Active', 'Order type: Promo']);
    await user.click(screen.getByRole('button', { name: 'Remove Status: Active' }));
    expect(search()).toBe('?orderSubtype=promo');
    expect(chips()).toEqual(['Order type: Promo']);
    await waitFor(() => expect(selector()).toEqual({ orderSubtype: 'promo' }));
  });

  it('back restores the previous filters and re-runs their query; forward comes back', async () => {
    const user = userEvent.setup();
    const { router } = renderFilterScreen({ definition: bar, mapping });
    await choose(user, 'Status', 'Active');
    await choose(user, 'Order type', 'Sample');
    await waitFor(() =>
      expect(selector()).toEqual({ $and: [{ status: 'Active' }, { orderSubtype: 'sample' }] }),
    );
    await act(() => router.navigate(-1));
    expect(search()).toBe('?status=Active');
    expect(chips()).toEqual(['Status: Active']);
    await waitFor(() => expect(selector()).toEqual({ status: 'Active' }));
    await act(() => router.navigate(-1));
    expect(chips()).toEqual([]);
    await waitFor(() => expect(selector()).toEqual({}));
    await act(() => router.navigate(1));
    await waitFor(() => expect(selector()).toEqual({ status: 'Active' }));
  });

  it('a level without allow-multiple keeps one parameter; a multiple filter keeps each value', async () => {
    const user = userEvent.setup();
    renderFilterScreen({ definition: bar, mapping });
    await choose(user, 'Status', 'Active');
    await choose(user, 'Status', 'Inactive');
    await choose(user, 'Order type', 'Sample');
    await choose(user, 'Order type', 'Promo');
    expect(search()).toBe('?status=Inactive&orderSubtype=sample&orderSubtype=promo');
    await waitFor(() =>
      expect(selector()).toEqual({
        $and: [{ status: 'Inactive' }, { orderSubtype: { $in: ['sample', 'promo'] } }],
      }),
    );
  });

  it('[000 §5 library filters] the blank choice is sent as the text null, under its own label', async () => {
    const user = userEvent.setup();
    renderFilterScreen({ definition: bar, mapping });
    // The order type lists its blank as "Both" (an assignment without a subtype covers both).
    await choose(user, 'Order type', 'Both');
    expect(search()).toBe('?orderSubtype=null');
    expect(chips()).toEqual(['Order type: Both']);
    await waitFor(() => expect(selector()).toEqual({ orderSubtype: null }));
  });

  it('clear all removes every parameter and keeps the screen’s own ones', async () => {
    const user = userEvent.setup();
    renderFilterScreen({
      definition: bar,
      mapping,
      search: '?view=tiles&status=Active&coordinator=C100',
    });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(search()).toBe('?view=tiles');
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('a link with unknown or hostile parameters opens with what the bar accepts', () => {
    renderFilterScreen({
      definition: bar,
      mapping,
      search: `?status=Robots&orderSubtype=promo&coordinator=${'x'.repeat(500)}&module=evil`,
    });
    expect(chips()).toEqual(['Order type: Promo']);
  });

  it('looked-up options (with counts) are chosen like any other, and the chip shows their label', async () => {
    const user = userEvent.setup();
    const { asked, lookup } = recordingLookup();
    renderFilterScreen({ definition: bar, mapping, lookup });
    await choose(user, 'Coordinator', 'Lu Chen \\(C200\\) \\(1\\)');
    expect(search()).toBe('?coordinator=C200');
    expect(chips()).toEqual(['Coordinator: Lu Chen (C200)']);
    expect(asked).toEqual([{ key: 'coordinator' }]);
  });
});

describe('[000 §2 filter bar] option lookups', () => {
  it('are skipped while the typed value is empty, and wait 250 ms of quiet typing', async () => {
    const user = userEvent.setup();
    const { asked, lookup } = recordingLookup();
    renderFilterScreen({ definition: bar, mapping, lookup });
    await user.click(screen.getByRole('button', { name: /^Requester/ }));
    const panel = await screen.findByRole('dialog', { name: 'Requester' });
    const input = within(panel).getByRole('combobox', { name: 'Requester' });
    expect(within(panel).getByText('Type to search')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    await user.type(input, 'ann');
    expect(asked).toEqual([]);
    await waitFor(() => expect(asked).toEqual([{ key: 'requester', text: 'ann' }]));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ann Lee (R1) (1)', 'Annika Roth (R3) (1)']);
    await user.click(within(listbox).getByRole('option', { name: /^Annika/ }));
    expect(search()).toBe('?requester=R3');
    await waitFor(() => expect(selector()).toEqual({ requesterCode: 'R3' }));
  });

  it('drop an answer that arrives after a newer question', async () => {
    const user = userEvent.setup();
    const pending: { text: string; resolve: (options: FilterOption[]) => void }[] = [];
    const lookup: OptionLookup = (_filter, _state, query) =>
      new Promise((resolve) => pending.push({ text: query.text ?? '', resolve }));
    renderFilterScreen({ definition: bar, mapping, lookup });
    await user.click(screen.getByRole('button', { name: /^Requester/ }));
    const input = within(await screen.findByRole('dialog')).getByRole('combobox');
    await user.type(input, 'a');
    await waitFor(() => expect(pending.map((p) => p.text)).toEqual(['a']));
    await user.type(input, 'n');
    await waitFor(() => expect(pending.map((p) => p.text)).toEqual(['a', 'an']));
    act(() => pending[1]?.resolve([{ value: 'R1', label: 'Ann (newer)' }]));
    act(() => pending[0]?.resolve([{ value: 'R9', label: 'Stale' }]));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Ann (newer)']),
    );
  });
});
