// The user's long date format (spec 001 §3 `wof.dateFormat.long`, default MM/DD/YYYY) for every
// date field below it. Only the raw preference travels here: the app mounts this provider in
// the shell, and parsing it (shared forms/date.ts, which brings the entity schemas) stays in
// the lazy chunks of the screens that show dates.
import { createContext, type ReactNode } from 'react';

export const LongDateFormatContext = createContext<string | null | undefined>(undefined);

export function LongDateFormatProvider({
  format,
  children,
}: {
  /** The user's `wof.dateFormat.long`; absent or unreadable means MM/DD/YYYY. */
  readonly format: string | null | undefined;
  readonly children: ReactNode;
}) {
  return <LongDateFormatContext value={format}>{children}</LongDateFormatContext>;
}
