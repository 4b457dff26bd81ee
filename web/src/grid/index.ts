// The spreadsheet grid (issue 4): what screens import. See CONTEXT.md.
export { Grid, type EmptyMessage, type GridProps } from './components/Grid.tsx';
export type { GroupingOption } from './components/GridToolbar.tsx';
export { GridController, type GridNotice } from './controller/GridController.ts';
export { MemorySource, type MemorySourceOptions } from './data/memorySource.ts';
export { RxdbSource, writeToCollection, type RxdbSourceOptions } from './data/rxdbSource.ts';
export {
  ServerPageSource,
  type ServerPage,
  type ServerPageSourceOptions,
} from './data/serverPageSource.ts';
export type {
  CellNote,
  ColumnLayout,
  GridColumn,
  GridDataSource,
  GridSettings,
  GridWindow,
  GridWrite,
  RowId,
  SaveStatus,
  SortSpec,
  TreeOptions,
} from './types.ts';
