// A seeded PGlite data directory made once and copied for each test server: seeding the demo
// data takes tens of seconds, copying its directory well under one. The template is keyed by
// the server and shared sources (migrations, seed, demo users), so a change to any of them
// makes a new one; it lives in the system temp directory between runs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './build.ts';

const SOURCES = ['sync-server/src', 'sync-server/drizzle', 'shared/src'];

function fingerprint(env: Readonly<Record<string, string>>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(env));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const stat = statSync(full);
        hash.update(`${path.relative(REPO_ROOT, full)}:${stat.size}:${stat.mtimeMs}\n`);
      }
    }
  };
  for (const source of SOURCES) walk(path.join(REPO_ROOT, source));
  return hash.digest('hex').slice(0, 16);
}

/** A fresh copy of the seeded data directory for one server. */
export function seededDataDir(env: Readonly<Record<string, string>> = {}): string {
  const template = path.join(tmpdir(), `portal-e2e-template-${fingerprint(env)}`);
  if (!existsSync(path.join(template, '.complete'))) {
    const building = mkdtempSync(`${template}-building-`);
    const result = spawnSync(process.execPath, ['sync-server/src/main.ts', '--no-serve'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env, DATA_DIR: building },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`seeding failed:\n${result.stdout}\n${result.stderr}`);
    writeFileSync(path.join(building, '.complete'), new Date().toISOString());
    // Older templates are stale (their sources changed): remove them.
    for (const name of readdirSync(tmpdir()))
      if (/^portal-e2e-template-[0-9a-f]{16}$/.test(name) && path.join(tmpdir(), name) !== template)
        rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another run made it first
    }
  }
  const copy = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  cpSync(template, copy, { recursive: true });
  return copy;
}
