// The sort screen's data, all on the device (works offline): the assortment document, live, and
// its products' catalogue records (Dexie) for the fields groups and auto-sort read (spec 000 §3
// "Group-by options", "Autosort options"). The assortment product's own pillar wins (000 §4:
// pillar is an assortment field, copied to every colour of the style).
import {
  DEFAULT_GROUP_BY,
  GROUP_BY_OPTIONS,
  type Assortment,
  type GroupBy,
  type GroupingKind,
} from '@portal/shared';
import { useEffect, useMemo, useState } from 'react';
import { useLiveDocument } from '../../../db/hooks.ts';
import { useCatalogue } from '../../sync/useDeviceSync.ts';

export interface SortRow {
  readonly style: string;
  readonly color: string;
  readonly name?: string;
  readonly thumbnail?: string;
  readonly [field: string]: unknown;
}

/** Catalogue fields a group or an auto-sort key reads (000 §3). */
const CATALOGUE_FIELDS = [
  'name',
  'thumbnail',
  'gender',
  'division',
  'divisionGroup',
  'pillar',
  'popGender',
  'popCategory',
  'outsole',
  'upper',
] as const;

/** 000 §3: a POP assortment groups by POP fields; an internal one has its own options. */
export function groupingKindOf(a: Pick<Assortment, 'orgType' | 'productType'>): GroupingKind {
  if (a.orgType === 'internal') return 'internal';
  return a.productType === 'POP' ? 'pop' : 'regular';
}

/** The saved group-by when it is an option of the kind, else the kind's default (000 §3). */
export function groupByOf(a: Assortment): GroupBy {
  const kind = groupingKindOf(a);
  const saved = a.uiSettings?.groupSettings?.groupBy;
  const options: readonly string[] = GROUP_BY_OPTIONS[kind];
  return saved && options.includes(saved) ? (saved as GroupBy) : DEFAULT_GROUP_BY[kind];
}

/** The products in the assortment's order: `sort`, then their place in the list. */
export function inSortOrder<P extends { readonly sort?: number | undefined }>(
  products: readonly P[],
): P[] {
  return products
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (a.p.sort ?? a.i) - (b.p.sort ?? b.i) || a.i - b.i)
    .map((x) => x.p);
}

export function useSortRows(id: string | undefined) {
  const { doc, loading } = useLiveDocument('assortments', id);
  const assortment = doc as Assortment | null;
  const catalogue = useCatalogue();
  const idsKey = (assortment?.products ?? []).map((p) => `${p.style}_${p.color}`).join(',');
  const [products, setProducts] = useState<ReadonlyMap<string, Record<string, unknown>>>(new Map());
  useEffect(() => {
    if (!catalogue || idsKey === '') return undefined;
    let live = true;
    const wanted = idsKey.split(',');
    void catalogue.productsById(wanted).then((found) => {
      if (!live) return;
      const map = new Map<string, Record<string, unknown>>();
      found.forEach((p, i) => p && map.set(wanted[i] as string, p));
      setProducts(map);
    });
    return () => {
      live = false;
    };
  }, [catalogue, idsKey]);

  const rows = useMemo<SortRow[]>(
    () =>
      inSortOrder(assortment?.products ?? []).map((item) => {
        const product = products.get(`${item.style}_${item.color}`) ?? {};
        const row: Record<string, unknown> = { style: item.style, color: item.color };
        for (const field of CATALOGUE_FIELDS) row[field] = product[field];
        if (item.pillar) row.pillar = item.pillar;
        return row as unknown as SortRow;
      }),
    [assortment, products],
  );
  return { assortment, loading, rows };
}
