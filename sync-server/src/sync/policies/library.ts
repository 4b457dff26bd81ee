// Library items (spec 000 §3, §4; 000 §6 / 001 §6): by the library type's permission, and by
// status: viewers see Published items, editors of the library every status (one manage screen
// per status). `userFlag` is per user: the device reads it from its own userFlags.
// Publishing (spec 000 §5 "Library publish requirements", issue 16 scope 2): the write check
// refuses an item Published without its required fields, one rule for a push (a sync rejection)
// and a REST write (422), decision 0042. File keys (decision 0045): a key newly named by a file
// is the writer's own upload or a file of the same library (library-files/write-rule.ts).
import {
  LIBRARY_TYPES,
  canManageLibrary,
  canViewLibrary,
  isLibraryItemType,
  libraryItemSchema,
  publishProblems,
  type LibraryType,
  type Publishable,
  type PublishProblem,
} from '@portal/shared';
import { inArray } from 'drizzle-orm';
import { libraryItemMapping, type Doc, type Mapping } from '../../db/mapping/index.ts';
import { libraryItems } from '../../db/schema/index.ts';
import { assertOwnFileKeys } from '../../library-files/write-rule.ts';
import { assertUnchanged, omit, refuse, type CollectionPolicy, type SyncUser } from '../policy.ts';

const viewable = (user: SyncUser): LibraryType[] =>
  LIBRARY_TYPES.filter((type) => canViewLibrary(user, type));

export function libraryItemVisible(doc: Doc, user: SyncUser): boolean {
  const type = doc.libraryType as LibraryType;
  if (!canViewLibrary(user, type)) return false;
  return canManageLibrary(user, type) || doc.status === 'Published';
}

const problemKey = (p: PublishProblem) => `${p.field} ${p.reason}`;
const problemsOf = (doc: Doc): PublishProblem[] => {
  const type = String(doc.libraryType);
  if (!isLibraryItemType(type) || doc.status !== 'Published') return [];
  const files = Array.isArray(doc.files) ? doc.files : [];
  return publishProblems(type, { ...doc, files } as unknown as Publishable);
};

/**
 * The publish check: a write that leaves an item Published may not bring a publish problem the
 * stored item did not have. So moving an item to Published needs every required field, and a
 * Published item cannot lose one (000 §5: required columns are not cleared outside pending),
 * while an edit of an older Published item that already lacked a field is not blocked by it.
 */
export function assertPublishable(current: Doc | null, next: Doc): void {
  if (next._deleted === true) return;
  const before = new Set(problemsOf(current ?? {}).map(problemKey));
  const problems = problemsOf(next).filter((p) => !before.has(problemKey(p)));
  if (problems.length === 0) return;
  const list = problems.map(
    (p) => `${p.field} ${p.reason === 'missing' ? 'is missing' : 'is not a valid date'}`,
  );
  throw refuse(
    'commandFailed',
    `Cannot publish ${String(next.name ?? next.id)}: ${list.join('; ')}`,
  );
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
  async checkWrite(current, next, ctx) {
    const { user } = ctx;
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
    assertPublishable(current, next);
    await assertOwnFileKeys(current, next, ctx);
  },
};
