// The mails of the access-request flow, written to the outbox. Links point at the public URL:
// the confirmation link at the API (it redirects to the public page), set-password links at
// the web route /set-password/{userId}/{code}/{isNew?} (spec 001 §2).
import { setPasswordPath } from '@portal/shared';
import type { Database } from '../db/client.ts';
import { greeting, queueMail } from './mail.ts';
import type { UserRow } from './users.ts';

type Recipient = Pick<UserRow, 'id' | 'email' | 'name'>;

function url(publicUrl: string, path: string): string {
  return publicUrl.replace(/\/+$/, '') + path;
}

export async function mailConfirmEmail(
  db: Database,
  publicUrl: string,
  user: Recipient,
  code: string,
  now: Date,
): Promise<void> {
  const link = url(
    publicUrl,
    `/api/users/confirm-email/${encodeURIComponent(user.id)}/${encodeURIComponent(code)}`,
  );
  await queueMail(db, {
    to: user.email,
    template: 'confirm-email',
    subject: 'Confirm your email address',
    body: `${greeting(user.name)}\n\nPlease confirm your email address to complete your request for access:\n${link}\n\nAfter that, an administrator will review your request.`,
    data: { userId: user.id, link },
    now,
  });
}

/** Someone asked for access with an address that already has an account. */
export async function mailAccountExists(
  db: Database,
  publicUrl: string,
  user: Recipient,
  now: Date,
): Promise<void> {
  await queueMail(db, {
    to: user.email,
    template: 'account-exists',
    subject: 'Your request for access',
    body: `${greeting(user.name)}\n\nAccess was requested for this email address, which already has an account or a request under review. If you forgot your password, request a new one at ${url(publicUrl, '/dashboard')}.`,
    data: { userId: user.id },
    now,
  });
}

export async function mailSetPassword(
  db: Database,
  publicUrl: string,
  user: Recipient,
  code: string,
  kind: 'access-approved' | 'password-reset',
  now: Date,
): Promise<void> {
  const isNew = kind === 'access-approved';
  const link = url(publicUrl, setPasswordPath(user.id, code, isNew));
  await queueMail(db, {
    to: user.email,
    template: kind,
    subject: isNew ? 'Your access has been approved' : 'Reset your password',
    body: isNew
      ? `${greeting(user.name)}\n\nYour request for access has been approved. Set your password here (the link is valid for 7 days):\n${link}`
      : `${greeting(user.name)}\n\nSet a new password here (the link is valid for 1 hour):\n${link}\n\nIf you did not ask for this, ignore this mail.`,
    data: { userId: user.id, link },
    now,
  });
}

export async function mailAccessDenied(
  db: Database,
  user: Recipient,
  reason: string | undefined,
  now: Date,
): Promise<void> {
  await queueMail(db, {
    to: user.email,
    template: 'access-denied',
    subject: 'Your request for access',
    body: `${greeting(user.name)}\n\nYour request for access was not approved.${reason ? ` ${reason}` : ''} Please contact your administrator if you have questions.`,
    data: { userId: user.id },
    now,
  });
}

/** spec 000 §6: corporate employees ask their IT department to reset their password. */
export async function mailCorporateReset(db: Database, user: Recipient, now: Date): Promise<void> {
  await queueMail(db, {
    to: user.email,
    template: 'password-reset-corporate',
    subject: 'Reset your password',
    body: `${greeting(user.name)}\n\nYour account signs in with your corporate password. Please ask your IT department to reset it.`,
    data: { userId: user.id },
    now,
  });
}
