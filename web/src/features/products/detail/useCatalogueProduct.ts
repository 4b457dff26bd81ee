// One product of the device catalogue (db/catalogue.ts), live: the sync may store a newer copy
// or a tombstone while the panel is open. Read offline like everything the screens show.
import type { Product } from '@portal/shared';
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { CatalogueDatabase } from '../../../db/catalogue.ts';

export interface CatalogueProductState {
  /** The product, or null when the catalogue has none with this id. */
  readonly product: Product | null;
  readonly loading: boolean;
}

const LOADING: CatalogueProductState = { product: null, loading: true };

/**
 * The stored product. The server validated it against the shared schema before it was pulled,
 * and the device stores the pull's text as it came (decision 0025), so it is read as a Product
 * without a second validation.
 */
export async function readCatalogueProduct(
  catalogue: CatalogueDatabase,
  id: string,
): Promise<Product | null> {
  const record = await catalogue.products.get(id);
  return record ? (JSON.parse(record.json) as Product) : null;
}

/** The stored products of these ids, in the order asked; ids with none are left out. */
export async function readCatalogueProducts(
  catalogue: CatalogueDatabase,
  ids: readonly string[],
): Promise<Product[]> {
  const records = await catalogue.products.bulkGet([...ids]);
  return records.flatMap((record) => (record ? [JSON.parse(record.json) as Product] : []));
}

export function useCatalogueProduct(
  catalogue: CatalogueDatabase | undefined,
  id: string,
): CatalogueProductState {
  const [state, setState] = useState<{ id: string; value: CatalogueProductState }>({
    id,
    value: LOADING,
  });
  useEffect(() => {
    if (catalogue === undefined) return undefined;
    const subscription = liveQuery(() => readCatalogueProduct(catalogue, id)).subscribe({
      next: (product) => setState({ id, value: { product, loading: false } }),
      error: (error: unknown) => {
        console.error('[products] could not read the product', id, error);
        setState({ id, value: { product: null, loading: false } });
      },
    });
    return () => subscription.unsubscribe();
  }, [catalogue, id]);
  return state.id === id ? state.value : LOADING;
}
