import { describe, expect, it } from 'vitest';
import { controllerHarness } from '../testing/harness.ts';
import { makeProducts } from '../testing/fixtures.ts';
import type { ColumnLayout, GridSettings } from '../types.ts';
import { WindowedModel } from './displayModel.ts';

const range = (top: number, left: number, bottom: number, right: number) => ({
  active: { row: top, col: left },
  anchor: { row: top, col: left },
  focus: { row: bottom, col: right },
});

describe('editing a cell', () => {
  it('shows the value at once and writes it once the debounce runs out', async () => {
    const h = await controllerHarness(makeProducts(10));
    h.controller.select(range(2, h.col('name'), 2, h.col('name')));
    expect(h.controller.command({ type: 'type', text: 'R' }, 10)).toBe(true);
    expect(h.controller.editing?.text).toBe('R');
    expect(h.controller.commitEdit('Runner', 'down')).toBe(true);
    expect(h.controller.textAt(2, h.col('name'))).toBe('Runner');
    expect(h.controller.selection?.active).toEqual({ row: 3, col: h.col('name') });
    h.time.advance(999);
    expect(h.writes).toHaveLength(0);
    expect(h.controller.status).toBe('saving');
    await h.flush();
    expect(h.writes).toEqual([
      {
        updates: [{ rowId: 'P000002', columnId: 'name', value: 'Runner' }],
        adds: [],
        deletes: [],
        renames: [],
        sorts: [],
      },
    ]);
    expect(h.source.get('P000002')?.name).toBe('Runner');
    expect(h.controller.status).toBe('saved');
  });

  it('keeps the editor open with the reason when the setter refuses the text', async () => {
    const h = await controllerHarness(makeProducts(10));
    h.controller.select(range(0, h.col('gender'), 0, h.col('gender')));
    h.controller.startEdit();
    expect(h.controller.editing?.text).toBe('Mens');
    expect(h.controller.commitEdit('Unisex', 'down')).toBe(false);
    expect(h.controller.editing?.error).toEqual({ code: 'notInList', value: 'Unisex' });
    expect(h.controller.commitEdit('womens', 'down')).toBe(true);
    expect(h.controller.valueAt(0, h.col('gender'))).toBe('Womens');
  });

  it('blocks keys a number cell may not take, and edits numbers without the symbol', async () => {
    const h = await controllerHarness(makeProducts(3));
    h.controller.select(range(0, h.col('cost'), 0, h.col('cost')));
    expect(h.controller.startEdit('x')).toBe(false);
    expect(h.controller.startEdit()).toBe(true);
    expect(h.controller.editing?.text).toBe('10');
    expect(h.controller.textAt(0, h.col('cost'))).toBe('$10.00');
  });
});

