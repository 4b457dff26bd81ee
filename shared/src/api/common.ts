// Building blocks of the REST request/response schemas (spec 000 §5 "Payload schemas": unknown
// fields are stripped, zod's default). Shared by the server's validators and the web client.
import { z } from 'zod';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True for text PostgreSQL can store: no U+0000 and no lone UTF-16 surrogate (both are refused
 * by text or jsonb columns, which would turn bad input into a server error).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** Text a person typed: trimmed, bounded, and storable (see isStorableText). */
export function safeText(max: number, min = 0) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine(isStorableText, 'must not contain NUL characters or broken Unicode');
}

/** spec 000 §5: email addresses are validated by a pattern rule. */
export const apiEmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'must be an email address' }));

/** Record ids in paths (users are UUIDs; demo data may use other url-safe ids). */
export const pathIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id');

/** One-time codes in links: base64url of 32 random bytes (43 characters). */
export const linkCodeSchema = z
  .string()
  .min(16)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a link code');

/** A plain `{ message }` answer, e.g. after an access request or a password reset request. */
export const messageAnswerSchema = z.object({ message: z.string() }).meta({ id: 'MessageAnswer' });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;
