// Column mappings remembered per user and file layout (beyond the spec, issue 6 item 2): a
// user who imports the same kind of file again gets the mapping they corrected last time.
// Pure over a storage interface; the web app backs it with RxDB or localStorage.
import { z } from 'zod';
import type { ImportColumn } from './columns.ts';
import { matchHeaders, normalizeHeader, type ColumnMapping } from './header-matching.ts';

/** Key-value storage; async or sync so RxDB local documents and Map both fit. */
export interface MappingStorage {
  get(key: string): Promise<string | null> | string | null;
  set(key: string, value: string): Promise<void> | void;
}

/** Stored as column id → header text, so a layout with columns moved still recalls. */
const storedMapping = z.object({
  version: z.literal(1),
  headers: z.record(z.string(), z.string()),
});

/** FNV-1a over the normalized headers: stable, short, no crypto needed. */
export function fileLayoutKey(headers: readonly string[]): string {
  const text = headers
    .map(normalizeHeader)
    .filter((h) => h !== '')
    .sort()
    .join('\u0001');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function mappingStorageKey(
  userId: string,
  context: string,
  headers: readonly string[],
): string {
  return `importMapping:${userId}:${context}:${fileLayoutKey(headers)}`;
}

export async function rememberColumnMapping(
  storage: MappingStorage,
  userId: string,
  context: string,
  headers: readonly string[],
  mapping: ColumnMapping,
): Promise<void> {
  const byHeader: Record<string, string> = {};
  for (const [columnId, index] of Object.entries(mapping)) {
    const header = headers[index];
    if (header !== undefined) byHeader[columnId] = header;
  }
  await storage.set(
    mappingStorageKey(userId, context, headers),
    JSON.stringify({ version: 1, headers: byHeader }),
  );
}

/**
 * The mapping for this file: the remembered one where its headers are still there, the
 * automatic header matching for every other column. A damaged stored value is ignored.
 * `automatic` is the import worker's matching of these headers (parseImport's `mapping`, which
 * also knows the column names of our eight locales); without it the headers are matched here
 * with the English names and synonyms only.
 */
export async function recallColumnMapping(
  storage: MappingStorage,
  userId: string,
  context: string,
  headers: readonly string[],
  columns: readonly ImportColumn[],
  automatic: ColumnMapping = matchHeaders(headers, columns),
): Promise<{ mapping: ColumnMapping; remembered: boolean }> {
  const stored = await storage.get(mappingStorageKey(userId, context, headers));
  const remembered = stored === null ? null : parseStored(stored);
  if (remembered === null) return { mapping: automatic, remembered: false };
  const mapping: Record<string, number> = {};
  const used = new Set<number>();
  const take = (columnId: string, index: number) => {
    mapping[columnId] = index;
    used.add(index);
  };
  for (const column of columns) {
    const header = remembered[column.id];
    if (header === undefined) continue;
    const index = headers.findIndex((h, i) => !used.has(i) && h === header);
    if (index >= 0) take(column.id, index);
  }
  // Columns not remembered: the automatic match where its header is still free, then a
  // fresh match among the headers left.
  for (const column of columns) {
    const index = automatic[column.id];
    if (!(column.id in mapping) && index !== undefined && !used.has(index)) take(column.id, index);
  }
  const rest = columns.filter((c) => !(c.id in mapping));
  const free = headers.map((h, i) => (used.has(i) ? '' : h));
  Object.assign(mapping, matchHeaders(free, rest));
  return { mapping, remembered: true };
}

function parseStored(text: string): Record<string, string> | null {
  try {
    const parsed = storedMapping.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.headers : null;
  } catch {
    return null;
  }
}
