// The user's long date format (spec 001 §3 `wof.dateFormat.long`, default MM/DD/YYYY) for the
// date fields below it. The app puts the signed-in user's preference here; without a
// provider, fields show MM/DD/YYYY (spec 000 §5).
import {
  dateDisplayPattern,
  DEFAULT_DATE_PATTERN,
  type DateDisplayPattern,
} from '@portal/shared/forms/date.ts';
import { createContext, use, useMemo, type ReactNode } from 'react';

const DateFormatContext = createContext<DateDisplayPattern>(DEFAULT_DATE_PATTERN);

export function LongDateFormatProvider({
  format,
  children,
}: {
  /** The user's `wof.dateFormat.long`; absent or unreadable means MM/DD/YYYY. */
  readonly format: string | null | undefined;
  readonly children: ReactNode;
}) {
  const pattern = useMemo(() => dateDisplayPattern(format), [format]);
  return <DateFormatContext value={pattern}>{children}</DateFormatContext>;
}

export function useDateDisplayPattern(): DateDisplayPattern {
  return use(DateFormatContext);
}
