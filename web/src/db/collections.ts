// The device's RxDB collections: twelve replicated entities plus one local collection of sync
// issues (conflicts records and the replicated sync rejections together), thirteen in all,
// the most RxDB's free tier opens at once (STACK-NOTES §4, COL23). Products live in the
// Dexie catalogue (catalogue.ts; docs/decisions/0011-sync-catalogue-in-dexie.md).
//
// Each schema is derived from the shared zod schema (json-schema.ts). Device-only `idx*`
// fields serve the screens' sorts through indexes: descending sorts use an inverted key,
// because Dexie cannot serve a descending sort from an index (STACK-NOTES §5). They are
// computed on every write (hooks in database.ts, and `toDevice` for pulled documents) and
// never leave the device (`toServer`).
import {
  announcementSchema,
  assortmentDocumentSchema,
  assortmentSchema,
  collectionSchema,
  commandDocumentSchema,
  coordinatorAssignmentSchema,
  libraryItemSchema,
  notificationSchema,
  orderSchema,
  sampleInventoryItemSchema,
  seasonSchema,
  userFlagSchema,
  type SyncCollection,
} from '@portal/shared';
import type { RxJsonSchema } from 'rxdb';
import { z } from 'zod';
import { boundIndexField, objectSchemaOf, type JsonSchema } from './json-schema.ts';

export type DeviceDoc = Record<string, unknown> & { id: string; _deleted?: boolean };

/** Instants as an ascending / descending index key (ms since 1970; 0 when absent). */
const MAX_KEY = 10_000_000_000_000;
export const ascTime = (iso: unknown): number => {
  const ms = typeof iso === 'string' ? Date.parse(iso) : NaN;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_KEY) : 0;
};
export const descTime = (iso: unknown): number => MAX_KEY - ascTime(iso);

const KEY = { type: 'integer', minimum: 0, maximum: MAX_KEY, multipleOf: 1 } as const;
const CODE = { type: 'string', maxLength: 64 } as const;
/** A text field as an index key (`CODE`): '' when absent; a longer text is cut (no match). */
export const INDEX_CODE_LENGTH = 64;
const indexCode = (value: unknown): string =>
  typeof value === 'string' ? value.slice(0, INDEX_CODE_LENGTH) : '';

/**
 * A conflicts record (local) or a replicated sync rejection, shown together to the user. The
 * rejection's `collection` is `sourceCollection` here: RxDB reserves `collection` (SC17).
 */
export const syncIssueSchema = z.object({
  id: z.string().min(1).max(128),
  seq: z.string().optional(),
  kind: z.enum(['rejection', 'conflict']),
  sourceCollection: z.string().max(64),
  documentId: z.string().min(1).max(2048),
  reasonCode: z.string().max(64).optional(),
  message: z.string().max(8_000).optional(),
  refusedValues: z.record(z.string(), z.unknown()).optional(),
  /** Losing values of a conflict: the field, the device's value and the server's (as JSON text). */
  losing: z
    .array(
      z.object({ field: z.string().max(256), localValue: z.string(), serverValue: z.string() }),
    )
    .max(500)
    .optional(),
  createdAt: z.string().max(64).optional(),
});
export type SyncIssue = z.infer<typeof syncIssueSchema>;

export interface DeviceCollectionSpec {
  readonly name: DeviceCollectionName;
  /** The server collection it replicates with; null for local-only. */
  readonly server: SyncCollection;
  readonly source: z.ZodType;
  /** Bump with a migration strategy in migrations.ts when the stored shape changes. */
  readonly version: number;
  readonly derived: Readonly<Record<string, JsonSchema>>;
  derive(doc: DeviceDoc): Record<string, unknown>;
  readonly indexes: readonly (readonly string[])[];
}

/** Keeps each spec's literal types (its name, source schema and derived fields), from which
 * the typed documents of device-docs.ts are derived. */
const spec = <const S extends DeviceCollectionSpec>(s: S): S => s;

