import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Grid, type GridProps } from '../components/Grid.tsx';
import type { GridController } from '../controller/GridController.ts';
import { MemorySource } from '../data/memorySource.ts';
import enUS from '../i18n/en-US.json';
import type { GridWrite } from '../types.ts';
import { manualScheduler, productColumns, type TestProduct } from './fixtures.ts';

// Renders a Grid the way a screen does, inside an IntlProvider fed from the en-US catalogue,
// over an in-memory database, with a clock and scheduler the test drives.

export interface RenderedGrid {
  controller: () => GridController<TestProduct>;
  source: MemorySource<TestProduct>;
  writes: GridWrite<TestProduct>[];
  messages: { kind: string; text: string; id: string }[];
  errors: unknown[];
  time: ReturnType<typeof manualScheduler>;
  grid: () => HTMLElement;
  cell: (row: number, col: number) => HTMLElement;
  col: (id: string) => number;
  rerender: (props?: Partial<GridProps<TestProduct>>) => void;
  unmount: () => void;
}

export function renderGrid(
  rows: TestProduct[],
  props: Partial<GridProps<TestProduct>> & { failWrites?: boolean } = {},
): RenderedGrid {
  const source = new MemorySource<TestProduct>({
    rows,
    getId: (r) => r.id,
    sortKinds: { style: 'styleNumeric' },
  });
  const time = manualScheduler();
  const writes: GridWrite<TestProduct>[] = [];
  const messages: { kind: string; text: string; id: string }[] = [];
  const errors: unknown[] = [];
  let controller: GridController<TestProduct> | null = null;
  const columns = productColumns();
  const { failWrites, ...gridProps } = props;
  const element = (extra: Partial<GridProps<TestProduct>> = {}) => (
    <IntlProvider locale="en-US" messages={enUS}>
      <Grid<TestProduct>
        label="Products"
        columns={columns}
        source={source}
        getId={(row) => row.id}
        onWrite={(write) => {
          writes.push(write);
          if (failWrites) return Promise.reject(new Error('disk full'));
          source.apply(write);
          return Promise.resolve();
        }}
        onMessage={(message) => messages.push(message)}
        onError={(error) => errors.push(error)}
        clock={time.now}
        scheduler={time.scheduler}
        rowHeight={36}
        defaultViewport={{ width: 2400, height: 720 }}
        controllerRef={(c) => (controller = c)}
        {...gridProps}
        {...extra}
      />
    </IntlProvider>
  );
  const result = render(element());
  const grid = () => result.getByRole(props.tree ? 'treegrid' : 'grid');
  return {
    controller: () => {
      if (!controller) throw new Error('grid not mounted');
      return controller;
    },
    source,
    writes,
    messages,
    errors,
    time,
    grid,
    cell: (row, col) => {
      const found = grid().querySelector<HTMLElement>(`[data-r="${row}"] [data-c="${col}"]`);
      if (!found) throw new Error(`no cell ${row},${col}`);
      return found;
    },
    col: (id) => columns.findIndex((c) => c.id === id),
    rerender: (extra) => result.rerender(element(extra)),
    unmount: () => result.unmount(),
  };
}
