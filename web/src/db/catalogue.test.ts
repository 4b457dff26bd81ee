// The stored catalogue record: made in place from a pulled document (the sync) or as a copy,
// the same record either way, with the index keys the product library's queries need.
import { describe, expect, it } from 'vitest';
import { asCatalogueRecord, toCatalogueRecord } from './catalogue.ts';

const pulled = () => [
  {
    id: 'S1_BLK',
    style: 'S1',
    productType: 'Footwear',
    createdDate: '2025-01-02T03:04:05.678Z',
    division: 'RUN',
    gender: 'Mens',
  },
  { id: 'S2_BLK', style: 'S2', productType: 'POP', name: 'Display' },
];

describe('catalogue record', () => {
  it('is the same whether made in place or as a copy', () => {
    for (const doc of pulled()) expect(asCatalogueRecord(doc)).toEqual(toCatalogueRecord(doc));
  });

  it('fills the index keys: createdKey from createdDate, empty division and gender when absent', () => {
    const [full, bare] = pulled().map(asCatalogueRecord);
    expect(full).toMatchObject({ createdKey: '2025-01-02T03:04:05.678Z', division: 'RUN' });
    expect(bare).toMatchObject({ createdKey: '', division: '', gender: '' });
  });

  it('changes the pulled document itself, and the copy leaves it alone', () => {
    const [doc] = pulled();
    expect(asCatalogueRecord(doc!)).toBe(doc);
    const [other] = pulled();
    expect(toCatalogueRecord(other!)).not.toBe(other);
    expect(other).not.toHaveProperty('createdKey');
  });
});
