// The export's data, all on the device (works offline): the assortment document, live (RxDB
// through the device sync), and its products' catalogue records (Dexie catalogue).
import type { Assortment, Product } from '@portal/shared';
import { useEffect, useMemo, useState } from 'react';
import { useLiveDocument } from '../../../db/hooks.ts';
import { useCatalogue } from '../../sync/useDeviceSync.ts';
import { productIdOf } from '../manage/rows.ts';

export interface ExportData {
  readonly assortment: Assortment | null;
  readonly loading: boolean;
  /** Catalogue records by product id (style_color); the ones the device does not hold are absent. */
  readonly catalogue: ReadonlyMap<string, Product>;
  /** False until the catalogue answered for the assortment's current products. */
  readonly ready: boolean;
}

const EMPTY: ReadonlyMap<string, Product> = new Map();

export function useExportData(id: string | undefined): ExportData {
  const { doc, loading } = useLiveDocument('assortments', id);
  const assortment = doc as Assortment | null;
  const catalogue = useCatalogue();
  const idsKey = useMemo(
    () => (assortment?.products ?? []).map(productIdOf).join(','),
    [assortment],
  );
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
  return {
    assortment,
    loading,
    catalogue: found?.map ?? EMPTY,
    ready: assortment !== null && found?.key === idsKey,
  };
}