describe('[spec 000 §5] editable rules', () => {
  it('style and colour only on rows with no created date', async () => {
    const rows = [...makeProducts(2), ...makeProducts(1, false).map((r) => ({ ...r, id: 'NEW' }))];
    const h = await controllerHarness(rows);
    h.controller.select(range(0, h.col('style'), 0, h.col('style')));
    expect(h.controller.startEdit()).toBe(false);
    expect(h.notices.at(-1)).toEqual({ kind: 'info', id: 'common.grid.refused.createdRow' });
    h.controller.select(range(2, h.col('style'), 2, h.col('style')));
    expect(h.controller.startEdit()).toBe(true);
    expect(h.controller.commitEdit('A-100', 'stay')).toBe(true);
    expect(h.controller.valueAt(2, h.col('style'))).toBe('A100');
  });

  it('required columns are not clearable except in the pending view', async () => {
    const h = await controllerHarness(makeProducts(3));
    h.controller.select(range(0, h.col('name'), 1, h.col('gender')));
    await h.controller.clearSelection();
    expect(h.controller.valueAt(0, h.col('name'))).toBe('Product 0');
    expect(h.controller.valueAt(0, h.col('gender'))).toBeNull();
    expect(h.controller.errorOf('P000000', 'name')).toEqual({ code: 'notClearable' });

    const pending = await controllerHarness(makeProducts(3), { pendingView: true });
    pending.controller.select(range(0, pending.col('name'), 0, pending.col('name')));
    await pending.controller.clearSelection();
    expect(pending.controller.valueAt(0, pending.col('name'))).toBeNull();
  });

  it('read-only columns and folder rows are never edited', async () => {
    const h = await controllerHarness(makeProducts(3));
    h.controller.select(range(0, h.col('thumbnail'), 0, h.col('thumbnail')));
    expect(h.controller.startEdit()).toBe(false);
    h.controller.setModel({
      count: 1,
      rowAt: () => ({
        kind: 'row',
        key: 'F',
        id: 'F',
        row: makeProducts(1)[0]!,
        depth: 0,
        isFolder: true,
        canExpand: true,
        expanded: true,
      }),
      ensure: () => Promise.resolve(),
      loaded: () => [],
    });
    h.controller.select(range(0, h.col('name'), 0, h.col('name')));
    expect(h.controller.startEdit()).toBe(false);
    expect(h.notices.at(-1)?.id).toBe('common.grid.refused.folderRow');
  });

  it('[spec 000 §4] nothing changes while the site is updating', async () => {
    const h = await controllerHarness(makeProducts(3));
    h.controller.setView({ siteUpdating: true });
    h.controller.select(range(0, h.col('name'), 0, h.col('name')));
    await h.controller.paste([['x']]);
    expect(h.controller.startEdit()).toBe(false);
    expect(h.controller.valueAt(0, h.col('name'))).toBe('Product 0');
    expect(h.notices.at(-1)).toEqual({ kind: 'info', id: 'msgCodes.grid.siteUpdating' });
  });

  it('[spec 000 §5] an out-of-range discount clears the cell and says so', async () => {
    const h = await controllerHarness(makeProducts(3).map((r) => ({ ...r, discountPercent: 10 })));
    h.controller.select(range(0, h.col('discountPercent'), 0, h.col('discountPercent')));
    await h.controller.paste([['150']]);
    expect(h.controller.valueAt(0, h.col('discountPercent'))).toBeNull();
    expect(h.notices.map((n) => n.id)).toContain('msgCodes.grid.discountRange');
  });
});

