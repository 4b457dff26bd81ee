// spec 000 §2: the global conference microsites (login required; the dashboard only with one
// of the three conference-access groups) and the prototype screens.
import { AREA_CHECKS } from '../permissions/areas.ts';
import type { WebRoute } from './types.ts';

const BASE = '/global/conference';
export const CONFERENCE_DASHBOARD_CHILDREN = [
  'categories',
  'ads',
  'sessions',
  'marketing',
  'catalogs',
  'retail',
] as const;
type DashboardChild = (typeof CONFERENCE_DASHBOARD_CHILDREN)[number];

/**
 * Dashboard children per edition. The spec says "depending on edition" without the lists:
 * ours grows with the editions (sessions from fall24, catalogs from spring24).
 */
export const CONFERENCE_EDITIONS: Readonly<Record<string, readonly DashboardChild[]>> = {
  fall23: ['categories', 'ads', 'marketing', 'retail'],
  spring24: ['categories', 'ads', 'marketing', 'catalogs', 'retail'],
  fall24: CONFERENCE_DASHBOARD_CHILDREN,
  spring25: CONFERENCE_DASHBOARD_CHILDREN,
  fall25: CONFERENCE_DASHBOARD_CHILDREN,
  spring26: CONFERENCE_DASHBOARD_CHILDREN,
};
/** spec 000 §2: newer editions wait on a load page until conference data has loaded. */
export const CONFERENCE_EDITIONS_WITH_LOAD_PAGE = ['spring26', 'spring25', 'fall25'] as const;
/** The current edition (spec 000 §2 showroom themes: spring26 current). */
export const CURRENT_CONFERENCE_EDITION = 'spring26';
/** spec 000 §2: spring23 is a flat set of pages. */
export const SPRING23_PAGES = [
  'welcome',
  'advertising',
  'categories',
  'retail',
  'marketing',
  'dtc-catalog',
] as const;

const capitalize = (text: string): string =>
  text.replace(/(^|-)([a-z])/g, (_m, _dash: string, letter: string) => letter.toUpperCase());

function editionRoutes(edition: string, children: readonly DashboardChild[]): WebRoute[] {
  const needsConferenceData = (CONFERENCE_EDITIONS_WITH_LOAD_PAGE as readonly string[]).includes(
    edition,
  );
  const base = `${BASE}/${edition}`;
  const meta = { edition, needsConferenceData };
  const routes: WebRoute[] = [
    {
      name: `conference--${edition}--landing`,
      path: base,
      auth: 'login',
      meta: { title: 'common.routeConference', ...meta },
    },
  ];
  if (needsConferenceData) {
    routes.push({
      name: `conference--${edition}--load`,
      path: `${base}/load`,
      auth: AREA_CHECKS.conference,
      meta: { title: 'common.routeConferenceLoading', ...meta },
    });
  }
  routes.push({
    name: `conference--${edition}--dashboard`,
    path: `${base}/dashboard`,
    auth: AREA_CHECKS.conference,
    meta: { title: 'common.routeConference', ...meta },
  });
  for (const child of children) {
    // Categories and ads carry their navigation entry (Womens, Mens, ...) as an optional part.
    const param = child === 'categories' || child === 'ads' ? '/:section?' : '';
    routes.push({
      name: `conference--${edition}--dashboard--${child}`,
      path: `${base}/dashboard/${child}${param}`,
      auth: AREA_CHECKS.conference,
      meta: { title: `common.routeConference${capitalize(child)}`, ...meta },
    });
  }
  return routes;
}

const SPRING23: readonly WebRoute[] = [
  {
    name: 'conference--spring23',
    path: `${BASE}/spring23`,
    auth: 'login',
    meta: { title: 'common.routeConference', edition: 'spring23' },
    redirect: `${BASE}/spring23/welcome`,
  },
  ...SPRING23_PAGES.map((page): WebRoute => ({
    name: `conference--spring23--${page}`,
    path: `${BASE}/spring23/${page}`,
    // The welcome page is the edition's landing (login); the rest is its dashboard content.
    auth: page === 'welcome' ? 'login' : AREA_CHECKS.conference,
    meta: { title: `common.routeConference${capitalize(page)}`, edition: 'spring23' },
  })),
];

export const CONFERENCE_ROUTES: readonly WebRoute[] = [
  {
    name: 'conference',
    path: BASE,
    auth: 'login',
    meta: { title: 'common.routeConference' },
    redirect: `${BASE}/${CURRENT_CONFERENCE_EDITION}`,
  },
  ...Object.entries(CONFERENCE_EDITIONS).flatMap(([edition, children]) =>
    editionRoutes(edition, children),
  ),
  ...SPRING23,
];

/** spec 000 §2: prototype screens (signed-in users; the spec gives no permission). */
export const PROTOTYPE_ROUTES: readonly WebRoute[] = (
  ['dragdrop', 'previewer', 'category-select', 'product-detail'] as const
).map((screen) => ({
  name: `prototypes--${screen}`,
  path: `/prototypes/${screen}`,
  auth: 'login',
  meta: { title: `common.routePrototype${capitalize(screen)}` },
}));
