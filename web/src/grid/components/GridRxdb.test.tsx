import '../testing/domSetup.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { RxDatabase } from 'rxdb';
import type { GridController } from '../controller/GridController.ts';
import { RxdbSource, writeToCollection } from '../data/rxdbSource.ts';
import enUS from '../i18n/en-US.json';
import {
  makeProducts,
  manualScheduler,
  productColumns,
  type TestProduct,
} from '../testing/fixtures.ts';
import { testDatabase } from '../testing/rxdb.ts';
import { Grid } from './Grid.tsx';

const open: RxDatabase[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.remove()));
});

async function renderOverRxdb(count: number) {
  const { db, products } = await testDatabase();
  open.push(db);
  await products.bulkInsert(makeProducts(count));
  const source = new RxdbSource<TestProduct>({
    collection: products,
    query: () => ({ selector: {}, sort: [{ sortOrder: 'asc' }] }),
  });
  const time = manualScheduler();
  const messages: string[] = [];
  let controller: GridController<TestProduct> | null = null;
  const columns = productColumns();
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <Grid<TestProduct>
        label="Products"
        columns={columns}
        source={source}
        getId={(r) => r.id}
        onWrite={(write) => writeToCollection(products, write)}
        onMessage={(m) => messages.push(m.text)}
        clock={time.now}
        scheduler={time.scheduler}
        rowHeight={36}
        defaultViewport={{ width: 2400, height: 720 }}
        controllerRef={(c) => {
          controller = c;
        }}
      />
    </IntlProvider>,
  );
  const col = (id: string) => columns.findIndex((c) => c.id === id);
  const cell = (r: number, c: number) =>
    screen.getByRole('grid').querySelector(`[data-r="${r}"] [data-c="${c}"]`) as HTMLElement;
  await waitFor(() => expect(cell(0, col('name'))).toHaveTextContent('Product 0'));
  const flush = async () => {
    await act(async () => {
      time.advance(1000);
      await controller?.queue.settled();
    });
  };
  return {
    products,
    time,
    messages,
    col,
    cell,
    flush,
    controller: () => controller as unknown as GridController<TestProduct>,
  };
}

describe('Grid over RxDB (page size 100 windows of the device database)', () => {
  it('loads windows as they are needed and counts in the background', async () => {
    const g = await renderOverRxdb(250);
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '251'));
    await act(() => g.controller().model.ensure(180, 220));
    expect(g.controller().valueAt(219, g.col('name'))).toBe('Product 219');
  });

  it('writes edits back to the collection after the debounce, in one bulk write', async () => {
    const user = userEvent.setup();
    const g = await renderOverRxdb(20);
    await user.click(g.cell(1, g.col('gender')));
    await act(() =>
      g.controller().paste([
        ['kids', 'vegan'],
        ['womens', ''],
      ]),
    );
    expect((await g.products.findOne('P000001').exec())?.gender).toBe('Womens');
    await g.flush();
    expect((await g.products.findOne('P000001').exec())?.toJSON()).toMatchObject({
      gender: 'Kids',
      features: ['Vegan'],
    });
    expect((await g.products.findOne('P000002').exec())?.toJSON()).toMatchObject({
      gender: 'Womens',
      features: null,
    });
    expect(screen.getByRole('status')).toHaveTextContent('All changes saved.');
  });

  it('shows changes arriving from sync, and undo leaves a value someone else changed since', async () => {
    const user = userEvent.setup();
    const g = await renderOverRxdb(20);
    const name = g.col('name');
    await user.click(g.cell(0, name));
    await act(() => g.controller().paste([['Mine 0'], ['Mine 1']]));
    await g.flush();
    // Another device's change arrives through replication.
    await act(async () => {
      await g.products.findOne('P000001').patch({ name: 'Theirs' });
      await new Promise((done) => setTimeout(done, 20));
    });
    await waitFor(() => expect(g.cell(1, name)).toHaveTextContent('Theirs'));
    await act(() => g.controller().undo());
    expect(g.cell(0, name)).toHaveTextContent('Product 0');
    expect(g.cell(1, name)).toHaveTextContent('Theirs');
    expect(g.messages.at(-1)).toBe(
      '1 change was not undone: someone else changed it since, and the newer value stays.',
    );
    await g.flush();
    expect((await g.products.findOne('P000000').exec())?.name).toBe('Product 0');
    expect((await g.products.findOne('P000001').exec())?.name).toBe('Theirs');
    // The history is intact: redo puts the still-unchanged cell back.
    await act(() => g.controller().redo());
    expect(g.cell(0, name)).toHaveTextContent('Mine 0');
  });
});
