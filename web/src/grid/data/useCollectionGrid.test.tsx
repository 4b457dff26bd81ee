import '../testing/domSetup.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { RxCollection, RxDatabase, RxJsonSchema } from 'rxdb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnKit } from '../columns/kit.ts';
import { Grid } from '../components/Grid.tsx';
import type { GridController } from '../controller/GridController.ts';
import enUS from '../i18n/en-US.json';
import { testCollection } from '../testing/rxdb.ts';
import { manualScheduler } from '../testing/fixtures.ts';
import type { GridDataSource } from '../types.ts';
import { useCollectionGrid } from './useCollectionGrid.ts';

// A list screen over a real RxDB collection through useCollectionGrid: its filter, its sort
// by a device index field, its writes, and writes from elsewhere.

interface Shoe {
  id: string;
  style: string;
  name: string;
  gender: string;
  /** Device-only inverted key: ascending here is sortOrder descending (STACK-NOTES §5). */
  idxSortOrder: number;
  sortOrder: number;
  modifiedDate: string | null;
}

interface ShoeFilter {
  gender: string | null;
}

const MAX = 1_000_000;
const GENDERS = ['Mens', 'Womens', 'Kids'];
const schema: RxJsonSchema<Shoe> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 40 },
    style: { type: 'string', maxLength: 20 },
    name: { type: 'string' },
    gender: { type: 'string', maxLength: 20 },
    idxSortOrder: { type: 'number', minimum: 0, maximum: MAX, multipleOf: 1 },
    sortOrder: { type: 'number', minimum: 0, maximum: MAX, multipleOf: 1 },
    modifiedDate: { type: ['string', 'null'] },
  },
  required: ['id', 'style', 'name', 'gender', 'idxSortOrder', 'sortOrder'],
  indexes: ['style', 'idxSortOrder', ['gender', 'idxSortOrder']],
};

const shoe = (i: number): Shoe => ({
  id: `S${String(i).padStart(4, '0')}`,
  style: String(1000 + i),
  name: `Shoe ${i}`,
  gender: GENDERS[i % 3]!,
  idxSortOrder: MAX - i,
  sortOrder: i,
  modifiedDate: null,
});

const open: RxDatabase[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.remove()));
});

const SAVED_AT = '2025-06-01T12:00:00.000Z';

function ShoeList(props: {
  collection: RxCollection<Shoe> | undefined;
  filter: ShoeFilter;
  onSource: (source: GridDataSource<Shoe, ShoeFilter>) => void;
  onController: (controller: GridController<Shoe>) => void;
  time: ReturnType<typeof manualScheduler>;
}) {
  const intl = useIntl();
  const columns = useMemo(() => {
    const col = columnKit<Shoe>(intl, { header: (id) => `${id[0]!.toUpperCase()}${id.slice(1)}` });
    return [
      col.code('style', { styleNumeric: true }),
      col.text('name'),
      col.list('gender', GENDERS),
      col.number('sortOrder', { decimals: 0 }),
    ];
  }, [intl]);
  const grid = useCollectionGrid({
    collection: props.collection,
    filter: props.filter,
    // A new function every render, on purpose: it must not rebuild the source.
    toSelector: (filter: ShoeFilter) => (filter.gender ? { gender: filter.gender } : {}),
    sortFields: { sortOrder: { field: 'idxSortOrder', inverted: true } },
    defaultSort: [{ id: 'style', desc: false }],
    writeRules: { prepare: (doc) => ({ ...doc, modifiedDate: SAVED_AT }) },
  });
  props.onSource(grid.source);
  return (
    <Grid<Shoe, ShoeFilter>
      label="Shoes"
      columns={columns}
      getId={(row) => row.id}
      {...grid}
      emptyMessage="noProductsFilters"
      clock={props.time.now}
      scheduler={props.time.scheduler}
      rowHeight={36}
      defaultViewport={{ width: 1600, height: 720 }}
      controllerRef={props.onController}
    />
  );
}

async function renderShoes(count: number, withCollection = true) {
  const { db, collection } = await testCollection(schema);
  open.push(db);
  await collection.bulkInsert(Array.from({ length: count }, (_, i) => shoe(i)));
  const sources = new Set<GridDataSource<Shoe, ShoeFilter>>();
  let controller: GridController<Shoe> | null = null;
  const time = manualScheduler();
  const element = (filter: ShoeFilter, target: RxCollection<Shoe> | undefined) => (
    <IntlProvider locale="en-US" messages={enUS}>
      <ShoeList
        collection={target}
        filter={filter}
        onSource={(source) => sources.add(source)}
        onController={(c) => (controller = c)}
        time={time}
      />
    </IntlProvider>
  );
  const view = render(element({ gender: null }, withCollection ? collection : undefined));
  const cell = (row: number, col: number) =>
    screen.getByRole('grid').querySelector<HTMLElement>(`[data-r="${row}"] [data-c="${col}"]`);
  const column = (col: number, rows: number) =>
    Array.from({ length: rows }, (_, r) => cell(r, col)?.textContent ?? null);
  return {
    collection,
    sources,
    time,
    cell,
    column,
    rerender: (filter: ShoeFilter, target: RxCollection<Shoe> | undefined = collection) =>
      view.rerender(element(filter, target)),
    flush: async () => {
      await act(async () => {
        time.advance(1000);
        await controller?.queue.settled();
      });
    },
    controller: () => {
      if (!controller) throw new Error('grid not mounted');
      return controller;
    },
  };
}

