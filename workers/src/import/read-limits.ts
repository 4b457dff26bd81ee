// The limits every reader keeps while it reads (docs/decisions/0031): each refusal names the
// limit and the place it was hit, as the user sees it in Excel (sheet name, row number,
// column letter), so the message can say what to fix.
import type { ImportLimits } from '@portal/shared';
import { ImportFileError } from './import-file-error.ts';

/** Where a reader is: the sheet, the 1-based row and the 0-based column. */
export interface SheetPlace {
  readonly sheet: string;
  readonly row: number;
  readonly column: number;
}

/** 0 → 'A', 25 → 'Z', 26 → 'AA' (Excel's column letters). */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const where = (place: SheetPlace) => ({
  sheet: place.sheet,
  row: Math.max(1, place.row),
  column: columnLetters(Math.max(0, place.column)),
});

export function cellTooLarge(place: SheetPlace, limits: ImportLimits): ImportFileError {
  return new ImportFileError('msgCodes.importCellTooLarge', {
    ...where(place),
    maxCharacters: limits.maxCellCharacters,
  });
}

export function rowTooLarge(place: SheetPlace, limits: ImportLimits): ImportFileError {
  return new ImportFileError('msgCodes.importRowTooLarge', {
    ...where(place),
    maxCharacters: limits.maxRowCharacters,
  });
}

export function tooManyColumns(place: SheetPlace, limits: ImportLimits): ImportFileError {
  return new ImportFileError('msgCodes.importTooManyColumnsAt', {
    ...where(place),
    maxColumns: limits.maxColumns,
  });
}

export function textRunTooLong(place: SheetPlace, limits: ImportLimits): ImportFileError {
  return new ImportFileError('msgCodes.importTextRunTooLong', {
    ...where(place),
    maxCharacters: limits.maxXmlTextRunCharacters,
  });
}

/** An engine limit (a string or array past what the JavaScript engine holds) at `place`. */
export function tooLargeToRead(place: SheetPlace, cause: unknown): ImportFileError {
  return new ImportFileError('msgCodes.importTooLargeToRead', where(place), cause);
}

/** True for the engine's own size errors ('Invalid string length', 'Invalid array length'). */
export function isEngineSizeError(error: unknown): boolean {
  return (
    error instanceof RangeError && /invalid (string|array|typed array) length/i.test(error.message)
  );
}

/**
 * Tracks the characters of the current cell and row against their caps. `add` is called with
 * each piece of a cell's text as it arrives, so a cell is refused as soon as it passes the
 * cap, never after it was collected whole.
 */
export class CellBudget {
  #cell = 0;
  #row = 0;
  readonly #limits: ImportLimits;
  constructor(limits: ImportLimits) {
    this.#limits = limits;
  }

  /** `place` is asked only for a refusal: this runs once per piece of every cell. */
  add(characters: number, place: () => SheetPlace): void {
    this.#cell += characters;
    this.#row += characters;
    if (this.#cell > this.#limits.maxCellCharacters) throw cellTooLarge(place(), this.#limits);
    if (this.#row > this.#limits.maxRowCharacters) throw rowTooLarge(place(), this.#limits);
  }

  endCell(): void {
    this.#cell = 0;
  }

  endRow(): void {
    this.#cell = 0;
    this.#row = 0;
  }
}

/**
 * The overall read deadline: readers call `check` between chunks and batches; past
 * `maxReadMilliseconds` the read ends with msgCodes.importReadTimeout, naming where it stopped.
 */
export class ReadDeadline {
  readonly #endsAt: number;
  readonly #limits: ImportLimits;
  readonly #clock: () => number;
  constructor(limits: ImportLimits, clock: () => number = () => performance.now()) {
    this.#limits = limits;
    this.#clock = clock;
    this.#endsAt = clock() + limits.maxReadMilliseconds;
  }

  check(sheet: string, row: number): void {
    if (this.#clock() <= this.#endsAt) return;
    throw new ImportFileError('msgCodes.importReadTimeout', {
      maxSeconds: Math.round(this.#limits.maxReadMilliseconds / 100) / 10,
      row: Math.max(1, row),
      sheet,
    });
  }
}

/** A workbook part that inflates past the sheet size limit (a zip bomb, or a lying header). */
export function sheetTooLarge(sheet: string, limits: ImportLimits): ImportFileError {
  return new ImportFileError('msgCodes.importSheetTooLarge', {
    sheet,
    maxMegabytes: Math.round(limits.maxSheetXmlBytes / 1024 / 1024),
  });
}

/** A workbook part that inflates more than `maxInflateRatio` times its compressed size. */
export function inflatesTooMuch(sheet: string, limits: ImportLimits): ImportFileError {
  return new ImportFileError('msgCodes.importInflatesTooMuch', {
    sheet,
    maxRatio: limits.maxInflateRatio,
  });
}

/** Throws when `inflated` characters of a part of `compressed` bytes pass a size limit. */
export function checkInflated(
  inflated: number,
  compressed: number | undefined,
  sheet: string,
  limits: ImportLimits,
): void {
  if (inflated > limits.maxSheetXmlBytes) throw sheetTooLarge(sheet, limits);
  if (
    compressed !== undefined &&
    inflated > limits.inflateRatioGraceBytes &&
    inflated > limits.maxInflateRatio * Math.max(1, compressed)
  ) {
    throw inflatesTooMuch(sheet, limits);
  }
}
