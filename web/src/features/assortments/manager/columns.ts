// The manager grids' columns (spec 000 §3 Assortment): title (renamed inline; folder rows are
// not editable, the grid's rule), subtitle, method, state, starred, modified date and who
// edited last. State changes go through the toolbar, which asks first (spec 000 §4).
import { ASSORTMENT_METHODS, ASSORTMENT_STATES } from '@portal/shared';
import type { IntlShape } from 'react-intl';
import { columnKit, type GridColumn } from '../../../grid/index.ts';
import type { AssortmentRow } from './rows.ts';

export function assortmentColumns(intl: IntlShape): GridColumn<AssortmentRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const col = columnKit<AssortmentRow>(intl, { header: (id) => t(`labels.assortments.${id}`) });
  return [
    col.text('title', { width: 340 }),
    col.text('subTitle', { width: 200 }),
    col.choice(
      'method',
      ASSORTMENT_METHODS.map((value) => ({ value, name: t(`enums.assortments.method.${value}`) })),
      { readOnly: true, width: 110 },
    ),
    col.choice(
      'state',
      ASSORTMENT_STATES.map((value) => ({ value, name: t(`enums.assortments.state.${value}`) })),
      { readOnly: true, width: 120 },
    ),
    col.yesNo('starred', { width: 110 }),
    col.dateTime('modifiedDate', { width: 170 }),
    col.text('lastEditedByUser', { readOnly: true, width: 140 }),
  ];
}
