// Every import message a user can see: an id (namespace msgCodes.*, buttons.*) and the
// English default, word for word from spec 000 §8 "Import errors" and spec 001 §8
// "Sample inventory". Translations live in workers/src/i18n/<locale>.json.

/** Row-level import messages (tooltip and status bar, spec 000 §8). */
export const IMPORT_ROW_MESSAGES = {
  'msgCodes.importDuplicate': 'Duplicate Style/Color',
  'msgCodes.importAlreadyInSeason': 'This Style/Color is Already in Season/Year/Region',
  'msgCodes.importAlreadyInAssortment': 'This Style/Color is Already in Your Assortment',
  'msgCodes.importNotFound': 'Style/Color Not Found',
  'msgCodes.importWrongProductType': 'Product Type is not correct',
  'msgCodes.importNotAllowed': 'Product is not allowed',
  'msgCodes.importStatusMismatch': 'This product does not match your assortment status',
  'msgCodes.importNotInLocation': 'This product is not available in your location',
  'msgCodes.importDataDiffers': 'Data Differs From Excel file',
  'msgCodes.importMissingRowNumber': 'Missing Row Number',
  'msgCodes.importMissingRequiredProperty': 'Missing Required Property',
  'msgCodes.importTooManySampleProperties': 'Too Many Sample Properties',
  'msgCodes.importSampleAlreadyExists': 'Sample Already Exists',
  'msgCodes.importMoldNumberExists': 'Mold Number Already Exists',
  'msgCodes.importUnknownError': 'Unknown error',
  'msgCodes.importSampleRequired': 'Status, Side, Quantity, and Bin are Required',
  'msgCodes.importSampleRequiredProduction':
    'Division, Style, Color, Status, Side, Quantity, and Bin are Required',
  'msgCodes.importSampleRequiredSales':
    'Division, Style, Color, Status, Side, Quantity, Region, Aisle, Direction, and Level are Required',
  // spec 001 §8: for sample inventory 'Style/Color Not Found' becomes Sample Missing Value and
  // Duplicate becomes Duplicate Sample.
  'msgCodes.importSampleMissingValue': 'Sample Missing Value',
  'msgCodes.importDuplicateSample': 'Duplicate Sample',
} as const;

/**
 * File-level import errors. The spec is silent on unreadable files; these texts are ours
 * (docs/decisions: import limits). Placeholders are ICU arguments.
 */
export const IMPORT_FILE_MESSAGES = {
  'msgCodes.importFileCorrupt': 'This file is damaged and cannot be read.',
  'msgCodes.importFileNotExcel': 'This file is not an Excel workbook (.xlsx) or a CSV file.',
  'msgCodes.importFileTooLarge': 'This file is larger than {maxMegabytes} MB.',
  'msgCodes.importTooManyRows':
    'This sheet has more than {maxRows} rows. Split it into smaller files.',
  'msgCodes.importTooManyColumns': 'This sheet has more than {maxColumns} columns.',
  'msgCodes.importEmptyHeaderRow': 'The first row of the sheet must hold the column headers.',
  'msgCodes.importNoWorksheet': 'This workbook has no worksheet to import.',
  // Limits that hold whatever the file (docs/decisions/0031): each names the limit and where
  // it was hit. {column} is the sheet's column letter (A, B, … AA), {row} its row number.
  'msgCodes.importReadTimeout':
    'This file took too long to read: it was stopped after {maxSeconds} seconds at row {row} of sheet “{sheet}”.',
  'msgCodes.importCellTooLarge':
    'Sheet “{sheet}”, row {row}, column {column}: a cell may hold at most {maxCharacters} characters.',
  'msgCodes.importRowTooLarge':
    'Sheet “{sheet}”, row {row}: a row may hold at most {maxCharacters} characters (reached at column {column}).',
  'msgCodes.importTooManyColumnsAt':
    'Sheet “{sheet}”, row {row}: a sheet may have at most {maxColumns} columns (found column {column}).',
  'msgCodes.importTextRunTooLong':
    'Sheet “{sheet}”, near row {row}, column {column}: the file holds an unbroken run of more than {maxCharacters} characters. It may be damaged or harmful.',
  'msgCodes.importInflatesTooMuch':
    'Sheet “{sheet}” unpacks to more than {maxRatio} times its packed size. The file may be damaged or harmful.',
  'msgCodes.importSheetTooLarge': 'Sheet “{sheet}” unpacks to more than {maxMegabytes} MB.',
  'msgCodes.importTooLargeToRead':
    'This file is too large to read on this device (sheet “{sheet}”, near row {row}, column {column}).',
} as const;

/** Import button label by validation result (spec 000 §4 Excel import flow). */
export const IMPORT_BUTTON_MESSAGES = {
  'buttons.validateItems': 'Validate Items',
  'buttons.criticalIssuesFixedResubmit': 'Critical Issues Fixed - Resubmit',
  'buttons.ignoreWarningsImport': 'Ignore Warnings & Import',
  'buttons.ignoreWarningsDownload': 'Ignore Warnings & Download',
  'buttons.importToAssortment': 'Import to Assortment',
  'buttons.downloadItems': 'Download Items',
  'buttons.revalidateItems': 'Revalidate Items',
} as const;

export type ImportRowMessageId = keyof typeof IMPORT_ROW_MESSAGES;
export type ImportFileMessageId = keyof typeof IMPORT_FILE_MESSAGES;
export type ImportButtonMessageId = keyof typeof IMPORT_BUTTON_MESSAGES;

/** spec 000 §3 Import row: errorSeverity critical or warning. */
export type ImportSeverity = 'critical' | 'warning';

/**
 * spec 000 §5 names the types stylecolor, duplicate, duplicateSoft, already and (001 §5)
 * notblank; the others are ours, one per message.
 */
export type ImportErrorType =
  | 'stylecolor'
  | 'duplicate'
  | 'duplicateSoft'
  | 'already'
  | 'alreadySeason'
  | 'notFound'
  | 'productType'
  | 'notAllowed'
  | 'status'
  | 'location'
  | 'dataDiffers'
  | 'notblank'
  | 'tooManyProperties'
  | 'sampleExists'
  | 'moldExists'
  | 'unknown';

/** One error on an import row (spec 000 §3 Import row: errorMessage, errorType, errorSeverity). */
export interface ImportIssue {
  readonly errorType: ImportErrorType;
  readonly errorSeverity: ImportSeverity;
  /** Message id to translate; `message` is its English default. */
  readonly errorMessage: ImportRowMessageId;
  readonly message: string;
  /** Columns the error points at (cell tooltip); empty means the whole row. */
  readonly columns: readonly string[];
}

export function importIssue(
  errorType: ImportErrorType,
  errorSeverity: ImportSeverity,
  errorMessage: ImportRowMessageId,
  columns: readonly string[] = [],
): ImportIssue {
  return {
    errorType,
    errorSeverity,
    errorMessage,
    message: IMPORT_ROW_MESSAGES[errorMessage],
    columns,
  };
}
