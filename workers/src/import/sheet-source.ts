// What every sheet reader yields: the sheet's rows in order, each with its 1-based row number
// and its cells (index 0 = column A) reduced to RawCell.
import type { ImportLimits, RawCell } from '@portal/shared';
import type { ReadDeadline } from './read-limits.ts';
import type { XlsxLayout } from './sniff-file.ts';

export interface SheetRow {
  readonly rowNumber: number;
  readonly cells: readonly RawCell[];
}

export interface ReadOptions {
  readonly limits: ImportLimits;
  /** The workbook's sheets and relationships from the preflight; the first sheet is read. */
  readonly layout?: XlsxLayout;
  /** The name refusals give the sheet: its tab name, or a CSV file's name. */
  readonly sheetName: string;
  /** The overall read deadline, started when the read began. */
  readonly deadline: ReadDeadline;
  readonly signal?: AbortSignal;
}

/**
 * Reads the first worksheet of an .xlsx. Rows come in batches (whatever one inflated chunk
 * completes): one await per batch rather than per row keeps 100,000-row files close to the bare
 * read's speed.
 */
export type XlsxRowReader = (
  bytes: Uint8Array,
  options: ReadOptions,
) => AsyncIterable<readonly SheetRow[]>;
