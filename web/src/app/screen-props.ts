// What every screen receives, and the shape of a feature's screen map. Features import this
// module, never the app's registry (screens.tsx), so the registry can import the features
// without a cycle. Route names are the table's literal union (shared route-names.ts): a
// misspelt key fails the typecheck.
import type { RouteName } from '@portal/shared/routes/route-names.ts';
import type { WebRoute } from '@portal/shared/routes/types.ts';
import type { ComponentType } from 'react';

export interface ScreenProps {
  readonly route: WebRoute;
  readonly params: Readonly<Record<string, string | undefined>>;
}

export type ScreenComponent = ComponentType<ScreenProps>;

/** A feature's screens by route name; load heavy screens with `lazy()` so each area is a chunk. */
export type ScreenMap = Partial<Record<RouteName, ScreenComponent>>;
