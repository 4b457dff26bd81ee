// The display pattern of the user's long date format (spec 001 §3, spec 000 §5): parsed from
// the raw preference the shell provides (long-date-format.tsx); MM/DD/YYYY without one.
import { dateDisplayPattern, type DateDisplayPattern } from '@portal/shared/forms/date.ts';
import { use, useMemo } from 'react';
import { LongDateFormatContext } from './long-date-format.tsx';

export { LongDateFormatProvider } from './long-date-format.tsx';

export function useDateDisplayPattern(): DateDisplayPattern {
  const format = use(LongDateFormatContext);
  return useMemo(() => dateDisplayPattern(format), [format]);
}
