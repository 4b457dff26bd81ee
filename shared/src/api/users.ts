// Users as the REST catalogue answers them (spec 001 §3 "User and permission"): the session
// user, the permission entries an administrator grants, and the user lookup.
import { z } from 'zod';
import { GRID } from '../constants.ts';
import { PERMISSION_KEYS, ROLES } from '../permissions/types.ts';
import { safeText } from './common.ts';
import { PROMO_REVIEWER_FIELDS } from '../orders/promo-reviewers.ts';

/** One permission entry: a domain plus a role, optionally qualified by info kinds. */
export const permissionEntrySchema = z
  .object({
    permission: z.enum(PERMISSION_KEYS),
    role: z.enum(ROLES),
    infoKinds: z.record(safeText(40, 1), safeText(40, 1)).optional(),
  })
  .meta({ id: 'Permission' });

/** Territory and business entity entry with its locations (spec 001 §3 userTBEs). */
export const userTBESchema = z
  .object({
    territory: safeText(40, 1),
    businessEntity: safeText(40, 1),
    locations: z
      .array(
        z.object({
          key: safeText(20, 1),
          colorFilters: z.object({ POP: z.array(safeText(20, 1)).max(100).optional() }).optional(),
        }),
      )
      .max(200),
  })
  .meta({ id: 'UserTBE' });

export const USER_STATUS_VALUES = [
  'pendingEmail',
  'pendingApproval',
  'approved',
  'active',
  'deactivated',
  'denied',
] as const;

/** The signed-in user: the answer of GET/POST /api/users/session. No secrets. */
export const sessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    lastName: z.string(),
    userCode: z.string(),
    status: z.enum(USER_STATUS_VALUES),
    strategy: z.string(),
    userActiveLocation: z.string(),
    departmentAccess: z.array(z.string()),
    permissions: z.array(permissionEntrySchema),
    userTBEs: z.array(userTBESchema),
    wof: z.object({
      access: z.boolean().optional(),
      country: z.string().optional(),
      dateFormat: z.object({ long: z.string().optional() }).optional(),
    }),
    conferenceGroups: z.array(z.string()),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** spec 000 §9: autocomplete limit 10. */
export const USER_AUTOCOMPLETE_LIMIT = GRID.autocompleteLimit;

export const userAutocompleteQuerySchema = z.object({
  q: safeText(100, 1),
  /** Only the people who may fill this reviewer field of a promo order (decision 0065). */
  promoRole: z.enum(PROMO_REVIEWER_FIELDS).optional(),
});

/** GET /api/users/autocomplete answers only these four fields per user. */
export const userLookupSchema = z
  .object({ name: z.string(), lastName: z.string(), userCode: z.string(), email: z.string() })
  .meta({ id: 'UserLookup' });
export const userAutocompleteAnswerSchema = z.object({ data: z.array(userLookupSchema) });
export type UserLookup = z.infer<typeof userLookupSchema>;
