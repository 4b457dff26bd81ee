// The sort screen's data, all on the device (works offline): the assortment document, live, its
// products (a dynamic assortment's: what its query finds, decision 0067) and their catalogue
// records (Dexie) for the fields groups and auto-sort read (spec 000 §3 "Group-by options",
// "Autosort options"). The assortment product's own pillar wins (000 §4: pillar is an
// assortment field, copied to every colour of the style).
import {
  DEFAULT_GROUP_BY,
  GROUP_BY_OPTIONS,
  type Assortment,
  type AssortmentProduct,
  type GroupBy,
  type GroupingKind,
  type PermissionUser,
  type Product,
} from '@portal/shared';
import { useMemo } from 'react';
import type { LocationEntry } from '../../products/locations.ts';
import { useDocumentData } from '../export/useExportData.ts';

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

/** Sort rows of products (in their order) with the catalogue fields groups and keys read. */
export function sortRowsOf(
  products: readonly AssortmentProduct[],
  catalogue: ReadonlyMap<string, Product>,
): SortRow[] {
  return products.map((item) => {
    const product = (catalogue.get(`${item.style}_${item.color}`) ?? {}) as Record<string, unknown>;
    const row: Record<string, unknown> = { style: item.style, color: item.color };
    for (const field of CATALOGUE_FIELDS) row[field] = product[field];
    if (item.pillar) row.pillar = item.pillar;
    return row as unknown as SortRow;
  });
}

/**
 * The screen's rows: a static assortment's products in their `sort`; a dynamic one's are what
 * its query finds on the device, in the query's order (decision 0067: no fixed row sorts).
 */
export function useSortRows(
  id: string | undefined,
  user: (PermissionUser & { readonly userCode?: string }) | null | undefined,
  entries: readonly LocationEntry[],
) {
  const { assortment, loading, products, catalogue, ready } = useDocumentData(id, user, entries);
  // Until the catalogue has answered for these products, only those with a record so far (no
  // group drawn without its field, none drawn twice); a product the device lacks once it has.
  const rows = useMemo<SortRow[]>(
    () =>
      sortRowsOf(
        inSortOrder(products).filter((p) => ready || catalogue.has(`${p.style}_${p.color}`)),
        catalogue,
      ),
    [products, catalogue, ready],
  );
  return { assortment, loading, rows, ready };
}
