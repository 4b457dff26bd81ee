// Documents for the replication tests, written through the server's document store (no seed).
import { styleColorId, type Permission, type PermissionKey, type Role } from '@portal/shared';
import type { Database } from '../../../sync-server/src/db/client.ts';
import {
  saveDocuments,
  type Doc,
  type Mapping,
} from '../../../sync-server/src/db/mapping/index.ts';

export const perm = (
  permission: PermissionKey,
  role: Role,
  infoKinds?: Record<string, string>,
): Permission => (infoKinds ? { permission, role, infoKinds } : { permission, role });

export async function save(db: Database, mapping: unknown, docs: readonly Doc[]): Promise<void> {
  await saveDocuments(db, mapping as Mapping<Doc>, docs);
}

export const libraryItem = (id: string, extra: Doc = {}): Doc => ({
  id,
  _deleted: false,
  name: `Item ${id}`,
  libraryType: 'AdvertisingAsset',
  status: 'Published',
  // Publishable as an advertising asset (spec 000 §5 publish requirements: the server refuses
  // a Published item without them).
  assetType: 'Photography',
  category: 'Brand',
  gender: 'Unisex',
  files: [],
  ...extra,
});

export const product = (style: string, color: string, extra: Doc = {}): Doc => ({
  id: styleColorId(style, color),
  _deleted: false,
  style,
  color,
  productType: 'Footwear',
  name: `Shoe ${style}`,
  locations: [
    { code: 'US', wholesalePrice: 4_000, suggestedRetail: 8_000, availability: [] },
    { code: 'EU', wholesalePrice: 3_800, suggestedRetail: 7_900, availability: [] },
  ],
  ...extra,
});

export const order = (id: string, requesterCode: string, extra: Doc = {}): Doc => ({
  id,
  _deleted: false,
  type: 'sample',
  orderType: 'SampleOrder',
  orderSubtype: 'sample',
  status: 'DRAFT',
  requesterCode,
  products: [],
  comments: [],
  lines: [],
  ...extra,
});

/** A command as a device writes it: pending, created at `createdAt`. */
export const pendingCommand = (
  id: string,
  type: string,
  payload: Record<string, unknown>,
  createdAt: string,
): Doc => ({ id, _deleted: false, type, payload, status: 'pending', createdAt });