describe('paste', () => {
  it('a 10,000-cell paste is one state change, one history step and one write; undo and redo too', async () => {
    const h = await controllerHarness(makeProducts(1300));
    const block = Array.from({ length: 1000 }, (_, r) =>
      Array.from({ length: 10 }, (_, c) => `${r}-${c}`),
    );
    // name … sku: 10 text-friendly columns from 'name' onward would refuse some; use name + 9 copies.
    const first = h.col('name');
    await h.cache.ensure(0, 999);
    h.controller.select(range(0, first, 0, first));
    let renders = 0;
    h.controller.subscribe(() => renders++);
    await h.controller.paste(block.map((row) => [row[0] as string]));
    expect(h.controller.history.size.undo).toBe(1);
    expect(renders).toBe(1);
    await h.flush();
    expect(h.writes).toHaveLength(1);
    expect(h.writes[0]?.updates).toHaveLength(1000);

    // Now 10,000 cells: 1,250 rows × the 8 columns from 'name' on, each through its setter.
    const wide = Array.from({ length: 1250 }, (_, r) => [
      `Name ${r}`,
      ['womens', 'kids', 'mens'][r % 3] as string,
      'vegan, lighted',
      `${r}.5`,
      '5',
      '2024/02/29',
      'hot',
      `S-${r}`,
    ]);
    await h.cache.ensure(0, 1249);
    h.controller.select(range(0, first, 0, first));
    renders = 0;
    await h.controller.paste(wide);
    expect(renders).toBe(1);
    expect(h.controller.history.size.undo).toBe(2);
    expect(h.controller.valueAt(999, h.col('features'))).toEqual(['Vegan', 'Lighted']);
    expect(h.controller.valueAt(999, h.col('dueDate'))).toBe('2024-02-29');
    expect(h.controller.valueAt(5, h.col('label'))).toBe('#d32f2f');
    expect(h.controller.selection?.focus).toEqual({ row: 1249, col: h.col('sku') });
    await h.flush();
    expect(h.writes).toHaveLength(2);
    expect(h.writes[1]?.updates.length).toBe(10_000);
    expect(h.source.get('P000999')?.cost).toBe(999.5);

    await h.controller.undo();
    await h.flush();
    expect(h.writes).toHaveLength(3);
    expect(h.writes[2]?.updates).toHaveLength(10_000);
    expect(h.source.get('P000999')?.cost).toBe(59);
    expect(h.source.get('P000999')?.name).toBe('999-0');
    expect(h.source.get('P001249')?.sku).toBe('SKU1249');

    await h.controller.redo();
    await h.flush();
    expect(h.writes).toHaveLength(4);
    expect(h.writes[3]?.updates).toHaveLength(10_000);
    expect(h.source.get('P000999')?.cost).toBe(999.5);
  });

  it('marks refused cells with their reason and applies the rest', async () => {
    const h = await controllerHarness(makeProducts(5));
    h.controller.select(range(0, h.col('gender'), 0, h.col('gender')));
    await h.controller.paste([
      ['Womens', 'Vegan'],
      ['Alien', 'Glow'],
      ['mens', ''],
    ]);
    expect(h.controller.valueAt(0, h.col('gender'))).toBe('Womens');
    expect(h.controller.valueAt(2, h.col('gender'))).toBe('Mens');
    expect(h.controller.valueAt(2, h.col('features'))).toBeNull();
    expect(h.controller.valueAt(1, h.col('gender'))).toBe('Womens');
    expect(h.controller.errorOf('P000001', 'gender')).toEqual({
      code: 'notInList',
      value: 'Alien',
    });
    expect(h.controller.errorOf('P000001', 'features')).toEqual({
      code: 'notInList',
      value: 'Glow',
    });
    expect(h.notices.at(-1)).toMatchObject({
      id: 'common.grid.cellsRefused',
      values: { count: 2, applied: 3 },
    });
  });

  it('repeats a block into a larger selection it fits evenly', async () => {
    const h = await controllerHarness(makeProducts(10));
    h.controller.select(range(0, h.col('name'), 3, h.col('name')));
    await h.controller.paste([['A'], ['B']]);
    expect([0, 1, 2, 3].map((r) => h.controller.valueAt(r, h.col('name')))).toEqual([
      'A',
      'B',
      'A',
      'B',
    ]);
  });
});

describe('fill', () => {
  it('the fill handle continues a numeric series down', async () => {
    const rows = makeProducts(10).map((r, i) => ({
      ...r,
      cost: i === 0 ? 5 : i === 1 ? 7.5 : null,
    }));
    const h = await controllerHarness(rows);
    const cost = h.col('cost');
    h.controller.select(range(0, cost, 1, cost));
    await h.controller.fillTo(4, cost);
    expect([0, 1, 2, 3, 4, 5].map((r) => h.controller.valueAt(r, cost))).toEqual([
      5,
      7.5,
      10,
      12.5,
      15,
      null,
    ]);
    expect(h.controller.history.size.undo).toBe(1);
    expect(h.controller.selection && h.controller.selection.focus).toEqual({ row: 4, col: cost });
    await h.controller.undo();
    expect(h.controller.valueAt(4, cost)).toBeNull();
    await h.flush();
    expect(h.source.get('P000004')?.cost).toBeNull();
  });

  it('fills across through each column’s setter', async () => {
    const h = await controllerHarness(makeProducts(3));
    h.controller.select(range(0, h.col('name'), 0, h.col('name')));
    await h.controller.paste([['kids']]);
    await h.controller.fillTo(0, h.col('gender'));
    expect(h.controller.valueAt(0, h.col('gender'))).toBe('Kids');
  });

  it('Ctrl+Enter fills the selection with the active cell’s value', async () => {
    const h = await controllerHarness(makeProducts(6));
    h.controller.select(range(1, h.col('gender'), 4, h.col('gender')));
    expect(h.controller.command({ type: 'fillSelection' }, 10)).toBe(true);
    await h.controller.queue.settled();
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect([1, 2, 3, 4].map((r) => h.controller.valueAt(r, h.col('gender')))).toEqual([
      'Womens',
      'Womens',
      'Womens',
      'Womens',
    ]);
  });

  it('double-click fills down as far as the neighbouring column goes', async () => {
    const rows = makeProducts(250).map((r, i) => ({
      ...r,
      gender: i < 180 ? r.gender : null,
      features: i === 0 ? ['Vegan'] : null,
    }));
    const h = await controllerHarness(rows);
    const features = h.col('features');
    h.controller.select(range(0, features, 0, features));
    await h.controller.fillDownToNeighbour();
    expect(h.controller.valueAt(179, features)).toEqual(['Vegan']);
    expect(h.controller.valueAt(180, features)).toBeNull();
  });
});

