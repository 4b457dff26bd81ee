// Which library items hold a blob key (spec 000 §3 library item files: sourceFile, previewJpg,
// previewPdf, previewVideo, thumbnail), for the file access rule and the library write rule
// (decision 0045). One indexed probe per file field (migration 0003): asking about a product
// image or an assortment logo costs five index lookups that find nothing, never a scan.
import type { LibraryType } from '@portal/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { libraryItemFiles, libraryItems } from '../db/schema/index.ts';

/** The file fields of a library file that name a blob key (spec 000 §3). */
export const FILE_KEY_FIELDS = [
  'sourceFile',
  'previewJpg',
  'previewPdf',
  'previewVideo',
  'thumbnail',
] as const;

/** The blob keys a library item's files name, each once. */
export function fileKeysOf(doc: { files?: unknown }): Set<string> {
  const keys = new Set<string>();
  for (const file of Array.isArray(doc.files) ? doc.files : []) {
    if (file === null || typeof file !== 'object') continue;
    for (const field of FILE_KEY_FIELDS) {
      const value = (file as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '') keys.add(value);
    }
  }
  return keys;
}

/**
 * The key a derived key was made from: `previews/{key}/{name}` (previews/make.ts) and the
 * content marker `file-hashes/{sha256}/{key}` belong to `{key}`; null for any other key.
 */
export function sourceKeyOf(key: string): string | null {
  const preview = /^previews\/(.+)\/[^/]+$/.exec(key);
  if (preview) return preview[1]!;
  const marker = /^file-hashes\/[^/]+\/(.+)$/.exec(key);
  return marker ? marker[1]! : null;
}

/** An item holding a key: what the visibility rules read. */
export interface KeyHolder {
  readonly id: string;
  readonly libraryType: LibraryType;
  readonly status: string;
  readonly deleted: boolean;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly beginDate?: string | undefined;
  readonly expireDate?: string | undefined;
}

/** Every item (deleted ones too: their keys stay guarded) whose files name one of `keys`. */
export async function itemsHoldingKeys(
  db: Pick<Database, 'selectDistinct'>,
  keys: readonly string[],
): Promise<KeyHolder[]> {
  if (keys.length === 0) return [];
  const list = [...keys];
  const rows = await db
    .selectDistinct({
      id: libraryItems.id,
      libraryType: libraryItems.libraryType,
      status: libraryItems.status,
      deleted: libraryItems.deleted,
      startDate: libraryItems.startDate,
      endDate: libraryItems.endDate,
      beginDate: libraryItems.beginDate,
      expireDate: libraryItems.expireDate,
    })
    .from(libraryItemFiles)
    .innerJoin(libraryItems, eq(libraryItems.id, libraryItemFiles.libraryItemId))
    .where(or(...FILE_KEY_FIELDS.map((field) => inArray(libraryItemFiles[field], list))));
  return rows.map((row) => ({
    id: row.id,
    libraryType: row.libraryType,
    status: row.status,
    deleted: row.deleted,
    ...(row.startDate ? { startDate: row.startDate } : {}),
    ...(row.endDate ? { endDate: row.endDate } : {}),
    ...(row.beginDate ? { beginDate: row.beginDate } : {}),
    ...(row.expireDate ? { expireDate: row.expireDate } : {}),
  }));
}

/** Which of `keys` a live item of the library holds in one of its files. */
export async function keysHeldInLibrary(
  db: Pick<Database, 'select'>,
  keys: readonly string[],
  libraryType: LibraryType,
): Promise<Set<string>> {
  const wanted = new Set(keys);
  if (wanted.size === 0) return new Set();
  const list = [...wanted];
  const rows = await db
    .select({
      sourceFile: libraryItemFiles.sourceFile,
      previewJpg: libraryItemFiles.previewJpg,
      previewPdf: libraryItemFiles.previewPdf,
      previewVideo: libraryItemFiles.previewVideo,
      thumbnail: libraryItemFiles.thumbnail,
    })
    .from(libraryItemFiles)
    .innerJoin(libraryItems, eq(libraryItems.id, libraryItemFiles.libraryItemId))
    .where(
      and(
        or(...FILE_KEY_FIELDS.map((field) => inArray(libraryItemFiles[field], list))),
        eq(libraryItems.libraryType, libraryType),
        eq(libraryItems.deleted, false),
      ),
    );
  const held = new Set<string>();
  for (const row of rows)
    for (const field of FILE_KEY_FIELDS) {
      const value = row[field];
      if (value !== null && wanted.has(value)) held.add(value);
    }
  return held;
}