export const DEVICE_COLLECTIONS = [
  spec({
    name: 'libraryItems',
    server: 'libraryItems',
    source: libraryItemSchema,
    // 1: a file's optional sha256 (decision 0044). 2: the filter bar's most used fields as
    // index keys (decision 0047).
    version: 2,
    derived: {
      idxModified: KEY,
      idxCategory: CODE,
      idxGender: CODE,
      idxAssetType: CODE,
      idxSeason: CODE,
    },
    derive: (d) => ({
      idxModified: descTime(d.modifiedDate),
      idxCategory: indexCode(d.category),
      idxGender: indexCode(d.gender),
      idxAssetType: indexCode(d.assetType),
      idxSeason: indexCode(d.season),
    }),
    // spec 000 §2: one screen per library type and status; default sort -modifiedDate; name.
    // A bar filter on category, gender, type or season reads its own range of the newest-first
    // order instead of walking the whole library (bench:libraries, decision 0047).
    indexes: [
      ['libraryType', 'status', 'idxModified'],
      ['libraryType', 'status', 'name'],
      ['libraryType', 'status', 'idxCategory', 'idxModified'],
      ['libraryType', 'status', 'idxGender', 'idxModified'],
      ['libraryType', 'status', 'idxAssetType', 'idxModified'],
      ['libraryType', 'status', 'idxSeason', 'idxModified'],
    ],
  }),
  spec({
    name: 'assortments',
    server: 'assortments',
    source: assortmentSchema,
    version: 2,
    derived: { idxModified: KEY, idxOwner: CODE },
    derive: (d) => ({ idxModified: descTime(d.modifiedDate), idxOwner: String(d.ownerCode ?? '') }),
    // Quick access / recent (modifiedDate descending), all / archived by state, own ones.
    indexes: [
      ['orgType', 'state', 'idxModified'],
      ['idxOwner', 'idxModified'],
    ],
  }),
  spec({
    // RxDB reserves `collections` (a database property, DB5): the spec's Collection entity
    // (products linked to an assortment, 000 §3) is `assortmentCollections` on the device.
    name: 'assortmentCollections',
    server: 'collections',
    source: collectionSchema,
    version: 0,
    derived: {},
    derive: () => ({}),
    indexes: [['collectionType']],
  }),
  spec({
    name: 'seasons',
    server: 'seasons',
    source: seasonSchema,
    version: 0,
    derived: { idxSortOrder: KEY },
    derive: (d) => ({ idxSortOrder: typeof d.sortOrder === 'number' ? d.sortOrder : 0 }),
    indexes: [['channel', 'status', 'idxSortOrder']],
  }),
  spec({
    name: 'assortmentDocuments',
    server: 'assortmentDocuments',
    source: assortmentDocumentSchema,
    version: 0,
    derived: { idxCreated: KEY },
    derive: (d) => ({ idxCreated: descTime(d.createdDate) }),
    indexes: [
      ['assortment', 'idxCreated'],
      ['user', 'idxCreated'],
    ],
  }),
  spec({
    name: 'orders',
    server: 'orders',
    source: orderSchema,
    version: 1,
    derived: {
      idxNumber: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, multipleOf: 1 },
      idxCoordinator: CODE,
    },
    // spec 001 §2, §9: default sort orderNumber descending; drafts made offline (no number
    // yet) come first. Lists by kind and status, and by coordinator.
    derive: (d) => ({
      idxNumber: Number.MAX_SAFE_INTEGER - (typeof d.orderNumber === 'number' ? d.orderNumber : 0),
      idxCoordinator: String(d.coordinator ?? ''),
    }),
    indexes: [
      ['type', 'status', 'idxNumber'],
      ['type', 'idxCoordinator', 'idxNumber'],
      ['requesterCode', 'idxNumber'],
    ],
  }),
  spec({
    name: 'coordinatorAssignments',
    server: 'coordinatorAssignments',
    source: coordinatorAssignmentSchema,
    version: 0,
    derived: {},
    derive: () => ({}),
    indexes: [['requesterCode'], ['coordinatorCode']],
  }),
  spec({
    name: 'notifications',
    server: 'notifications',
    source: notificationSchema,
    version: 0,
    derived: { idxCreated: KEY },
    derive: (d) => ({ idxCreated: descTime(d.createdDate) }),
    // spec 001 §4: unread count per type ('New'), newest first.
    indexes: [['notificationType', 'state', 'idxCreated']],
  }),
  spec({
    name: 'sampleInventory',
    server: 'sampleInventory',
    source: sampleInventoryItemSchema,
    // 1: tracking records gained optional field, from, to (decision 0050). 2: the filter
    // bar's selective fields as index keys (bench:samples).
    version: 2,
    derived: { idxModified: KEY, idxStatus: CODE, idxDivision: CODE, idxLocation: CODE },
    derive: (d) => ({
      idxModified: descTime(d.modifiedDate),
      idxStatus: indexCode(d.status),
      idxDivision: indexCode(d.division),
      // The library's most selective location field: Production's bin, Sales' aisle.
      idxLocation: indexCode(d.library === 'Sales' ? d.aisle : d.bin),
    }),
    // spec 001 §2: the screen's order is style then colour. A bar filter on status, division or
    // the location reads its own range of that order instead of walking the whole library
    // (web/src/features/samples/query.ts; bench:samples).
    indexes: [
      ['library', 'style', 'color'],
      ['library', 'idxModified'],
      ['library', 'idxStatus', 'style', 'color'],
      ['library', 'idxDivision', 'style', 'color'],
      ['library', 'idxLocation', 'style', 'color'],
    ],
  }),
  spec({
    name: 'announcements',
    server: 'announcements',
    source: announcementSchema,
    version: 0,
    derived: { idxModified: KEY },
    derive: (d) => ({ idxModified: descTime(d.modifiedDate) }),
    indexes: [['published', 'idxModified']],
  }),
  spec({
    name: 'userFlags',
    server: 'userFlags',
    source: userFlagSchema,
    version: 0,
    derived: {},
    derive: () => ({}),
    indexes: [['modelId']],
  }),
  spec({
    name: 'commands',
    server: 'commands',
    source: commandDocumentSchema,
    version: 1,
    derived: { idxCreated: KEY },
    derive: (d) => ({ idxCreated: ascTime(d.createdAt) }),
    indexes: [['status', 'idxCreated']],
  }),
  spec({
    name: 'syncIssues',
    server: 'syncRejections',
    source: syncIssueSchema,
    version: 0,
    derived: { idxCreated: KEY },
    derive: (d) => ({ idxCreated: descTime(d.createdAt) }),
    indexes: [['kind', 'idxCreated']],
  }),
] as const satisfies readonly DeviceCollectionSpec[];

