// The dashboard shell also hosts the public account routes (spec 000 §2).
import type { ScreenMap } from '../../app/screen-props.ts';
import { Dashboard } from './Dashboard.tsx';

export const DASHBOARD_SCREENS: ScreenMap = {
  dashboard: Dashboard,
  'ad-register': Dashboard,
  'confirm-email': Dashboard,
  'logged-out': Dashboard,
  'not-approved': Dashboard,
  'set-password': Dashboard,
};
