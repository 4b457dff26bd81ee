// The selections collection of a regular assortment (spec 000 §3 Collection, §4 'Add to
// Collection?' from the search tab: "adding to selections also adds the product to the
// assortment"), on the device: the Default collection of the assortment's linkage, read live
// and written with the shared batch rule (an add of a product already there is an update; a
// removal of an absent one is skipped). Created on the first add, with the id its linkage
// gives, so works offline and two devices converge on one collection.
import {
  applyCollectionBatch,
  newSelectionsCollection,
  selectionsCollectionId,
  selectionsLinkage,
  type Assortment,
  type CollectionBatchInput,
  type CollectionProduct,
} from '@portal/shared';
import { useEffect, useMemo, useRef } from 'react';
import { patchDocuments, upsertDocuments } from '../../../../db/actions.ts';
import { useLiveDocument } from '../../../../db/hooks.ts';

export interface Selections {
  /** The collection's name ('Default' until renamed). */
  readonly name: string;
  /** Ids (`STYLE_COLOR`) of the products selected in the collection. */
  readonly selected: ReadonlySet<string>;
  /** Applies a batch on the device; resolves with what it did. */
  apply(batch: CollectionBatchInput): Promise<ReturnType<typeof applyCollectionBatch>['counts']>;
}

const idOf = (p: { style: string; color: string }) => `${p.style}_${p.color}`;

export function useSelections(assortment: Assortment): Selections {
  const linkageKey = JSON.stringify(selectionsLinkage(assortment));
  const linkage = useMemo(
    () => JSON.parse(linkageKey) as ReturnType<typeof selectionsLinkage>,
    [linkageKey],
  );
  const id = selectionsCollectionId(linkage);
  const { doc } = useLiveDocument('assortmentCollections', id);
  // This screen's last write while the device has not answered with it yet.
  const latest = useRef<{ id: string; products: CollectionProduct[] } | null>(null);
  useEffect(() => {
    latest.current = doc ? { id, products: doc.products } : null;
  }, [doc, id]);

  return useMemo<Selections>(
    () => ({
      name: doc?.name ?? newSelectionsCollection(linkage).name ?? '',
      selected: new Set((doc?.products ?? []).filter((p) => p.selected).map(idOf)),
      async apply(batch) {
        const before = latest.current?.id === id ? latest.current.products : undefined;
        const result = applyCollectionBatch(before ?? [], batch);
        latest.current = { id, products: result.products };
        if (before)
          await patchDocuments('assortmentCollections', id, { products: result.products });
        else
          await upsertDocuments('assortmentCollections', {
            ...newSelectionsCollection(linkage),
            products: result.products,
          });
        return result.counts;
      },
    }),
    [doc, id, linkage],
  );
}
