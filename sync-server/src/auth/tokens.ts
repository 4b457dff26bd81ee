// Random secrets for session cookies and emailed links. Only their SHA-256 is stored, so a
// database leak hands out neither sessions nor links.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes as base64url (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time check of a presented secret against a stored SHA-256 hex digest. */
export function matchesHash(secret: string, storedHex: string | null | undefined): boolean {
  if (!storedHex) return false;
  const presented = Buffer.from(sha256Hex(secret), 'hex');
  const stored = Buffer.from(storedHex, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
