import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { GridNotice } from '../controller/GridController.ts';
import { noticeMessage } from './messages.ts';

// Row count, the size of the selection, and the latest notice (read out politely).

function GridStatusBarInner({
  count,
  countKnown,
  size,
  notice,
}: {
  count: number;
  /** False while a windowed source is still counting: the count is a lower bound. */
  countKnown: boolean;
  size: { rows: number; cols: number; cells: number } | null;
  notice: GridNotice | null;
}) {
  const intl = useIntl();
  return (
    <div className="pg-status">
      <span>
        {intl.formatMessage(
          { id: countKnown ? 'common.grid.rowCount' : 'common.grid.rowCountAtLeast' },
          { count },
        )}
      </span>
      {size && size.cells > 1 ? (
        <span>
          {intl.formatMessage(
            { id: 'common.grid.selectionSize' },
            { rows: size.rows, cols: size.cols },
          )}
        </span>
      ) : null}
      <span className={`pg-notice pg-notice-${notice?.kind ?? 'none'}`} aria-live="polite">
        {notice ? noticeMessage(intl, notice) : ''}
      </span>
    </div>
  );
}

export const GridStatusBar = memo(
  GridStatusBarInner,
  (a, b) =>
    a.count === b.count &&
    a.countKnown === b.countKnown &&
    a.notice === b.notice &&
    a.size?.rows === b.size?.rows &&
    a.size?.cols === b.size?.cols,
);
