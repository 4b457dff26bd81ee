import type { CellRule, EditableColumn } from '@portal/shared';
import type { RowId, RowSnapshot } from './model/history.ts';

export type { RowId };

/** A sort key as TanStack Table keeps it (`sorting` state). */
export interface SortSpec {
  id: string;
  desc: boolean;
}

export interface GridWindow<Row> {
  rows: Row[];
  /** The number of matching rows, when the source knows it without extra work. */
  total?: number;
}

/**
 * Where a grid's rows come from: windows of the local database (RxDB) or pages of a server.
 * The filter is whatever the screen's filter bar produces; the grid passes it through.
 */
export interface GridDataSource<Row, Filter = unknown> {
  getWindow: (
    offset: number,
    limit: number,
    sort: readonly SortSpec[],
    filter: Filter,
  ) => Promise<GridWindow<Row>>;
  /**
   * Optional: a window at once when the rows are already in memory, so fast scrolling over
   * an in-memory source paints rows in the same frame instead of a loading placeholder.
   */
  peekWindow?: (
    offset: number,
    limit: number,
    sort: readonly SortSpec[],
    filter: Filter,
  ) => GridWindow<Row> | undefined;
  /** Rows by id, for undo and conflict checks on rows outside the loaded windows. */
  getByIds: (ids: readonly RowId[]) => Promise<Row[]>;
  /** The total, asked for separately so the first page never waits on a count. */
  count?: (filter: Filter) => Promise<number>;
  /** Called when the underlying data changed (a local write or a sync); returns unsubscribe. */
  subscribe: (onChange: () => void) => () => void;
}

export interface GridColumn<Row> extends EditableColumn {
  id: string;
  /** Translated header text (the screen owns its column names). */
  header: string;
  rule: CellRule<unknown>;
  /** Reads the value; defaults to `row[id]`. */
  get?: (row: Row) => unknown;
  width?: number;
  minWidth?: number;
  sortable?: boolean;
  hideable?: boolean;
  /** A note the screen attaches to a cell (import issues): a tooltip and a tint, not a refusal. */
  note?: (row: Row) => CellNote | undefined;
  /** A web address the cell's text links to (opened in a new tab); http(s) only. */
  link?: (row: Row) => string | undefined;
  /** The list cell's options the editor offers on this row (a choice not open to the row,
   * e.g. 'Inventory' without stock, spec 001 §5); the rule still judges what is typed. */
  optionsFor?: (row: Row) => readonly string[];
  /** Values the editor offers while typing, without restricting the cell (a list cell's
   * options restrict it): e.g. the bins a library already uses. */
  suggestions?: readonly string[];
}

/** A screen's note on one cell: the text shows as its tooltip, the tone picks the tint. */
export interface CellNote {
  text: string;
  tone: 'error' | 'warning';
}

/** Everything the grid asks the screen to save, in one call per flush. */
export interface GridWrite<Row> {
  updates: { rowId: RowId; columnId: string; value: unknown }[];
  adds: RowSnapshot<Row>[];
  deletes: RowId[];
  renames: { from: RowId; to: RowId }[];
  sorts: { rowId: RowId; sortOrder: number | null }[];
  /** The full column layout when it changed (spec 000 §7: column updates send the full arrays). */
  columns?: ColumnLayout;
  /** The full settings when they changed. */
  settings?: GridSettings;
}

export interface ColumnLayout {
  order: string[];
  sizes: Record<string, number>;
  hidden: string[];
  pinned: { start: string[]; end: string[] };
}

export interface GridSettings {
  sorting: SortSpec[];
  /** Column ids to group by, outermost first; empty when grouping is off. */
  grouping: string[];
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** Describes the tree of folders and items (spec 000 §3 assortment: type item or folder, hierarchy). */
export interface TreeOptions<Row> {
  isFolder: (row: Row) => boolean;
  /** The folder path of a row, outermost first, e.g. ['Spring 26', 'Wholesale']. */
  path: (row: Row) => readonly string[];
  /** The name a folder row gives itself (its last path part). */
  folderName: (row: Row) => string;
}
