import '../testing/domSetup.ts';
import { textRule, listRule } from '@portal/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { GridController } from '../controller/GridController.ts';
import { MemorySource } from '../data/memorySource.ts';
import enUS from '../i18n/en-US.json';
import { makeProducts, manualScheduler } from '../testing/fixtures.ts';
import { renderGrid } from '../testing/renderGrid.tsx';
import type { GridWrite, TreeOptions } from '../types.ts';
import { Grid } from './Grid.tsx';
import { moveBefore } from './GridHeader.tsx';

const settle = () => act(() => new Promise((done) => setTimeout(done, 0)));
const headerNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.textContent?.replace('⋮', '').replace(/[▲▼]\d?/, ''));

describe('Grid: columns', () => {
  it('hides, moves and pins a column from its menu; undo and redo put the layout back', async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(10));
    await user.click(screen.getByRole('button', { name: 'Options for Gender' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide column' }));
    expect(headerNames(g.grid())).not.toContain('Gender');
    g.time.advance(200);
    expect(g.grid()).toHaveAttribute('aria-colcount', '10');

    await user.click(screen.getByRole('button', { name: 'Options for Cost' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move left' }));
    expect(headerNames(g.grid()).slice(3, 6)).toEqual(['Name', 'Cost', 'Features']);
    g.time.advance(200);

    await user.click(screen.getByRole('button', { name: 'Options for SKU' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pin to start' }));
    expect(headerNames(g.grid())[0]).toBe('SKU');
    expect(g.grid().querySelector('[role="columnheader"].pg-pinned-start')).toHaveTextContent(
      'SKU',
    );

    // Three column changes, each its own step (more than 100 ms apart on the test clock).
    act(() => g.controller().command({ type: 'undo' }, 10));
    await settle();
    expect(headerNames(g.grid())[0]).toBe('Image');
    act(() => g.controller().command({ type: 'undo' }, 10));
    await settle();
    expect(headerNames(g.grid()).slice(3, 6)).toEqual(['Name', 'Features', 'Cost']);
    act(() => g.controller().command({ type: 'redo' }, 10));
    await settle();
    expect(headerNames(g.grid()).slice(3, 6)).toEqual(['Name', 'Cost', 'Features']);
    await act(async () => {
      g.time.advance(1000);
      await g.controller().queue.settled();
    });
    const layouts = g.writes.map((w) => w.columns).filter(Boolean);
    expect(layouts.at(-1)?.hidden).toEqual(['gender']);
  });

  it('moves a column by dragging its header onto another', () => {
    const g = renderGrid(makeProducts(5));
    const header = (name: string) =>
      within(g.grid())
        .getAllByRole('columnheader')
        .find((h) => h.textContent?.startsWith(name)) as HTMLElement;
    const store = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => store.set(type, value),
      getData: (type: string) => store.get(type) ?? '',
      get types() {
        return [...store.keys()];
      },
      effectAllowed: 'none',
    };
    fireEvent.dragStart(header('SKU'), { dataTransfer });
    fireEvent.dragOver(header('Name'), { dataTransfer });
    fireEvent.drop(header('Name'), { dataTransfer });
    expect(headerNames(g.grid()).slice(2, 5)).toEqual(['Color', 'SKU', 'Name']);
    expect(moveBefore(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveBefore(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('shows hidden columns again from the Columns menu', async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(5), { initialColumns: { hidden: ['sku', 'label'] } });
    expect(headerNames(g.grid())).not.toContain('SKU');
    await user.click(screen.getByRole('button', { name: 'Columns ▾' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'SKU' }));
    await user.keyboard('{Escape}');
    expect(headerNames(g.grid())).toContain('SKU');
    expect(headerNames(g.grid())).not.toContain('Label');
  });

  it('resizes a column with the keyboard on its edge', async () => {
    const user = userEvent.setup();
    const g = renderGrid(makeProducts(5));
    const edge = screen.getByRole('separator', { name: 'Resize Name' });
    expect(edge).toHaveAttribute('aria-valuenow', '150');
    edge.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('separator', { name: 'Resize Name' })).toHaveAttribute(
      'aria-valuenow',
      '170',
    );
    expect(g.cell(0, g.col('name'))).toHaveStyle({ width: '170px' });
  });

  it('sorts by a header click (locale compare, numeric style order), Shift+click adds a key', async () => {
    const user = userEvent.setup();
    const rows = makeProducts(6).map((r, i) => ({
      ...r,
      style: ['900', '10000', '1200', '900', '50', '1200'][i]!,
      name: ['b', 'É', 'a', 'c', 'd', 'e'][i]!,
    }));
    const g = renderGrid(rows);
    await user.click(screen.getByRole('button', { name: 'Style' }));
    expect(screen.getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'ascending');
    await settle();
    expect([0, 1, 2, 3, 4, 5].map((r) => g.cell(r, g.col('style')).textContent)).toEqual([
      '50',
      '900',
      '900',
      '1200',
      '1200',
      '10000',
    ]);
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.keyboard('{/Shift}');
    await settle();
    expect([1, 2].map((r) => g.cell(r, g.col('name')).textContent)).toEqual(['b', 'c']);
    expect([3, 4].map((r) => g.cell(r, g.col('name')).textContent)).toEqual(['a', 'e']);
    // Sorting is a setting: undo takes it back.
    act(() => g.controller().command({ type: 'undo' }, 10));
    await settle();
    expect(screen.getAllByRole('columnheader')[3]).not.toHaveAttribute('aria-sort');
  });
});

describe('Grid: grouping', () => {
  it('groups by a preset, remembers it for the screen, and edits through group rows stay refused', async () => {
    const user = userEvent.setup();
    const groupings = [{ id: 'gender', label: 'By gender', columns: ['gender'] }];
    const g = renderGrid(makeProducts(9), { groupings, rememberKey: 'test-screen' });
    await user.click(screen.getByRole('button', { name: /^Grouping/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'By gender' }));
    await settle();
    const groups = g.grid().querySelectorAll('.pg-row-group');
    expect(groups).toHaveLength(3);
    expect(groups[0]).toHaveTextContent('Gender: Mens (3)');
    expect(localStorage.getItem('grid:test-screen:grouping')).toBe('["gender"]');
    act(() =>
      g.controller().select({
        active: { row: 0, col: 0 },
        anchor: { row: 0, col: 0 },
        focus: { row: 0, col: 0 },
      }),
    );
    expect(g.controller().startEdit('x')).toBe(false);
    // Collapse the first group with its toggle.
    await user.click(within(groups[0] as HTMLElement).getByRole('button', { name: 'Collapse' }));
    expect(g.grid().querySelectorAll('[role="row"][data-r]')).toHaveLength(3 + 6);
    g.unmount();
    const again = renderGrid(makeProducts(9), { groupings, rememberKey: 'test-screen' });
    await settle();
    expect(again.grid().querySelectorAll('.pg-row-group')).toHaveLength(3);
  });
});

interface Node {
  id: string;
  type: 'folder' | 'item';
  hierarchy: string[];
  title: string;
  method: string | null;
  [key: string]: unknown;
}

const TREE: TreeOptions<Node> = {
  isFolder: (n) => n.type === 'folder',
  path: (n) => n.hierarchy,
  folderName: (n) => n.title,
};

function renderTree() {
  const source = new MemorySource<Node>({
    rows: [
      { id: 'f1', type: 'folder', hierarchy: [], title: 'Spring 26', method: null },
      { id: 'a1', type: 'item', hierarchy: ['Spring 26'], title: 'Key styles', method: 'Static' },
      { id: 'a2', type: 'item', hierarchy: ['Spring 26'], title: 'Running', method: 'Dynamic' },
      { id: 'a3', type: 'item', hierarchy: [], title: 'Loose', method: 'Static' },
    ],
    getId: (n) => n.id,
  });
  const writes: GridWrite<Node>[] = [];
  const time = manualScheduler();
  let controller: GridController<Node> | null = null;
  let folders = 0;
  render(
    <IntlProvider locale="en-US" messages={enUS}>
      <Grid<Node>
        label="Assortments"
        columns={[
          { id: 'title', header: 'Title', rule: textRule(), required: true },
          { id: 'method', header: 'Method', rule: listRule(['Static', 'Dynamic']) },
        ]}
        source={source}
        getId={(n) => n.id}
        tree={TREE}
        onWrite={(write) => {
          writes.push(write);
          source.apply(write);
        }}
        canDelete={() => true}
        onNewFolder={(path) => ({
          id: `new${++folders}`,
          type: 'folder',
          hierarchy: path,
          title: 'New Folder',
          method: null,
        })}
        clock={time.now}
        scheduler={time.scheduler}
        rowHeight={36}
        defaultViewport={{ width: 1200, height: 600 }}
        controllerRef={(c) => {
          controller = c;
        }}
      />
    </IntlProvider>,
  );
  return {
    source,
    writes,
    time,
    controller: () => controller as unknown as GridController<Node>,
    grid: () => screen.getByRole('treegrid'),
  };
}

const titles = (grid: HTMLElement) =>
  [...grid.querySelectorAll('[role="row"][data-r]')]
    .sort((a, b) => Number(a.getAttribute('data-r')) - Number(b.getAttribute('data-r')))
    .map((row) => row.querySelector('[data-c="0"]')?.textContent);

describe('Grid: tree of folders and items', () => {
  it('nests items under folders, with levels and expand state for assistive technology', async () => {
    const t = renderTree();
    await settle();
    expect(titles(t.grid())).toEqual(['Spring 26', 'Key styles', 'Running', 'Loose']);
    const folder = t.grid().querySelector('[data-r="0"]') as HTMLElement;
    expect(folder).toHaveAttribute('aria-expanded', 'true');
    expect(folder).toHaveAttribute('aria-level', '1');
    expect(t.grid().querySelector('[data-r="1"]')).toHaveAttribute('aria-level', '2');
  });

  it('folder rows are never edited', async () => {
    const t = renderTree();
    await settle();
    act(() =>
      t.controller().select({
        active: { row: 0, col: 1 },
        anchor: { row: 0, col: 1 },
        focus: { row: 0, col: 1 },
      }),
    );
    expect(t.controller().startEdit('S')).toBe(false);
    act(() =>
      t.controller().select({
        active: { row: 1, col: 1 },
        anchor: { row: 1, col: 1 },
        focus: { row: 1, col: 1 },
      }),
    );
    expect(t.controller().startEdit('S')).toBe(true);
  });

  it('the context menu offers New Folder, Delete, Expand all and Collapse all; each is undoable', async () => {
    const user = userEvent.setup();
    const t = renderTree();
    await settle();
    fireEvent.contextMenu(t.grid().querySelector('[data-r="0"] [data-c="0"]') as HTMLElement, {
      clientX: 20,
      clientY: 40,
    });
    const menu = await screen.findByRole('menu', { name: 'Row actions' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['New Folder', 'Delete', 'Expand all', 'Collapse all']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Collapse all' }));
    expect(titles(t.grid())).toEqual(['Spring 26', 'Loose']);

    fireEvent.contextMenu(t.grid().querySelector('[data-r="0"] [data-c="0"]') as HTMLElement, {
      clientX: 20,
      clientY: 40,
    });
    await user.click(await screen.findByRole('menuitem', { name: 'Expand all' }));
    expect(titles(t.grid())).toHaveLength(4);

    fireEvent.contextMenu(t.grid().querySelector('[data-r="0"] [data-c="0"]') as HTMLElement, {
      clientX: 20,
      clientY: 40,
    });
    await user.click(await screen.findByRole('menuitem', { name: 'New Folder' }));
    await settle();
    expect(t.source.get('new1')?.hierarchy).toEqual(['Spring 26']);
    expect(titles(t.grid())).toContain('New Folder');

    // Delete the item 'Loose' from the keyboard: Shift+F10 opens the menu at the cursor.
    const loose = titles(t.grid()).indexOf('Loose');
    act(() =>
      t.controller().select({
        active: { row: loose, col: 0 },
        anchor: { row: loose, col: 0 },
        focus: { row: loose, col: 0 },
      }),
    );
    t.grid().focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await settle();
    expect(t.source.get('a3')).toBeUndefined();
    await act(() => t.controller().undo());
    await settle();
    expect(t.source.get('a3')?.title).toBe('Loose');
    await act(() => t.controller().undo());
    await settle();
    expect(t.source.get('new1')).toBeUndefined();
  });
});
