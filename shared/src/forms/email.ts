// spec 000 §5: "Email addresses are validated by a pattern rule." The pattern is the one the
// entity schemas use (`emailSchema`, zod's email pattern), so a form never accepts an address
// the device database or the server would then refuse.
import { z } from 'zod';
import { emailSchema } from '../entities/common.ts';

/** zod's email pattern, the one behind `emailSchema`. */
export const EMAIL_PATTERN: RegExp = z.regexes.email;

/**
 * Whether the text is an email address by the pattern rule (and the schema's 254-character
 * bound). Surrounding spaces are not trimmed here: a field trims before storing.
 *
 * @example isEmailAddress('ana.lopez@example.com') // true
 */
export function isEmailAddress(text: string): boolean {
  return emailSchema.safeParse(text).success;
}
