// The en-US texts the tests look for, read from the same catalogues the app bundles.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './build.ts';

function collect(dir: string, locale: string, into: Record<string, string>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'i18n') {
      try {
        Object.assign(into, JSON.parse(readFileSync(path.join(full, `${locale}.json`), 'utf8')));
      } catch {
        // A folder without this locale: the completeness test reports it.
      }
    } else collect(full, locale, into);
  }
}

const cache = new Map<string, Record<string, string>>();

/** All messages of a locale across web/src, shared/src and workers/src. */
export function messages(locale = 'en-US'): Record<string, string> {
  let found = cache.get(locale);
  if (!found) {
    found = {};
    for (const pkg of ['shared/src', 'workers/src', 'web/src'])
      collect(path.join(REPO_ROOT, pkg), locale, found);
    cache.set(locale, found);
  }
  return found;
}

export function text(id: string, locale = 'en-US'): string {
  const value = messages(locale)[id];
  if (value === undefined) throw new Error(`No ${locale} message ${id}`);
  return value;
}
