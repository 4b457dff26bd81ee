// Cell rules of the order detail grid beyond the grid kit's (decision 0072): wholesale dates in
// the user's long date format (spec 001 §3 `wof.dateFormat.long`, §5 Wholesale dates), and
// free text cells whose known values show translated (side, source, shipper, return type).
import type { CellRule } from '@portal/shared';
import {
  formatFormDate,
  parseFormDate,
  type DateDisplayPattern,
} from '@portal/shared/forms/date.ts';
import type { IntlShape } from 'react-intl';
import { TRANSLATED_LINE_VALUES, lineValueName, type TranslatedLineField } from './line-values.ts';

/**
 * A date cell read and shown in the user's long date format (YYYY-MM-DD and YYYY/MM/DD always,
 * 000 §5). Text that is no date is handed over as typed, not refused here: the write refuses
 * it with the spec's 'Invalid Start Date' / 'Invalid End Date' (lines.ts applyDate, 001 §5).
 */
export function longDateRule(
  base: CellRule<unknown>,
  pattern: DateDisplayPattern,
): CellRule<unknown> {
  return {
    ...base,
    parse: (text) => {
      const parsed = parseFormDate(text, pattern);
      if (parsed.kind === 'empty') return { ok: true, value: null };
      return { ok: true, value: parsed.kind === 'date' ? parsed.value : text.trim() };
    },
    format: (value) => (typeof value === 'string' ? formatFormDate(value, pattern) || value : ''),
  };
}

/**
 * A free text cell whose known values show in the user's language; typing or pasting the
 * translated name stores the spec's value, any other text is stored as typed.
 */
export function translatedTextRule(
  base: CellRule<unknown>,
  intl: IntlShape,
  field: TranslatedLineField,
): CellRule<unknown> {
  const byName = new Map(
    TRANSLATED_LINE_VALUES[field].flatMap((value) => [
      [lineValueName(intl, field, value).toLocaleLowerCase(intl.locale), value] as const,
      [value.toLowerCase(), value] as const,
    ]),
  );
  return {
    ...base,
    parse: (text) => {
      const known = byName.get(text.trim().toLocaleLowerCase(intl.locale));
      return known ? { ok: true, value: known } : base.parse(text);
    },
    format: (value) =>
      typeof value === 'string' ? lineValueName(intl, field, value) : base.format(value),
  };
}
