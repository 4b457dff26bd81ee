// Build step: every translation catalogue (`…/i18n/<locale>.json`, id → ICU message) is parsed
// here into the ICU syntax tree react-intl would otherwise build in the browser, and the app
// bundles the parser-free build of @formatjs/icu-messageformat-parser. The first screen then
// neither loads the parser (its module set-up compiles a large Unicode pattern) nor parses a
// message while it renders (docs/decisions/0007-app-shell.md, Performance). A message that
// does not parse fails the build, naming the file and the id.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]i18n[\\/]([a-z]{2}-[A-Z]{2})\.json$/;

export function compileCatalogue(json: string, locale: string, file: string): string {
  const messages = JSON.parse(json) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: ${id} is not a string`);
    try {
      compiled[id] = parse(message, { locale: new Intl.Locale(locale) });
    } catch (error) {
      throw new Error(`${file}: ${id} does not parse: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  return JSON.stringify(compiled);
}

export function precompileMessages(): Plugin {
  return {
    name: 'portal:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      const match = CATALOGUE.exec(id.split('?')[0] ?? '');
      if (!match?.[1]) return null;
      return { code: compileCatalogue(code, match[1], id), map: null };
    },
  };
}
