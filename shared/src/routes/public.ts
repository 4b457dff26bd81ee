// spec 000 §2 "Dashboard and public routes", 001 §2 "Public and session routes".
import type { WebRoute } from './types.ts';

/** The signed-in default: root, unknown paths and refused routes land here (spec 000 §2). */
export const DEFAULT_ROUTE = '/dashboard';

export const PUBLIC_ROUTES: readonly WebRoute[] = [
  {
    name: 'root',
    path: '/',
    auth: 'public',
    meta: { title: 'common.routeDashboard' },
    redirect: DEFAULT_ROUTE,
  },
  // Public: the dashboard hosts the login, request-access and password dialogs, and every
  // refused route lands here, so it cannot itself require login (our reading of 000 §2).
  {
    name: 'dashboard',
    path: '/dashboard',
    auth: 'public',
    meta: { title: 'common.routeDashboard' },
  },
  {
    name: 'ad-register',
    path: '/ad-register/:pendingUser',
    auth: 'public',
    meta: { title: 'common.routeAdRegister' },
  },
  {
    name: 'confirm-email',
    path: '/confirm-email/:messages',
    auth: 'public',
    meta: { title: 'common.routeConfirmEmail' },
  },
  {
    name: 'logged-out',
    path: '/logged-out',
    auth: 'public',
    meta: { title: 'common.routeLoggedOut' },
  },
  {
    name: 'not-approved',
    path: '/not-approved',
    auth: 'public',
    meta: { title: 'common.routeNotApproved' },
  },
  {
    name: 'set-password',
    path: '/set-password/:userId/:code/:isNew?',
    auth: 'public',
    meta: { title: 'common.routeSetPassword' },
  },
  {
    name: 'file--shared',
    path: '/file/shared/:fileType/document/:documentId/:accessCode/:filename',
    auth: 'public',
    meta: { title: 'common.routeFileDownload' },
  },
  {
    name: 'file--scheduled',
    path: '/file/scheduled/:fileType/document/:documentId/:timeStamp/:filename',
    auth: 'public',
    meta: { title: 'common.routeFileDownload' },
  },
];
