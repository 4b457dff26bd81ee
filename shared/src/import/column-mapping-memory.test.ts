import { describe, expect, it } from 'vitest';
import { ASSORTMENT_IMPORT_COLUMNS } from './columns.ts';
import {
  fileLayoutKey,
  recallColumnMapping,
  rememberColumnMapping,
  type MappingStorage,
} from './column-mapping-memory.ts';

function memoryStorage(): MappingStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v) };
}

const headers = ['Article', 'Colourway', 'Retail Note'];

describe('column mapping memory (per user and file layout)', () => {
  it('falls back to automatic matching when nothing is remembered', async () => {
    const storage = memoryStorage();
    const recalled = await recallColumnMapping(
      storage,
      'u1',
      'assortment',
      ['Style', 'Color'],
      ASSORTMENT_IMPORT_COLUMNS,
    );
    expect(recalled).toEqual({ mapping: { style: 0, color: 1 }, remembered: false });
  });

  it('recalls what the user mapped for the same layout, in any column order', async () => {
    const storage = memoryStorage();
    await rememberColumnMapping(storage, 'u1', 'assortment', headers, {
      style: 0,
      color: 1,
      styleNote: 2,
    });
    const moved = ['Retail Note', 'Article', 'Colourway'];
    const recalled = await recallColumnMapping(
      storage,
      'u1',
      'assortment',
      moved,
      ASSORTMENT_IMPORT_COLUMNS,
    );
    expect(recalled).toEqual({ mapping: { style: 1, color: 2, styleNote: 0 }, remembered: true });
  });

  it('keeps users and layouts apart', async () => {
    const storage = memoryStorage();
    await rememberColumnMapping(storage, 'u1', 'assortment', headers, { style: 0, color: 1 });
    expect(
      (await recallColumnMapping(storage, 'u2', 'assortment', headers, ASSORTMENT_IMPORT_COLUMNS))
        .remembered,
    ).toBe(false);
    expect(
      (
        await recallColumnMapping(
          storage,
          'u1',
          'assortment',
          [...headers, 'Extra'],
          ASSORTMENT_IMPORT_COLUMNS,
        )
      ).remembered,
    ).toBe(false);
    expect(fileLayoutKey(['Style', 'Color'])).toBe(fileLayoutKey(['color', ' style']));
  });

  it('ignores a damaged stored value', async () => {
    const storage = memoryStorage();
    await rememberColumnMapping(storage, 'u1', 'assortment', headers, { style: 0 });
    for (const key of storage.data.keys()) storage.data.set(key, '{"version":9');
    const recalled = await recallColumnMapping(
      storage,
      'u1',
      'assortment',
      headers,
      ASSORTMENT_IMPORT_COLUMNS,
    );
    expect(recalled.remembered).toBe(false);
  });

  it('takes the import worker’s automatic mapping (eight locales) when nothing is remembered', async () => {
    const storage = memoryStorage();
    const german = ['Style', 'Farbe', 'Menge'];
    const automatic = { style: 0, color: 1, quantity: 2 };
    const recalled = await recallColumnMapping(
      storage,
      'u1',
      'assortment',
      german,
      ASSORTMENT_IMPORT_COLUMNS,
      automatic,
    );
    expect(recalled).toEqual({ mapping: automatic, remembered: false });
  });

  it('fills the columns not remembered from the automatic mapping where its header is free', async () => {
    const storage = memoryStorage();
    const german = ['Artikel', 'Farbe', 'Menge'];
    await rememberColumnMapping(storage, 'u1', 'assortment', german, { style: 0 });
    const recalled = await recallColumnMapping(
      storage,
      'u1',
      'assortment',
      german,
      ASSORTMENT_IMPORT_COLUMNS,
      { name: 0, color: 1, quantity: 2 },
    );
    expect(recalled).toEqual({ mapping: { style: 0, color: 1, quantity: 2 }, remembered: true });
  });
});
