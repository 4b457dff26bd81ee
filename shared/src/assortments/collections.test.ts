import { describe, expect, it } from 'vitest';
import { collectionSchema, type CollectionProduct } from '../entities/collection.ts';
import {
  applyCollectionBatch,
  newSelectionsCollection,
  selectionsCollectionId,
  selectionsLinkage,
  type CollectionBatchInput,
} from './collections.ts';

const p = (style: string, color: string, selected = false): CollectionProduct => ({
  style,
  color,
  selected,
});
const HAS = [p('100', 'BLK', true), p('200', 'WHT')];

describe('[000 §4 collection batch] adds, updates and deletes', () => {
  it.each<[string, CollectionBatchInput, CollectionProduct[], string]>([
    [
      'a new product is added last',
      { addProducts: [{ style: '300', color: 'RED', selected: true }] },
      [...HAS, p('300', 'RED', true)],
      '1 0 0 0',
    ],
    [
      'adding a product already there becomes an update of selected',
      { addProducts: [{ style: '200', color: 'WHT', selected: true }] },
      [p('100', 'BLK', true), p('200', 'WHT', true)],
      '0 1 0 0',
    ],
    [
      'an add without selected keeps what the product had',
      { addProducts: [{ style: '100', color: 'BLK' }] },
      HAS,
      '0 1 0 0',
    ],
    [
      'deleting a product not in the collection is skipped',
      { deleteProducts: [{ style: '999', color: 'X' }] },
      HAS,
      '0 0 0 1',
    ],
    [
      'an update of an absent product is skipped',
      { updateProducts: [{ style: '999', color: 'X', selected: true }] },
      HAS,
      '0 0 0 1',
    ],
    [
      'adds first, then updates and deletes',
      {
        addProducts: [{ style: '300', color: 'RED' }],
        updateProducts: [{ style: '300', color: 'RED', selected: true }],
        deleteProducts: [{ style: '100', color: 'BLK' }],
      },
      [p('200', 'WHT'), p('300', 'RED', true)],
      '1 1 1 0',
    ],
  ])('%s', (_rule, batch, products, counts) => {
    const result = applyCollectionBatch(HAS, batch);
    expect(result.products).toEqual(products);
    const { added, updated, deleted, skipped } = result.counts;
    expect(`${added} ${updated} ${deleted} ${skipped}`).toBe(counts);
  });

  it('leaves the products it was given untouched', () => {
    const before = JSON.parse(JSON.stringify(HAS)) as CollectionProduct[];
    applyCollectionBatch(HAS, { addProducts: [{ style: '200', color: 'WHT', selected: true }] });
    expect(HAS).toEqual(before);
  });
});

describe('[000 §3 collection linkage] the selections of an assortment', () => {
  const assortment = {
    orgType: 'regular',
    method: 'static',
    productType: 'Footwear',
    channel: 'Wholesale',
    region: 'Domestic',
    season: 'Spring 26',
    year: 2026,
  } as const;

  it('links by the assortment attributes; a product type of All is not one', () => {
    expect(selectionsLinkage(assortment)).toEqual(assortment);
    expect(selectionsLinkage({ ...assortment, productType: 'All' })).not.toHaveProperty(
      'productType',
    );
  });

  it.each<[string, Parameters<typeof selectionsLinkage>[0], string]>([
    [
      'every attribute, spaces made path-safe',
      assortment,
      'selections_regular_static_Footwear_Wholesale_Domestic_Spring-26_2026',
    ],
    [
      'absent attributes read any',
      { orgType: 'regular', method: 'static' },
      'selections_regular_static_any_any_any_any_any',
    ],
  ])('one id per linkage: %s', (_rule, attrs, id) => {
    expect(selectionsCollectionId(selectionsLinkage(attrs))).toBe(id);
  });

  it('a new collection is the Default one of its linkage and a valid document', () => {
    const doc = newSelectionsCollection(selectionsLinkage(assortment));
    expect(collectionSchema.parse(doc)).toMatchObject({
      name: 'Default',
      collectionType: 'selections',
      linkageType: 'linkageObject',
      products: [],
    });
    expect(doc.id).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
  });
});
