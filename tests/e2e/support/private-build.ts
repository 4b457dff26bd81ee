// A production build of the PWA in a folder of its own, for tests that must not share (or
// rebuild) dist/web while other runs use it. Pass the folder to startPortal as WEB_DIST.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './build.ts';

/** E2E_PRIVATE_WEB names an existing build to reuse (quicker reruns while working on a test). */
export function buildWebPrivately(prefix = 'portal-web-'): string {
  const reuse = process.env.E2E_PRIVATE_WEB;
  if (reuse) return reuse;
  const outDir = mkdtempSync(path.join(tmpdir(), prefix));
  const vite = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    // Inside vitest NODE_ENV is 'test' (and VITEST_* are set): a build must not inherit them.
    { cwd: REPO_ROOT, stdio: 'inherit', env: productionEnv() },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  return outDir;
}

function productionEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  return env;
}
