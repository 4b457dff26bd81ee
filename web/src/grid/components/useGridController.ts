import { DEBOUNCE_MS, GRID, decimalSeparatorOfLocale } from '@portal/shared';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  GridController,
  type GridControllerOptions,
  type GridNotice,
} from '../controller/GridController.ts';
import { browserScheduler, type Scheduler } from '../controller/saveQueue.ts';
import type { GridDataSource, GridWrite, RowId } from '../types.ts';
import { noticeMessage } from './messages.ts';

export type GridMessageKind = GridNotice['kind'];

export interface ControllerProps<Row> {
  source: GridDataSource<Row, never> | GridDataSource<Row, unknown>;
  getId: (row: Row) => RowId;
  onWrite: (write: GridWrite<Row>) => Promise<void> | void;
  /** spec 000 §9 debounces: product updates 1000 ms (default), library updates 1500 ms... */
  saveDebounceMs?: number;
  /** Toasts: the grid's notices, translated (the app shell shows them). */
  onMessage?: (message: { kind: GridMessageKind; text: string; id: string }) => void;
  onError?: (error: unknown) => void;
  createdDate?: (row: Row) => string | null | undefined;
  sortOrderOf?: (row: Row) => number | null;
  clock?: () => number;
  scheduler?: Scheduler;
}

function callbacks<Row>(
  props: ControllerProps<Row>,
  intl: IntlShape,
): Partial<GridControllerOptions<Row>> {
  return {
    getId: props.getId,
    source: props.source,
    write: props.onWrite,
    ...(props.createdDate ? { createdDate: props.createdDate } : {}),
    ...(props.sortOrderOf ? { sortOrderOf: props.sortOrderOf } : {}),
    onNotice: (notice) =>
      props.onMessage?.({ kind: notice.kind, text: noticeMessage(intl, notice), id: notice.id }),
    onError: (error) => props.onError?.(error),
  };
}

/** One controller per mounted grid; its callbacks follow the latest props. */
export function useGridController<Row>(props: ControllerProps<Row>): GridController<Row> {
  const intl = useIntl();
  const [controller] = useState(
    () =>
      new GridController<Row>({
        getId: props.getId,
        source: props.source,
        write: props.onWrite,
        debounceMs: props.saveDebounceMs ?? DEBOUNCE_MS.productUpdates,
        batchMs: GRID.undoBatchMs,
        clock: props.clock ?? (() => performance.now()),
        scheduler: props.scheduler ?? browserScheduler,
        decimal: decimalSeparatorOfLocale(intl.locale),
        onNotice: () => undefined,
        onError: () => undefined,
        ...callbacks(props, intl),
      }),
  );
  useLayoutEffect(() => {
    controller.setCallbacks(callbacks(props, intl));
  });
  // Leaving the screen writes what is still waiting for its debounce.
  useEffect(
    () => () => {
      void controller.queue.flush();
    },
    [controller],
  );
  return controller;
}
