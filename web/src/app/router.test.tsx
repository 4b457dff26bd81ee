// The router starts with the first screen's route only and patches in the rest of the table on
// the first navigation it cannot settle; these checks hold that to the full table's answers.
import { buildWebPath, matchWebRoute } from '@portal/shared/routes/match.ts';
import { DEFAULT_ROUTE, WEB_ROUTES } from '@portal/shared/routes/table.ts';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { appRoutes, createAppRouter } from './router.tsx';

/** A concrete address of a route: every parameter (optional ones too) filled in. */
function addressOf(path: string): string {
  const params = Object.fromEntries(
    [...path.matchAll(/:(\w+)\??/g)].map((m, i) => [m[1] ?? '', `p${i + 1}`]),
  );
  return buildWebPath(path, params);
}

const screenOf = (routes: ReturnType<typeof matchRoutes>) => routes?.at(-1)?.route.id;

describe('app router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens, for every route of the table, the route the full table would open', () => {
    const full = appRoutes();
    for (const route of WEB_ROUTES) {
      const address = addressOf(route.path);
      const first = matchWebRoute(address)?.route;
      expect(first?.name, address).toBe(screenOf(matchRoutes(full, address)));
      // The trimmed table the router starts with answers the same.
      expect(screenOf(matchRoutes(appRoutes(first ? [first] : []), address)), address).toBe(
        first?.name,
      );
    }
  });

  it('starts with the first screen only and patches in the rest on the first navigation', async () => {
    window.history.replaceState(null, '', DEFAULT_ROUTE);
    const router = createAppRouter();
    const screens = () => router.routes[0]?.children?.[0]?.children ?? [];
    expect(screens().map((r) => r.id)).toEqual(['dashboard', 'unknown']);
    expect(router.state.matches.at(-1)?.route.id).toBe('dashboard');

    const other = WEB_ROUTES.find((r) => r.name !== 'dashboard' && !r.path.includes(':'));
    expect(other).toBeDefined();
    await router.navigate(other!.path);
    expect(router.state.matches.at(-1)?.route.id).toBe(other!.name);
    expect(screens()).toHaveLength(WEB_ROUTES.length + 1);

    const withParams = WEB_ROUTES.find((r) => r.path.includes(':'))!;
    await router.navigate(addressOf(withParams.path));
    expect(router.state.matches.at(-1)?.route.id).toBe(
      matchWebRoute(addressOf(withParams.path))?.route.name,
    );
    expect(screens()).toHaveLength(WEB_ROUTES.length + 1);
    router.dispose();
  });

  it('sends an unknown first address to the dashboard', async () => {
    window.history.replaceState(null, '', '/no/such/screen');
    const router = createAppRouter();
    await new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
    expect(router.state.matches.at(-1)?.route.id).toBe('unknown');
    expect(router.routes[0]?.children?.[0]?.children).toHaveLength(WEB_ROUTES.length + 1);
    router.dispose();
  });
});
