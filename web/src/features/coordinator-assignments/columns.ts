// The list's columns, from the grid's column kit (spec 001 §3 coordinator assignment; spec 000
// §5 grid cells). The two user codes are the assignment's identity and read-only (a new
// coordinator or requester is an edit in the dialog, which looks the person up); names, the
// order type and the status are edited in place; the modified date is the device's stamp.
import { COORDINATOR_ASSIGNMENT_STATUSES } from '@portal/shared';
import type { IntlShape } from 'react-intl';
import { columnKit, type GridColumn } from '../../grid/index.ts';
import { BOTH, ORDER_SUBTYPE_LABEL_IDS, ORDER_TYPE_CHOICES, STATUS_LABEL_IDS } from './labels.ts';
import type { AssignmentRow } from './user-lookup.ts';

export function assignmentColumns(intl: IntlShape): GridColumn<AssignmentRow>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const col = columnKit<AssignmentRow>(intl, {
    header: (id) => t(`labels.coordinatorAssignments.${id}`),
  });
  return [
    col.code('coordinatorCode', { readOnly: true, identity: true, width: 230 }),
    col.text('coordinatorName', { width: 190 }),
    col.code('requesterCode', { readOnly: true, identity: true, width: 230 }),
    col.text('requesterName', { width: 190 }),
    col.choice(
      'orderSubtype',
      ORDER_TYPE_CHOICES.map((value) => ({ value, name: t(ORDER_SUBTYPE_LABEL_IDS[value]) })),
      // No subtype covers both order types: the cell says so, and a cleared cell means it.
      { get: (row) => row.orderSubtype ?? BOTH, width: 140 },
    ),
    col.choice(
      'status',
      COORDINATOR_ASSIGNMENT_STATUSES.map((value) => ({ value, name: t(STATUS_LABEL_IDS[value]) })),
      { required: true, width: 120 },
    ),
    col.dateTime('modifiedDate', { width: 180 }),
  ];
}
