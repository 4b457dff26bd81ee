// The five asset libraries of spec 000 §2 and their item types (§3 Library item): advertising
// assets and logos, global retail assets and resources, product documents, STEP assets. The
// library type Product is the product library (shared/src/products), not an asset library.
import type { LibraryType } from '../entities/library-item.ts';

export const LIBRARY_ITEM_TYPES = [
  'AdvertisingAsset',
  'AdvertisingLogo',
  'GlobalRetailAsset',
  'GlobalRetailResource',
  'ProductDocument',
  'StepAsset',
] as const satisfies readonly LibraryType[];
export type LibraryItemType = (typeof LIBRARY_ITEM_TYPES)[number];

export function isLibraryItemType(value: string): value is LibraryItemType {
  return (LIBRARY_ITEM_TYPES as readonly string[]).includes(value);
}
