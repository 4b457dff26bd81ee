import { describe, expect, it } from 'vitest';
import { History, type Step } from './history.ts';
import { replay, rowsOfStep, sameValue, type CurrentState } from './replay.ts';

type Row = { id: string; name: string };

function clock() {
  let now = 1000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function state(
  cells: Record<string, unknown>,
  rows: string[],
  extra: Partial<CurrentState<Row>> = {},
): CurrentState<Row> {
  return {
    hasRow: (id) => rows.includes(id),
    cell: (rowId, columnId) => cells[`${rowId}.${columnId}`],
    sortOrder: () => null,
    columns: () => null,
    setting: () => null,
    ...extra,
  };
}

const edit = (rowId: string, before: unknown, after: unknown, columnId = 'name') => ({
  rowId,
  columnId,
  before,
  after,
});

describe('[spec 000 §4] undo history', () => {
  it('batches changes made within 100 ms into one step', () => {
    const c = clock();
    const history = new History<Row>({ clock: c.now, batchMs: 100 });
    history.record({ kind: 'cells', edits: [edit('r1', 'a', 'b')] });
    c.advance(60);
    history.record({ kind: 'cells', edits: [edit('r2', 'x', 'y')] });
    c.advance(60);
    history.record({ kind: 'cells', edits: [edit('r1', 'b', 'c')] });
    expect(history.size.undo).toBe(1);
    const step = history.takeUndo() as Step<Row>;
    // The same cell twice keeps the first before and the last after.
    expect(step.operations).toEqual([
      { kind: 'cells', edits: [edit('r1', 'a', 'c'), edit('r2', 'x', 'y')] },
    ]);
  });

  it('starts a new step after 100 ms', () => {
    const c = clock();
    const history = new History<Row>({ clock: c.now, batchMs: 100 });
    history.record({ kind: 'cells', edits: [edit('r1', 'a', 'b')] });
    c.advance(101);
    history.record({ kind: 'cells', edits: [edit('r1', 'b', 'c')] });
    expect(history.size.undo).toBe(2);
  });

  it('a paste, a fill or an import is a step of its own', () => {
    const c = clock();
    const history = new History<Row>({ clock: c.now, batchMs: 100 });
    history.record({ kind: 'cells', edits: [edit('r1', 'a', 'b')] });
    history.transaction([{ kind: 'cells', edits: [edit('r2', 'a', 'b')] }]);
    history.record({ kind: 'cells', edits: [edit('r3', 'a', 'b')] });
    expect(history.size.undo).toBe(3);
  });

  it('a new change clears the redo stack', () => {
    const c = clock();
    const history = new History<Row>({ clock: c.now, batchMs: 100 });
    history.record({ kind: 'cells', edits: [edit('r1', 'a', 'b')] });
    history.pushRedo(history.takeUndo() as Step<Row>);
    expect(history.canRedo()).toBe(true);
    history.record({ kind: 'cells', edits: [edit('r1', 'a', 'z')] });
    expect(history.canRedo()).toBe(false);
  });

  it('keeps at most the configured number of steps', () => {
    const c = clock();
    const history = new History<Row>({ clock: c.now, batchMs: 100, limit: 3 });
    for (let i = 0; i < 5; i++) {
      history.record({ kind: 'cells', edits: [edit(`r${i}`, 'a', 'b')] });
      c.advance(200);
    }
    expect(history.size.undo).toBe(3);
  });
});

describe('replaying a step against the data as it is now', () => {
  const step = (operations: Step<Row>['operations']): Step<Row> => ({
    operations,
    at: 0,
    sealed: true,
  });

  it('undo writes "before" where the cell still shows "after"', () => {
    const result = replay(
      step([{ kind: 'cells', edits: [edit('r1', 'a', 'b'), edit('r2', 'x', 'y')] }]),
      'undo',
      state({ 'r1.name': 'b', 'r2.name': 'y' }, ['r1', 'r2']),
    );
    expect(result.effects.cells).toEqual([
      { rowId: 'r2', columnId: 'name', value: 'x' },
      { rowId: 'r1', columnId: 'name', value: 'a' },
    ]);
    expect(result.conflicts).toEqual([]);
  });

  it("leaves someone else's newer value and reports the cell", () => {
    const result = replay(
      step([{ kind: 'cells', edits: [edit('r1', 'a', 'b'), edit('r2', 'x', 'y')] }]),
      'undo',
      state({ 'r1.name': 'theirs', 'r2.name': 'y' }, ['r1', 'r2']),
    );
    expect(result.effects.cells).toEqual([{ rowId: 'r2', columnId: 'name', value: 'x' }]);
    expect(result.conflicts).toEqual([
      { kind: 'cell', rowId: 'r1', columnId: 'name', theirs: 'theirs' },
    ]);
  });

  it('redo writes "after" where the cell still shows "before"', () => {
    const result = replay(
      step([{ kind: 'cells', edits: [edit('r1', 'a', 'b')] }]),
      'redo',
      state({ 'r1.name': 'a' }, ['r1']),
    );
    expect(result.effects.cells).toEqual([{ rowId: 'r1', columnId: 'name', value: 'b' }]);
  });

  it('undoing an add deletes the rows; undoing a delete re-adds them', () => {
    const rows = [{ id: 'n1', row: { id: 'n1', name: 'new' } }];
    expect(
      replay(step([{ kind: 'add', rows }]), 'undo', state({}, ['n1'])).effects.deletes,
    ).toEqual(['n1']);
    expect(replay(step([{ kind: 'add', rows }]), 'redo', state({}, [])).effects.adds).toEqual(rows);
    expect(replay(step([{ kind: 'delete', rows }]), 'undo', state({}, [])).effects.adds).toEqual(
      rows,
    );
    expect(
      replay(step([{ kind: 'delete', rows }]), 'redo', state({}, ['n1'])).effects.deletes,
    ).toEqual(['n1']);
  });

  it('a row someone re-created is not added twice', () => {
    const rows = [{ id: 'n1', row: { id: 'n1', name: 'new' } }];
    const result = replay(step([{ kind: 'delete', rows }]), 'undo', state({}, ['n1']));
    expect(result.effects.adds).toEqual([]);
    expect(result.conflicts).toEqual([{ kind: 'row', rowId: 'n1' }]);
  });

  it('renames, sorts, columns and settings replay both ways', () => {
    const renames = replay(
      step([{ kind: 'rename', renames: [{ from: 'A_1', to: 'B_1' }] }]),
      'undo',
      state({}, ['B_1']),
    );
    expect(renames.effects.renames).toEqual([{ from: 'B_1', to: 'A_1' }]);
    const sorts = replay(
      step([{ kind: 'sort', moves: [{ rowId: 'r1', before: 1, after: 5 }] }]),
      'undo',
      state({}, ['r1'], { sortOrder: () => 5 }),
    );
    expect(sorts.effects.sorts).toEqual([{ rowId: 'r1', sortOrder: 1 }]);
    const moved = replay(
      step([{ kind: 'sort', moves: [{ rowId: 'r1', before: 1, after: 5 }] }]),
      'undo',
      state({}, ['r1'], { sortOrder: () => 9 }),
    );
    expect(moved.conflicts).toEqual([{ kind: 'sort', rowId: 'r1' }]);
    const columns = replay(
      step([{ kind: 'column', before: { w: 100 }, after: { w: 200 } }]),
      'undo',
      state({}, [], { columns: () => ({ w: 200 }) }),
    );
    expect(columns.effects.columns).toEqual({ value: { w: 100 } });
    const setting = replay(
      step([{ kind: 'setting', key: 'grouping', before: [], after: ['style'] }]),
      'redo',
      state({}, [], { setting: () => [] }),
    );
    expect(setting.effects.settings).toEqual([{ key: 'grouping', value: ['style'] }]);
  });

  it('lists the rows a step touches', () => {
    const s = step([
      { kind: 'cells', edits: [edit('r1', 1, 2)] },
      { kind: 'delete', rows: [{ id: 'r2', row: { id: 'r2', name: '' } }] },
      { kind: 'rename', renames: [{ from: 'r3', to: 'r4' }] },
    ]);
    expect(rowsOfStep(s).sort()).toEqual(['r1', 'r2', 'r3', 'r4']);
  });

  it('compares values structurally and treats empties alike', () => {
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a'], ['b'])).toBe(false);
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue(0, null)).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1 })).toBe(true);
  });
});
