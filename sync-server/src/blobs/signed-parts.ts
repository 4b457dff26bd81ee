// Our own signed, expiring part URLs for the stores without a presigner (fs, memory; decision
// 0039): PUT /api/upload/parts/{uploadId}/{partNumber}?key=…&expires=…&signature=…, where the
// signature is HMAC-SHA256 over (uploadId, key, part number, expiry) with the server's secret
// (BLOB_URL_SECRET, else a generated one kept under DATA_DIR; open.ts). The URL is the only
// credential, as an S3 presigned URL is: the route needs no session.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { checkPartNumber, type PartUrlQuery, type PartUrlVerifier } from './multipart.ts';

export const PART_ROUTE = '/api/upload/parts';

export class PartSigner implements PartUrlVerifier {
  private readonly secret: Buffer;
  private readonly now: () => number;

  /** @example new PartSigner(secretFromConfig) — a random secret when none is given (tests). */
  constructor(secret: string | Uint8Array = randomBytes(32), now: () => number = Date.now) {
    this.secret = Buffer.from(secret);
    if (this.secret.byteLength < 16) throw new Error('The part URL secret needs 16 bytes or more');
    this.now = now;
  }

  private sign(uploadId: string, key: string, partNumber: number, expires: string): Buffer {
    return createHmac('sha256', this.secret)
      .update(JSON.stringify([uploadId, key, partNumber, expires]))
      .digest();
  }

  /** A path (same origin as the API) with the signed query. */
  url(key: string, uploadId: string, partNumber: number, expiresInSeconds: number): string {
    checkPartNumber(partNumber);
    const expires = String(Math.floor(this.now() / 1000) + Math.max(1, expiresInSeconds));
    const signature = this.sign(uploadId, key, partNumber, expires).toString('base64url');
    const query = new URLSearchParams({ key, expires, signature });
    return `${PART_ROUTE}/${encodeURIComponent(uploadId)}/${partNumber}?${query}`;
  }

  verify(q: PartUrlQuery): 'ok' | 'expired' | 'invalid' {
    if (!q.expires || !q.signature || !/^\d{1,12}$/.test(q.expires)) return 'invalid';
    const given = Buffer.from(q.signature, 'base64url');
    const wanted = this.sign(q.uploadId, q.key, q.partNumber, q.expires);
    if (given.byteLength !== wanted.byteLength || !timingSafeEqual(given, wanted)) return 'invalid';
    return Number(q.expires) * 1000 < this.now() ? 'expired' : 'ok';
  }

  /**
   * A short-lived token scoped to a key prefix (GET /users/aws/token, decision 0039):
   * `base64url(claims).base64url(HMAC)`, the HMAC over a `token.` prefix so that it can never
   * pass for a part signature.
   */
  token(subject: string, prefix: string, expiresInSeconds: number): UploadToken {
    const exp = Math.floor(this.now() / 1000) + expiresInSeconds;
    const claims = Buffer.from(JSON.stringify({ sub: subject, prefix, exp })).toString('base64url');
    const mac = createHmac('sha256', this.secret).update(`token.${claims}`).digest('base64url');
    return { token: `${claims}.${mac}`, expires: new Date(exp * 1000) };
  }

  /** The claims of a valid, unexpired token, else null. */
  readToken(token: string): TokenClaims | null {
    const [claims = '', mac = ''] = token.split('.');
    const wanted = createHmac('sha256', this.secret).update(`token.${claims}`).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.byteLength !== wanted.byteLength || !timingSafeEqual(given, wanted)) return null;
    const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as TokenClaims;
    return parsed.exp * 1000 < this.now() ? null : parsed;
  }
}

export interface UploadToken {
  readonly token: string;
  readonly expires: Date;
}

export interface TokenClaims {
  readonly sub: string;
  readonly prefix: string;
  /** Seconds since the epoch. */
  readonly exp: number;
}
