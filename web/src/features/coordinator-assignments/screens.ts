// The coordinator assignments area's screen (spec 001 §2 /orders/coordinator-assignments): a
// lazy chunk, so the grid and the forms load with the screen, not with the shell.
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-props.ts';

export const COORDINATOR_ASSIGNMENT_SCREENS: ScreenMap = {
  'orders--coordinator-assignments': lazy(() => import('./CoordinatorAssignmentsScreen.tsx')),
};
