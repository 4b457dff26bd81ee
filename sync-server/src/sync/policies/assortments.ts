// Assortments, collections, seasons and assortment documents (spec 000 §3, §6).
// Regular assortments belong to their owner (managers, who report on them, see all);
// internal assortments are shared by the sub-roles of their channel, region and product type.
import {
  AREA_CHECKS,
  assortmentDocumentSchema,
  assortmentLimitReached,
  assortmentSchema,
  checkAccess,
  collectionSchema,
  countsTowardLimit,
  hasPermission,
  internalAssortmentAccess,
  isAdministrator,
  MAX_ASSORTMENTS_PER_USER,
  seasonSchema,
  type InternalChannel,
  type InternalScope,
} from '@portal/shared';
import { and, count, eq, ne } from 'drizzle-orm';
import {
  assortmentDocumentMapping,
  assortmentMapping,
  collectionMapping,
  seasonMapping,
  type Doc,
  type Mapping,
} from '../../db/mapping/index.ts';
import { assortmentDocuments, assortments } from '../../db/schema/index.ts';
import { assortmentsHoldingLogo, logoKeysOf, uploadOf } from '../../library-files/logo-keys.ts';
import {
  assertUnchanged,
  identity,
  refuse,
  type CollectionPolicy,
  type SyncUser,
  type Tx,
} from '../policy.ts';

const CHANNELS: readonly InternalChannel[] = ['Wholesale', 'Retail'];

const hasRegular = (user: SyncUser) => hasPermission(user, 'productAssortments');
const isManager = (user: SyncUser) => hasPermission(user, 'productAssortments', ['manager']);
const hasInternal = (user: SyncUser) =>
  CHANNELS.some((channel) => internalAssortmentAccess(user, { channel }) !== null);
export const hasAnyAssortments = (user: SyncUser) => hasRegular(user) || hasInternal(user);

/** The internal sub-role the user holds on an internal assortment (or linkage), or null. */
function internalRole(
  doc: { channel?: unknown; region?: unknown; productType?: unknown },
  user: SyncUser,
) {
  const channels = CHANNELS.includes(doc.channel as InternalChannel)
    ? [doc.channel as InternalChannel]
    : CHANNELS;
  for (const channel of channels) {
    const scope: InternalScope = {
      channel,
      ...(typeof doc.region === 'string' && doc.region !== 'All' ? { region: doc.region } : {}),
      ...(typeof doc.productType === 'string' && doc.productType !== 'All'
        ? { productType: doc.productType }
        : {}),
    };
    const role = internalAssortmentAccess(user, scope);
    if (role) return role;
  }
  return null;
}

export function assortmentVisible(doc: Doc, user: SyncUser): boolean {
  if (doc.orgType === 'internal') return internalRole(doc, user) !== null;
  return hasRegular(user) && (doc.ownerCode === user.userCode || isManager(user));
}

export const assortmentsPolicy: CollectionPolicy = {
  name: 'assortments',
  mapping: assortmentMapping as unknown as Mapping<Doc>,
  schema: assortmentSchema as never,
  serverOwned: [],
  area(user) {
    const regular = hasRegular(user);
    const internal = hasInternal(user);
    if (regular && internal) return undefined;
    if (regular) return eq(assortments.orgType, 'regular');
    if (internal) return eq(assortments.orgType, 'internal');
    return 'none';
  },
  visible: assortmentVisible,
  project: identity,
  async checkWrite(current, next, { user, tx }) {
    assertUnchanged(current, next, ['orgType'], 'An assortment keeps its kind');
    await assertOwnLogoKeys(current, next, user, tx);
    if (next.orgType === 'internal') {
      for (const doc of current ? [current, next] : [next]) {
        if (!internalRole(doc, user)) {
          throw refuse(
            'forbidden',
            'You have no internal assortment role for this channel, region and product type',
          );
        }
      }
      return;
    }
    if (!hasRegular(user)) throw refuse('forbidden', 'You have no access to assortments');
    const owner = current ? current.ownerCode : next.ownerCode;
    if (owner !== user.userCode && !isManager(user)) {
      throw refuse('forbidden', 'Only the owner of an assortment may change it');
    }
    // Giving an assortment to another user is the copy-for-another-user command.
    if (!isManager(user)) {
      if (next.ownerCode !== user.userCode) {
        throw refuse('forbidden', 'An assortment you write must be your own');
      }
    } else assertUnchanged(current, next, ['ownerCode'], 'Use Copy for another user');
    if (!current && countsTowardLimit(next)) await assertBelowLimit(tx, String(next.ownerCode));
  },
};

