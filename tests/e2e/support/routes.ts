// Concrete paths for every route of the shared route table, with sample values for the
// parameters, and what each should show a given user (spec 000 §2, 001 §2).
import { buildWebPath, resolveRedirect } from '@portal/shared/routes/match.ts';
import { DEFAULT_ROUTE, WEB_ROUTES } from '@portal/shared/routes/table.ts';
import type { WebRoute } from '@portal/shared/routes/types.ts';
import type { PermissionUser } from '@portal/shared/permissions/types.ts';

const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  pendingUser: 'pending-user',
  messages: 'confirmed',
  userId: 'user-1',
  code: 'code-1',
  fileType: 'xlsx',
  documentId: 'doc-1',
  accessCode: 'access-1',
  timeStamp: '1700000000000',
  filename: 'line-sheet.xlsx',
  group_slug: 'womens',
  style_color_id: '12345_BLK',
  assortment_id: 'a-1',
  orderNumber: '1001',
  section: 'womens',
};

export interface RouteVisit {
  readonly route: WebRoute;
  readonly path: string;
  /** Where the user should end up: the path itself, a redirect target, or the dashboard. */
  readonly expected: string;
}

/** Routes whose screen acts by itself on load (file links start a download). */
const SIDE_EFFECT_ROUTES = new Set(['file--shared', 'file--scheduled']);

export function routeVisits(user: PermissionUser | null): RouteVisit[] {
  return WEB_ROUTES.filter((route) => !SIDE_EFFECT_ROUTES.has(route.name)).map((route) => {
    const path = buildWebPath(route.path, SAMPLE_PARAMS);
    return { route, path, expected: resolveRedirect(path, user) ?? path };
  });
}

export { DEFAULT_ROUTE };
