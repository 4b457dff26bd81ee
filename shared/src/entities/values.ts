// The spec's enumerations that code outside the schemas needs as plain data: the route table,
// the permission model and section 9's constants. No zod here: the web app's entry chunk
// imports these through the route table and constants, and must not load the schemas (zod is
// ~24 KB gzip; docs/decisions/0007-app-shell.md "Performance"). The entity files re-export
// them next to their schemas, so `./library-item.ts` etc. still offer the same names.

/** spec 000 §4: one manage screen per status. */
export const LIBRARY_STATUSES = ['Pending', 'Published', 'Unpublished', 'Deleted'] as const;
export type LibraryStatus = (typeof LIBRARY_STATUSES)[number];

/** Sample inventory libraries (spec 001 §3). */
export const SAMPLE_LIBRARIES = ['Production', 'Sales'] as const;
export type SampleLibrary = (typeof SAMPLE_LIBRARIES)[number];

/** Order line sizePreference (spec 000 §9). */
export const SIZE_PREFERENCES = ['Preferred', 'Required'] as const;
export type SizePreference = (typeof SIZE_PREFERENCES)[number];

/** spec 000 §9 / 001 §4. */
export const DOWNLOAD_TYPES = ['zip', 'pdf', 'xlsx'] as const;

/** Usage types (spec 000 §9, 001 §4). */
export const UPLOAD_USAGE_TYPES = [
  'assortmentLogo',
  'assortmentProduct',
  'assortmentDisplayGroup',
  'libraryAsset',
  'seasonCover',
] as const;
export type UploadUsageType = (typeof UPLOAD_USAGE_TYPES)[number];
