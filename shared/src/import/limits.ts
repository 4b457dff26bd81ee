// Import limits (the spec is silent; docs/decisions/0006 item 1 and 0031). The market's tools
// cap imports at 10,000 rows; we promise 100,000 and refuse past 200,000 so a hostile file fails
// fast and clearly instead of exhausting a tablet's memory. Every limit holds whatever the file
// says about itself: counted while reading, not only taken from its declared sizes.

/** Excel's own limit on the characters of one cell (32 KiB less one); no workbook holds more. */
export const EXCEL_CELL_CHARACTERS = 32_767;

export const IMPORT_LIMITS = {
  maxRows: 200_000,
  maxColumns: 200,
  /** Bytes of the file itself. */
  maxFileBytes: 100 * 1024 * 1024,
  /** Uncompressed bytes of the one sheet read (a zip bomb stops here). */
  maxSheetXmlBytes: 1024 * 1024 * 1024,
  /** Only the first worksheet is imported; the rest are never inflated. */
  sheetsRead: 1,
  /** Characters of one cell, mapped or not (a CSV field, an .xlsx value or shared string). */
  maxCellCharacters: EXCEL_CELL_CHARACTERS,
  /** Characters of all the cells of one row: 32 full cells. */
  maxRowCharacters: 32 * 32 * 1024,
  /**
   * Raw XML characters with no '<' or '>' between them (a text node or one tag). The XML parser
   * holds such a run whole, so a 1 GB run of whitespace must stop here; 8× the cell limit
   * leaves room for a full cell written with entities ('&quot;' is 6 characters for 1).
   */
  maxXmlTextRunCharacters: 8 * 32 * 1024,
  /**
   * Inflated size of a workbook part at most this many times its compressed size (Apache POI's
   * zip-bomb ratio; real sheets stay under 20×). Checked once a part passes the grace size.
   */
  maxInflateRatio: 100,
  inflateRatioGraceBytes: 16 * 1024 * 1024,
  /** The whole read, from the first byte to the last row; ends with msgCodes.importReadTimeout. */
  maxReadMilliseconds: 60_000,
} as const;

export type ImportLimits = { readonly [K in keyof typeof IMPORT_LIMITS]: number };
