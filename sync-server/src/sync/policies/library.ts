// Library items (spec 000 §3, §4; 000 §6 / 001 §6): by the library type's permission, and by
// status: viewers see Published items, editors of the library every status (one manage screen
// per status). `userFlag` is per user: the device reads it from its own userFlags.
import {
  LIBRARY_TYPES,
  canManageLibrary,
  canViewLibrary,
  libraryItemSchema,
  type LibraryType,
} from '@portal/shared';
import { inArray } from 'drizzle-orm';
import { libraryItemMapping, type Doc, type Mapping } from '../../db/mapping/index.ts';
import { libraryItems } from '../../db/schema/index.ts';
import { assertUnchanged, omit, refuse, type CollectionPolicy, type SyncUser } from '../policy.ts';

const viewable = (user: SyncUser): LibraryType[] =>
  LIBRARY_TYPES.filter((type) => canViewLibrary(user, type));

export function libraryItemVisible(doc: Doc, user: SyncUser): boolean {
  const type = doc.libraryType as LibraryType;
  if (!canViewLibrary(user, type)) return false;
  return canManageLibrary(user, type) || doc.status === 'Published';
}

export const libraryItemsPolicy: CollectionPolicy = {
  name: 'libraryItems',
  mapping: libraryItemMapping as unknown as Mapping<Doc>,
  schema: libraryItemSchema as never,
  serverOwned: ['userFlag'],
  area(user) {
    const types = viewable(user);
    return types.length === 0 ? 'none' : inArray(libraryItems.libraryType, types);
  },
  visible: libraryItemVisible,
  project: (doc) => omit(doc, ['userFlag']),
  checkWrite(current, next, { user }) {
    // The area prefilter is the library type: an item keeps its type, so a viewer of the old
    // type is never left holding it.
    assertUnchanged(current, next, ['libraryType'], 'A library item keeps its library type');
    for (const doc of current ? [current, next] : [next]) {
      if (!canManageLibrary(user, doc.libraryType as LibraryType)) {
        throw refuse(
          'forbidden',
          `Only editors of the ${String(doc.libraryType)} library may change it`,
        );
      }
    }
  },
};