export type DeviceCollectionName =
  | 'libraryItems'
  | 'assortments'
  | 'assortmentCollections'
  | 'seasons'
  | 'assortmentDocuments'
  | 'orders'
  | 'coordinatorAssignments'
  | 'notifications'
  | 'sampleInventory'
  | 'announcements'
  | 'userFlags'
  | 'commands'
  | 'syncIssues';

export const DEVICE_COLLECTION_NAMES: readonly DeviceCollectionName[] = DEVICE_COLLECTIONS.map(
  (c) => c.name,
);

export function collectionSpec(name: DeviceCollectionName): DeviceCollectionSpec {
  const found = DEVICE_COLLECTIONS.find((c) => c.name === name);
  if (!found) throw new Error(`Unknown device collection ${name}`);
  return found;
}

/** The RxDB schema of a device collection. */
export function rxSchemaOf(s: DeviceCollectionSpec): RxJsonSchema<DeviceDoc> {
  const { properties, required } = objectSchemaOf(s.source);
  delete properties._deleted;
  Object.assign(properties, s.derived);
  const req = new Set([
    ...required.filter((f) => f !== '_deleted'),
    'id',
    ...Object.keys(s.derived),
  ]);
  for (const field of new Set(s.indexes.flat())) {
    const prop = properties[field];
    if (!prop) throw new Error(`${s.name}: index field ${field} is not in the schema`);
    properties[field] = boundIndexField(prop);
    req.add(field);
  }
  return {
    title: s.name,
    version: s.version,
    primaryKey: 'id',
    type: 'object',
    properties: properties as never,
    required: [...req] as never,
    indexes: s.indexes.map((i) => [...i]) as never,
  };
}

/** Server document → device document (derived fields added). */
export function toDevice(s: DeviceCollectionSpec, doc: DeviceDoc): DeviceDoc {
  let base = doc;
  if (s.name === 'syncIssues' && doc.kind === undefined) {
    const { collection, ...rest } = doc;
    base = {
      ...rest,
      kind: 'rejection',
      ...(collection === undefined ? {} : { sourceCollection: collection }),
    } as DeviceDoc;
  }
  return { ...base, ...s.derive(base) };
}

/** Device document → server document (device-only fields removed). */
export function toServer(s: DeviceCollectionSpec, doc: DeviceDoc): DeviceDoc {
  const out: DeviceDoc = { ...doc };
  for (const field of Object.keys(s.derived)) delete out[field];
  if (s.name === 'syncIssues') {
    delete out.kind;
    delete out.losing;
    if (out.sourceCollection !== undefined) out.collection = out.sourceCollection;
    delete out.sourceCollection;
  }
  return out;
}
