// The mail outbox (sync-server/src/db/schema/auth.ts mail_outbox): the server writes the mail
// it would send; a relay drains it. Links carry a one-time code that is stored only hashed.
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export const MAIL_TEMPLATES = [
  'confirm-email',
  'account-exists',
  'access-approved',
  'access-denied',
  'password-reset',
  'password-reset-corporate',
  // Links to library files (POST /packages/mail, decision 0045).
  'library-package',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export interface OutgoingMail {
  readonly to: string;
  readonly template: MailTemplate;
  readonly subject: string;
  readonly body: string;
  /** Machine-readable parts (userId, link) so a relay or a test need not parse the body. */
  readonly data?: Record<string, unknown>;
  readonly now: Date;
}

export async function queueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    id: randomUUID(),
    to: mail.to,
    template: mail.template,
    subject: mail.subject,
    body: mail.body,
    data: mail.data ?? {},
    createdAt: mail.now,
  });
}

/** Greeting line with the person's name. */
export function greeting(name: string): string {
  return `Hello ${name},`;
}
