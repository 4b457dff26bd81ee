import type { IntlShape } from 'react-intl';
import type { Refusal } from '../controller/cellWrites.ts';
import type { GridNotice } from '../controller/GridController.ts';

// Reason codes and notices from the controller, in the user's language.

const BLOCKS = new Set(['readOnly', 'folderRow', 'createdRow', 'groupRow', 'siteUpdating']);

export function refusalMessage(intl: IntlShape, reason: Refusal): string {
  if (BLOCKS.has(reason.code))
    return intl.formatMessage({ id: `common.grid.refused.${reason.code}` });
  switch (reason.code) {
    case 'notInList':
      return intl.formatMessage({ id: 'common.grid.reason.notInList' }, { value: reason.value });
    case 'outOfRange':
      return intl.formatMessage(
        { id: 'common.grid.reason.outOfRange' },
        { min: reason.min, max: reason.max },
      );
    default:
      return intl.formatMessage({ id: `common.grid.reason.${reason.code}` });
  }
}

export function noticeMessage(intl: IntlShape, notice: GridNotice): string {
  return intl.formatMessage({ id: notice.id }, notice.values);
}
