// The export's data, all on the device (works offline): the assortment document, live (RxDB
// through the device sync), the products its documents hold and their catalogue records (Dexie
// catalogue). A static assortment's products are its `products`; a dynamic one's are what its
// query finds on the device, the manage screen's rows (decision 0067).
import type { Assortment, AssortmentProduct, PermissionUser, Product } from '@portal/shared';
import { useEffect, useMemo, useState } from 'react';
import { useLiveDocument } from '../../../db/hooks.ts';
import type { LocationEntry } from '../../products/locations.ts';
import { useCatalogue } from '../../sync/useDeviceSync.ts';
import { useDynamicRows } from '../manage/dynamic/useDynamicRows.ts';
import { productIdOf } from '../manage/rows.ts';
import { useAssortmentRows } from '../manage/useAssortmentRows.ts';

export interface ExportData {
  readonly assortment: Assortment | null;
  readonly loading: boolean;
  /** Catalogue records by product id (style_color); the ones the device does not hold are absent. */
  readonly catalogue: ReadonlyMap<string, Product>;
  /** False until the catalogue answered for the assortment's current products. */
  readonly ready: boolean;
}

export interface DocumentData extends ExportData {
  /**
   * The products the assortment's screens show: a static assortment's `products`; for a dynamic
   * one what its query finds (by style, §9 limit), each with its own values where `products`
   * holds an entry for it, without `sort` (§4: no fixed row sorts).
   */
  readonly products: readonly AssortmentProduct[];
}

const EMPTY: ReadonlyMap<string, Product> = new Map();
const NONE: readonly AssortmentProduct[] = [];

/** The catalogue's records of `items`; `ready` once the catalogue answered for exactly these. */
export function useCatalogueRecords(items: readonly { style: string; color: string }[]): {
  readonly map: ReadonlyMap<string, Product>;
  readonly ready: boolean;
} {
  const catalogue = useCatalogue();
  const idsKey = useMemo(() => items.map(productIdOf).join(','), [items]);
  const [found, setFound] = useState<{ key: string; map: ReadonlyMap<string, Product> } | null>(
    null,
  );
  useEffect(() => {
    if (!catalogue) return undefined;
    let live = true;
    const wanted = idsKey === '' ? [] : idsKey.split(',');
    void catalogue.productsById(wanted).then((records) => {
      if (!live) return;
      const map = new Map<string, Product>();
      records.forEach((p, i) => p && map.set(wanted[i] as string, p as unknown as Product));
      setFound({ key: idsKey, map });
    });
    return () => {
      live = false;
    };
  }, [catalogue, idsKey]);
  return { map: found?.map ?? EMPTY, ready: found?.key === idsKey };
}

/** The assortment and the catalogue records of its stored `products` (create-order reads it). */
export function useExportData(id: string | undefined): ExportData {
  const { doc, loading } = useLiveDocument('assortments', id);
  const assortment = doc as Assortment | null;
  const records = useCatalogueRecords(assortment?.products ?? NONE);
  return {
    assortment,
    loading,
    catalogue: records.map,
    ready: assortment !== null && records.ready,
  };
}

/**
 * A dynamic assortment's products in the order its query finds them (the manage screen's rows),
 * each with its own entry when `own` holds one; a stored `sort` is dropped (decision 0067).
 */
export function dynamicItems(
  rows: readonly { readonly style: string; readonly color: string }[],
  own: readonly AssortmentProduct[],
): AssortmentProduct[] {
  const entries = new Map(own.map((item) => [productIdOf(item), item]));
  return rows.map((row) => {
    const entry = entries.get(productIdOf(row));
    if (!entry) return { style: row.style, color: row.color } as AssortmentProduct;
    const { sort: _sort, ...values } = entry;
    return values as AssortmentProduct;
  });
}

/**
 * The products the sort and export screens read, with their catalogue records: a dynamic
 * assortment runs its query on the device (the manage screen's hook; its index is started only
 * for a dynamic assortment). `ready` once the query answered and the catalogue read its records.
 */
export function useDocumentData(
  id: string | undefined,
  user: (PermissionUser & { readonly userCode?: string }) | null | undefined,
  entries: readonly LocationEntry[],
): DocumentData {
  const { doc, loading } = useLiveDocument('assortments', id);
  const assortment = doc as Assortment | null;
  const isDynamic = assortment?.method === 'dynamic';
  const found = useDynamicRows(
    useAssortmentRows(isDynamic ? id : undefined, entries),
    user,
    entries,
  );
  const settled = found.dynamic !== undefined && !found.dynamic.loading;
  const own = assortment?.products;
  const products = useMemo(
    () => (isDynamic ? dynamicItems(found.rows, own ?? NONE) : (own ?? NONE)),
    [isDynamic, found.rows, own],
  );
  const records = useCatalogueRecords(products);
  return {
    assortment,
    loading,
    products,
    catalogue: records.map,
    ready: assortment !== null && records.ready && (!isDynamic || settled),
  };
}
