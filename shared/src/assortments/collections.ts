// Collections (spec 000 §3 Collection, §4 "Adding a product already in a collection becomes an
// update; deleting a product not in the collection is skipped", §7 Collections): the
// selections a regular assortment's search tab adds to, shared by every assortment with the same
// attributes (linkageObject). One rule for the server's batch call and the device's writes.
import type { Assortment } from '../entities/assortment.ts';
import {
  DEFAULT_COLLECTION_NAME,
  type CollectionInput,
  type CollectionProduct,
  type LinkageObject,
} from '../entities/collection.ts';
import { PRODUCT_TYPES, type ProductType } from '../entities/common.ts';

/** The collection type of a regular assortment's selections (000 §4 'Add to Collection?'). */
export const SELECTIONS_COLLECTION_TYPE = 'selections';

export interface CollectionBatchInput {
  readonly addProducts?: readonly { style: string; color: string; selected?: boolean }[];
  readonly updateProducts?: readonly { style: string; color: string; selected: boolean }[];
  readonly deleteProducts?: readonly { style: string; color: string }[];
}

export interface CollectionBatchCounts {
  added: number;
  updated: number;
  deleted: number;
  skipped: number;
}

const keyOf = (p: { style: string; color: string }) => `${p.style}\u0000${p.color}`;

/**
 * The products after a batch, with what each part did: adds first (an add of a product already
 * there becomes an update of its `selected`), then updates and deletes (of an absent product:
 * skipped). Order is kept; new products go last.
 */
export function applyCollectionBatch(
  products: readonly CollectionProduct[],
  batch: CollectionBatchInput,
): { products: CollectionProduct[]; counts: CollectionBatchCounts } {
  const rows = new Map(products.map((p) => [keyOf(p), { ...p }]));
  const counts: CollectionBatchCounts = { added: 0, updated: 0, deleted: 0, skipped: 0 };
  for (const add of batch.addProducts ?? []) {
    const row = rows.get(keyOf(add));
    if (row) {
      if (add.selected !== undefined) row.selected = add.selected;
      counts.updated += 1;
    } else {
      rows.set(keyOf(add), { style: add.style, color: add.color, selected: add.selected ?? false });
      counts.added += 1;
    }
  }
  for (const update of batch.updateProducts ?? []) {
    const row = rows.get(keyOf(update));
    if (!row) counts.skipped += 1;
    else {
      row.selected = update.selected;
      counts.updated += 1;
    }
  }
  for (const del of batch.deleteProducts ?? []) {
    if (rows.delete(keyOf(del))) counts.deleted += 1;
    else counts.skipped += 1;
  }
  return { products: [...rows.values()], counts };
}

type LinkedAssortment = Pick<
  Assortment,
  'channel' | 'method' | 'orgType' | 'productType' | 'region' | 'season' | 'year'
>;

/** The attributes an assortment's collection is linked by (000 §3 linkageObject). */
export function selectionsLinkage(assortment: LinkedAssortment): LinkageObject {
  const productType = PRODUCT_TYPES.includes(assortment.productType as ProductType)
    ? (assortment.productType as ProductType)
    : undefined;
  const linkage: LinkageObject = {
    channel: assortment.channel,
    method: assortment.method,
    orgType: assortment.orgType,
    productType,
    region: assortment.region,
    season: assortment.season,
    year: assortment.year,
  };
  return Object.fromEntries(
    Object.entries(linkage).filter(([, value]) => value !== undefined),
  ) as LinkageObject;
}

const LINKAGE_ORDER = [
  'orgType',
  'method',
  'productType',
  'channel',
  'region',
  'season',
  'year',
] as const;

/**
 * The selections collection's id, made from its linkage: two devices that create it offline
 * write the same document (merged by the sync), never two collections of one linkage. A path
 * id (letters, digits, '-' and '_'; at most 100).
 */
export function selectionsCollectionId(linkage: LinkageObject): string {
  const parts = LINKAGE_ORDER.map((key) =>
    String(linkage[key] ?? 'any').replace(/[^A-Za-z0-9]+/g, '-'),
  );
  return `${SELECTIONS_COLLECTION_TYPE}_${parts.join('_')}`.slice(0, 100);
}

/** A new, empty selections collection of a linkage (name 'Default', 000 §3). */
export function newSelectionsCollection(linkage: LinkageObject): CollectionInput {
  return {
    id: selectionsCollectionId(linkage),
    _deleted: false,
    name: DEFAULT_COLLECTION_NAME,
    collectionType: SELECTIONS_COLLECTION_TYPE,
    linkageType: 'linkageObject',
    linkageModel: 'Assortment',
    linkageObject: linkage,
    products: [],
  };
}
