// Products (spec 000 §3 Product): the catalogue every order, assortment or sample user works
// from. Read-only on devices (no screen edits the catalogue offline). Location rows a user may
// not see never leave the server (spec 001 §6 permitted locations).
import {
  hasPermission,
  hasWofAccess,
  isAdministrator,
  permittedLocations,
  type PermissionKey,
} from '@portal/shared';
import { inArray } from 'drizzle-orm';
import { productMapping, type Doc, type Mapping } from '../../db/mapping/index.ts';
import { productLocations } from '../../db/schema/index.ts';
import { refuse, type CollectionPolicy, type SyncUser } from '../policy.ts';

/** Areas whose screens show catalogue data (our reading of 000 §6 / 001 §6; the spec does
 * not list a catalogue permission of its own besides `products`); wholesale users by their
 * wofaccess flag, not by the permission entry (spec 001 §6). */
const CATALOGUE_PERMISSIONS: readonly PermissionKey[] = [
  'products',
  'productAssortments',
  'internalAssortments',
  'sampleOrders',
  'promoOrders',
  'sampleInventory',
];

export function isCatalogueUser(user: SyncUser): boolean {
  return (
    isAdministrator(user) ||
    hasWofAccess(user) ||
    CATALOGUE_PERMISSIONS.some((key) => hasPermission(user, key))
  );
}

/** The location codes whose rows the user may see; null means every location (administrator). */
export function visibleLocationCodes(user: SyncUser): ReadonlySet<string> | null {
  if (isAdministrator(user)) return null;
  return new Set(permittedLocations(user, []));
}

export const productsPolicy: CollectionPolicy = {
  name: 'products',
  mapping: productMapping as unknown as Mapping<Doc>,
  schema: null,
  serverOwned: [],
  area: (user) => (isCatalogueUser(user) ? undefined : 'none'),
  visible: (_doc, user) => isCatalogueUser(user),
  project(doc, user) {
    const codes = visibleLocationCodes(user);
    if (!codes) return doc;
    const locations = (doc.locations as readonly { code: string }[] | undefined) ?? [];
    return { ...doc, locations: locations.filter((l) => codes.has(l.code)) };
  },
  // The same projection for the pull's SQL-built documents.
  projectSql(user) {
    const codes = visibleLocationCodes(user);
    return { locations: codes ? inArray(productLocations.code, [...codes]) : undefined };
  },
  // Visibility is all or nothing and the projection depends only on the visible locations.
  shareKey(user) {
    const codes = visibleLocationCodes(user);
    return codes ? [...codes].sort().join(',') : '*';
  },
  checkWrite() {
    throw refuse('forbidden', 'The product catalogue is read-only on devices');
  },
};
