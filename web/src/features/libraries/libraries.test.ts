// The library view table against the shared route table (spec 000 §2 routes), and the filter
// look-ups answered from the device's items.
import { webRouteByName } from '@portal/shared/routes/table.ts';
import { describe, expect, it } from 'vitest';
import { LIBRARY_LANDINGS, LIBRARY_LISTS } from './libraries.ts';
import { libraryOptions } from './options.ts';
import { LIBRARY_VIEW_SCREENS } from './screens.ts';
import type { LibraryRow } from './selector.ts';

describe('[000 §2 library screens] the view routes', () => {
  it('[000 §2 library screens] every list, landing and the previewer has a screen', () => {
    expect(Object.keys(LIBRARY_VIEW_SCREENS).sort()).toEqual(
      [
        'advertising--libraries--assets-landing',
        'advertising--libraries--assets',
        'advertising--libraries--logos-landing',
        'advertising--libraries--logos',
        'advertising--libraries--previewer',
        'global-retail--libraries--assets',
        'global-retail--libraries--assets-landing',
        'global-retail--libraries--resources',
        'global-retail--libraries--resources-landing',
        'product--libraries--documents',
        'sales--libraries--step',
      ].sort(),
    );
  });

  it('[000 §2 landing] each list path is its route’s, and a landing links to its list', () => {
    for (const [name, view] of Object.entries(LIBRARY_LISTS))
      expect(webRouteByName(name as keyof typeof LIBRARY_LISTS).path).toBe(view.listPath);
    for (const view of Object.values(LIBRARY_LANDINGS))
      expect(Object.values(LIBRARY_LISTS)).toContain(view);
  });
});

describe('[000 §2 filter bar] look-ups from the device', () => {
  const rows = [
    { id: '1', year: 2025, entity: ['DTC', 'WHS'], divisionId: 'FW', category: 'Shoes' },
    { id: '2', year: 2024, entity: ['DTC'], divisionId: 'AP', category: 'Shoes' },
    { id: '3', category: 'Bags' },
  ] as unknown as LibraryRow[];

  it('[000 §2 filter bar] counts the values of the field the filter reads', () => {
    expect(libraryOptions('AdvertisingAsset', 'category', rows)).toEqual([
      { value: 'Bags', label: 'Bags', count: 1 },
      { value: 'Shoes', label: 'Shoes', count: 2 },
    ]);
    expect(libraryOptions('GlobalRetailAsset', 'year', rows).map((o) => o.value)).toEqual([
      '2024',
      '2025',
    ]);
    expect(libraryOptions('GlobalRetailAsset', 'entity', rows)).toEqual([
      { value: 'DTC', label: 'DTC', count: 2 },
      { value: 'WHS', label: 'WHS', count: 1 },
    ]);
    expect(libraryOptions('ProductDocument', 'division', rows, 'f')).toEqual([
      { value: 'FW', label: 'FW', count: 1 },
    ]);
  });
});
