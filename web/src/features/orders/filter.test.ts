// The order lists' filter bar and coordinator choice, pure (spec 000 §2 filter bar; spec 001 §2
// "Order list behaviour": the user's coordinator by userCode, switchable only where allowed).
import { checkFilterBarDefinition, demoUser } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import {
  ALL_COORDINATORS,
  coordinatorOptions,
  ownCoordinator,
  selectedCoordinator,
} from './coordinator.ts';
import { orderListFilterBar, requesterOptions, withFilter } from './filter.ts';

const coordinator = demoUser('coordinator').user;
const requester = demoUser('sample-requester').user;
const ASSIGNMENTS = [
  { coordinatorCode: 'C-LU', coordinatorName: 'Lu Chen', status: 'Active' as const },
  { coordinatorCode: coordinator.userCode, coordinatorName: 'Kim Park', status: 'Active' as const },
  { coordinatorCode: 'C-OLD', coordinatorName: 'Al Old', status: 'Inactive' as const },
  { coordinatorCode: 'C-LU', coordinatorName: 'Lu Chen', status: 'Active' as const },
];

describe('[000 §2 filter bar] the order lists’ bar', () => {
  it('[000 §2 filter bar] the definition is sound', () => {
    expect(checkFilterBarDefinition(orderListFilterBar)).toEqual([]);
  });

  it('[000 §2 filter bar] the requester lookup matches name or code, each person once', () => {
    const orders = [
      { requesterCode: 'U2', requesterName: 'Bo Diaz' },
      { requesterCode: 'U1', requesterName: 'Ann Lee' },
      { requesterCode: 'U1', requesterName: 'Ann Lee' },
    ];
    expect(requesterOptions(orders, 'u1')).toEqual([
      { value: 'U1', label: 'Ann Lee (U1)', count: 2 },
    ]);
    expect(requesterOptions(orders, '').map((o) => o.value)).toEqual(['U1', 'U2']);
  });

  it('[000 §2 filter bar] the bar narrows the list’s own selector, never widens it', () => {
    expect(withFilter({ type: 'sample' }, {})).toEqual({ type: 'sample' });
    expect(withFilter({ type: 'sample' }, { status: 'DRAFT' })).toEqual({
      $and: [{ type: 'sample' }, { status: 'DRAFT' }],
    });
  });
});

describe('[001 §2 Order list behaviour] the coordinator', () => {
  it('[001 §2 coordinator selector] a coordinator starts on their own assignment, matched by userCode', () => {
    expect(ownCoordinator(coordinator, ASSIGNMENTS)).toBe(coordinator.userCode);
    // Not a coordinator: no coordinator of their own, whatever the assignments say.
    expect(ownCoordinator(requester, ASSIGNMENTS)).toBeNull();
    expect(ownCoordinator(coordinator, ASSIGNMENTS.slice(0, 1))).toBeNull();
  });

  it('[001 §2 coordinator change] the URL chooses only where the route allows a change', () => {
    expect(selectedCoordinator(null, true, 'C1')).toBe('C1');
    expect(selectedCoordinator('C2', true, 'C1')).toBe('C2');
    expect(selectedCoordinator(ALL_COORDINATORS, true, 'C1')).toBeNull();
    expect(selectedCoordinator('C2', false, 'C1')).toBe('C1');
  });

  it('[001 §2 coordinator selector] the choices are the Active coordinators, once, by name', () => {
    expect(coordinatorOptions(ASSIGNMENTS)).toEqual([
      { code: coordinator.userCode, label: `Kim Park (${coordinator.userCode})` },
      { code: 'C-LU', label: 'Lu Chen (C-LU)' },
    ]);
  });
});
