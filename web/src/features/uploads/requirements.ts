// What an upload needs by its usage type (spec 001 §4 Uploads): attachTo for an assortment
// logo or product, libraryType for a library asset, a filename always. A request lacking one
// is not queued: it is only logged (spec 001 §4 "the upload is aborted and only logged").
import type { LibraryType, UploadUsageType } from '@portal/shared';

export interface UploadRequest {
  readonly file: Blob;
  /** Default: the File's own name. */
  readonly filename?: string;
  readonly usageType: UploadUsageType;
  readonly libraryType?: LibraryType;
  /** The asset (or assortment) the file is added to; none: a new library item. */
  readonly attachTo?: string;
  /** The field of `attachTo` the file goes to: an assortment's `logo` (default) or `customerLogo`. */
  readonly attachField?: string;
}

const NEEDS_ATTACH_TO: readonly UploadUsageType[] = ['assortmentLogo', 'assortmentProduct'];

export function fileNameOf(request: UploadRequest): string {
  return (request.filename ?? ('name' in request.file ? String(request.file.name) : '')).trim();
}

/** The missing requirement, or null when the request may be queued. */
export function uploadRequestProblem(request: UploadRequest): string | null {
  if (!fileNameOf(request)) return 'filename';
  if (NEEDS_ATTACH_TO.includes(request.usageType) && !request.attachTo) return 'attachTo';
  if (request.usageType === 'libraryAsset' && !request.libraryType) return 'libraryType';
  return null;
}
