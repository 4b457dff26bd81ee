// Which assortments hold a blob key as their logo or customer logo (spec 000 §3 assortment
// `logo`, §2 dialog "logo and customer logo"; decision 0070), for the file access rule (a
// logo uploaded by one user is read by everyone who sees the assortment) and the assortment
// write rule (a logo may name only the writer's uploads or a logo they already see). One
// indexed probe per field (migration 0007, partial indexes): a key no assortment holds costs
// two index lookups.
import { ASSORTMENT_LOGO_FIELDS } from '@portal/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Doc } from '../db/mapping/index.ts';
import { assortments } from '../db/schema/index.ts';
import { sourceKeyOf } from './file-keys.ts';

/** The keys an assortment's logo fields name, each once. */
export function logoKeysOf(doc: Doc | null): Set<string> {
  const keys = new Set<string>();
  for (const field of ASSORTMENT_LOGO_FIELDS) {
    const value = doc?.[field];
    if (typeof value === 'string' && value !== '') keys.add(value);
  }
  return keys;
}

/** A key that stands for a user's upload: the upload itself or a preview made of it. */
export function uploadOf(key: string): string | null {
  for (const candidate of [key, sourceKeyOf(key)])
    if (candidate?.startsWith('uploads/')) return candidate;
  return null;
}

/** What the assortment visibility rule reads of a holder (policies/assortments.ts). */
export type LogoHolder = Pick<Doc, 'orgType' | 'ownerCode' | 'channel' | 'region' | 'productType'>;

/** Live assortments naming one of `keys` as a logo. */
export async function assortmentsHoldingLogo(
  db: Pick<Database, 'select'>,
  keys: readonly string[],
): Promise<LogoHolder[]> {
  if (keys.length === 0) return [];
  const list = [...keys];
  const rows = await db
    .select({
      orgType: assortments.orgType,
      ownerCode: assortments.ownerCode,
      channel: assortments.channel,
      region: assortments.region,
      productType: assortments.productType,
    })
    .from(assortments)
    .where(
      and(
        or(inArray(assortments.logo, list), inArray(assortments.customerLogo, list)),
        eq(assortments.deleted, false),
      ),
    )
    .limit(100);
  // Nulls left out: the visibility rule reads a missing field, never a null one.
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).filter(([, v]) => v !== null),
      ) as unknown as LogoHolder,
  );
}
