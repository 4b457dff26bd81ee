// The access-request flow (issue text: "request access, email confirmation link, admin
// approval, set password via /set-password/{userId}/{code}"), spec 001 §1, §2, §8.
import { z } from 'zod';
import {
  apiEmailSchema,
  isStorableText,
  linkCodeSchema,
  pathIdSchema,
  safeText,
} from './common.ts';
import { permissionEntrySchema, userTBESchema } from './users.ts';

/** Validity of emailed links (our choice; the spec is silent). */
export const LINK_LIFETIMES_MS = {
  /** Email confirmation after an access request. */
  confirmEmail: 7 * 24 * 3_600_000,
  /** Set-password link for a newly approved account. */
  newAccount: 7 * 24 * 3_600_000,
  /** Set-password link after a password reset request. */
  passwordReset: 3_600_000,
} as const;

/** Password rule (our choice; the spec is silent): 8 to 200 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const accessRequestSchema = z
  .object({
    email: apiEmailSchema,
    name: safeText(100, 1),
    lastName: safeText(100, 1),
    reason: safeText(2000, 1),
  })
  .meta({ id: 'AccessRequest' });
export type AccessRequest = z.infer<typeof accessRequestSchema>;

/** One pending request in the administrator's review list. */
export const pendingAccessRequestSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    lastName: z.string(),
    reason: z.string(),
    requestedAt: z.string(),
  })
  .meta({ id: 'PendingAccessRequest' });
export type PendingAccessRequest = z.infer<typeof pendingAccessRequestSchema>;
export const pendingAccessRequestsAnswerSchema = z.object({
  data: z.array(pendingAccessRequestSchema),
});

export const userIdParamSchema = z.object({ userId: pathIdSchema });

/** What the administrator grants on approval. */
export const approveAccessSchema = z
  .object({
    permissions: z.array(permissionEntrySchema).max(200),
    userTBEs: z.array(userTBESchema).max(100),
    /** Business user code (requester code on orders); a generated one is kept when absent. */
    userCode: safeText(40, 1)
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only')
      .optional(),
    userActiveLocation: safeText(20, 1).optional(),
    wof: z
      .object({
        access: z.boolean().optional(),
        country: safeText(10).optional(),
        dateFormat: z.object({ long: safeText(40).optional() }).optional(),
      })
      .optional(),
    departmentAccess: z.array(safeText(60, 1)).max(50).optional(),
    conferenceGroups: z.array(safeText(60, 1)).max(10).optional(),
  })
  .meta({ id: 'ApproveAccess' });
export type ApproveAccess = z.infer<typeof approveAccessSchema>;

export const denyAccessSchema = z
  .object({ reason: safeText(2000).optional() })
  .meta({ id: 'DenyAccess' });

export const accessDecisionAnswerSchema = z
  .object({ data: z.object({ id: z.string(), status: z.enum(['approved', 'denied']) }) })
  .meta({ id: 'AccessDecision' });

export const setPasswordSchema = z
  .object({
    userId: pathIdSchema,
    code: linkCodeSchema,
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH)
      .max(PASSWORD_MAX_LENGTH)
      .refine(isStorableText, 'must not contain NUL characters or broken Unicode'),
  })
  .meta({ id: 'SetPassword' });
export type SetPassword = z.infer<typeof setPasswordSchema>;

export const passwordResetSchema = z
  .object({ email: apiEmailSchema })
  .meta({ id: 'PasswordResetRequest' });

/** Public pages the confirmation link redirects to (spec 001 §2 /confirm-email/{messages}). */
export const CONFIRM_EMAIL_PAGES = {
  confirmed: '/confirm-email/confirmed',
  invalid: '/confirm-email/invalid',
} as const;

/** The web route of the set-password link (spec 001 §2 /set-password/{userId}/{code}/{isNew?}). */
export function setPasswordPath(userId: string, code: string, isNew: boolean): string {
  return `/set-password/${encodeURIComponent(userId)}/${encodeURIComponent(code)}${isNew ? '/new' : ''}`;
}
