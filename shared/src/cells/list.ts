import { cellValue, cellRefusal, type CellParse } from './types.ts';

// spec 000 §5 grid cells: a list cell value must match an allowed option (case-insensitive);
// multi-select values split on commas.

function finder(options: readonly string[]): (text: string) => string | undefined {
  const byKey = new Map<string, string>();
  for (const option of options) byKey.set(option.trim().toLocaleLowerCase(), option);
  return (text) => byKey.get(text.trim().toLocaleLowerCase());
}

/** Returns the option as spelled in the list, so "mens" stores "Mens". */
export function parseListOption(text: string, options: readonly string[]): CellParse<string> {
  if (text.trim() === '') return cellValue<string>(null);
  const match = finder(options)(text);
  return match === undefined
    ? cellRefusal({ code: 'notInList', value: text.trim() })
    : cellValue(match);
}

export function parseMultiSelect(text: string, options: readonly string[]): CellParse<string[]> {
  const find = finder(options);
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return cellValue<string[]>(null);
  const values: string[] = [];
  for (const part of parts) {
    const match = find(part);
    if (match === undefined) return cellRefusal({ code: 'notInList', value: part });
    if (!values.includes(match)) values.push(match);
  }
  return cellValue(values);
}

export function formatMultiSelect(values: readonly string[] | null | undefined): string {
  return values ? values.join(', ') : '';
}

export interface CellLabel {
  color: string;
  name: string;
}

/** spec 000 §3 labels (color, name): a label cell stores the colour; text may name either. */
export function parseLabel(text: string, labels: readonly CellLabel[]): CellParse<string> {
  const key = text.trim().toLocaleLowerCase();
  if (key === '') return cellValue<string>(null);
  const match = labels.find(
    (label) => label.name.toLocaleLowerCase() === key || label.color.toLocaleLowerCase() === key,
  );
  return match ? cellValue(match.color) : cellRefusal({ code: 'notInList', value: text.trim() });
}
