/// <reference types="node" />
// Every translation folder of the repo (`<folder>/i18n/<locale>.json`): all eight locales
// present, the same ids in each, every message parses as ICU and uses the same placeholders as
// en-US, ids carry a spec namespace, and the app's loader bundles every folder. Also: every id
// the web source names and every route title exists.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { TRANSLATION_NAMESPACES } from '@portal/shared/constants.ts';
import { WEB_ROUTES } from '@portal/shared/routes/table.ts';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { catalogFiles, fallbackMessages, loadMessages } from './catalog.ts';
import { LOCALES } from './locales.ts';

const REPO = path.resolve(import.meta.dirname, '../../..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'data', '.test-data', 'coverage']);

function findI18nFolders(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'i18n' && readdirSync(full).some((f) => f.endsWith('.json')))
      found.push(full);
    else findI18nFolders(full, found);
  }
  return found;
}

type Catalog = Record<string, string>;
const folders = findI18nFolders(REPO).sort();
const rel = (p: string) => path.relative(REPO, p);
const read = (file: string): Catalog => JSON.parse(readFileSync(file, 'utf8')) as Catalog;

/** Placeholder names of a message (arguments, plural/select selectors, rich-text tags). */
function placeholders(message: string, locale: string): string[] {
  const names = new Set<string>();
  type Element = {
    type: number;
    value?: unknown;
    options?: Record<string, { value: Element[] }>;
    children?: Element[];
  };
  const walk = (elements: Element[]) => {
    for (const el of elements) {
      if (el.type !== 0 && el.type !== 7 && typeof el.value === 'string') names.add(el.value);
      for (const option of Object.values(el.options ?? {})) walk(option.value);
      if (el.children) walk(el.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as Element[]);
  return [...names].sort();
}

describe('translations (spec 000 §1: eight locales, spec namespaces)', () => {
  it('finds the translation folders of the repo', () => {
    expect(folders.map(rel)).toEqual(
      expect.arrayContaining([
        'web/src/i18n',
        'web/src/features/session/i18n',
        'web/src/features/dashboard/i18n',
        'web/src/features/placeholder/i18n',
      ]),
    );
  });

  describe.each(folders.map((f) => [rel(f), f] as const))('%s', (_name, folder) => {
    it('has exactly the eight locale files', () => {
      const files = readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .sort();
      expect(files).toEqual(LOCALES.map((l) => `${l}.json`).sort());
    });

    const english = read(path.join(folder, 'en-US.json'));

    it('uses ids prefixed with a spec namespace', () => {
      const bad = Object.keys(english).filter(
        (id) => !TRANSLATION_NAMESPACES.some((ns) => id.startsWith(`${ns}.`)),
      );
      expect(bad).toEqual([]);
    });

    it.each(LOCALES.map((l) => [l]))(
      '%s has every id, no extra, each parsing with en-US placeholders',
      (locale) => {
        const file = path.join(folder, `${locale}.json`);
        expect(statSync(file, { throwIfNoEntry: false })?.isFile(), `${locale}.json missing`).toBe(
          true,
        );
        const catalog = read(file);
        expect(
          Object.keys(catalog).filter((id) => !(id in english)),
          'ids not in en-US',
        ).toEqual([]);
        expect(
          Object.keys(english).filter((id) => !(id in catalog)),
          'ids missing',
        ).toEqual([]);
        const problems: string[] = [];
        for (const [id, message] of Object.entries(catalog)) {
          if (typeof message !== 'string' || message.trim() === '') {
            problems.push(`${id}: empty`);
            continue;
          }
          try {
            const mine = placeholders(message, locale);
            const theirs = placeholders(english[id] ?? '', 'en-US');
            if (mine.join() !== theirs.join())
              problems.push(`${id}: placeholders ${mine} ≠ en-US ${theirs}`);
          } catch (error) {
            problems.push(`${id}: ${(error as Error).message}`);
          }
        }
        expect(problems).toEqual([]);
      },
    );
  });

  it('gives one text per id across folders (a merged catalogue has no silent override)', () => {
    const conflicts: string[] = [];
    for (const locale of LOCALES) {
      const seen = new Map<string, { text: string; folder: string }>();
      for (const folder of folders) {
        const file = path.join(folder, `${locale}.json`);
        if (!statSync(file, { throwIfNoEntry: false })) continue;
        for (const [id, text] of Object.entries(read(file))) {
          const before = seen.get(id);
          if (before && before.text !== text)
            conflicts.push(`${locale} ${id}: ${rel(before.folder)} vs ${rel(folder)}`);
          seen.set(id, { text, folder });
        }
      }
    }
    expect(conflicts).toEqual([]);
  });

  it("the app loader bundles every folder in every locale, and no demo page's", () => {
    const bundled = catalogFiles();
    // web/demo/* are standalone pages with their own catalogues (decision 0010).
    const isDemo = (folder: string) => rel(folder).startsWith('web/demo/');
    expect(folders.filter(isDemo).length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      const files = (bundled[locale] ?? []).map((f) => path.resolve(import.meta.dirname, f));
      for (const folder of folders) {
        const file = path.join(folder, `${locale}.json`);
        if (isDemo(folder)) expect(files, `${rel(folder)} ${locale}`).not.toContain(file);
        else expect(files, `${rel(folder)} ${locale}`).toContain(file);
      }
    }
  });

  it('loads a lazy locale over the en-US fallback', async () => {
    const german = await loadMessages('de-DE');
    expect(Object.keys(german).length).toBe(Object.keys(fallbackMessages).length);
    expect(german['buttons.login']).toBe('Anmelden');
  });

  it('every route title of the route table exists', () => {
    const missing = WEB_ROUTES.map((r) => r.meta.title).filter((id) => !(id in fallbackMessages));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('every message id named in the web source exists', () => {
    const pattern = new RegExp(
      `['"\`]((?:${TRANSLATION_NAMESPACES.join('|')})\\.[A-Za-z0-9_.-]+)['"\`]`,
      'g',
    );
    const missing = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          for (const match of readFileSync(full, 'utf8').matchAll(pattern)) {
            const id = match[1] ?? '';
            if (!(id in fallbackMessages)) missing.add(`${rel(full)}: ${id}`);
          }
        }
      }
    };
    walk(path.resolve(import.meta.dirname, '..'));
    expect([...missing]).toEqual([]);
  });
});
