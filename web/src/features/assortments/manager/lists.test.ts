// The manager's list rules without a screen: which lists a route shows, the recent limit,
// the export file names, the delete rule and free folder names.
import { describe, expect, it } from 'vitest';
import { MemorySource } from '../../../grid/index.ts';
import { exportFileName, limitedSource, listsOf } from './lists.ts';
import { canDeleteRows, freeFolderName, promptName, type AssortmentRow } from './rows.ts';

const row = (extra: Partial<AssortmentRow>) => ({ id: 'x', title: 'x', ...extra }) as AssortmentRow;

describe('[000 §2 assortment manager] lists', () => {
  it('[000 §2 quick access] quick access shows starred and recent; the others their own', () => {
    expect(listsOf('quickAccess')).toEqual(['starred', 'recent']);
    expect(listsOf('archived')).toEqual(['archived']);
    expect(listsOf('all')).toEqual(['all']);
  });

  it('[000 §9 recent assortments] the recent source stops at 20 rows', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => ({ id: `r${i}` }));
    const source = limitedSource(new MemorySource({ rows, getId: (r) => r.id }), 20);
    expect((await source.getWindow(0, 100, [], undefined)).rows).toHaveLength(20);
    expect((await source.getWindow(15, 100, [], undefined)).rows).toHaveLength(5);
    expect((await source.getWindow(20, 100, [], undefined)).rows).toHaveLength(0);
    expect(await source.count?.(undefined)).toBe(20);
  });

  it('[000 §9 export file names] lists export under the spec names, quick access prefixed', () => {
    expect(exportFileName('archived', false)).toBe('archived-assortments.xlsx');
    expect(exportFileName('all', false)).toBe('all-assortments.xlsx');
    expect(exportFileName('starred', true)).toBe('quick-access-starred-assortments.xlsx');
  });
});

describe('[000 §2 delete] rows', () => {
  it('[000 §2 delete] folders and regular static assortments of the all and archived lists only', () => {
    const folder = row({ type: 'folder' });
    const own = row({ type: 'item', orgType: 'regular', method: 'static' });
    const dynamic = row({ type: 'item', orgType: 'regular', method: 'dynamic' });
    expect(canDeleteRows([folder, own], 'all')).toBe(true);
    expect(canDeleteRows([own], 'archived')).toBe(true);
    expect(canDeleteRows([own], 'recent')).toBe(false);
    expect(canDeleteRows([own, dynamic], 'all')).toBe(false);
  });

  it('[000 §9 delete prompt] names are cut to 50 characters', () => {
    expect(promptName('a'.repeat(60))).toBe(`${'a'.repeat(50)}…`);
    expect(promptName('short')).toBe('short');
  });

  it('[000 §2 grid context menu] a new folder takes a name not used beside it', () => {
    const folders = [
      row({ title: 'New Folder', hierarchy: [] }),
      row({ title: 'New Folder 2', hierarchy: [] }),
      row({ title: 'New Folder', hierarchy: ['A'] }),
    ];
    expect(freeFolderName('New Folder', [], folders)).toBe('New Folder 3');
    expect(freeFolderName('New Folder', ['B'], folders)).toBe('New Folder');
  });
});