/**
 * A logo (or customer logo) new to the assortment names the writer's own upload (or its
 * preview), a logo of an assortment the writer sees (a duplicate), or a key that is no upload
 * (library and product files keep their own read rules). Otherwise naming another user's
 * upload would make it readable to everyone who sees this assortment (decision 0070).
 */
async function assertOwnLogoKeys(current: Doc | null, next: Doc, user: SyncUser, tx: Tx) {
  if (next._deleted === true) return;
  const before = logoKeysOf(current);
  const own = `uploads/${user.id}/`;
  for (const key of logoKeysOf(next)) {
    const upload = uploadOf(key);
    if (before.has(key) || upload === null || upload.startsWith(own)) continue;
    const holders = await assortmentsHoldingLogo(tx, [key]);
    if (holders.some((holder) => assortmentVisible(holder as Doc, user))) continue;
    throw refuse('commandFailed', `A logo may only name your own upload (${key})`);
  }
}

/** The assortments counting toward an owner's limit (shared `countsTowardLimit`, in SQL). */
export async function assortmentsOwned(tx: Tx, ownerCode: string): Promise<number> {
  const [row] = await tx
    .select({ owned: count() })
    .from(assortments)
    .where(
      and(
        eq(assortments.ownerCode, ownerCode),
        eq(assortments.deleted, false),
        ne(assortments.type, 'folder'),
        ne(assortments.orgType, 'internal'),
      ),
    );
  return row?.owned ?? 0;
}

/**
 * spec 000 §2 max-assortment error (decision 0068): a new assortment past its owner's limit is
 * refused. Counted here, in the writing transaction, since only the server holds them all.
 */
async function assertBelowLimit(tx: Tx, ownerCode: string): Promise<void> {
  if (assortmentLimitReached(await assortmentsOwned(tx, ownerCode))) {
    throw refuse(
      'forbidden',
      `The owner already has the maximum of ${MAX_ASSORTMENTS_PER_USER} assortments`,
    );
  }
}

/** Collections follow the assortments: internal linkage needs the internal sub-role. */
function collectionVisible(doc: Doc, user: SyncUser): boolean {
  const linkage = (doc.linkageObject ?? {}) as Record<string, unknown>;
  if (linkage.orgType === 'internal') return internalRole(linkage, user) !== null;
  return hasAnyAssortments(user);
}

export const collectionsPolicy: CollectionPolicy = {
  name: 'collections',
  mapping: collectionMapping as unknown as Mapping<Doc>,
  schema: collectionSchema as never,
  serverOwned: [],
  area: (user) => (hasAnyAssortments(user) ? undefined : 'none'),
  visible: collectionVisible,
  project: identity,
  checkWrite(current, next, { user }) {
    for (const doc of current ? [current, next] : [next]) {
      if (!collectionVisible(doc, user)) {
        throw refuse('forbidden', 'You have no access to this collection');
      }
    }
  },
};

const managesSeasons = (user: SyncUser) => checkAccess(user, AREA_CHECKS.seasonsManagement).granted;
const seesSeasons = (user: SyncUser) => hasAnyAssortments(user) || managesSeasons(user);

/** Seasons: read by every assortment user; managed by adminEditor (spec 001 §6). */
export const seasonsPolicy: CollectionPolicy = {
  name: 'seasons',
  mapping: seasonMapping as unknown as Mapping<Doc>,
  schema: seasonSchema as never,
  serverOwned: [],
  area: (user) => (seesSeasons(user) ? undefined : 'none'),
  visible: (_doc, user) => seesSeasons(user),
  project: identity,
  checkWrite(_current, _next, { user }) {
    if (!managesSeasons(user)) {
      throw refuse('forbidden', 'Seasons management needs adminEditor on internal assortments');
    }
  },
};

/** Documents (line sheets, exports) belong to the user who asked for them. */
const seesAllDocuments = (user: SyncUser) => isAdministrator(user) || isManager(user);

export const assortmentDocumentsPolicy: CollectionPolicy = {
  name: 'assortmentDocuments',
  mapping: assortmentDocumentMapping as unknown as Mapping<Doc>,
  schema: assortmentDocumentSchema as never,
  serverOwned: [],
  area(user) {
    if (!hasAnyAssortments(user)) return 'none';
    return seesAllDocuments(user) ? undefined : eq(assortmentDocuments.user, user.userCode);
  },
  visible: (doc, user) =>
    hasAnyAssortments(user) && (doc.user === user.userCode || seesAllDocuments(user)),
  project: identity,
  checkWrite(current, next, { user }) {
    for (const doc of current ? [current, next] : [next]) {
      if (doc.user !== user.userCode) {
        throw refuse('forbidden', 'Documents are written by the user who asked for them');
      }
    }
  },
};
