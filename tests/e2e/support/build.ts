// The built PWA the e2e tests run against. `npm test` builds before vitest runs, so dist/web is
// reused when present; set E2E_BUILD=1 to force a fresh build (e.g. after changing web/).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const WEB_DIST = path.join(REPO_ROOT, 'dist/web');

let built = false;

/** Builds dist/web once per test run when it is missing (or when E2E_BUILD=1). */
export function ensureBuilt(): string {
  if (built) return WEB_DIST;
  const fresh = process.env.E2E_BUILD === '1';
  if (fresh || !existsSync(path.join(WEB_DIST, 'index.html'))) {
    const vite = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
    const result = spawnSync(process.execPath, [vite, 'build'], {
      cwd: REPO_ROOT,
      // vitest sets NODE_ENV=test, which would give React's development build and no service
      // worker (import.meta.env.PROD false): build as `npm test` does.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  }
  built = true;
  return WEB_DIST;
}
