/// <reference types="node" />
// The built app bundles every catalogue pre-parsed (scripts/vite/precompile-messages.ts): the
// same messages as the source, formatted the same, and printable back to ICU text for the PDF
// worker, which formats its labels itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../scripts/vite/precompile-messages.ts';
import { catalogFiles } from './catalog.ts';

const WEB_SRC = path.resolve(import.meta.dirname, '..');

describe('pre-parsed catalogues', () => {
  const files = Object.values(catalogFiles()).flat();

  it('covers every catalogue, and each compiles to the messages it holds', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      const locale = path.basename(file, '.json');
      const source = readFileSync(path.resolve(WEB_SRC, 'i18n', file), 'utf8');
      const compiled = JSON.parse(compileCatalogue(source, locale, file)) as Record<
        string,
        MessageFormatElement[]
      >;
      const messages = JSON.parse(source) as Record<string, string>;
      expect(Object.keys(compiled)).toEqual(Object.keys(messages));
      for (const [id, message] of Object.entries(messages)) {
        const ast = compiled[id]!;
        // Printed back, the tree parses to itself (what the PDF worker receives).
        const printed = JSON.parse(
          compileCatalogue(JSON.stringify({ id: printAST(ast) }), locale, file),
        );
        expect(printed.id, `${file} ${id}`).toEqual(ast);
        // Without arguments, both forms format alike (messages with arguments throw alike).
        const format = (m: string | MessageFormatElement[]) => {
          try {
            return String(new IntlMessageFormat(m, locale).format());
          } catch (error) {
            return (error as Error).name;
          }
        };
        expect(format(ast), `${file} ${id}`).toBe(format(message));
      }
    }
  });

  it('names the file and the id of a message that does not parse', () => {
    expect(() =>
      compileCatalogue(
        '{"labels.broken": "{count, plural, one {#}"}',
        'en-US',
        'x/i18n/en-US.json',
      ),
    ).toThrow(/x\/i18n\/en-US.json: labels.broken does not parse/);
  });
});
