import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

// Every locale has every message of the grid (and of its demo, web/demo/grid), and each one
// parses as ICU.

/** The argument names a message uses, however deep in plurals. */
function names(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) names(option.value, into);
    }
  }
  return into;
}

const LOCALES = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'ja-JP', 'pl-PL', 'pt-BR'];
const grid = import.meta.glob<Record<string, string>>('./*.json', {
  eager: true,
  import: 'default',
});
const demo = import.meta.glob<Record<string, string>>('../../../demo/grid/i18n/*.json', {
  eager: true,
  import: 'default',
});

describe.each([
  ['grid', grid, /^(common|msgCodes)\.grid\./],
  ['demo', demo, /^labels\.gridDemo\./],
] as const)('%s translations', (_name, files, namespace) => {
  const byLocale = Object.fromEntries(
    Object.entries(files).map(([file, messages]) => [
      file.slice(file.lastIndexOf('/') + 1, -5),
      messages,
    ]),
  );
  const english = byLocale['en-US'] ?? {};

  it('exist for all eight locales with the same ids, in the spec namespace', () => {
    expect(Object.keys(byLocale).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES)
      expect(Object.keys(byLocale[locale] ?? {}).sort()).toEqual(Object.keys(english).sort());
    for (const id of Object.keys(english)) expect(id).toMatch(namespace);
  });

  it('parse as ICU messages using the same arguments as en-US', () => {
    const argumentsOf = (message: string) => [...names(parse(message))].sort().join(',');
    // The check below is not vacuous: messages with arguments do report them.
    expect(
      argumentsOf(english['common.grid.selectionSize'] ?? english['labels.gridDemo.seeding'] ?? ''),
    ).toMatch(/\w/);
    for (const locale of LOCALES) {
      for (const [id, message] of Object.entries(byLocale[locale] ?? {})) {
        expect(() => parse(message), `${locale} ${id}`).not.toThrow();
        if (locale !== 'en-US')
          expect(argumentsOf(message), `${locale} ${id}`).toBe(argumentsOf(english[id] ?? ''));
      }
    }
  });

  it('are translated, not copied, where a language differs', () => {
    const same = Object.keys(english).filter((id) => byLocale['de-DE']?.[id] === english[id]);
    // Only texts that are the same in German (codes, the group-row pattern, SKU…) may match.
    expect(same.length).toBeLessThan(Object.keys(english).length / 8);
  });
});
