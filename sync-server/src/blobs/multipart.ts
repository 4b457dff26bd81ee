// Multipart uploads in the blob store (spec 001 §4 Uploads: parts, then a complete call with the
// part etags; §9: 10 MiB parts). The S3 protocol's shapes and refusals, shared by the three
// stores (decision 0039): part numbers 1..10000, a completion names each part once with the
// ETag it was stored with, and an unknown upload id answers no_such_upload.

/** One stored part of a multipart upload. */
export interface StoredPart {
  readonly partNumber: number;
  /** Quoted, as S3 answers it. */
  readonly etag: string;
  readonly size: number;
}

/** A part named on completion. */
export interface PartRef {
  readonly partNumber: number;
  readonly etag: string;
}

/** The query of a signed part URL, as the part route reads it (signed-parts.ts). */
export interface PartUrlQuery {
  readonly uploadId: string;
  readonly key: string;
  readonly partNumber: number;
  readonly expires: string | undefined;
  readonly signature: string | undefined;
}

/** What the part route needs from a store's own signer. */
export interface PartUrlVerifier {
  verify(query: PartUrlQuery): 'ok' | 'expired' | 'invalid';
}

/** S3's limits: part numbers 1..10000. */
export const PART_LIMITS = { min: 1, max: 10_000 } as const;

export type MultipartErrorCode = 'no_such_upload' | 'invalid_part' | 'invalid_part_number';

/** A multipart call refused: unknown upload, a missing or mismatched part, a bad part number. */
export class MultipartError extends Error {
  readonly code: MultipartErrorCode;
  constructor(code: MultipartErrorCode, message: string) {
    super(message);
    this.name = 'MultipartError';
    this.code = code;
  }
}

export function isPartNumber(partNumber: number): boolean {
  return (
    Number.isInteger(partNumber) && partNumber >= PART_LIMITS.min && partNumber <= PART_LIMITS.max
  );
}

export function checkPartNumber(partNumber: number): number {
  if (!isPartNumber(partNumber))
    throw new MultipartError(
      'invalid_part_number',
      `Part numbers run from ${PART_LIMITS.min} to ${PART_LIMITS.max}, got ${partNumber}.`,
    );
  return partNumber;
}

/** Upload ids: ours are UUIDs (safe as a folder name), S3's are longer URL-safe strings. */
const UPLOAD_ID = /^[A-Za-z0-9_.~-]{1,1024}$/;

export function checkUploadId(uploadId: string): string {
  if (typeof uploadId !== 'string' || !UPLOAD_ID.test(uploadId))
    throw new MultipartError('no_such_upload', 'No such upload.');
  return uploadId;
}

export const noSuchUpload = () => new MultipartError('no_such_upload', 'No such upload.');

/** Part refs sorted, each part number valid and given once (S3: InvalidPart, InvalidPartOrder). */
export function checkPartRefs(parts: readonly PartRef[]): PartRef[] {
  if (parts.length === 0) throw new MultipartError('invalid_part', 'No parts named.');
  const sorted = [...parts].sort((a, b) => a.partNumber - b.partNumber);
  sorted.forEach((part, i) => {
    checkPartNumber(part.partNumber);
    if (i > 0 && sorted[i - 1]!.partNumber === part.partNumber)
      throw new MultipartError('invalid_part', `Part ${part.partNumber} is named twice.`);
  });
  return sorted;
}

/** S3 compares ETags without their quotes. */
export const sameEtag = (a: string, b: string): boolean =>
  a.replaceAll('"', '') === b.replaceAll('"', '');

/** Checks the named parts against the stored ones; answers the stored parts in order. */
export function matchParts<P extends StoredPart>(
  refs: readonly PartRef[],
  stored: ReadonlyMap<number, P>,
): P[] {
  return checkPartRefs(refs).map((ref) => {
    const part = stored.get(ref.partNumber);
    if (!part) throw new MultipartError('invalid_part', `Part ${ref.partNumber} was not uploaded.`);
    if (!sameEtag(part.etag, ref.etag))
      throw new MultipartError('invalid_part', `Part ${ref.partNumber} has another ETag.`);
    return part;
  });
}
