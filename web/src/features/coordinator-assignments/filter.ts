// The filter bar of the coordinator assignments list (spec 001 §2 /orders/coordinator-assignments;
// mechanics of spec 000 §2): coordinator, requester, status and order type, its state in the
// URL. The definition and the mapping are module constants (the hooks need them stable); the
// option lookups read the assignments on the device. The worked example of a filter bar
// (web/src/ui/filter-bar/CONTEXT.md): the filter bar's own tests use it too.
import {
  BLANK_SELECT_VALUE,
  COORDINATOR_ASSIGNMENT_STATUSES,
  ORDER_SUBTYPES,
} from '@portal/shared';
import type {
  CoordinatorAssignment,
  FilterBarDefinition,
  FilterOption,
  FilterQueryMapping,
} from '@portal/shared';
import { BOTH, ORDER_SUBTYPE_LABEL_IDS, STATUS_LABEL_IDS } from './labels.ts';

export const coordinatorAssignmentsFilterBar: FilterBarDefinition = {
  id: 'coordinator-assignments',
  modules: [
    {
      id: 'assignments',
      labelId: 'orders.coordinatorAssignments.filter.module',
      allowMultiple: true,
      groups: [
        {
          id: 'coordinator',
          labelId: 'orders.coordinatorAssignments.filter.coordinator',
          allowMultiple: true,
          filters: [
            {
              key: 'coordinator',
              labelId: 'orders.coordinatorAssignments.filter.coordinator',
              kind: 'select',
              allowMultiple: true,
              options: { from: 'lookup' },
            },
          ],
        },
        {
          id: 'requester',
          labelId: 'orders.coordinatorAssignments.filter.requester',
          allowMultiple: false,
          filters: [
            {
              key: 'requester',
              labelId: 'orders.coordinatorAssignments.filter.requester',
              placeholderId: 'orders.coordinatorAssignments.filter.requesterPlaceholder',
              kind: 'select',
              allowMultiple: false,
              // Autocomplete: looked up from what the user types, skipped while it is empty.
              options: { from: 'lookup', typed: true },
            },
          ],
        },
        {
          id: 'status',
          labelId: 'orders.coordinatorAssignments.filter.status',
          allowMultiple: false,
          filters: [
            {
              key: 'status',
              labelId: 'orders.coordinatorAssignments.filter.status',
              kind: 'select',
              allowMultiple: false,
              options: {
                from: 'static',
                options: COORDINATOR_ASSIGNMENT_STATUSES.map((value) => ({
                  value,
                  labelId: STATUS_LABEL_IDS[value],
                })),
              },
            },
          ],
        },
        {
          id: 'orderSubtype',
          labelId: 'orders.coordinatorAssignments.filter.orderSubtype',
          allowMultiple: true,
          filters: [
            {
              key: 'orderSubtype',
              labelId: 'orders.coordinatorAssignments.filter.orderSubtype',
              kind: 'select',
              allowMultiple: true,
              // An assignment without a subtype covers both; the blank choice finds those, and
              // is listed under the name the grid gives them: Both.
              blankOption: true,
              options: {
                from: 'static',
                options: [
                  ...ORDER_SUBTYPES.map((value) => ({
                    value,
                    labelId: ORDER_SUBTYPE_LABEL_IDS[value],
                  })),
                  { value: BLANK_SELECT_VALUE, labelId: ORDER_SUBTYPE_LABEL_IDS[BOTH] },
                ],
              },
            },
          ],
        },
      ],
    },
  ],
};

export const coordinatorAssignmentsFilterMapping: FilterQueryMapping = {
  coordinator: { field: 'coordinatorCode' },
  requester: { field: 'requesterCode' },
  status: { field: 'status' },
  orderSubtype: { field: 'orderSubtype' },
};

type Assignment = Pick<
  CoordinatorAssignment,
  'coordinatorCode' | 'coordinatorName' | 'requesterCode' | 'requesterName'
>;

/**
 * The options of the two lookups from the assignments on the device: each coordinator once
 * (with how many assignments it has), and the requesters whose name or code holds the typed text.
 */
export function coordinatorAssignmentOptions(
  key: string,
  assignments: readonly Assignment[],
  typed: string,
): FilterOption[] {
  const byValue = new Map<string, { label: string; count: number }>();
  const needle = typed.trim().toLowerCase();
  for (const a of assignments) {
    const [value, name] =
      key === 'coordinator'
        ? [a.coordinatorCode, a.coordinatorName]
        : [a.requesterCode, a.requesterName];
    const label = name ? `${name} (${value})` : value;
    if (key === 'requester' && !label.toLowerCase().includes(needle)) continue;
    const seen = byValue.get(value);
    byValue.set(value, { label, count: (seen?.count ?? 0) + 1 });
  }
  return [...byValue]
    .map(([value, { label, count }]) => ({ value, label, count }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
