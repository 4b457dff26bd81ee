// Adding products to an assortment (spec 000 §2 assortment screens, §7 style search and style
// colours lookup, §8 'N Item(s) added to assortment'): pasted or typed style-colour ids, or a
// style looked up in the device catalogue, so adding works offline. An id names one product
// (`STYLE_COLOR`), a bare style every colour of it (000 §2 Style/Color IDs). Ids the catalogue
// does not hold are reported; products already in the assortment are skipped and counted.
import { parseIdList, PRODUCT_TYPES, type Product } from '@portal/shared';
import { productOf, type CatalogueDatabase } from '../../../db/catalogue.ts';

/** spec 000 §7: the style search and the style colours lookup are debounced 500 ms. */
export const STYLE_LOOKUP_DEBOUNCE_MS = 500;
/** How many products a style lookup offers at most. */
export const STYLE_LOOKUP_LIMIT = 50;

export interface AddPlan {
  /** Catalogue products to add, in the order asked, none twice. */
  readonly products: readonly Product[];
  /** Ids (or styles) the device catalogue does not hold. */
  readonly unknown: readonly string[];
  /** How many named products the assortment already has (skipped). */
  readonly present: number;
  /** The text could not be read (too many ids or an id too long). */
  readonly unreadable: boolean;
}

/** The productTypes a catalogue search covers: the assortment's, or every one for 'All'. */
function typesOf(productType: string | undefined): readonly string[] {
  return productType && productType !== 'All' ? [productType] : PRODUCT_TYPES;
}

/** Every colour of a style (the style as typed, else upper-cased). */
async function coloursOf(
  db: CatalogueDatabase,
  style: string,
  productType: string | undefined,
): Promise<Product[]> {
  for (const candidate of [...new Set([style, style.toUpperCase()])]) {
    const found: Product[] = [];
    for (const type of typesOf(productType)) {
      const records = await db.products
        .where('[productType+style]')
        .equals([type, candidate])
        .toArray();
      found.push(...records.map((r) => productOf(r) as unknown as Product));
    }
    if (found.length > 0) return found;
  }
  return [];
}

/** The products a pasted text names, split into those to add, unknown and already present. */
export async function planAdd(
  db: CatalogueDatabase,
  text: string,
  present: ReadonlySet<string>,
  productType: string | undefined,
): Promise<AddPlan> {
  const ids = parseIdList(text);
  if (ids === null) return { products: [], unknown: [], present: 0, unreadable: true };
  const products: Product[] = [];
  const unknown: string[] = [];
  const taken = new Set<string>();
  let already = 0;
  const take = (p: Product) => {
    if (taken.has(p.id)) return;
    taken.add(p.id);
    if (present.has(p.id)) already += 1;
    else products.push(p);
  };
  const exact = ids.filter((id) => id.includes('_'));
  const stored = await db.productsById([...exact, ...exact.map((id) => id.toUpperCase())]);
  for (const [i, id] of exact.entries()) {
    const hit = stored[i] ?? stored[i + exact.length];
    if (hit) take(hit as unknown as Product);
    else unknown.push(id);
  }
  for (const style of ids.filter((id) => !id.includes('_'))) {
    const colours = await coloursOf(db, style, productType);
    if (colours.length === 0) unknown.push(style);
    for (const p of colours) take(p);
  }
  return { products, unknown, present: already, unreadable: false };
}

/** Products whose style starts with the typed text (the style colours lookup), by style. */
export async function lookupStyles(
  db: CatalogueDatabase,
  typed: string,
  productType: string | undefined,
): Promise<Product[]> {
  const prefix = typed.trim().toUpperCase();
  if (prefix === '') return [];
  const found: Product[] = [];
  for (const type of typesOf(productType)) {
    const records = await db.products
      .where('[productType+style]')
      .between([type, prefix], [type, prefix + '\uffff'], true, true)
      .limit(STYLE_LOOKUP_LIMIT)
      .toArray();
    found.push(...records.map((r) => productOf(r) as unknown as Product));
  }
  return found
    .sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))
    .slice(0, STYLE_LOOKUP_LIMIT);
}
