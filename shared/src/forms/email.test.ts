import { describe, expect, it } from 'vitest';
import { emailSchema } from '../entities/common.ts';
import { EMAIL_PATTERN, isEmailAddress } from './email.ts';

describe('[000 §5 email] email addresses are validated by a pattern rule', () => {
  it.each(['ana.lopez@example.com', 'a+orders@sub.example.co', "o'neil@example.org", 'x@y.de'])(
    '%j is an email address',
    (text) => {
      expect(isEmailAddress(text)).toBe(true);
    },
  );

  it.each([
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana lopez@example.com',
    'ana@@example.com',
    'ana@example..com',
    ' ana@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('%j is refused', (text) => {
    expect(isEmailAddress(text)).toBe(false);
  });

  it('the form rule and the entity schema agree on every example', () => {
    for (const text of ['ana@example.com', 'ana@example', 'x@y.de', 'a b@c.de']) {
      expect(isEmailAddress(text)).toBe(emailSchema.safeParse(text).success);
      expect(EMAIL_PATTERN.test(text)).toBe(isEmailAddress(text));
    }
  });
});