describe('[spec 000 §4] undo and redo of every kind of change', () => {
  it('changes within 100 ms are one step', async () => {
    const h = await controllerHarness(makeProducts(5));
    const name = h.col('name');
    h.controller.select(range(0, name, 0, name));
    h.controller.startEdit('a');
    h.controller.commitEdit('a', 'down');
    h.time.advance(50);
    h.controller.startEdit('b');
    h.controller.commitEdit('b', 'down');
    expect(h.controller.history.size.undo).toBe(1);
    h.time.advance(150);
    h.controller.startEdit('c');
    h.controller.commitEdit('c', 'down');
    expect(h.controller.history.size.undo).toBe(2);
    await h.controller.undo();
    await h.controller.undo();
    expect([0, 1, 2].map((r) => h.controller.valueAt(r, name))).toEqual([
      'Product 0',
      'Product 1',
      'Product 2',
    ]);
  });

  it('undoing a cell someone else has since changed leaves their value and says so', async () => {
    const h = await controllerHarness(makeProducts(5));
    const name = h.col('name');
    h.controller.select(range(0, name, 0, name));
    await h.controller.paste([['mine 0'], ['mine 1']]);
    await h.flush();
    // A sync brings another person's change to row 1.
    h.source.apply({
      updates: [{ rowId: 'P000001', columnId: 'name', value: 'theirs' }],
      adds: [],
      deletes: [],
      renames: [],
      sorts: [],
    });
    await h.cache.refresh();
    await h.controller.undo();
    expect(h.controller.valueAt(0, name)).toBe('Product 0');
    expect(h.controller.valueAt(1, name)).toBe('theirs');
    expect(h.notices.at(-1)).toEqual({
      kind: 'warning',
      id: 'common.grid.undoConflict',
      values: { count: 1 },
    });
  });

  it('history survives sorting: undo finds the row by id wherever it went', async () => {
    const h = await controllerHarness(makeProducts(120));
    const name = h.col('name');
    h.controller.select(range(0, name, 0, name));
    await h.controller.paste([['Edited']]);
    await h.flush();
    h.cache.setQuery([{ id: 'style', desc: true }], undefined);
    h.controller.setModel(new WindowedModel(h.cache, (r) => r.id));
    await h.cache.ensure(0, 119);
    expect(h.controller.valueAt(119, name)).toBe('Edited');
    await h.controller.undo();
    expect(h.controller.valueAt(119, name)).toBe('Product 0');
    expect(h.controller.valueAt(0, name)).toBe('Product 119');
  });

  it('undoing an add deletes the rows; redo adds them back', async () => {
    const h = await controllerHarness(makeProducts(3));
    const [fresh] = makeProducts(1, false).map((r) => ({ ...r, id: 'N1', style: '999' }));
    h.controller.addRows([fresh!]);
    await h.flush();
    expect(h.source.get('N1')).toBeDefined();
    await h.controller.undo();
    await h.flush();
    expect(h.source.get('N1')).toBeUndefined();
    await h.controller.redo();
    await h.flush();
    expect(h.source.get('N1')?.style).toBe('999');
  });

  it('undoing a delete re-adds the rows', async () => {
    const h = await controllerHarness(makeProducts(4));
    h.controller.deleteRows([h.source.get('P000001')!, h.source.get('P000002')!]);
    await h.flush();
    expect(h.source.all().map((r) => r.id)).toEqual(['P000000', 'P000003']);
    await h.controller.undo();
    await h.flush();
    expect(h.source.get('P000002')?.name).toBe('Product 2');
    await h.controller.redo();
    await h.flush();
    expect(h.source.get('P000002')).toBeUndefined();
  });

  it('renames and row sorts undo and redo', async () => {
    const h = await controllerHarness(makeProducts(3));
    h.controller.renameRow('P000001', 'P000001-B');
    await h.flush();
    expect(h.source.get('P000001-B')).toBeDefined();
    await h.controller.undo();
    await h.flush();
    expect(h.source.get('P000001')).toBeDefined();
    expect(h.source.get('P000001-B')).toBeUndefined();

    h.controller.setSortOrders([{ row: h.source.get('P000000')!, sortOrder: 7 }]);
    await h.flush();
    expect(h.source.get('P000000')?.sortOrder).toBe(7);
    await h.controller.undo();
    await h.flush();
    expect(h.source.get('P000000')?.sortOrder).toBe(0);
    await h.controller.redo();
    await h.flush();
    expect(h.source.get('P000000')?.sortOrder).toBe(7);
  });

  it('column and setting changes undo through the layout binding', async () => {
    const h = await controllerHarness(makeProducts(3));
    const layoutA: ColumnLayout = {
      order: ['a', 'b'],
      sizes: {},
      hidden: [],
      pinned: { start: [], end: [] },
    };
    const layoutB = { ...layoutA, hidden: ['b'] };
    let layout = layoutB;
    let settings: GridSettings = { sorting: [], grouping: ['style'] };
    h.controller.layout = {
      columns: () => layout,
      setColumns: (l) => (layout = l),
      settings: () => settings,
      setSetting: (key, value) => (settings = { ...settings, [key]: value }),
    };
    h.controller.recordColumns(layoutA, layoutB);
    h.time.advance(500);
    h.controller.recordSetting('grouping', [], ['style'], settings);
    await h.controller.undo();
    expect(settings.grouping).toEqual([]);
    await h.controller.undo();
    expect(layout).toEqual(layoutA);
    await h.controller.redo();
    expect(layout).toEqual(layoutB);
    await h.flush();
    expect(h.writes.some((w) => w.columns?.hidden.length === 0)).toBe(true);
    expect(h.writes.some((w) => w.settings?.grouping.length === 0)).toBe(true);
  });
});

