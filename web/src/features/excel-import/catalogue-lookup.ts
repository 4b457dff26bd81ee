// ProductLookup over the device catalogue (db/catalogue.ts), so import validation runs
// offline against what the sync engine stored. Passed to the import worker as a Comlink
// proxy: the worker asks for a batch of keys, this answers from IndexedDB.
import { ASSORTMENT_IMPORT_COLUMNS, type ImportProduct } from '@portal/shared';
import type { ProductLookup } from '@portal/workers';
import type { CatalogueDatabase, CatalogueProduct } from '../../db/catalogue.ts';

/** Product and location fields stored in minor units (spec 000 §3: money in minor units). */
const MONEY_FIELDS = ['cost', 'netCost', 'suggestedRetail', 'discountAmount', 'firstCost'];
const LOCATION_MONEY_FIELDS = [
  'wholesalePrice',
  'originalCost',
  'suggestedRetail',
  'futureWholesalePrice',
  'futureSuggestedRetail',
];

function toMajor(record: Record<string, unknown>, fields: readonly string[], factor: number) {
  const out: Record<string, unknown> = { ...record };
  for (const field of fields) {
    const value = record[field];
    if (typeof value === 'number') out[field] = value / factor;
  }
  return out;
}

/**
 * The import's (and the documents') view of a stored product: money in major units, as
 * sheets and documents show it, so 'Data Differs From Excel file' compares like with like.
 */
export function toImportProduct(record: CatalogueProduct, decimals = 2): ImportProduct {
  const factor = 10 ** decimals;
  const product = toMajor(record, MONEY_FIELDS, factor);
  if (Array.isArray(record['locations'])) {
    product['locations'] = (record['locations'] as Record<string, unknown>[]).map((l) =>
      toMajor(l, LOCATION_MONEY_FIELDS, factor),
    );
  }
  return product as unknown as ImportProduct;
}

/**
 * What validation reads of a product (spec 000 §5: identity, type, territories, the location's
 * line status, and the product columns compared for 'Data Differs From Excel file'). The
 * answer crosses to the import worker by structured clone on the UI thread, so it carries no
 * more than that: a full product with its availability rows is many times larger.
 */
const VALIDATION_FIELDS = [
  'style',
  'color',
  'productType',
  'territories',
  ...ASSORTMENT_IMPORT_COLUMNS.filter((c) => c.source === 'product').map((c) => c.id),
];

export function validationSlice(product: ImportProduct): ImportProduct {
  const slice: Record<string, unknown> = {};
  for (const field of VALIDATION_FIELDS) {
    if (product[field] !== undefined) slice[field] = product[field];
  }
  if (product.locations !== undefined) {
    slice['locations'] = product.locations.map((l) => ({ code: l.code, lineStatus: l.lineStatus }));
  }
  return slice as ImportProduct;
}

export class CatalogueProductLookup implements ProductLookup {
  readonly #db: CatalogueDatabase;
  readonly #decimals: number;

  constructor(db: CatalogueDatabase, decimals = 2) {
    this.#db = db;
    this.#decimals = decimals;
  }

  /**
   * Keys are styleColorKey (STYLE_COLOR, upper case); a product's id is its style and colour
   * joined the same way (spec 000 §3), so one primary-key read serves the whole batch.
   */
  async findByStyleColors(keys: readonly string[]): Promise<ReadonlyMap<string, ImportProduct>> {
    const records = await this.#db.productsById(keys);
    const found = new Map<string, ImportProduct>();
    const factor = 10 ** this.#decimals;
    // Slice first, then convert: a whole product (locations, availability) is many times the
    // size of what validation reads, and this runs on the UI thread.
    records.forEach((record, i) => {
      if (record === undefined) return;
      const slice = validationSlice(record as unknown as ImportProduct) as Record<string, unknown>;
      found.set(keys[i]!, toMajor(slice, MONEY_FIELDS, factor) as unknown as ImportProduct);
    });
    return found;
  }

  async #full(keys: readonly string[]): Promise<Map<string, ImportProduct>> {
    const records = await this.#db.productsById(keys);
    const found = new Map<string, ImportProduct>();
    records.forEach((record, i) => {
      if (record !== undefined) found.set(keys[i]!, toImportProduct(record, this.#decimals));
    });
    return found;
  }

  /** Whole stored products by key, for the documents built from a validated import. */
  async products(keys: readonly string[]): Promise<ImportProduct[]> {
    const found = await this.#full(keys);
    return keys.flatMap((key) => {
      const product = found.get(key);
      return product === undefined ? [] : [product];
    });
  }
}
