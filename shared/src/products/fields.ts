// Where each select filter of the product bar reads a product (spec 000 §3 Product): one
// accessor per key, shared by the reference predicate (./matches.ts) and the index
// (./engine/), so both see the same values. A select matches when any of the product's values
// is among the chosen ones (values of one filter OR'ed, filters AND'ed; decision 0029).
import type { Product } from '../entities/product.ts';

type Values = (p: Product) => readonly string[];

const NONE: readonly string[] = [];
const one = (value: string | undefined): readonly string[] =>
  value === undefined || value === '' ? NONE : [value];
const many = (values: readonly string[] | undefined): readonly string[] =>
  values ? values.filter((v) => v !== '') : NONE;

/** The product-level select filters of PRODUCT_FILTER_BAR and the values they read. */
export const PRODUCT_SELECT_FIELDS: Readonly<Record<string, Values>> = {
  keyInitiative: (p) => one(p.keyInitiative),
  division: (p) => one(p.division),
  gender: (p) => one(p.gender),
  color1: (p) => one(p.components?.color1),
  color2: (p) => one(p.components?.color2),
  color3: (p) => one(p.components?.color3),
  material1: (p) => one(p.components?.material1),
  material2: (p) => one(p.components?.material2),
  material3: (p) => one(p.components?.material3),
  features: (p) => many(p.features),
  type: (p) => one(p.categories?.type),
  shape: (p) => one(p.categories?.shape),
  height: (p) => one(p.categories?.height),
  closure: (p) => one(p.categories?.closure),
  sport: (p) => one(p.categories?.sport),
  lighted: (p) => one(p.categories?.lighted),
  vegan: (p) => one(p.categories?.vegan),
  width: (p) => one(p.categories?.width),
  apparelType: (p) => one(p.categories?.apparelType),
  apparelSubType: (p) => one(p.categories?.apparelSubType),
  popType: (p) => one(p.popType),
  popMaterial: (p) => many(p.materials),
  popCategory: (p) => one(p.popCategory),
  popGender: (p) => one(p.popGender),
  usage: (p) => one(p.usage),
};

export function isProductSelectField(key: string): boolean {
  return Object.hasOwn(PRODUCT_SELECT_FIELDS, key);
}

/** Text fields the keyword searches (spec 000 §2: Name and Description; Outsole/Upper toggles). */
export const KEYWORD_FIELDS = ['name', 'description', 'outsole', 'upper'] as const;
export type KeywordField = (typeof KEYWORD_FIELDS)[number];

export function keywordFieldText(p: Product, field: KeywordField): string {
  return p[field] ?? '';
}
