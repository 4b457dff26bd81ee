// Announcements, user flags, commands and sync rejections: the small per-user collections.
import {
  canManageLibrary,
  commandDocumentSchema,
  syncRejectionSchema,
  userFlagSchema,
  announcementSchema,
} from '@portal/shared';
import { eq } from 'drizzle-orm';
import {
  announcementMapping,
  userFlagMapping,
  type Doc,
  type Mapping,
} from '../../db/mapping/index.ts';
import { commands, syncRejections, userFlags } from '../../db/schema/index.ts';
import { identity, omit, refuse, type CollectionPolicy, type SyncUser } from '../policy.ts';
import { commandMapping, syncRejectionMapping } from '../replication-mapping.ts';

const managesAnnouncements = (user: SyncUser) => canManageLibrary(user, 'AdvertisingAsset');

/** Announcements (spec 000 §4, 001 §7): every user sees the published ones; advertising
 * editors manage them, and an unpublished one leaves everybody else's list. */
export const announcementsPolicy: CollectionPolicy = {
  name: 'announcements',
  mapping: announcementMapping as unknown as Mapping<Doc>,
  schema: announcementSchema as never,
  serverOwned: [],
  // The whole table: an announcement that is unpublished must leave the others' devices.
  area: () => undefined,
  visible: (doc, user) => doc.published === true || managesAnnouncements(user),
  project: identity,
  checkWrite(_current, _next, { user }) {
    if (!managesAnnouncements(user)) {
      throw refuse('forbidden', 'Announcements are managed by advertising editors');
    }
  },
};

/** User flags (Seen on an asset) are the user's own. */
export const userFlagsPolicy: CollectionPolicy = {
  name: 'userFlags',
  mapping: userFlagMapping as unknown as Mapping<Doc>,
  schema: userFlagSchema as never,
  serverOwned: [],
  area: (user) => eq(userFlags.userCode, user.userCode),
  visible: (doc, user) => doc.userCode === user.userCode,
  project: identity,
  checkWrite(current, next, { user }) {
    for (const doc of current ? [current, next] : [next]) {
      if (doc.userCode !== user.userCode)
        throw refuse('forbidden', 'A user flag is its user’s own');
    }
  },
};

/** Commands: the user's own outbox. Executed by the push (push.ts, commands/), never
 * written as plain documents. */
export const commandsPolicy: CollectionPolicy = {
  name: 'commands',
  mapping: commandMapping,
  schema: commandDocumentSchema as never,
  serverOwned: ['status', 'result', 'executedAt'],
  area: (user) => eq(commands.userId, user.id),
  visible: (doc, user) => doc.userId === user.id,
  project: (doc) => omit(doc, ['userId']),
  checkWrite() {
    // Only reached for a dismissal (deletion) of a finished command; see push.ts.
  },
};

/** Sync rejections: written by the server; the user may only dismiss (delete) them. */
export const syncRejectionsPolicy: CollectionPolicy = {
  name: 'syncRejections',
  mapping: syncRejectionMapping,
  schema: syncRejectionSchema as never,
  serverOwned: [],
  area: (user) => eq(syncRejections.userId, user.id),
  visible: (doc, user) => doc.userId === user.id,
  project: (doc) => omit(doc, ['userId']),
  checkWrite(current, next) {
    if (!current || next._deleted !== true) {
      throw refuse('forbidden', 'A sync rejection can only be dismissed');
    }
  },
  prepareWrite: (next, current) => ({ ...(current ?? next), _deleted: next._deleted }),
};
