// The app's context types and the sub-app constructor, in their own module so that route files
// and middleware import them without importing app.ts, which imports the route files (no
// runtime import cycle; issue review "route files importing createRouter from app.ts").
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiRoute, SessionUser } from '@portal/shared';
import type { LoadedSession } from './auth/sessions.ts';
import type { BlobStore } from './blobs/store.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { validationError } from './http/errors.ts';

export interface AppDeps {
  readonly db: Database;
  readonly config: ServerConfig;
  /** Injected clock so session expiry and throttling are testable. */
  readonly now: () => Date;
  /** Files (images, asset files, documents); served under /api/files when given. */
  readonly blobs?: BlobStore;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    /** The API_ROUTES entry the request matched (set by the permission middleware). */
    apiRoute: ApiRoute | undefined;
    /** The request's session, or null; a handler that ends it sets null. */
    session: LoadedSession | null;
    /** The signed-in user, or null on public routes without a session. */
    user: SessionUser | null;
  };
};

/** A sub-app with the project's validation hook: every zod failure becomes a JSON 400. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationError(c, result.error, result.target);
      return undefined;
    },
  });
}