const STYLE = 0;
const NAME = 1;
const GENDER = 2;

describe('[000 §4 grid] a list screen over a device collection (useCollectionGrid)', () => {
  it('shows loading, not an error or "no rows", until the device database is open', async () => {
    const g = await renderShoes(5, false);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText(/No products added/)).toBeNull();
    g.rerender({ gender: null });
    await waitFor(() => expect(g.cell(0, NAME)).toHaveTextContent('Shoe 0'));
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('[000 §2 filter bar] a filter change re-queries without rebuilding the source', async () => {
    const g = await renderShoes(30);
    await waitFor(() => expect(g.cell(0, NAME)).toHaveTextContent('Shoe 0'));
    expect(g.sources.size).toBe(1);
    g.rerender({ gender: 'Kids' });
    await waitFor(() => expect(g.column(GENDER, 3)).toEqual(['Kids', 'Kids', 'Kids']));
    expect(g.column(NAME, 2)).toEqual(['Shoe 2', 'Shoe 5']);
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '11'));
    g.rerender({ gender: 'Mens' });
    await waitFor(() => expect(g.column(NAME, 2)).toEqual(['Shoe 0', 'Shoe 3']));
    expect(g.sources.size).toBe(1);
    // Another collection (another user's database) is another source.
    const other = await testCollection(schema);
    open.push(other.db);
    await other.collection.insert({ ...shoe(7), gender: 'Mens', name: 'Elsewhere' });
    g.rerender({ gender: 'Mens' }, other.collection);
    await waitFor(() => expect(g.cell(0, NAME)).toHaveTextContent('Elsewhere'));
    expect(g.sources.size).toBe(2);
  });

  it('[STACK-NOTES §5] a descending sort of a mapped column reads its inverted index key ascending', async () => {
    const user = userEvent.setup();
    const g = await renderShoes(250);
    await waitFor(() => expect(g.cell(0, NAME)).toHaveTextContent('Shoe 0'));
    const find = vi.spyOn(g.collection, 'find');
    const lastQuery = () => find.mock.results.at(-1)?.value as ReturnType<typeof g.collection.find>;
    const header = () => screen.getAllByRole('columnheader')[3];
    const sortButton = screen.getByRole('button', { name: 'SortOrder' });
    // Ascending: the inverted key read descending (correct, though Dexie sorts it in memory).
    await user.click(sortButton);
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(lastQuery()?.mangoQuery.sort).toEqual([{ idxSortOrder: 'desc' }]));
    await waitFor(() => expect(g.column(NAME, 3)).toEqual(['Shoe 0', 'Shoe 1', 'Shoe 2']));
    // Descending, the sort the key exists for: read ascending and served by the index.
    await user.click(sortButton);
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(g.column(NAME, 3)).toEqual(['Shoe 249', 'Shoe 248', 'Shoe 247']));
    expect(lastQuery().mangoQuery.sort).toEqual([{ idxSortOrder: 'asc' }]);
    expect(lastQuery().getPreparedQuery().queryPlan).toMatchObject({
      index: expect.arrayContaining(['idxSortOrder']),
      sortSatisfiedByIndex: true,
    });
    // With the filter's equality on gender, the compound index serves filter and sort alike.
    g.rerender({ gender: 'Kids' });
    await waitFor(() => expect(g.column(NAME, 2)).toEqual(['Shoe 248', 'Shoe 245']));
    expect(lastQuery().getPreparedQuery().queryPlan).toMatchObject({
      index: expect.arrayContaining(['gender', 'idxSortOrder']),
      sortSatisfiedByIndex: true,
    });
    g.rerender({ gender: null });
    // No sort: the screen's default order, on the column's own field.
    await user.click(sortButton);
    expect(header()).not.toHaveAttribute('aria-sort');
    await waitFor(() => expect(lastQuery().mangoQuery.sort).toEqual([{ style: 'asc' }]));
    await waitFor(() => expect(g.column(STYLE, 2)).toEqual(['1000', '1001']));
  });

  it('an edit reaches the collection through onWrite, with the screen\'s payload rules', async () => {
    const user = userEvent.setup();
    const g = await renderShoes(10);
    await waitFor(() => expect(g.cell(0, NAME)).toHaveTextContent('Shoe 0'));
    await user.click(g.cell(1, NAME)!);
    await act(() => g.controller().paste([['Renamed', 'womens']]));
    await g.flush();
    expect((await g.collection.findOne('S0001').exec())?.toJSON()).toMatchObject({
      name: 'Renamed',
      gender: 'Womens',
      modifiedDate: SAVED_AT,
    });
    expect((await g.collection.findOne('S0002').exec())?.modifiedDate).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('All changes saved.');
  });

  it('a write from elsewhere (sync, another screen) shows in the grid', async () => {
    const g = await renderShoes(10);
    await waitFor(() => expect(g.cell(3, NAME)).toHaveTextContent('Shoe 3'));
    await act(async () => {
      await g.collection.findOne('S0003').patch({ name: 'From the server' });
      await g.collection.insert({ ...shoe(0), id: 'S0000A', style: '1000', name: 'New arrival' });
      await new Promise((done) => setTimeout(done, 20));
    });
    await waitFor(() => expect(g.cell(4, NAME)).toHaveTextContent('From the server'));
    expect(g.column(NAME, 2)).toEqual(['Shoe 0', 'New arrival']);
  });
});
