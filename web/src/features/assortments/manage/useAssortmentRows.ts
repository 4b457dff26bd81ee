// The manage screen's data, all on the device (works offline): the assortment document, live
// (RxDB through the device sync), and its products' catalogue records (Dexie catalogue), joined
// into grid rows at the assortment's price location.
import {
  DEFAULT_LOCATION_CODE,
  assortmentLocationCode,
  type Assortment,
  type Product,
} from '@portal/shared';
import { useEffect, useMemo, useState } from 'react';
import { useLiveDocument } from '../../../db/hooks.ts';
import { locationEntry, type LocationEntry } from '../../products/locations.ts';
import { useCatalogue } from '../../sync/useDeviceSync.ts';
import {
  pricesOf,
  productIdOf,
  toGridRow,
  type AssortmentGridRow,
  type ProductPrices,
} from './rows.ts';

/** spec 000 §9: default location US; Europe maps to EU (shared, the documents' location too). */
export const locationCodeOf = assortmentLocationCode;

export interface AssortmentRows {
  readonly assortment: Assortment | null;
  readonly loading: boolean;
  readonly rows: readonly AssortmentGridRow[];
  readonly prices: ReadonlyMap<string, ProductPrices>;
  readonly locationCode: string;
  /** The price location's currency (symbol, decimals), when the device knows it. */
  readonly currency: LocationEntry | undefined;
  readonly decimals: number;
}

export function useAssortmentRows(
  id: string | undefined,
  entries: readonly LocationEntry[],
): AssortmentRows {
  const { doc, loading } = useLiveDocument('assortments', id);
  const assortment = doc as Assortment | null;
  const catalogue = useCatalogue();
  const ids = useMemo(() => (assortment?.products ?? []).map(productIdOf), [assortment]);
  const idsKey = ids.join(',');
  const [products, setProducts] = useState<ReadonlyMap<string, Product>>(new Map());
  useEffect(() => {
    if (!catalogue || idsKey === '') return undefined;
    let live = true;
    const wanted = idsKey.split(',');
    void catalogue.productsById(wanted).then((found) => {
      if (!live) return;
      const map = new Map<string, Product>();
      found.forEach((p, i) => p && map.set(wanted[i] as string, p as unknown as Product));
      setProducts(map);
    });
    return () => {
      live = false;
    };
  }, [catalogue, idsKey]);

  const locationCode = assortment ? locationCodeOf(assortment) : DEFAULT_LOCATION_CODE;
  const currency = locationEntry(entries, locationCode);
  const decimals = currency?.decimalPlaces ?? 2;
  return useMemo(() => {
    const items = assortment?.products ?? [];
    const rows = items.map((item) =>
      toGridRow(item, products.get(productIdOf(item)), locationCode, decimals),
    );
    const prices = new Map(
      items.map((item) => [
        productIdOf(item),
        pricesOf(products.get(productIdOf(item)), locationCode),
      ]),
    );
    return { assortment, loading, rows, prices, locationCode, currency, decimals };
  }, [assortment, loading, products, locationCode, currency, decimals]);
}
