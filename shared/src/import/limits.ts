// Import limits (the spec is silent; docs/decisions: import limits). The market's tools cap
// imports at 10,000 rows; we promise 100,000 and refuse past 200,000 so a hostile file fails
// fast and clearly instead of exhausting a tablet's memory.
export const IMPORT_LIMITS = {
  maxRows: 200_000,
  maxColumns: 200,
  /** Bytes of the file itself. */
  maxFileBytes: 100 * 1024 * 1024,
  /** Uncompressed bytes of the one sheet read (a zip bomb stops here). */
  maxSheetXmlBytes: 1024 * 1024 * 1024,
  /** Only the first worksheet is imported; the rest are never inflated. */
  sheetsRead: 1,
} as const;

export type ImportLimits = { readonly [K in keyof typeof IMPORT_LIMITS]: number };
