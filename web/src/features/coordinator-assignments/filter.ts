// A worked example a list screen can copy: the coordinator assignments list (spec 001 §2,
// /orders/coordinator-assignments) filtered by coordinator, requester, status and order type.
// The definition and the mapping are module constants (the hooks need them stable); the option
// lookup reads the device collection. Used by this folder's tests.
import { COORDINATOR_ASSIGNMENT_STATUSES, ORDER_SUBTYPES } from '@portal/shared';
import type {
  CoordinatorAssignment,
  FilterBarDefinition,
  FilterOption,
  FilterQueryMapping,
} from '@portal/shared';

export const coordinatorAssignmentsFilterBar: FilterBarDefinition = {
  id: 'coordinator-assignments',
  modules: [
    {
      id: 'assignments',
      labelId: 'common.filterBar.example.assignments',
      allowMultiple: true,
      groups: [
        {
          id: 'coordinator',
          labelId: 'common.filterBar.example.coordinator',
          allowMultiple: true,
          filters: [
            {
              key: 'coordinator',
              labelId: 'common.filterBar.example.coordinator',
              kind: 'select',
              allowMultiple: true,
              options: { from: 'lookup' },
            },
          ],
        },
        {
          id: 'requester',
          labelId: 'common.filterBar.example.requester',
          allowMultiple: false,
          filters: [
            {
              key: 'requester',
              labelId: 'common.filterBar.example.requester',
              placeholderId: 'common.filterBar.example.requesterPlaceholder',
              kind: 'select',
              allowMultiple: false,
              // Autocomplete: looked up from what the user types, skipped while it is empty.
              options: { from: 'lookup', typed: true },
            },
          ],
        },
        {
          id: 'status',
          labelId: 'common.filterBar.example.status',
          allowMultiple: false,
          filters: [
            {
              key: 'status',
              labelId: 'common.filterBar.example.status',
              kind: 'select',
              allowMultiple: false,
              options: {
                from: 'static',
                options: COORDINATOR_ASSIGNMENT_STATUSES.map((value) => ({
                  value,
                  labelId:
                    value === 'Active'
                      ? 'common.filterBar.example.active'
                      : 'common.filterBar.example.inactive',
                })),
              },
            },
          ],
        },
        {
          id: 'orderSubtype',
          labelId: 'common.filterBar.example.orderSubtype',
          allowMultiple: true,
          filters: [
            {
              key: 'orderSubtype',
              labelId: 'common.filterBar.example.orderSubtype',
              kind: 'select',
              allowMultiple: true,
              // An assignment without a subtype covers both; the blank choice finds those.
              blankOption: true,
              options: {
                from: 'static',
                options: ORDER_SUBTYPES.map((value) => ({
                  value,
                  labelId:
                    value === 'sample'
                      ? 'common.filterBar.example.sample'
                      : 'common.filterBar.example.promo',
                })),
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
