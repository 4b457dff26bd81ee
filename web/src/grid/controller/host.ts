import type * as sel from '../model/selection.ts';
import type { ColumnLayout, GridColumn, GridDataSource, GridSettings, RowId } from '../types.ts';
import type { Refusal, WriteContext, WritePlan } from './cellWrites.ts';
import type { DisplayModel } from './displayModel.ts';
import type { SaveQueue } from './saveQueue.ts';

// What each controller helper may read and change on the controller: narrow interfaces, so
// the helpers (bulk.ts, commands.ts, undoRedo.ts) depend on these types, not on
// GridController itself. GridController implements all three.

/** How the controller reads and sets the column layout and settings React keeps. */
export interface LayoutBinding {
  columns: () => ColumnLayout;
  setColumns: (layout: ColumnLayout) => void;
  settings: () => GridSettings;
  setSetting: (key: keyof GridSettings, value: unknown) => void;
}

/** Paste, clear and fill (bulk.ts): one undo step, one state change, one write each. */
export interface BulkHost<Row> {
  /** Set directly (no re-render) when a bulk change selects what it wrote. */
  selection: sel.Selection | null;
  readonly model: DisplayModel<Row>;
  readonly columns: readonly GridColumn<Row>[];
  bounds(): sel.Bounds;
  valueAt(row: number, col: number): unknown;
  textAt(row: number, col: number): string;
  writeContext(): WriteContext<Row>;
  commit(plan: WritePlan, sealed: boolean): void;
  select(selection: sel.Selection | null): void;
  fillTo(row: number, col: number): Promise<void>;
  guardSiteUpdating(): boolean;
  tooMany(): void;
}

/** The keyboard map's commands (commands.ts). */
export interface CommandHost {
  readonly selection: sel.Selection | null;
  readonly errors: Map<string, Refusal>;
  bounds(): sel.Bounds;
  select(selection: sel.Selection | null): void;
  startEdit(typed?: string): boolean;
  dataChanged(): void;
  clearSelection(): Promise<void>;
  fillSelectionWithActive(): Promise<void>;
  undo(): Promise<void>;
  redo(): Promise<void>;
}

/** Undo and redo against the present data (undoRedo.ts). */
export interface ReplayHost<Row> {
  readonly options: {
    getId: (row: Row) => RowId;
    source: Pick<GridDataSource<Row, unknown>, 'getByIds'>;
    sortOrderOf?: (row: Row) => number | null;
  };
  readonly queue: SaveQueue<Row>;
  readonly allColumns: ReadonlyMap<string, GridColumn<Row>>;
  readonly layout: LayoutBinding | null;
}
