// Login and session messages (spec 001 §4 Session, §7 Session and configuration, §8 Session
// messages). The refusal texts are the spec's own words; the web app shows them as given.
import { z } from 'zod';
import { apiEmailSchema } from './common.ts';

export const SESSION_MESSAGES = {
  /** spec 001 §8 deactivated account. */
  deactivated:
    'Your account has been deactivated due to inactivity. Please contact your administrator.',
  /** spec 001 §8 access request pending. */
  pending:
    'Your request for access is currently under review. You will be notified by email when your access has been approved.',
  /** Wrong email or password: one generic text, so the answer does not reveal which. */
  invalidCredentials: 'The email address or password is incorrect.',
  /** Approved, but the emailed set-password link has not been used yet (our wording). */
  passwordNotSet:
    'Your access has been approved. Please use the link in your email to set your password.',
  /** The request was denied by an administrator (our wording). */
  denied: 'Your request for access was not approved. Please contact your administrator.',
  /** Too many failed logins (our wording; the minutes are filled in). */
  tooManyAttempts: 'Too many failed login attempts. Please try again in {minutes} minutes.',
  /** spec 001 §8 request submitted: check email for a verification link, then admin review. */
  accessRequested:
    'Thank you. Please check your email for a verification link. Once your email address is verified, an administrator will review your request.',
  /** Always the same answer, whether or not the account exists. */
  passwordResetRequested:
    'If an account exists for this email address, a link to reset the password has been sent to it.',
  passwordSet: 'Your password has been set. You can now log in.',
  invalidCode: 'This link is invalid or has expired. Please request a new one.',
} as const;

export const loginRequestSchema = z
  .object({
    email: apiEmailSchema,
    // Bounded so a huge string never reaches scrypt; no other rule at login.
    password: z.string().min(1).max(1024),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** GET /api/options/data/loggedIn, and the ping answer. */
export const loggedInAnswerSchema = z.object({ data: z.boolean() });
export const pingAnswerSchema = z
  .object({ data: z.object({ expiresAt: z.string() }) })
  .meta({ id: 'PingAnswer' });
