// The screen's filter bar definition holds to the shared rules (spec 000 §2 filter bar
// mechanics), and the device lookups give each person once.
import {
  checkFilterBarDefinition,
  filterStateFromSearch,
  filterStateToMango,
} from '@portal/shared';
import { describe, expect, it } from 'vitest';
import {
  coordinatorAssignmentOptions,
  coordinatorAssignmentsFilterBar as bar,
  coordinatorAssignmentsFilterMapping as mapping,
} from './filter.ts';

describe('[000 §2 filter bar] the coordinator assignments bar', () => {
  it('[000 §2 filter bar] is a valid definition', () => {
    expect(checkFilterBarDefinition(bar)).toEqual([]);
  });

  it('[000 §5 library filters] the order type’s blank (Both) finds assignments without a subtype', () => {
    const state = filterStateFromSearch(
      bar,
      new URLSearchParams('orderSubtype=null&status=Active'),
    );
    expect(filterStateToMango(bar, state, mapping, { today: '2025-06-01' })).toEqual({
      $and: [{ status: 'Active' }, { orderSubtype: null }],
    });
  });

  it('[000 §2 option lookups] lists each coordinator once with its count, requesters by typed text', () => {
    const docs = [
      {
        coordinatorCode: 'C1',
        coordinatorName: 'Kim Park',
        requesterCode: 'U1',
        requesterName: 'Ann Lee',
      },
      {
        coordinatorCode: 'C1',
        coordinatorName: 'Kim Park',
        requesterCode: 'U2',
        requesterName: 'Bo Diaz',
      },
      { coordinatorCode: 'C2', requesterCode: 'U3' },
    ];
    // By label: a person without a name is listed by code.
    expect(coordinatorAssignmentOptions('coordinator', docs, '')).toEqual([
      { value: 'C2', label: 'C2', count: 1 },
      { value: 'C1', label: 'Kim Park (C1)', count: 2 },
    ]);
    expect(coordinatorAssignmentOptions('requester', docs, 'ann').map((o) => o.value)).toEqual([
      'U1',
    ]);
  });
});
