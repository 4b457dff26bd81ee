// Outcome of a cell setter: the value to store, or why the text was refused.
// Reasons are codes, not text: the UI translates them (web/src/grid/i18n).

export type CellRejection =
  | { code: 'notANumber' }
  | { code: 'negative' }
  | { code: 'blank' }
  | { code: 'hasSpace' }
  | { code: 'notInList'; value: string }
  | { code: 'invalidDate' }
  // `clears`: the spec's discount rule empties the cell instead of keeping the old value.
  | { code: 'outOfRange'; min: number; max: number; clears: boolean }
  | { code: 'notClearable' };

export type CellRejectionCode = CellRejection['code'];

export type CellParse<T> = { ok: true; value: T | null } | { ok: false; reason: CellRejection };

export function cellValue<T>(value: T | null): CellParse<T> {
  return { ok: true, value };
}

export function cellRefusal<T>(reason: CellRejection): CellParse<T> {
  return { ok: false, reason };
}
