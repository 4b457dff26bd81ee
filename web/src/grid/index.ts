// The spreadsheet grid (issue 4): what screens import. See CONTEXT.md.
export { Grid, type EmptyMessage, type GridProps } from './components/Grid.tsx';
export type { GroupingOption } from './components/GridToolbar.tsx';
export {
  columnKit,
  currencyOf,
  type CellChoice,
  type ColumnArgs,
  type ColumnKit,
  type ColumnKitOptions,
  type ColumnOptions,
  type CurrencyEntry,
} from './columns/kit.ts';
export { GridController, type GridNotice } from './controller/GridController.ts';
export { useSelectedRows, type SelectedRows } from './controller/useSelectedRows.ts';
export {
  indexSort,
  type IndexSortOptions,
  type SortField,
  type SortFields,
} from './data/indexSort.ts';
export { MemorySource, type MemorySourceOptions } from './data/memorySource.ts';
export { ReplaceableSource, type ReplaceableSourceOptions } from './data/replaceableSource.ts';
export {
  RxdbSource,
  writeToCollection,
  type CollectionWriteOptions,
  type DocumentChange,
  type RxdbSourceOptions,
} from './data/rxdbSource.ts';
export {
  ServerPageSource,
  type ServerPage,
  type ServerPageSourceOptions,
} from './data/serverPageSource.ts';
export {
  useCollectionGrid,
  type CollectionGrid,
  type CollectionGridOptions,
  type CollectionWriteRules,
} from './data/useCollectionGrid.ts';
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