describe('keyboard commands', () => {
  it('moves, extends, jumps and pages within the grid', async () => {
    const h = await controllerHarness(makeProducts(50));
    const c = h.controller;
    c.select(range(0, 0, 0, 0));
    c.command({ type: 'move', dRow: 1, dCol: 2, extend: false }, 10);
    expect(c.selection?.active).toEqual({ row: 1, col: 2 });
    c.command({ type: 'move', dRow: 2, dCol: 0, extend: true }, 10);
    expect(c.selection?.focus).toEqual({ row: 3, col: 2 });
    c.command({ type: 'page', direction: 1, extend: false }, 10);
    expect(c.selection?.active).toEqual({ row: 10, col: 2 });
    c.command({ type: 'jump', to: 'rowEnd', extend: false }, 10);
    expect(c.selection?.active).toEqual({ row: 10, col: 10 });
    c.command({ type: 'selectAll' }, 10);
    expect(c.selection?.focus).toEqual({ row: c.model.count - 1, col: 10 });
    c.command({ type: 'deselect' }, 10);
    expect(c.selection?.anchor).toEqual(c.selection?.active);
  });
});

describe('[spec 000 §4] an import is one step', () => {
  it('adds the imported rows as one undo step, apart from edits made just before', async () => {
    const h = await controllerHarness(makeProducts(3));
    h.controller.select(range(0, h.col('name'), 0, h.col('name')));
    h.controller.startEdit('x');
    h.controller.commitEdit('x', 'stay');
    const imported = makeProducts(5, false).map((r, i) => ({
      ...r,
      id: `I${i}`,
      style: `${900 + i}`,
    }));
    h.controller.importRows(imported);
    expect(h.controller.history.size.undo).toBe(2);
    await h.flush();
    expect(h.source.all()).toHaveLength(8);
    await h.controller.undo();
    await h.flush();
    expect(h.source.all()).toHaveLength(3);
    expect(h.source.get('P000000')?.name).toBe('x');
  });
});
